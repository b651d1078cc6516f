import { sql } from "drizzle-orm"
import { Context, Effect, Layer } from "effect"
import type { AppDatabase, Listen } from "../db/database.ts"
import { safeDatabaseError } from "../db/errors.ts"
import { dailyInventory } from "../db/schema.ts"
import { readStayInventory, type StayInventory } from "./availability.ts"
import { Db, query } from "../db/Db.ts"
import { type InventoryNight, InventoryMemory, parseInventoryNotice } from "./inventory-memory.ts"

/**
 * The daily inventory in this process's memory, for the searches (decision, docs/decisions.md): a search
 * reads what is free and the nightly prices from here instead of asking the database, which was most of a
 * search's cost. The mirror loads every row at start and then follows the database's announcements of each
 * committed change (migration 0003, LISTEN/NOTIFY), so it holds what the database holds a moment after
 * each commit, whichever server process made the change. Reservations never trust it: taking rooms is
 * still one constrained update in the database (InventoryService), so a search answered a moment before
 * someone else's commit is no different from one answered just before that person clicked.
 *
 * When it cannot follow (the listening connection lost, the database away at start), the searches read
 * the database as before until it follows again (retried with back-off, then reloaded in full).
 */

export interface InventoryMirrorShape {
  /** Each asked room type's inventory for the stay (every one in the answer; 0 free when a night has no row). */
  readonly stay: (roomTypeIds: ReadonlyArray<number>, checkIn: string, checkOut: string) => Effect.Effect<ReadonlyMap<number, StayInventory>>
  /** Waits until every change committed before it is in memory (tests that change the inventory by hand). */
  readonly sync: Effect.Effect<void>
  /** Whether the searches are answered from memory right now. */
  readonly isFollowing: () => boolean
}

/** The channel migration 0003 announces a schema's inventory changes on. */
export const inventoryChannel = (schemaName: string): string => `daily_inventory_${schemaName}`

/** The first retry after the listening connection is lost; doubled each time, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1_000
export const RETRY_MAX_MS = 30_000
/** How long `sync` waits for its own announcement before letting the caller go on. */
export const SYNC_TIMEOUT_MS = 5_000

interface FollowerDeps {
  readonly listen: Listen
  readonly channel: string
  readonly readAll: () => Promise<ReadonlyArray<InventoryNight>>
  readonly announce: (payload: string) => Promise<void>
  readonly warn: (message: string, error: unknown) => void
}

/** Listens, loads, applies each change, reloads on "reload", and starts over when the connection is lost. */
class Follower {
  /** Defined only while following with a complete load: the searches read it. */
  memory: InventoryMemory | undefined
  /** Bumped at each (re)connection: a load begun on an older connection is thrown away. */
  private connection = 0
  private loading = false
  private reloadAgain = false
  /** Changes that arrive during a load, applied to its result (stamps make the order harmless). */
  private arrivedDuringLoad: Array<InventoryNight> = []
  private readonly waitingSyncs = new Map<string, () => void>()
  private syncsAfterLoad: Array<() => void> = []
  private syncCount = 0
  private stopListening: (() => Promise<void>) | undefined
  private retryMs = RETRY_FIRST_MS
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private stopped = false

  constructor(private readonly deps: FollowerDeps) {}

  /** Follows, or schedules another try; never fails. */
  async start(): Promise<void> {
    const connection = ++this.connection
    try {
      const stop = await this.deps.listen(
        this.deps.channel,
        (payload) => this.onMessage(payload),
        (error) => this.onLost(connection, error),
      )
      if (this.stopped || connection !== this.connection) return void (await stop())
      this.stopListening = stop
      await this.load(connection)
      if (this.memory !== undefined) this.retryMs = RETRY_FIRST_MS
    } catch (error) {
      this.onLost(connection, error)
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.memory = undefined
    clearTimeout(this.retryTimer)
    this.releaseSyncs()
    await this.stopListening?.()
  }

  async sync(): Promise<void> {
    if (this.memory === undefined) return
    const token = `sync ${process.pid}-${++this.syncCount}`
    let timer: ReturnType<typeof setTimeout> | undefined
    const heard = new Promise<void>((resolve) => {
      this.waitingSyncs.set(token, resolve)
      timer = setTimeout(resolve, SYNC_TIMEOUT_MS)
    })
    try {
      await this.deps.announce(token)
      await heard
    } finally {
      clearTimeout(timer)
      this.waitingSyncs.delete(token)
    }
  }

  private onMessage(payload: string): void {
    const notice = parseInventoryNotice(payload)
    if (notice.kind === "night") {
      this.memory?.apply(notice.night)
      if (this.loading) this.arrivedDuringLoad.push(notice.night)
    } else if (notice.kind === "reload") {
      void this.load(this.connection)
    } else {
      const release = this.waitingSyncs.get(notice.payload)
      if (release === undefined) return
      // Everything committed before the sync is applied; a load under way must finish first.
      if (this.loading) this.syncsAfterLoad.push(release)
      else release()
    }
  }

  private async load(connection: number): Promise<void> {
    if (this.loading) {
      this.reloadAgain = true
      return
    }
    this.loading = true
    try {
      do {
        this.reloadAgain = false
        this.arrivedDuringLoad = []
        const fresh = InventoryMemory.of(await this.deps.readAll())
        for (const night of this.arrivedDuringLoad) fresh.apply(night)
        if (this.stopped || connection !== this.connection) return
        this.memory = fresh
      } while (this.reloadAgain)
    } catch (error) {
      this.onLost(connection, error)
    } finally {
      this.loading = false
      this.arrivedDuringLoad = []
      const released = this.syncsAfterLoad
      this.syncsAfterLoad = []
      for (const release of released) release()
    }
  }

  private onLost(connection: number, error: unknown): void {
    if (this.stopped || connection !== this.connection) return
    this.connection += 1
    this.memory = undefined
    this.releaseSyncs()
    const stop = this.stopListening
    this.stopListening = undefined
    void stop?.().catch(() => undefined)
    this.deps.warn(`inventory mirror not following: searches read the database; trying again in ${this.retryMs / 1000} s`, error)
    this.retryTimer = setTimeout(() => void this.start(), this.retryMs)
    this.retryTimer.unref()
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS)
  }

  private releaseSyncs(): void {
    for (const release of this.waitingSyncs.values()) release()
    this.waitingSyncs.clear()
  }
}

const readAllNights = (db: AppDatabase) => (): Promise<ReadonlyArray<InventoryNight>> =>
  db
    .select({
      roomTypeId: dailyInventory.roomTypeId,
      day: dailyInventory.day,
      available: dailyInventory.available,
      basePriceCents: dailyInventory.basePriceCents,
      version: dailyInventory.version,
    })
    .from(dailyInventory)

export class InventoryMirror extends Context.Service<InventoryMirror, InventoryMirrorShape>()("hotel/server/InventoryMirror") {
  /**
   * Follows the database the Db service names, from the layer's start (the first load is done before it
   * is built) to its end. Without a way to listen (a Db built from a bare Drizzle handle) it reads the
   * database for every stay.
   */
  static readonly layer: Layer.Layer<InventoryMirror, never, Db> = Layer.effect(
    InventoryMirror,
    Effect.gen(function* () {
      const database = yield* Db
      const context = yield* Effect.context<never>()
      const fromDatabase = (roomTypeIds: ReadonlyArray<number>, checkIn: string, checkOut: string) =>
        // A read the database refuses is our bug or an outage, not the visitor's doing: a defect (500).
        query((db) => readStayInventory(db, roomTypeIds, checkIn, checkOut)).pipe(Effect.provideService(Db, database), Effect.orDie)
      if (database.listen === undefined) {
        return InventoryMirror.of({ stay: fromDatabase, sync: Effect.void, isFollowing: () => false })
      }
      const channel = inventoryChannel(database.schemaName ?? "public")
      const follower = new Follower({
        listen: database.listen,
        channel,
        readAll: () => Effect.runPromise(database.query((db) => readAllNights(db)())),
        announce: (payload) => Effect.runPromise(Effect.asVoid(database.query((db) => db.execute(sql`select pg_notify(${channel}, ${payload})`)))),
        warn: (message, error) => Effect.runForkWith(context)(Effect.logWarning(message).pipe(Effect.annotateLogs(safeDatabaseError(error)))),
      })
      yield* Effect.acquireRelease(
        Effect.promise(() => follower.start()),
        () => Effect.promise(() => follower.stop()),
      )
      return InventoryMirror.of({
        stay: (roomTypeIds, checkIn, checkOut) =>
          Effect.suspend(() => {
            const memory = follower.memory
            return memory === undefined ? fromDatabase(roomTypeIds, checkIn, checkOut) : Effect.succeed(memory.stay(roomTypeIds, checkIn, checkOut))
          }),
        sync: Effect.promise(() => follower.sync()),
        isFollowing: () => follower.memory !== undefined,
      })
    }),
  )
}
