import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { createWhole } from "./create-whole-file.ts"

/**
 * The key one-time codes and clients' rate-limit keys are hashed with, in development (issue 9 §5). Production
 * sets OTP_SECRET, shared by every server process; a key made afresh at each start voided, at a restart, every
 * code already sent. So development makes one key, once, and keeps it in DATA_DIR, readable by its owner only.
 */

/** The file in DATA_DIR that keeps the key. */
export const LOCAL_SECRET_FILE = "otp-secret"

const KEY = /^[0-9a-f]{64}$/

/** The key kept in `dataDir`, made (32 random bytes, as hex) on first use; of processes starting at once, all use the one written first. */
export const localSecret = (dataDir: string): string => {
  const file = join(dataDir, LOCAL_SECRET_FILE)
  mkdirSync(dataDir, { recursive: true })
  createWhole(file, randomBytes(32).toString("hex"), 0o600)
  const key = readFileSync(file, "utf8").trim()
  if (!KEY.test(key)) {
    throw new Error(`${resolve(file)} does not hold a key this server made: delete it (codes already sent then stop working), or set OTP_SECRET`)
  }
  return key
}
