import { and, eq, sql } from "drizzle-orm"
import { DrizzleQueryError } from "drizzle-orm/errors"
import { Cause, Deferred, Effect, Exit, Fiber, Layer } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { dailyInventory } from "./schema.ts"
import { CONNECTION_REASONS, SQLSTATE } from "./errors.ts"
import { createTestDatabase, type TestDatabase } from "./testing/test-database.ts"
import { Db, DbFailure, type DbShape, databaseUnavailableIn, makeDb, query, transaction, TRANSACTION_RETRIES } from "./Db.ts"

/**
 * The one way to the database, on PGlite (one session: a query outside a running transaction waits for it) and,
 * with TEST_DATABASE_URL, on PostgreSQL (a pool: transactions really run side by side).
 */

let database: TestDatabase
let db: DbShape
interface Night {
  readonly roomTypeId: number
  readonly day: string
}

let row: Night & { readonly total: number }
let other: Night

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 2, hotels: 1 } })
  db = makeDb(database)
  const [first, second] = await database.db.select().from(dailyInventory).orderBy(dailyInventory.roomTypeId, dailyInventory.day).limit(2)
  row = first!
  other = second!
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.db.update(dailyInventory).set({ available: sql`${dailyInventory.total}` })
})

const run = <A, E>(program: Effect.Effect<A, E, Db>) => Effect.runPromiseExit(program.pipe(Effect.provide(Layer.succeed(Db, db))))

const at = (night: Night) =>
  and(eq(dailyInventory.roomTypeId, night.roomTypeId), eq(dailyInventory.day, night.day))

/** The night's free rooms, read through the Db service (inside a transaction: the transaction's view). */
const available = (night: Night = row) =>
  query((db) => db.select({ available: dailyInventory.available }).from(dailyInventory).where(at(night))).pipe(Effect.map((rows) => rows[0]!.available))

const takeOne = (night: Night = row) => query((db) => db.update(dailyInventory).set({ available: sql`${dailyInventory.available} - 1` }).where(at(night)))

/** The night's free rooms as committed, read beside the Db service. */
const committed = async (night: Night = row) => (await database.db.select({ available: dailyInventory.available }).from(dailyInventory).where(at(night)))[0]!.available

describe("a query", () => {
  it("answers the rows", async () => {
    expect(await run(available())).toEqual(Exit.succeed(row.total))
  })

  it("reports a refused constraint as a DbFailure naming it, without the query's values", async () => {
    const exit = await run(query((db) => db.update(dailyInventory).set({ available: -1 }).where(at(row))))
    expect(exit).toEqual(Exit.fail(new DbFailure({ code: SQLSTATE.checkViolation, constraint: "daily_inventory_available_range" })))
  })

  it("makes a failure without a SQLSTATE a defect, not an expected error", async () => {
    const exit = await run(query(() => Promise.reject(new Error("connection lost"))))
    expect(Exit.isFailure(exit) && exit.cause.reasons.some((reason) => reason._tag === "Die")).toBe(true)
  })
})

describe("a transaction", () => {
  it("commits what its work wrote when the work succeeds", async () => {
    expect(await run(transaction(Effect.asVoid(Effect.andThen(takeOne(), takeOne()))))).toEqual(Exit.succeed(undefined))
    expect(await committed()).toBe(row.total - 2)
  })

  it("runs every query its work makes on itself: they see its writes, and on PGlite none waits for it to end", async () => {
    const seen = await run(
      transaction(
        Effect.gen(function* () {
          yield* takeOne()
          const inOwnFiber = yield* available()
          // A fiber the work forks carries the transaction with it.
          const inForkedFiber = yield* Fiber.join(yield* Effect.forkChild(available()))
          return [inOwnFiber, inForkedFiber]
        }),
      ),
    )
    expect(seen).toEqual(Exit.succeed([row.total - 1, row.total - 1]))
  })

  it("hands out no database handle to go around it: every query goes where the Db service sends it", () => {
    // @ts-expect-error the service has no `db`: a query cannot pick the database while its fiber is in a transaction
    expect(db.db).toBeUndefined()
    expect(Object.keys(db).sort()).toEqual(["kind", "listen", "query", "schemaName", "transaction"])
  })

  it("rolls every write back when its work fails, and answers the work's error unchanged", async () => {
    const exit = await run(transaction(Effect.andThen(takeOne(), Effect.fail("changed my mind" as const))))
    expect(exit).toEqual(Exit.fail("changed my mind"))
    expect(await committed()).toBe(row.total)
  })

  it("rolls every write back when a statement is refused", async () => {
    const exit = await run(transaction(Effect.andThen(takeOne(), query((db) => db.update(dailyInventory).set({ available: row.total + 1 }).where(at(row))))))
    expect(exit).toEqual(Exit.fail(new DbFailure({ code: SQLSTATE.checkViolation, constraint: "daily_inventory_available_range" })))
    expect(await committed()).toBe(row.total)
  })

  it("rolls every write back when its work dies", async () => {
    const exit = await run(transaction(Effect.andThen(takeOne(), Effect.die(new Error("a bug")))))
    expect(Exit.isFailure(exit) && exit.cause.reasons.some((reason) => reason._tag === "Die")).toBe(true)
    expect(await committed()).toBe(row.total)
  })

  it("rolls every write back when it is interrupted, and ends before the interruption returns", async () => {
    const exit = await run(
      Effect.gen(function* () {
        const wrote = yield* Deferred.make<void>()
        const fiber = yield* Effect.forkChild(transaction(Effect.andThen(takeOne(), Effect.andThen(Deferred.succeed(wrote, undefined), Effect.never))))
        yield* Deferred.await(wrote)
        yield* Fiber.interrupt(fiber)
        const interrupted = yield* Fiber.await(fiber)
        // On PGlite this read would wait for a transaction left open.
        return { interrupted, after: yield* available() }
      }),
    )
    expect(Exit.isSuccess(exit) && Exit.hasInterrupts(exit.value.interrupted)).toBe(true)
    expect(Exit.isSuccess(exit) && exit.value.after).toBe(row.total)
    expect(await committed()).toBe(row.total)
  })

  it("runs again after a deadlock or serialisation failure, each failed run rolled back", async () => {
    let runs = 0
    const work = Effect.andThen(takeOne(), () => {
      runs++
      return runs < 3 ? Effect.fail(new DbFailure({ code: runs === 1 ? SQLSTATE.deadlockDetected : SQLSTATE.serializationFailure })) : Effect.succeed(runs)
    })
    expect(await run(transaction(work))).toEqual(Exit.succeed(3))
    expect(await committed()).toBe(row.total - 1)
  })

  it(`gives up after ${TRANSACTION_RETRIES} more runs, and never reruns for another failure`, async () => {
    let runs = 0
    const deadlocked = await run(transaction(Effect.suspend(() => (runs++, Effect.fail(new DbFailure({ code: SQLSTATE.deadlockDetected }))))))
    expect(deadlocked).toEqual(Exit.fail(new DbFailure({ code: SQLSTATE.deadlockDetected })))
    expect(runs).toBe(TRANSACTION_RETRIES + 1)
    runs = 0
    await run(transaction(Effect.suspend(() => (runs++, Effect.fail(new DbFailure({ code: SQLSTATE.uniqueViolation }))))))
    expect(runs).toBe(1)
  })

  it("joins the transaction it is started in: one commit or one rollback for both, no savepoint", async () => {
    const inner = Effect.andThen(takeOne(other), available())
    // The inner one sees the outer one's write, and both roll back with the outer failure.
    const exit = await run(transaction(Effect.andThen(takeOne(), Effect.andThen(transaction(inner), (seen) => Effect.fail(seen)))))
    expect(exit).toEqual(Exit.fail(row.total - 1))
    expect([await committed(), await committed(other)]).toEqual([row.total, row.total])
    // An inner failure the outer work recovers from keeps what the inner work wrote: it is no savepoint.
    const recovered = await run(transaction(Effect.ignore(transaction(Effect.andThen(takeOne(other), Effect.fail("inner"))))))
    expect(Exit.isSuccess(recovered)).toBe(true)
    expect(await committed(other)).toBe(row.total - 1)
  })
})

describe.runIf(process.env["TEST_DATABASE_URL"] !== undefined)("transactions side by side (PostgreSQL)", () => {
  it("keeps each one's writes to itself until it commits", async () => {
    const exit = await run(
      Effect.gen(function* () {
        const wrote = yield* Deferred.make<void>()
        const release = yield* Deferred.make<void>()
        const writer = yield* Effect.forkChild(transaction(Effect.andThen(takeOne(), Effect.andThen(Deferred.succeed(wrote, undefined), Deferred.await(release)))))
        yield* Deferred.await(wrote)
        const beforeCommit = yield* transaction(available())
        yield* Deferred.succeed(release, undefined)
        yield* Fiber.join(writer)
        return [beforeCommit, yield* available()]
      }),
    )
    expect(exit).toEqual(Exit.succeed([row.total, row.total - 1]))
  })

  it("lets both of two deadlocked transactions through: the one PostgreSQL picks runs again", async () => {
    const crossed = (first: Night, second: Night, bothLocked: Deferred.Deferred<void>, arrived: () => Effect.Effect<void>) =>
      transaction(Effect.andThen(takeOne(first), Effect.andThen(arrived(), Effect.andThen(Deferred.await(bothLocked), takeOne(second)))))
    const exit = await run(
      Effect.gen(function* () {
        const bothLocked = yield* Deferred.make<void>()
        let locked = 0
        const arrived = () => Effect.suspend(() => (++locked === 2 ? Deferred.succeed(bothLocked, undefined) : Effect.void))
        const a = yield* Effect.forkChild(crossed(row, other, bothLocked, arrived))
        const b = yield* Effect.forkChild(crossed(other, row, bothLocked, arrived))
        yield* Fiber.join(a)
        yield* Fiber.join(b)
      }),
    )
    expect(exit).toEqual(Exit.succeed(undefined))
    expect([await committed(), await committed(other)]).toEqual([row.total - 2, row.total - 2])
  }, 30_000)
})

describe("a database that cannot serve now (issue 31)", () => {
  it("reports a connection refused, cut or timed out as a DbFailure that says so, with a fixed reason and no message", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })
    expect(await run(query(() => Promise.reject(refused)))).toEqual(Exit.fail(new DbFailure({ code: SQLSTATE.cannotConnect, reason: "ECONNREFUSED" })))
    const cut = await run(query(() => Promise.reject(new Error("Connection terminated unexpectedly"))))
    expect(cut).toEqual(Exit.fail(new DbFailure({ code: SQLSTATE.connectionFailure, reason: CONNECTION_REASONS.lost })))
    expect(Exit.isFailure(cut) && databaseUnavailableIn(Cause.squash(cut.cause))).toBeInstanceOf(DbFailure)
  })

  it("never lets drizzle's wrapper out as a defect: its message holds the SQL and the parameters (personal data)", async () => {
    const wrapped = new DrizzleQueryError('insert into "newsletter_signups" ("first_name") values ($1)', ["Zanele"], new Error("something odd"))
    const exit = await run(query(() => Promise.reject(wrapped)))
    const defect = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
    expect(defect).toBeInstanceOf(Error)
    expect((defect as Error).message).toBe("something odd")
    expect(String((defect as Error).stack)).not.toMatch(/Zanele|insert into/)
  })

  describe("on PGlite, one session: waiting for it is bounded (whichever database the other tests use)", () => {
    const TURN_MS = 150
    let embedded: TestDatabase
    let night: Night & { readonly total: number }
    beforeAll(async () => {
      embedded = await createTestDatabase({ databaseUrl: null, seed: { days: 1, hotels: 1 } })
      night = (await embedded.db.select().from(dailyInventory).limit(1))[0]!
    })
    afterAll(() => embedded?.close())

    const bounded = () => makeDb({ ...embedded, timeouts: { connectMs: TURN_MS, statementMs: 5_000, lockMs: 3_000 } })
    const runOn = <A, E>(shape: DbShape, program: Effect.Effect<A, E, Db>) => program.pipe(Effect.provide(Layer.succeed(Db, shape)))
    const left = async () => (await embedded.db.select({ available: dailyInventory.available }).from(dailyInventory).where(at(night)))[0]!.available

    /** Holds the one session in a transaction until the returned effect is run. */
    const holdSession = (shape: DbShape) =>
      Effect.gen(function* () {
        const holding = yield* Deferred.make<void>()
        const release = yield* Deferred.make<void>()
        const holder = yield* Effect.forkChild(runOn(shape, transaction(Effect.andThen(Deferred.succeed(holding, undefined), Deferred.await(release)))))
        yield* Deferred.await(holding)
        return Effect.andThen(Deferred.succeed(release, undefined), Fiber.join(holder))
      })

    it(`fails a query that waits longer than the connect timeout (${TURN_MS} ms here) as unavailable, and never runs it later`, async () => {
      const shape = bounded()
      const exit = await Effect.runPromiseExit(
        Effect.gen(function* () {
          const release = yield* holdSession(shape)
          const waited = yield* Effect.exit(runOn(shape, takeOne(night)))
          yield* release
          // The session is free again: had the query been left queued, it would have run by now.
          yield* runOn(shape, available(night))
          return waited
        }),
      )
      expect(exit).toEqual(Exit.succeed(Exit.fail(new DbFailure({ code: SQLSTATE.cannotConnect, reason: CONNECTION_REASONS.turnTimeout }))))
      expect(await left()).toBe(night.total)
    })

    it("fails a transaction that waits longer than the connect timeout without running its work, and serves the next one", async () => {
      const shape = bounded()
      let ran = false
      const exit = await Effect.runPromiseExit(
        Effect.gen(function* () {
          const release = yield* holdSession(shape)
          const waited = yield* Effect.exit(runOn(shape, transaction(Effect.andThen(Effect.sync(() => (ran = true)), takeOne(night)))))
          yield* release
          yield* runOn(shape, transaction(takeOne(night)))
          return waited
        }),
      )
      expect(exit).toEqual(Exit.succeed(Exit.fail(new DbFailure({ code: SQLSTATE.cannotConnect, reason: CONNECTION_REASONS.turnTimeout }))))
      expect(ran).toBe(false)
      expect(await left()).toBe(night.total - 1)
    })
  })
})
