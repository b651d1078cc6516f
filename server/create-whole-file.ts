import { randomBytes } from "node:crypto"
import { linkSync, rmSync, writeFileSync } from "node:fs"

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : undefined

/**
 * Creates `file` holding `text`, or answers false when the name is taken. The text is written under a private
 * name first, then hard-linked to its name, which fails when the name exists: nobody ever reads half a file (as
 * they could between an exclusive open and its write), and of several processes creating it at once exactly one
 * succeeds.
 */
export const createWhole = (file: string, text: string, mode = 0o644): boolean => {
  const draft = `${file}.${randomBytes(8).toString("hex")}.draft`
  writeFileSync(draft, text, { flag: "wx", mode })
  try {
    linkSync(draft, file)
    return true
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false
    throw error
  } finally {
    rmSync(draft, { force: true })
  }
}
