import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm"
import { Duration, Effect, Layer, ManagedRuntime } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { effectLoggerLayer, makeLogger } from "../log.ts"
import { dailyInventory, roomTypes } from "../db/schema.ts"
import { createTestDatabase, TEST_START_DATE, type TestDatabase } from "../db/testing/test-database.ts"
import { readStayInventory, stayInventoryOf, stayNights } from "./availability.ts"
import { Db } from "../db/Db.ts"
import { InventoryMemory, parseInventoryNotice } from "./inventory-memory.ts"
import { InventoryMirror, RETRY_FIRST, RETRY_MAX } from "./InventoryMirror.ts"
import { type FakeListen, fakeListen, mirrorFollowedDatabase, mirrorFollowed, type RunWithMirror } from "./testing/mirror-follow.ts"

const driver = process.env["TEST_DATABASE_URL"] ? "PostgreSQL" : "PGlite"
/** The seeded calendar: 2030-03-04 .. 2030-03-13. */
const SEEDED_DAYS = 10
const LAST_NIGHT = "2030-03-13"

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The app's logger for the mirror, its lines' messages kept in `messages` instead of printed. */
const capturedWarnings = (messages: Array<string>) =>
  effectLoggerLayer(makeLogger({ level: "warn", write: (line) => void messages.push((JSON.parse(line) as { msg: string }).msg) }), "warn")
const NOT_FOLLOWING = "inventory mirror not following: searches read the database"
const isNotFollowing = (message: string) => message.startsWith(NOT_FOLLOWING)

describe("InventoryMemory", () => {
  const night = (version: number, available: number) => ({ roomTypeId: 7, day: "2030-03-05", available, basePriceCents: 100_00, version })

  it("keeps each night's newest write, whatever order the writes arrive in", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 30 }), (versions) => {
        const memory = InventoryMemory.of(versions.map((version) => night(version, version % 17)))
        const newest = Math.max(...versions)
        expect(memory.stay([7], "2030-03-05", "2030-03-06").get(7)!.freeUnits).toBe(newest % 17)
      }),
    )
  })

  it("ignores a write it already has or one older than it", () => {
    const memory = InventoryMemory.of([night(5, 3)])
    expect(memory.apply(night(5, 9))).toBe(false)
    expect(memory.apply(night(4, 9))).toBe(false)
    expect(memory.apply(night(6, 2))).toBe(true)
    expect(memory.stay([7], "2030-03-05", "2030-03-06").get(7)!.freeUnits).toBe(2)
  })

  it("answers every asked room type, with nothing free when a night is missing", () => {
    const memory = InventoryMemory.of([night(1, 4), { ...night(1, 4), day: "2030-03-07" }])
    expect(memory.stay([7, 8], "2030-03-05", "2030-03-08")).toEqual(
      new Map([
        [7, { roomTypeId: 7, freeUnits: 0, nights: [{ day: "2030-03-05", basePriceCents: 100_00 }, { day: "2030-03-07", basePriceCents: 100_00 }] }],
        [8, { roomTypeId: 8, freeUnits: 0, nights: [] }],
      ]),
    )
  })

  it("answers each stay as the database read would, from the newest write of every night held", () => {
    const written = fc.record({
      roomTypeId: fc.integer({ min: 1, max: 3 }),
      day: fc.integer({ min: 0, max: 9 }).map((offset) => addDays(TEST_START_DATE, offset)),
      available: fc.integer({ min: -2, max: 9 }),
      basePriceCents: fc.integer({ min: 0, max: 500_000 }),
      version: fc.integer({ min: 1, max: 10_000 }),
    })
    const stay = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 6 }))
    fc.assert(
      fc.property(fc.array(written, { maxLength: 40 }), stay, (writes, [start, length]) => {
        const memory = InventoryMemory.of(writes)
        const checkIn = addDays(TEST_START_DATE, start)
        const checkOut = addDays(checkIn, length)
        const nights = stayNights(checkIn, checkOut)
        // What the database would hold: each night's write with the highest version (the first of equals).
        const newest = new Map<string, (typeof writes)[number]>()
        for (const write of writes) {
          const key = `${write.roomTypeId}|${write.day}`
          if ((newest.get(key)?.version ?? 0) < write.version) newest.set(key, write)
        }
        const rows = (id: number) => nights.flatMap((day) => newest.get(`${id}|${day}`) ?? [])
        const answer = memory.stay([1, 2, 3, 4], checkIn, checkOut)
        for (const id of [1, 2, 3, 4]) expect(answer.get(id)).toEqual(stayInventoryOf(id, nights, rows(id)))
      }),
      { numRuns: scaledRuns(500) },
    )
  })

  it("reads the announcements of migration 0003 and nothing else as a change", () => {
    expect(parseInventoryNotice("12 2030-03-05 3 145000 99")).toEqual({
      kind: "night",
      night: { roomTypeId: 12, day: "2030-03-05", available: 3, basePriceCents: 145_000, version: 99 },
    })
    expect(parseInventoryNotice("reload")).toEqual({ kind: "reload" })
    for (const other of ["sync 1-2", "12 2030-03-05 3 145000", "12 2030-03-05 -1 145000 9", "x 2030-03-05 3 1 9", ""]) {
      expect(parseInventoryNotice(other)).toEqual({ kind: "other", payload: other })
    }
  })
})

describe(`InventoryMirror on ${driver}`, () => {
  let database: TestDatabase
  let runtime: ManagedRuntime.ManagedRuntime<InventoryMirror, never>
  let typeIds: ReadonlyArray<number>

  /** The mirror's warnings (it says when it stops following), kept out of the test output. */
  const warnings: Array<string> = []
  const run: RunWithMirror = (effect) => runtime.runPromise(effect)
  const synced = () => mirrorFollowedDatabase(run, database)
  const fromMemory = (ids: ReadonlyArray<number>, checkIn: string, checkOut: string) => run(InventoryMirror.use((mirror) => mirror.stay(ids, checkIn, checkOut)))

  /** The mirror agrees with the database on every room type and every stay of 1 to 4 nights. */
  const expectAgreement = async () => {
    for (let first = 0; first < SEEDED_DAYS; first += 1) {
      for (let nights = 1; nights <= 4; nights += 1) {
        const checkIn = addDays(TEST_START_DATE, first)
        const checkOut = addDays(checkIn, nights)
        expect(await fromMemory(typeIds, checkIn, checkOut)).toEqual(await readStayInventory(database.db, typeIds, checkIn, checkOut))
      }
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase({ seed: { days: SEEDED_DAYS, hotels: ["801", "803"], occupancy: true } })
    runtime = ManagedRuntime.make(InventoryMirror.layer.pipe(Layer.provide(Db.layer(database)), Layer.provide(capturedWarnings(warnings))))
    typeIds = (await database.db.select({ id: roomTypes.id }).from(roomTypes).orderBy(asc(roomTypes.id))).map((row) => row.id)
  })
  afterAll(async () => {
    await runtime?.dispose()
    await database?.close()
  })

  it("answers from memory once built, the same as the database", async () => {
    // Only memory can answer the marker night mirrorFollowedDatabase announces.
    await synced()
    await expectAgreement()
  })

  it("follows every committed change, and none rolled back", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            type: fc.constantFrom(...typeIds),
            first: fc.integer({ min: 0, max: SEEDED_DAYS - 1 }),
            nights: fc.integer({ min: 1, max: 3 }),
            available: fc.integer({ min: 0, max: 3 }),
            price: fc.option(fc.integer({ min: 50_000, max: 500_000 }), { nil: undefined }),
            rolledBack: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (changes) => {
          for (const change of changes) {
            const checkIn = addDays(TEST_START_DATE, change.first)
            const write = (db: typeof database.db) =>
              db
                .update(dailyInventory)
                .set({ available: sql`least(${change.available}, ${dailyInventory.total})`, ...(change.price === undefined ? {} : { basePriceCents: change.price }) })
                .where(and(eq(dailyInventory.roomTypeId, change.type), gte(dailyInventory.day, checkIn), lt(dailyInventory.day, addDays(checkIn, change.nights))))
            if (change.rolledBack) {
              await database.db
                .transaction(async (tx) => {
                  await write(tx)
                  throw new Error("rolled back on purpose")
                })
                .catch(() => undefined)
            } else await write(database.db)
          }
          await synced()
          await expectAgreement()
        },
      ),
      { numRuns: scaledRuns(15) },
    )
  })

  it("sees nights added to the calendar and nights removed from it", async () => {
    const [type] = typeIds
    const beyond = addDays(LAST_NIGHT, 1)
    await database.db.insert(dailyInventory).values({ roomTypeId: type!, day: beyond, total: 4, available: 2, basePriceCents: 90_000 })
    await synced()
    // A reload is under way or done: the sync waits for it.
    expect((await fromMemory([type!], beyond, addDays(beyond, 1))).get(type!)).toEqual({ roomTypeId: type!, freeUnits: 2, nights: [{ day: beyond, basePriceCents: 90_000 }] })
    await database.db.delete(dailyInventory).where(and(eq(dailyInventory.roomTypeId, type!), eq(dailyInventory.day, beyond)))
    await synced()
    expect((await fromMemory([type!], beyond, addDays(beyond, 1))).get(type!)!.freeUnits).toBe(0)
    await expectAgreement()
  })

  it("follows changes made on other connections, many at once", async () => {
    // Twenty concurrent transactions each take a room for two nights wherever one is free.
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        database.db.transaction(async (tx) => {
          const type = typeIds[index % typeIds.length]!
          const checkIn = addDays(TEST_START_DATE, index % (SEEDED_DAYS - 1))
          await tx
            .update(dailyInventory)
            .set({ available: sql`${dailyInventory.available} - 1` })
            .where(and(eq(dailyInventory.roomTypeId, type), inArray(dailyInventory.day, [...stayNights(checkIn, addDays(checkIn, 2))]), gte(dailyInventory.available, 1)))
        }),
      ),
    )
    await synced()
    await expectAgreement()
  })

  it.runIf(driver === "PostgreSQL")("reads the database while its listening connection is lost, and follows again after", async () => {
    const killed = await database.db.execute<{ killed: boolean }>(
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity where query ilike ${`listen "daily_inventory_${database.schemaName}"`}`,
    )
    expect(killed.rows.map((row) => row.killed)).toEqual([true])
    await expect.poll(() => warnings.filter(isNotFollowing), { timeout: 2_000 }).toHaveLength(1)
    // Not following: a change is seen at once, since the stay is read from the database.
    const [type] = typeIds
    await database.db.update(dailyInventory).set({ available: 0 }).where(and(eq(dailyInventory.roomTypeId, type!), eq(dailyInventory.day, TEST_START_DATE)))
    expect((await fromMemory([type!], TEST_START_DATE, addDays(TEST_START_DATE, 1))).get(type!)!.freeUnits).toBe(0)
    await mirrorFollowedDatabase(run, database, Duration.toMillis(RETRY_FIRST) * 5)
    await expectAgreement()
  })
})

describe(`InventoryMirror's follower, on TestClock, listening through a fake (${driver})`, () => {
  let database: TestDatabase
  let type: number
  let listen: FakeListen
  let runtime: ManagedRuntime.ManagedRuntime<InventoryMirror | TestClock.TestClock, never>
  let warnings: Array<string>

  const run: RunWithMirror = (effect) => runtime.runPromise(effect)
  const adjust = (millis: number) => runtime.runPromise(TestClock.adjust(millis))
  const following = () => mirrorFollowed(run, listen.announce)
  const notFollowing = () => warnings.filter(isNotFollowing)
  /** Free rooms of the first night as the mirror answers. */
  const free = async () => (await run(InventoryMirror.use((mirror) => mirror.stay([type], TEST_START_DATE, addDays(TEST_START_DATE, 1))))).get(type)!.freeUnits
  /** Changes the first night in the database, unheard: the fake listen hears nothing the database announces. */
  const setFree = (available: number) =>
    database.db.update(dailyInventory).set({ available }).where(and(eq(dailyInventory.roomTypeId, type), eq(dailyInventory.day, TEST_START_DATE)))
  /** Builds the mirror (the first try done) over the fake listen, on a TestClock. */
  const start = async () => {
    warnings = []
    runtime = ManagedRuntime.make(
      InventoryMirror.layer.pipe(
        Layer.provide(Db.layer({ ...database, listen: listen.listen })),
        Layer.provideMerge(TestClock.layer()),
        Layer.provide(capturedWarnings(warnings)),
      ),
    )
    await runtime.runPromise(Effect.void)
  }

  beforeAll(async () => {
    database = await createTestDatabase({ seed: { days: 2, hotels: ["801"] } })
    const [first] = await database.db.select({ id: roomTypes.id }).from(roomTypes).orderBy(asc(roomTypes.id)).limit(1)
    type = first!.id
  })
  beforeEach(async () => {
    listen = fakeListen()
    await setFree(3)
  })
  afterEach(async () => {
    await runtime?.dispose()
  })
  afterAll(async () => {
    await database?.close()
  })

  it("tries again after 1 s, doubled after each refusal up to 30 s, reading the database meanwhile; then follows", async () => {
    listen.setDown(true)
    await start()
    expect(listen.attempts()).toBe(1)
    const waits = [1, 2, 4, 8, 16, 30, 30].map((seconds) => seconds * 1_000)
    expect(waits.at(-1)).toBe(Duration.toMillis(RETRY_MAX))
    for (const [index, wait] of waits.entries()) {
      await expect.poll(() => notFollowing()).toHaveLength(index + 1)
      expect(notFollowing().at(-1)).toBe(`${NOT_FOLLOWING}; trying again in ${wait / 1_000} s`)
      await adjust(wait - 1)
      expect(listen.attempts()).toBe(index + 1)
      await adjust(1)
      expect(listen.attempts()).toBe(index + 2)
    }
    await setFree(1)
    expect(await free()).toBe(1)
    listen.setDown(false)
    await expect.poll(() => notFollowing()).toHaveLength(waits.length + 1)
    await adjust(Duration.toMillis(RETRY_MAX))
    await following()
    // From memory now: a change the fake did not announce is not seen.
    await setFree(2)
    expect(await free()).toBe(1)
  })

  it("reads the database as soon as the connection is lost, and the re-read after 1 s picks up what was committed meanwhile", async () => {
    await start()
    await following()
    await setFree(0)
    expect(await free()).toBe(3)
    listen.lose()
    await expect.poll(() => notFollowing()).toEqual([`${NOT_FOLLOWING}; trying again in 1 s`])
    expect(await free()).toBe(0)
    await setFree(2)
    expect(await free()).toBe(2)
    await adjust(Duration.toMillis(RETRY_FIRST) - 1)
    expect(listen.attempts()).toBe(1)
    await adjust(1)
    expect(listen.attempts()).toBe(2)
    await following()
    expect(await free()).toBe(2)
    await setFree(1)
    expect(await free()).toBe(2)
  })

  it("after following, tries again 1 s after a lost connection, then backs off afresh from 1 s", async () => {
    listen.setDown(true)
    await start()
    for (const wait of [1_000, 2_000]) {
      await expect.poll(() => notFollowing().at(-1)).toBe(`${NOT_FOLLOWING}; trying again in ${wait / 1_000} s`)
      await adjust(wait)
    }
    listen.setDown(false)
    await expect.poll(() => notFollowing().at(-1)).toBe(`${NOT_FOLLOWING}; trying again in 4 s`)
    await adjust(4_000)
    await following()
    listen.setDown(true)
    listen.lose()
    const attempts = listen.attempts()
    for (const [index, wait] of [1_000, 1_000, 2_000].entries()) {
      await expect.poll(() => notFollowing()).toHaveLength(4 + index)
      expect(notFollowing().at(-1)).toBe(`${NOT_FOLLOWING}; trying again in ${wait / 1_000} s`)
      await adjust(wait)
      expect(listen.attempts()).toBe(attempts + index + 1)
    }
  })

  it("stops when the runtime is disposed: the connection is closed, whether following or backing off", async () => {
    await start()
    await following()
    await runtime.dispose()
    expect(listen.listening()).toBe(false)
    listen.setDown(true)
    await start()
    await expect.poll(() => notFollowing()).toHaveLength(1)
    await runtime.dispose()
    expect(listen.attempts()).toBe(2)
  })
})
