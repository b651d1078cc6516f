import { Effect, Exit, Layer } from "effect"
import { TestClock } from "effect/testing"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Database, openDatabase } from "../db/database.ts"
import { Db, makeDb } from "../db/Db.ts"
import { migrateDatabase } from "../db/migrate.ts"
import { Notifier, type Notification } from "./Notifier.ts"
import { OutboxNotifierDbLayer, OutboxNotifierLayer } from "./OutboxNotifier.ts"
import { OutboxError, OutboxStore, type OutboxStoreShape } from "./OutboxStore.ts"
import { makeOutboxStoreDrizzle } from "./OutboxStore.drizzle.ts"
import { makeOutboxStoreMemory } from "./OutboxStore.memory.ts"

const code: Notification = { channel: "sms", to: "+27821234567", body: "Your code is 123456.", kind: "one_time_code" }
const confirmation: Notification = { channel: "email", to: "ann@example.com", subject: "Booking confirmation BK1", body: "Confirmed.", kind: "booking_confirmation" }

const DECEMBER_FIRST = Date.parse("2026-12-01T10:00:00Z")

/** Runs `program` with the outbox notifier over `store`, on a TestClock set to 1 December 2026. */
const withNotifier = <A, E>(store: OutboxStoreShape, program: Effect.Effect<A, E, Notifier>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(DECEMBER_FIRST)
      return yield* program
    }).pipe(Effect.provide(OutboxNotifierLayer.pipe(Layer.provide(Layer.succeed(OutboxStore, store)))), Effect.provide(TestClock.layer())),
  )

describe("the outbox notifier", () => {
  it("stores each message in the outbox, stamped with the clock's time", async () => {
    const memory = makeOutboxStoreMemory()
    await withNotifier(
      memory.store,
      Effect.gen(function* () {
        const notifier = yield* Notifier
        yield* notifier.send(confirmation)
        yield* TestClock.adjust("5 minutes")
        yield* notifier.send(code)
      }),
    )
    expect(memory.messages()).toEqual([
      { ...confirmation, id: 1, createdAt: new Date("2026-12-01T10:00:00Z") },
      { ...code, id: 2, createdAt: new Date("2026-12-01T10:05:00Z") },
    ])
  })

  it("refuses an e-mail without a subject, storing nothing", async () => {
    const memory = makeOutboxStoreMemory()
    const { subject: _subject, ...withoutSubject } = confirmation
    const error = await withNotifier(memory.store, Effect.flip(Notifier.use((notifier) => notifier.send(withoutSubject))))
    expect(error._tag).toBe("NotifierError")
    expect(memory.messages()).toEqual([])
  })

  it("refuses a message without a recipient, storing nothing", async () => {
    const memory = makeOutboxStoreMemory()
    for (const to of ["", "   "]) {
      const error = await withNotifier(memory.store, Effect.flip(Notifier.use((notifier) => notifier.send({ ...code, to }))))
      expect(error).toMatchObject({ _tag: "NotifierError", message: "A message needs a recipient" })
    }
    expect(memory.messages()).toEqual([])
  })

  it("refuses a channel the port does not know, storing nothing", async () => {
    const memory = makeOutboxStoreMemory()
    const pigeon = { ...code, channel: "pigeon" } as unknown as Notification
    const error = await withNotifier(memory.store, Effect.flip(Notifier.use((notifier) => notifier.send(pigeon))))
    expect(error).toMatchObject({ _tag: "NotifierError", message: "Not a channel messages go by: pigeon" })
    expect(memory.messages()).toEqual([])
  })

  it("reports a store that fails as a NotifierError", async () => {
    const memory = makeOutboxStoreMemory()
    const failing: OutboxStoreShape = {
      ...memory.store,
      append: () => Effect.fail(new OutboxError({ message: "Could not write to the outbox", cause: new Error("connection lost") })),
    }
    const error = await withNotifier(failing, Effect.flip(Notifier.use((notifier) => notifier.send(code))))
    expect(error).toMatchObject({ _tag: "NotifierError", message: "Could not store the message in the outbox" })
  })
})

/**
 * The database outbox against PGlite in memory, and against PostgreSQL in a schema of its own when
 * TEST_DATABASE_URL is set.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL
const schemaName = `outbox_test_${process.pid}_${Date.now()}`

describe.each([["PGlite"], ...(testDatabaseUrl === undefined ? [] : [["PostgreSQL"]])])("the outbox table on %s", (engine) => {
  let database: Database
  beforeAll(async () => {
    if (engine === "PostgreSQL") {
      const admin = new pg.Client({ connectionString: testDatabaseUrl })
      await admin.connect()
      await admin.query(`create schema "${schemaName}"`)
      await admin.end()
      database = await openDatabase({ databaseUrl: testDatabaseUrl, searchPath: schemaName, poolSize: 2 })
    } else {
      database = await openDatabase({ dataDir: "memory" })
    }
    await migrateDatabase(database.db, { schema: database.schemaName })
  })
  afterAll(async () => {
    await database?.close()
    if (engine === "PostgreSQL") {
      const admin = new pg.Client({ connectionString: testDatabaseUrl })
      await admin.connect()
      await admin.query(`drop schema "${schemaName}" cascade`)
      await admin.end()
    }
  })

  it("keeps what the notifier sent and reads it back newest first, with the same filters as the memory outbox", async () => {
    const store = makeOutboxStoreDrizzle(makeDb(database))
    await withNotifier(
      store,
      Effect.gen(function* () {
        const notifier = yield* Notifier
        yield* notifier.send(confirmation)
        yield* TestClock.adjust("1 minute")
        yield* notifier.send(code)
        yield* notifier.send({ ...code, body: "Your code is 654321." })
      }),
    )
    const all = await Effect.runPromise(store.list())
    expect(all.map((message) => message.body)).toEqual(["Your code is 654321.", "Your code is 123456.", "Confirmed."])
    expect(all[2]).toEqual({ ...confirmation, id: all[2]!.id, createdAt: new Date("2026-12-01T10:00:00Z") })
    expect(all[0]).not.toHaveProperty("subject")
    expect(all[0]).not.toHaveProperty("bookingId")
    expect((await Effect.runPromise(store.list({ to: "ann@example.com" }))).map((message) => message.kind)).toEqual(["booking_confirmation"])
    expect(await Effect.runPromise(store.list({ channel: "sms", limit: 1 }))).toHaveLength(1)
    expect(await Effect.runPromise(store.list({ kind: "cancellation" }))).toEqual([])
  })

  it("writes a message sent inside Db.transaction in that transaction: it commits and rolls back with the change", async () => {
    const db = makeDb(database)
    const store = makeOutboxStoreDrizzle(db)
    const before = (await Effect.runPromise(store.list())).length
    const inTransaction = <A, E>(work: Effect.Effect<A, E, Notifier>) =>
      Effect.runPromiseExit(db.transaction(work).pipe(Effect.provide(OutboxNotifierDbLayer.pipe(Layer.provide(Layer.succeed(Db, db))))))
    const rolledBack = await inTransaction(Effect.andThen(Notifier.use((notifier) => notifier.send(code)), Effect.fail("rolled back")))
    expect(rolledBack).toEqual(Exit.fail("rolled back"))
    expect(await Effect.runPromise(store.list())).toHaveLength(before)
    const committed = await inTransaction(Notifier.use((notifier) => notifier.send({ ...code, body: "Your code is 111111." })))
    expect(Exit.isSuccess(committed)).toBe(true)
    expect((await Effect.runPromise(store.list())).map((message) => message.body)).toContain("Your code is 111111.")
    expect(await Effect.runPromise(store.list())).toHaveLength(before + 1)
  })

  it("fails with an OutboxError, not a crash, when the row breaks the table's rules", async () => {
    const store = makeOutboxStoreDrizzle(makeDb(database))
    const error = await Effect.runPromise(Effect.flip(store.append({ ...code, bookingId: 999_999, createdAt: new Date(DECEMBER_FIRST) })))
    expect(error._tag).toBe("OutboxError")
  })
})
