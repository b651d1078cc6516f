import { Effect, Exit, Layer } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { NO_ROOMS_AVAILABLE } from "../../contracts/api/errors.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { availableOf, resetBookings, roomTypeIdOf, setAvailable } from "../testing/booking-kit.ts"
import { Db, DbFailure, transaction } from "../db/Db.ts"
import { InventoryService, NoRoomsAvailable, type RoomNights } from "./InventoryService.ts"

let database: TestDatabase
let queen: number
let twin: number

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 6, hotels: ["801"] } })
  queen = await roomTypeIdOf(database, "801", "QUEEN")
  twin = await roomTypeIdOf(database, "801", "TWIN")
})
afterAll(() => database.close())
beforeEach(() => resetBookings(database))

const run = <A, E>(program: Effect.Effect<A, E, Db | InventoryService>) =>
  Effect.runPromiseExit(program.pipe(Effect.provide(InventoryService.layer.pipe(Layer.provideMerge(Db.layer(database))))))

const take = (rooms: ReadonlyArray<RoomNights>) => run(transaction(InventoryService.use((inventory) => inventory.take(rooms))))
const release = (rooms: ReadonlyArray<RoomNights>) => run(transaction(InventoryService.use((inventory) => inventory.release(rooms))))

const stay = { checkIn: "2030-03-05", checkOut: "2030-03-08" }

describe("InventoryService", () => {
  it("takes the rooms on every night of the stay, and not on the check-out night", async () => {
    const before = await availableOf(database, queen, "2030-03-04", "2030-03-09")
    expect(Exit.isSuccess(await take([{ roomTypeId: queen, units: 2, ...stay }]))).toBe(true)
    expect(await availableOf(database, queen, "2030-03-04", "2030-03-09")).toEqual(before.map((n, night) => (night >= 1 && night <= 3 ? n - 2 : n)))
  })

  it("takes nothing at all when one night of one room type lacks the rooms", async () => {
    await setAvailable(database, twin, "2030-03-07", "2030-03-08", 1)
    const queenBefore = await availableOf(database, queen, "2030-03-05", "2030-03-08")
    const exit = await take([
      { roomTypeId: queen, units: 1, ...stay },
      { roomTypeId: twin, units: 2, ...stay },
    ])
    expect(Exit.isFailure(exit) && Exit.findErrorOption(exit)).toEqual(expect.objectContaining({ value: new NoRoomsAvailable({ message: NO_ROOMS_AVAILABLE, roomTypeId: twin }) }))
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-08")).toEqual(queenBefore)
    expect(await availableOf(database, twin, "2030-03-07", "2030-03-08")).toEqual([1])
  })

  it("counts two lines of one room type together: two rooms of one are needed when only one is free", async () => {
    await setAvailable(database, queen, "2030-03-05", "2030-03-08", 1)
    const exit = await take([
      { roomTypeId: queen, units: 1, ...stay },
      { roomTypeId: queen, units: 1, ...stay },
    ])
    expect(Exit.isFailure(exit)).toBe(true)
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-08")).toEqual([1, 1, 1])
  })

  it("refuses nights past the end of the calendar (no inventory is no room)", async () => {
    expect(Exit.isFailure(await take([{ roomTypeId: queen, units: 1, checkIn: "2030-03-08", checkOut: "2030-03-12" }]))).toBe(true)
  })

  it("gives the nights back, and can never give back more rooms than the room type has", async () => {
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-08")
    await take([{ roomTypeId: queen, units: 3, ...stay }])
    expect(Exit.isSuccess(await release([{ roomTypeId: queen, units: 3, ...stay }]))).toBe(true)
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-08")).toEqual(before)
    const exit = await release([{ roomTypeId: queen, units: 1, ...stay }])
    expect(exit).toEqual(Exit.fail(new DbFailure({ code: "23514", constraint: "daily_inventory_available_range" })))
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-08")).toEqual(before)
  })

  it("reads the hotel's free rooms as the least over the nights, 0 when a night has no inventory", async () => {
    const free = (checkIn: string, checkOut: string) => run(InventoryService.use((inventory) => inventory.freeRoomsAtHotel(1, checkIn, checkOut)))
    const full = await free("2030-03-05", "2030-03-07")
    await setAvailable(database, queen, "2030-03-06", "2030-03-07", 0)
    const lessQueen = await free("2030-03-05", "2030-03-07")
    expect(Exit.isSuccess(full) && Exit.isSuccess(lessQueen) && full.value - lessQueen.value).toBe((await availableOf(database, queen, "2030-03-05", "2030-03-06"))[0])
    expect(await free("2030-03-08", "2030-03-12")).toEqual(Exit.succeed(0))
  })

  it("rolls back every write of the transaction when its work fails", async () => {
    const before = await availableOf(database, queen, "2030-03-05", "2030-03-08")
    const exit = await run(
      transaction(
        Effect.gen(function* () {
          const inventory = yield* InventoryService
          yield* inventory.take([{ roomTypeId: queen, units: 1, ...stay }])
          return yield* Effect.fail("changed my mind" as const)
        }),
      ),
    )
    expect(exit).toEqual(Exit.fail("changed my mind"))
    expect(await availableOf(database, queen, "2030-03-05", "2030-03-08")).toEqual(before)
  })
})
