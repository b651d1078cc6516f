import { Cause, Context, Data, Deferred, Duration, Effect, Layer, Queue, Ref, Schedule, Stream } from "effect"
import type { AppDatabase, Listen } from "../db/database.ts"
import { safeDatabaseError } from "../db/errors.ts"
import { dailyInventory } from "../db/schema.ts"
import { type NightInventory, readNightlyInventory, readStayInventory, type StayInventory } from "./availability.ts"
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
 *
 * The follower is one fiber of the layer's scope (interrupted when the runtime is disposed): it listens,
 * reads every row, then applies the announcements as they come; a lost connection ends that, and it starts
 * over after RETRY_FIRST, backing off (Schedule) while the database stays away. Time is Effect's Clock, so
 * TestClock drives the back-off in tests.
 */

export interface InventoryMirrorShape {
  /** Each asked room type's inventory for the stay (every one in the answer; 0 free when a night has no row). */
  readonly stay: (roomTypeIds: ReadonlyArray<number>, checkIn: string, checkOut: string) => Effect.Effect<ReadonlyMap<number, StayInventory>>
  /** Each asked room type's nights from `from` up to the night before `to`, by day (a night without a row is absent). */
  readonly nightly: (roomTypeIds: ReadonlyArray<number>, from: string, to: string) => Effect.Effect<ReadonlyMap<number, ReadonlyMap<string, NightInventory>>>
}

/** The channel migration 0003 announces a schema's inventory changes on. */
export const inventoryChannel = (schemaName: string): string => `daily_inventory_${schemaName}`

/** The first try after the mirror stops following; doubled after each try that fails, up to RETRY_MAX. */
export const RETRY_FIRST = Duration.seconds(1)
export const RETRY_MAX = Duration.seconds(30)

/** Why the mirror is not following: the listening connection failed or was lost, or a full read failed. */
class NotFollowing extends Data.TaggedError("NotFollowing")<{ readonly cause: unknown }> {}

/** What a follower reads: the database's announcements, and every row in full. */
interface InventorySource {
  readonly listen: Listen
  readonly channel: string
  readonly readAll: Effect.Effect<ReadonlyArray<InventoryNight>, NotFollowing>
}

/** The announcement that asks for every row to be read again (migration 0003, after rows are added or removed). */
const RELOAD = "reload"

/**
 * The channel's payloads, in commit order, from the moment the database listens; the first is RELOAD, so
 * what was committed before is read in full after listening began and nothing falls between the two.
 * Fails when the connection is lost; the connection is closed when the stream ends.
 */
const announcements = (source: InventorySource): Stream.Stream<string, NotFollowing> =>
  Stream.callback<string, NotFollowing>((queue) =>
    Effect.acquireRelease(
      Effect.tryPromise({
        try: () =>
          source.listen(
            source.channel,
            (payload) => void Queue.offerUnsafe(queue, payload),
            (error) => void Queue.failCauseUnsafe(queue, Cause.fail(new NotFollowing({ cause: error }))),
          ),
        catch: (cause) => new NotFollowing({ cause }),
      }),
      (stop) => Effect.promise(() => stop().catch(() => undefined)),
    ).pipe(Effect.andThen(Queue.offer(queue, RELOAD))),
  )

/** Says the searches read the database, and when it tries again; only the SQLSTATE, as a driver's message can hold a query's values. */
const notFollowingWarning = (lost: NotFollowing, retryIn: Duration.Duration) =>
  Effect.logWarning(`inventory mirror not following: searches read the database; trying again in ${Duration.toSeconds(retryIn)} s`).pipe(
    Effect.annotateLogs(safeDatabaseError(lost.cause)),
  )

/**
 * Follows `source` into `memory` for as long as it runs (it never ends by itself): `memory` holds the copy
 * while following and nothing while not, when the searches read the database. `firstTry` is completed once
 * the first try has loaded or failed.
 */
const follow = (source: InventorySource, memory: Ref.Ref<InventoryMemory | undefined>, firstTry: Deferred.Deferred<void>): Effect.Effect<never> => {
  /**
   * Applies the payloads that arrived together. A reload among them is done once for all (several
   * announced while a read was under way cost one more read, not several) and every change of the batch
   * is applied to its result: the stamps make a change the read already holds harmless. Changes announced
   * during a read wait for it (reloads come only from seeding, which adds or removes rows).
   */
  const applyBatch = Effect.fnUntraced(function* (payloads: ReadonlyArray<string>) {
    const notices = payloads.map(parseInventoryNotice)
    let held = yield* Ref.get(memory)
    if (notices.some((notice) => notice.kind === "reload")) {
      held = InventoryMemory.of(yield* source.readAll)
      yield* Ref.set(memory, held)
      yield* Deferred.succeed(firstTry, undefined)
    }
    for (const notice of notices) if (notice.kind === "night") held?.apply(notice.night)
  })

  /**
   * One connection's life: listen, read, apply. Succeeds with why it stopped when it had followed, fails when
   * it never got to; either way the memory is dropped at once, so the searches read the database.
   */
  const followOnce: Effect.Effect<NotFollowing, NotFollowing> = Stream.runForEachArray(announcements(source), applyBatch).pipe(
    Effect.flatMap(() => Effect.fail(new NotFollowing({ cause: new Error("the announcements ended") }))),
    // A bug in applying must not leave the searches on a copy that no longer follows: treat it as a loss.
    Effect.catchDefect((defect) => Effect.fail(new NotFollowing({ cause: defect }))),
    Effect.catch((lost) => Effect.flatMap(Ref.getAndSet(memory, undefined), (held) => (held === undefined ? Effect.fail(lost) : Effect.succeed(lost)))),
  )

  /** RETRY_FIRST, doubled after each try that fails, at most RETRY_MAX; each wait announced. */
  const backOff = Schedule.min([Schedule.exponential(RETRY_FIRST), Schedule.spaced(RETRY_MAX)]).pipe(
    Schedule.setInputType<NotFollowing>(),
    Schedule.tap(({ input, duration }) => Effect.andThen(Deferred.succeed(firstTry, undefined), notFollowingWarning(input, duration))),
  )

  return Effect.forever(
    followOnce.pipe(
      // The back-off never gives up: the error channel is empty in fact.
      Effect.retry(backOff),
      Effect.orDie,
      // It had followed: start over soon, and back off afresh if the database is away.
      Effect.flatMap((lost) => Effect.andThen(notFollowingWarning(lost, RETRY_FIRST), Effect.sleep(RETRY_FIRST))),
    ),
  )
}

const readAllNights = (db: AppDatabase): Promise<ReadonlyArray<InventoryNight>> =>
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
   * Follows the database the Db service names, from the layer's start (the first try, loaded or failed,
   * is done before it is built) to its end. Without a way to listen (a Db built from a bare Drizzle
   * handle) it reads the database for every stay.
   */
  static readonly layer: Layer.Layer<InventoryMirror, never, Db> = Layer.effect(
    InventoryMirror,
    Effect.gen(function* () {
      const database = yield* Db
      const fromDatabase = (roomTypeIds: ReadonlyArray<number>, checkIn: string, checkOut: string) =>
        // A read the database refuses is our bug or an outage, not the visitor's doing: a defect (500).
        query((db) => readStayInventory(db, roomTypeIds, checkIn, checkOut)).pipe(Effect.provideService(Db, database), Effect.orDie)
      const nightlyFromDatabase = (roomTypeIds: ReadonlyArray<number>, from: string, to: string) =>
        query((db) => readNightlyInventory(db, roomTypeIds, from, to)).pipe(Effect.provideService(Db, database), Effect.orDie)
      if (database.listen === undefined) return InventoryMirror.of({ stay: fromDatabase, nightly: nightlyFromDatabase })
      const source: InventorySource = {
        listen: database.listen,
        channel: inventoryChannel(database.schemaName ?? "public"),
        readAll: query(readAllNights).pipe(
          Effect.provideService(Db, database),
          Effect.mapError((failure) => new NotFollowing({ cause: failure })),
        ),
      }
      const memory = yield* Ref.make<InventoryMemory | undefined>(undefined)
      const firstTry = yield* Deferred.make<void>()
      yield* Effect.forkScoped(follow(source, memory, firstTry))
      yield* Deferred.await(firstTry)
      return InventoryMirror.of({
        // Every search asks this: the copy is read in place, costing no more than a plain field did.
        stay: (roomTypeIds, checkIn, checkOut) =>
          Effect.suspend(() => {
            const held = Ref.getUnsafe(memory)
            return held === undefined ? fromDatabase(roomTypeIds, checkIn, checkOut) : Effect.succeed(held.stay(roomTypeIds, checkIn, checkOut))
          }),
        nightly: (roomTypeIds, from, to) =>
          Effect.suspend(() => {
            const held = Ref.getUnsafe(memory)
            return held === undefined ? nightlyFromDatabase(roomTypeIds, from, to) : Effect.succeed(held.nightly(roomTypeIds, from, to))
          }),
      })
    }),
  )
}
