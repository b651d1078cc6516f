import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, rmSync } from "node:fs"
import { hostname } from "node:os"
import { dirname, resolve } from "node:path"
import { setTimeout as delay } from "node:timers/promises"
import { createWhole } from "../create-whole-file.ts"

/**
 * The embedded database's folder is one process's at a time (issue 9 §1). PGlite is PostgreSQL running inside
 * this process: a second process opening the same folder gets a database of its own in memory, both answer,
 * each sees only its own bookings, rooms are sold twice, and the last to stop overwrites the other's files.
 * So whoever opens the folder first takes a lock on it, and every later opener is refused by name until the
 * holder closes the database or its process ends.
 *
 * The lock is a file beside the folder (`<folder>.lock`, so deleting or recreating the folder never touches it)
 * holding its owner: pid, host, process start and a token unique to this lock. It is created whole and
 * atomically (`createWhole`: written under a private name, then hard-linked to its name, which fails when taken).
 * A lock whose process is gone (SIGKILL, a crash, a power cut) is stale: a process on the same host checks the
 * pid (`kill(pid, 0)` answers ESRCH), and a lock naming this process's own pid that this process does not hold
 * was left by an earlier process (a restarted container runs its server under the same pid). A stale lock is
 * taken over through a claim on that lock's token, made the same way: of several processes racing, one holds
 * the claim, checks under it that the lock is still the stale one, and removes it; every creator then races on
 * the lock's name again, where exactly one wins. A lock from another host is never taken over: its process
 * cannot be checked from here.
 */

/** Who holds a folder, as its lock file says. */
export interface LockOwner {
  readonly pid: number
  readonly host: string
  /** When the owning process started (ISO instant). */
  readonly started: string
  /** Tells this lock from any other, including an earlier one of the same pid. */
  readonly token: string
}

export interface DataDirLock {
  /** The locked folder (absolute). */
  readonly folder: string
  /** The lock file. */
  readonly file: string
  /** Gives the folder back; again is nothing. Also done when the process exits. */
  readonly release: () => void
}

/** The lock file of a folder: beside it, named after it. */
export const lockFileOf = (folder: string): string => `${resolve(folder)}.lock`

/** An owner for a lock file that cannot be read (not written by this code): refused, never guessed at. */
const UNKNOWN_OWNER: LockOwner = { pid: 0, host: "", started: "", token: "" }

const describeOwner = (owner: LockOwner): string =>
  owner === UNKNOWN_OWNER
    ? "a process its lock file does not name"
    : `process ${owner.pid}${owner.host === hostname() ? "" : ` on host ${owner.host}`} (started ${owner.started})`

/** The folder is held by a process that is still there (or cannot be checked). The message says who and what to do. */
export class DataDirInUse extends Error {
  override readonly name = "DataDirInUse"
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${folder} is in use by ${describeOwner(owner)}. Stop that server first, or set DATA_DIR to another folder.` +
        (owner.host === hostname() && owner !== UNKNOWN_OWNER ? "" : ` If no server runs there any more, delete ${lockFileOf(folder)}.`),
    )
  }
}

/** The locks this process holds, file to token, given back when it exits. */
const held = new Map<string, string>()
/** Tokens of this process's locks and of its attempts under way: a lock naming this pid with any other token is an earlier process's. */
const ownTokens = new Set<string>()

const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : undefined

/** The file's text, or undefined when there is no such file. */
const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, "utf8")
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined
    throw error
  }
}

/**
 * The steps a lock is made of, each atomic on its own. The lock takes them from here; its test takes them from a
 * scheduler, to run several processes' steps in every order.
 */
export interface LockSteps {
  /** Creates `file` holding `text`, whole, or answers false when the name is taken. */
  readonly create: (file: string, text: string) => Promise<boolean>
  /** The file's text; undefined when there is none. */
  readonly read: (file: string) => Promise<string | undefined>
  readonly remove: (file: string) => Promise<void>
  readonly sleep: (millis: number) => Promise<void>
}

export const fileSteps: LockSteps = {
  create: async (file, text) => createWhole(file, text),
  read: async (file) => readText(file),
  remove: async (file) => rmSync(file, { force: true }),
  sleep: (millis) => delay(millis),
}

/** This process as an owner, with a fresh token. */
const thisProcess = (): LockOwner => ({
  pid: process.pid,
  host: hostname(),
  started: new Date(performance.timeOrigin).toISOString(),
  token: randomBytes(12).toString("hex"),
})

const isOwner = (value: unknown): value is LockOwner =>
  typeof value === "object" &&
  value !== null &&
  Number.isSafeInteger((value as LockOwner).pid) &&
  typeof (value as LockOwner).host === "string" &&
  typeof (value as LockOwner).started === "string" &&
  typeof (value as LockOwner).token === "string" &&
  // It names the claim file of a takeover.
  /^[A-Za-z0-9-]{1,64}$/.test((value as LockOwner).token)

/** The lock's owner; "gone" when there is no lock; "unreadable" when the file is not one of ours (never a guess). */
const ownerIn = (text: string | undefined): LockOwner | "gone" | "unreadable" => {
  if (text === undefined) return "gone"
  try {
    const owner: unknown = JSON.parse(text)
    return isOwner(owner) ? owner : "unreadable"
  } catch {
    return "unreadable"
  }
}

const removeIfOwn = (file: string, token: string): void => {
  held.delete(file)
  ownTokens.delete(token)
  const owner = ownerIn(readText(file))
  if (typeof owner === "object" && owner.token === token) rmSync(file, { force: true })
}

process.on("exit", () => {
  for (const [file, token] of held) removeIfOwn(file, token)
})

/** Whether the lock's process has certainly ended. */
const isStale = (owner: LockOwner): boolean => {
  if (owner.host !== hostname()) return false
  if (owner.pid === process.pid) return !ownTokens.has(owner.token)
  try {
    process.kill(owner.pid, 0)
    return false
  } catch (error) {
    // EPERM: the process is there, under another user.
    return errorCode(error) === "ESRCH"
  }
}

/** How often, and how long apart, to look again while another process takes a stale lock over (about two seconds). */
const RETRIES = 80
const RETRY_MS = 25

/**
 * Takes `file` for `owner`: undefined when taken, else the live owner that holds it (or is taking it over). A
 * stale lock is removed under a claim on its token (this same procedure, one level down), then the name is
 * raced for again.
 */
const acquire = async (steps: LockSteps, file: string, owner: LockOwner): Promise<LockOwner | undefined> => {
  for (let tries = 0; ; tries += 1) {
    if (await steps.create(file, JSON.stringify(owner))) return undefined
    const holder = ownerIn(await steps.read(file))
    if (holder === "gone") continue
    if (holder !== "unreadable" && !isStale(holder)) return holder
    const claimant = holder === "unreadable" ? UNKNOWN_OWNER : await removeStale(steps, file, holder, owner)
    if (claimant === undefined) continue
    if (tries >= RETRIES) return claimant
    await steps.sleep(RETRY_MS)
  }
}

/**
 * Removes `file` if it still is the stale lock `stale`, under a claim on that lock only one process can hold:
 * undefined when done (or another process already replaced it), else the live process that holds the claim.
 */
const removeStale = async (steps: LockSteps, file: string, stale: LockOwner, owner: LockOwner): Promise<LockOwner | undefined> => {
  const claim = `${file}.${stale.token}.claim`
  const claimant = await acquire(steps, claim, owner)
  if (claimant !== undefined) return claimant
  try {
    const current = ownerIn(await steps.read(file))
    // Only a claim holder removes a lock with this token, and tokens are never reused: it cannot change under us.
    if (typeof current === "object" && current.token === stale.token) await steps.remove(file)
    return undefined
  } finally {
    await steps.remove(claim)
  }
}

/**
 * Locks `folder` for this process, or fails with DataDirInUse naming the process that holds it. Take it before
 * anything reads, creates or deletes the folder; release it after the database is closed.
 */
export const lockDataDir = async (folder: string, steps: LockSteps = fileSteps): Promise<DataDirLock> => {
  const absolute = resolve(folder)
  const file = lockFileOf(absolute)
  mkdirSync(dirname(file), { recursive: true })
  const owner = thisProcess()
  ownTokens.add(owner.token)
  let holder: LockOwner | undefined
  try {
    holder = await acquire(steps, file, owner)
  } catch (error) {
    ownTokens.delete(owner.token)
    throw error
  }
  if (holder !== undefined) {
    ownTokens.delete(owner.token)
    throw new DataDirInUse(absolute, holder)
  }
  held.set(file, owner.token)
  return { folder: absolute, file, release: () => (held.get(file) === owner.token ? removeIfOwn(file, owner.token) : undefined) }
}
