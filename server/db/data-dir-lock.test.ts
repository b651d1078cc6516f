import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { hostname, tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { createInterface } from "node:readline"
import { fileURLToPath } from "node:url"
import { sql } from "drizzle-orm"
import fc from "fast-check"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { type Database, openDatabase } from "./database.ts"
import { type DataDirLock, DataDirInUse, fileSteps, type LockOwner, type LockSteps, lockDataDir, lockFileOf } from "./data-dir-lock.ts"
import { inUseMessage } from "./testing/in-use-message.ts"

/**
 * Issue 9 §1: PGlite is one database inside one process. Two processes on one data folder each see only their
 * own writes and the last to stop overwrites the other's, so opening the folder takes a lock first.
 */

const HOLDER = fileURLToPath(new URL("./testing/data-dir-holder.ts", import.meta.url))
const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url))
/** Starting a TypeScript process and opening PGlite in it takes a few seconds on a busy 2-core machine. */
const PROCESS_TIMEOUT_MS = 90_000
/** Orders of the racers' steps tried: each run is a few milliseconds of file operations. */
const RACE_RUNS = scaledRuns(200)

const parent = mkdtempSync(join(tmpdir(), "hotel-lock-"))
let folders = 0
const newFolder = (): string => join(parent, `data-${(folders += 1)}`, "pglite")

const opened: Array<Database> = []
const locks: Array<DataDirLock> = []
const holders: Array<ChildProcess> = []
afterEach(async () => {
  for (const holder of holders.splice(0)) if (holder.exitCode === null && holder.signalCode === null) holder.kill("SIGKILL")
  await Promise.all(opened.splice(0).map((database) => database.close()))
  for (const lock of locks.splice(0)) lock.release()
})
afterAll(() => rmSync(parent, { recursive: true, force: true }))

const open = async (folder: string): Promise<Database> => {
  const database = await openDatabase({ dataDir: folder })
  opened.push(database)
  return database
}

/** A lock the test keeps until it ends. */
const locked = (lock: DataDirLock): DataDirLock => {
  locks.push(lock)
  return lock
}

type HolderSays = { readonly opened: true } | { readonly refused: string }

interface Holder {
  readonly process: ChildProcess
  /** Its first line: whether it opened the database. */
  readonly says: Promise<HolderSays>
  readonly exited: Promise<number | null>
}

/** server/db/testing/data-dir-holder.ts in a process of its own, opening `folder`. */
const startHolder = (folder: string, env: Record<string, string> = {}): Holder => {
  const child = spawn(process.execPath, ["--import", "tsx", HOLDER, folder], { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] })
  holders.push(child)
  let errors = ""
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()))
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)))
  const says = new Promise<HolderSays>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (line) => resolve(JSON.parse(line) as HolderSays))
    void exited.then((code) => reject(new Error(`the holder exited (${code}) before it said anything: ${errors}`)))
  })
  return { process: child, says, exited }
}

const killed = async (holder: Holder): Promise<void> => {
  holder.process.kill("SIGKILL")
  await holder.exited
}

/** A pid no process has now: a process that has ended. */
const deadPid = (): number => spawnSync(process.execPath, ["-e", ""]).pid!

const writeLock = (folder: string, owner: Partial<LockOwner>): void => {
  mkdirSync(join(folder, ".."), { recursive: true })
  const lock: LockOwner = { pid: owner.pid ?? deadPid(), host: hostname(), started: new Date(0).toISOString(), token: "left-behind", ...owner }
  writeFileSync(lockFileOf(folder), JSON.stringify(lock))
}

const lockOwner = (folder: string): LockOwner => JSON.parse(readFileSync(lockFileOf(folder), "utf8")) as LockOwner

// Opening PGlite in this process (its WebAssembly compiled on first use) and migrating ran past 30 s on a loaded machine.
describe("the embedded database's folder lock", { timeout: PROCESS_TIMEOUT_MS }, () => {
  it("refuses a second opener in this process, naming the folder and the process, and leaves the first working", async () => {
    const folder = newFolder()
    const first = await open(folder)
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(inUseMessage(folder, process.pid))
    expect((await first.db.execute<{ one: number }>(sql`select 1 as one`)).rows[0]!.one).toBe(1)
    expect(lockOwner(folder).pid).toBe(process.pid)
  })

  it("gives the folder back when the database is closed", async () => {
    const folder = newFolder()
    await (await openDatabase({ dataDir: folder })).close()
    expect(existsSync(lockFileOf(folder))).toBe(false)
    locked(await lockDataDir(folder))
  })

  it(
    "refuses while another live process holds the folder, naming it; once that process is killed, takes its lock over",
    async () => {
      const folder = newFolder()
      const holder = startHolder(folder)
      expect(await holder.says).toEqual({ opened: true })
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(inUseMessage(folder, holder.process.pid!))

      await killed(holder)
      expect(lockOwner(folder).pid).toBe(holder.process.pid)
      await open(folder)
      expect(lockOwner(folder).pid).toBe(process.pid)
    },
    PROCESS_TIMEOUT_MS,
  )

  it(
    "is given back when its process ends normally, even without closing the database",
    async () => {
      const folder = newFolder()
      const holder = startHolder(folder, { HOLDER_EXIT: "without-close" })
      expect(await holder.says).toEqual({ opened: true })
      holder.process.stdin!.end()
      expect(await holder.exited).toBe(0)
      expect(existsSync(lockFileOf(folder))).toBe(false)
    },
    PROCESS_TIMEOUT_MS,
  )

  it("takes over a lock whose process is gone, and one left by an earlier process that had this process's pid", async () => {
    const gone = newFolder()
    writeLock(gone, {})
    locked(await lockDataDir(gone))
    expect(lockOwner(gone).pid).toBe(process.pid)

    // A container restarted after SIGKILL often runs the new server under the old one's pid.
    const samePid = newFolder()
    writeLock(samePid, { pid: process.pid })
    locked(await lockDataDir(samePid))
    expect(lockOwner(samePid).token).not.toBe("left-behind")
  })

  it("never takes over a lock from another host, whose process it cannot check", async () => {
    const folder = newFolder()
    writeLock(folder, { host: "another-host" })
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/is in use by process \d+ on host another-host .*delete .*\.lock/)
    expect(lockOwner(folder).host).toBe("another-host")
  })

  it("lets exactly one of several openers racing for a stale lock take it, whatever order their steps run in", async () => {
    const gone = deadPid()
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const folder = newFolder()
        writeLock(folder, { pid: gone })
        // Each step takes effect when the scheduler lets it, as the steps of processes running side by side would.
        const gated =
          <A extends Array<unknown>, T>(step: (...args: A) => Promise<T>) =>
          (...args: A): Promise<T> =>
            s.schedule(Promise.resolve()).then(() => step(...args))
        const steps: LockSteps = {
          create: gated(fileSteps.create),
          read: gated(fileSteps.read),
          remove: gated(fileSteps.remove),
          sleep: () => s.schedule(Promise.resolve()),
        }
        const outcomes = await s.waitFor(
          Promise.all([1, 2, 3].map(() => lockDataDir(folder, steps).then((lock) => ({ lock }), (error: unknown) => ({ error })))),
        )
        const winners = outcomes.flatMap((outcome) => ("lock" in outcome ? [outcome.lock] : []))
        expect(winners).toHaveLength(1)
        for (const outcome of outcomes) if ("error" in outcome) expect(outcome.error).toBeInstanceOf(DataDirInUse)
        expect(lockOwner(folder).pid).toBe(process.pid)
        expect(readdirSync(dirname(folder)).filter((name) => name.endsWith(".claim") || name.endsWith(".draft"))).toEqual([])
        winners[0]!.release()
        expect(existsSync(lockFileOf(folder))).toBe(false)
      }),
      { numRuns: RACE_RUNS },
    )
  })

  it(
    "makes npm run db:reset refuse while the database is open, deleting nothing",
    async () => {
      const dataDir = join(parent, "reset")
      const folder = join(dataDir, "pglite")
      await open(folder)
      const { DATABASE_URL: _unused, ...env } = process.env
      const reset = spawnSync(process.execPath, ["--import", "tsx", MAIN, "--reset-db"], {
        env: { ...env, DATA_DIR: dataDir, NODE_ENV: "development" },
        encoding: "utf8",
        timeout: PROCESS_TIMEOUT_MS,
      })
      expect(reset.status).toBe(1)
      expect(reset.stderr.trim()).toMatch(inUseMessage(folder, process.pid))
      expect(reset.stderr).not.toMatch(/\n\s+at /)
      expect(existsSync(join(folder, "PG_VERSION"))).toBe(true)
    },
    PROCESS_TIMEOUT_MS,
  )

  it("refuses to open a folder locked on its own (lockDataDir), until it is released", async () => {
    const folder = newFolder()
    const lock = await lockDataDir(folder)
    await expect(openDatabase({ dataDir: folder })).rejects.toThrow(inUseMessage(folder, process.pid))
    expect(existsSync(folder)).toBe(false)
    lock.release()
    lock.release()
    expect(existsSync(lockFileOf(folder))).toBe(false)
    locked(await lockDataDir(folder))
  })
})
