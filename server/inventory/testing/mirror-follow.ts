import { setTimeout as delay } from "node:timers/promises"
import { sql } from "drizzle-orm"
import type { Effect } from "effect"
import type { AppDatabase, Listen } from "../../db/database.ts"
import { InventoryMirror, inventoryChannel } from "../InventoryMirror.ts"

/**
 * Test support for InventoryMirror: waiting until a mirror has followed, seen in its own answers (no test
 * hook in the service), and a `listen` the test drives, for the follower under TestClock.
 */

/** Runs an effect that needs the mirror in the test's runtime (e.g. `(effect) => runtime.runPromise(effect)`). */
export type RunWithMirror = <A>(effect: Effect.Effect<A, never, InventoryMirror>) => Promise<A>

// A night of room type 0, which no database holds (ids start at 1): the mirror can only answer it from memory.
const MARKER_TYPE = 0
const MARKER_DAY = "2000-01-01"
const MARKER_CHECK_OUT = "2000-01-02"
/** A marker announced while nobody listens is lost: announced again this often until one shows. */
const RESEND_MS = 200
const POLL_MS = 5
let markers = 0

/** Marker `n` as migration 0003 announces a changed row: `n` free, stamped `n`, so each is newer than the last. */
const markerNotice = (n: number): string => `${MARKER_TYPE} ${MARKER_DAY} ${n} 0 ${n}`

const markerSeen = (run: RunWithMirror): Promise<number> =>
  run(InventoryMirror.use((mirror) => mirror.stay([MARKER_TYPE], MARKER_DAY, MARKER_CHECK_OUT))).then((answer) => answer.get(MARKER_TYPE)?.freeUnits ?? 0)

/**
 * Resolves once the mirror answers from memory with everything announced before the call applied: a marker
 * announced after it shows in its answers (the announcements are applied in order). Rejects after `timeoutMs`.
 */
export const mirrorFollowed = async (run: RunWithMirror, announce: (payload: string) => Promise<void> | void, timeoutMs = 5_000): Promise<void> => {
  const first = markers + 1
  const deadline = Date.now() + timeoutMs
  let resendAt = 0
  while (Date.now() < deadline) {
    if (Date.now() >= resendAt) {
      await announce(markerNotice(++markers))
      resendAt = Date.now() + RESEND_MS
    }
    if ((await markerSeen(run)) >= first) return
    await delay(POLL_MS)
  }
  throw new Error(`the inventory mirror did not follow within ${timeoutMs} ms`)
}

/**
 * `mirrorFollowed` for a mirror that listens to the database itself: the marker is announced on the inventory
 * channel, so it arrives after every change committed before the call.
 */
export const mirrorFollowedDatabase = (run: RunWithMirror, database: { readonly db: AppDatabase; readonly schemaName: string }, timeoutMs?: number): Promise<void> =>
  mirrorFollowed(
    run,
    async (payload) => void (await database.db.execute(sql`select pg_notify(${inventoryChannel(database.schemaName)}, ${payload})`)),
    timeoutMs,
  )

/** A `listen` the test drives: the database's announcements, its outages and its lost connections, by hand. */
export interface FakeListen {
  readonly listen: Listen
  /** Connections asked for so far, refused ones included. */
  readonly attempts: () => number
  /** Whether a connection is open: listening, neither lost nor stopped. */
  readonly listening: () => boolean
  /** While down, every connection is refused, as when the database is away. */
  readonly setDown: (down: boolean) => void
  /** Hands `payload` to the open connection's listener, as the database does at a commit. */
  readonly announce: (payload: string) => void
  /** The open connection fails: its listener hears so once, and nothing more. */
  readonly lose: () => void
}

export const fakeListen = (): FakeListen => {
  let attempts = 0
  let down = false
  let open: { readonly onMessage: (payload: string) => void; readonly onLost: (error: Error) => void } | undefined
  const listen: Listen = (_channel, onMessage, onLost) => {
    attempts += 1
    if (down) return Promise.reject(new Error("connection refused"))
    const connection = { onMessage, onLost }
    open = connection
    return Promise.resolve(async () => {
      if (open === connection) open = undefined
    })
  }
  return {
    listen,
    attempts: () => attempts,
    listening: () => open !== undefined,
    setDown: (value) => void (down = value),
    announce: (payload) => open?.onMessage(payload),
    lose: () => {
      const lost = open
      open = undefined
      lost?.onLost(new Error("connection lost"))
    },
  }
}
