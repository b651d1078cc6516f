import { and, asc, eq } from "drizzle-orm"
import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { dailyInventory, roomTypes } from "../db/schema.ts"
import { createTestDatabase, TEST_START_DATE, type TestDatabase } from "../db/testing/test-database.ts"
import {
  assignRooms,
  canHostAll,
  canTake,
  fitsRoomType,
  type FreeRoomType,
  readStayInventory,
  stayInventoryOf,
  stayNights,
} from "./availability.ts"
import type { RoomGuests } from "../rates/pricing.ts"

const QUEEN: FreeRoomType = { id: 1, maxAdults: 2, maxOccupancy: 3, freeUnits: 5 }
const FAMILY: FreeRoomType = { id: 2, maxAdults: 3, maxOccupancy: 4, freeUnits: 1 }
const room = (adults: number, kids = 0): RoomGuests => ({ adults, kids })

describe("occupancy", () => {
  it("a room fits a room type when its adults and all its guests are within the type's limits", () => {
    expect(fitsRoomType(room(2, 1), QUEEN)).toBe(true)
    expect(fitsRoomType(room(3), QUEEN)).toBe(false)
    expect(fitsRoomType(room(2, 2), QUEEN)).toBe(false)
    expect(fitsRoomType(room(3, 1), FAMILY)).toBe(true)
  })
})

describe("giving requested rooms their room types", () => {
  it("hosts rooms when each fits a type and no type gives more rooms than it has free", () => {
    expect(assignRooms([room(3), room(2)], [QUEEN, FAMILY])).toEqual([1, 0])
    // Two rooms of three adults need two family rooms; one is free.
    expect(assignRooms([room(3), room(3)], [QUEEN, FAMILY])).toBeUndefined()
  })

  it("moves an earlier room to another type to make space for a room only one type fits", () => {
    // The first room could take either type; the second only the family room.
    const family: FreeRoomType = { ...FAMILY, freeUnits: 1 }
    const queen: FreeRoomType = { ...QUEEN, freeUnits: 1 }
    expect(assignRooms([room(2), room(3)], [family, queen])).toEqual([1, 0])
  })

  it("a room type is offered to a room only if the other rooms still fit somewhere", () => {
    const types = [QUEEN, FAMILY]
    // With a party of 3 adults and 2 adults, the 2-adult room must not take the only family room.
    expect(canTake([room(3), room(2)], types, 1, 1)).toBe(false)
    expect(canTake([room(3), room(2)], types, 1, 0)).toBe(true)
    expect(canTake([room(3), room(2)], types, 0, 1)).toBe(true)
    expect(canTake([room(3), room(2)], types, 0, 0)).toBe(false)
    expect(canTake([room(1)], [{ ...QUEEN, freeUnits: 0 }], 0, 0)).toBe(false)
  })

  // Bounds: up to 10 rooms (the contract's maximum) and 5 room types (the seed's most), a few units each.
  const guests = fc.record({ adults: fc.integer({ min: 1, max: 4 }), kids: fc.integer({ min: 0, max: 3 }) })
  const freeType = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    maxAdults: fc.integer({ min: 1, max: 4 }),
    maxOccupancy: fc.integer({ min: 1, max: 6 }),
    freeUnits: fc.integer({ min: 0, max: 3 }),
  })

  /** Every way to give each room a type, tried one by one: the obvious, slow answer. */
  const bruteForce = (rooms: ReadonlyArray<RoomGuests>, types: ReadonlyArray<FreeRoomType>): boolean => {
    const used = types.map(() => 0)
    const go = (index: number): boolean => {
      if (index === rooms.length) return true
      return types.some((type, typeIndex) => {
        if (used[typeIndex]! >= type.freeUnits || !fitsRoomType(rooms[index]!, type)) return false
        used[typeIndex]! += 1
        const found = go(index + 1)
        used[typeIndex]! -= 1
        return found
      })
    }
    return go(0)
  }

  it("finds an assignment exactly when one exists, and every one it gives is valid", () => {
    fc.assert(
      fc.property(fc.array(guests, { minLength: 1, maxLength: 7 }), fc.array(freeType, { minLength: 1, maxLength: 5 }), (rooms, types) => {
        const assigned = assignRooms(rooms, types)
        expect(assigned !== undefined).toBe(bruteForce(rooms, types))
        if (assigned === undefined) return
        const counts = types.map(() => 0)
        assigned.forEach((typeIndex, roomIndex) => {
          expect(fitsRoomType(rooms[roomIndex]!, types[typeIndex]!)).toBe(true)
          counts[typeIndex]! += 1
        })
        counts.forEach((used, typeIndex) => expect(used).toBeLessThanOrEqual(types[typeIndex]!.freeUnits))
      }),
    )
  })

  it("never needs more rooms of a type than it has free: a type offered to a room can really be booked for the party", () => {
    fc.assert(
      fc.property(fc.array(guests, { minLength: 1, maxLength: 6 }), fc.array(freeType, { minLength: 1, maxLength: 4 }), (rooms, types) => {
        rooms.forEach((_, roomIndex) =>
          types.forEach((type, typeIndex) => {
            if (!canTake(rooms, types, roomIndex, typeIndex)) return
            const rest = rooms.filter((__, index) => index !== roomIndex)
            const left = types.map((each, index) => (index === typeIndex ? { ...each, freeUnits: each.freeUnits - 1 } : each))
            expect(fitsRoomType(rooms[roomIndex]!, type)).toBe(true)
            expect(bruteForce(rest, left)).toBe(true)
          }),
        )
        expect(canHostAll(rooms, types)).toBe(bruteForce(rooms, types))
      }),
    )
  })

  it("offers a room type to a room exactly when the room fits it, it has a room free and the other rooms still fit", () => {
    fc.assert(
      fc.property(fc.array(guests, { minLength: 1, maxLength: 6 }), fc.array(freeType, { minLength: 1, maxLength: 4 }), (rooms, types) => {
        rooms.forEach((room, roomIndex) =>
          types.forEach((type, typeIndex) => {
            const rest = rooms.filter((__, index) => index !== roomIndex)
            const left = types.map((each, index) => (index === typeIndex ? { ...each, freeUnits: each.freeUnits - 1 } : each))
            const possible = type.freeUnits >= 1 && fitsRoomType(room, type) && bruteForce(rest, left)
            expect(canTake(rooms, types, roomIndex, typeIndex)).toBe(possible)
          }),
        )
      }),
    )
  })

  it("offers nothing for a room or a room type that is not there", () => {
    expect(canTake([room(1)], [QUEEN], 1, 0)).toBe(false)
    expect(canTake([room(1)], [QUEEN], 0, 1)).toBe(false)
    expect(canTake([room(1)], [QUEEN], -1, 0)).toBe(false)
  })
})

describe("the nights of a stay", () => {
  it("runs from check-in up to the night before check-out", () => {
    expect(stayNights("2030-02-27", "2030-03-02")).toEqual(["2030-02-27", "2030-02-28", "2030-03-01"])
    expect(stayNights("2030-03-04", "2030-03-04")).toEqual([])
  })

  it("leaves a day not written as a plain YYYY-MM-DD to Temporal, which reads its calendar day or refuses it", () => {
    expect(stayNights("2030-02-27T12:00", "2030-03-02T12:00")).toEqual(["2030-02-27", "2030-02-28", "2030-03-01"])
    expect(stayNights("20300302", "20300227")).toEqual([])
    expect(stayNights("2030-02-27", "2030-03-02T12:00")).toEqual(["2030-02-27", "2030-02-28", "2030-03-01"])
    expect(stayNights("2030-02-27T12:00", "2030-03-02")).toEqual(["2030-02-27", "2030-02-28", "2030-03-01"])
    expect(() => stayNights("2030-02-30", "2030-03-02")).toThrow(RangeError)
  })

  it("are the calendar's days, as Temporal counts them, across months, leap years and centuries", () => {
    const day = fc.date({ min: new Date("1899-01-01T00:00:00Z"), max: new Date("2200-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
    fc.assert(
      fc.property(day, fc.integer({ min: -3, max: 40 }), (checkIn, length) => {
        const checkOut = Temporal.PlainDate.from(checkIn).add({ days: length }).toString()
        const first = Temporal.PlainDate.from(checkIn)
        const expected = Array.from({ length: Math.max(0, length) }, (_, index) => first.add({ days: index }).toString())
        expect(stayNights(checkIn, checkOut)).toEqual(expected)
      }),
    )
    expect(stayNights("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29"])
    expect(() => stayNights("2030-02-30", "2030-03-02")).toThrow()
  })

  it("a room type is free for the fewest rooms it has on any night, and for none when a night is missing", () => {
    const nights = ["2030-03-04", "2030-03-05", "2030-03-06"]
    const row = (day: string, available: number) => ({ day, available, basePriceCents: 100_000 })
    expect(stayInventoryOf(7, nights, [row("2030-03-04", 5), row("2030-03-05", 2), row("2030-03-06", 9)]).freeUnits).toBe(2)
    expect(stayInventoryOf(7, nights, [row("2030-03-04", 5), row("2030-03-06", 9)]).freeUnits).toBe(0)
    expect(stayInventoryOf(7, nights, [row("2030-03-04", 5), row("2030-03-05", 0), row("2030-03-06", 9)]).freeUnits).toBe(0)
    // As many rows as nights, but one of them for a day outside the stay: a night is still missing.
    expect(stayInventoryOf(7, nights, [row("2030-03-04", 5), row("2030-03-05", 2), row("2030-03-07", 9)]).freeUnits).toBe(0)
  })
})

describe("reading a stay's inventory", () => {
  let database: TestDatabase
  let types: ReadonlyArray<{ id: number }>

  beforeAll(async () => {
    database = await createTestDatabase({ seed: { days: 5, hotels: ["801"] } })
    types = await database.db.select({ id: roomTypes.id }).from(roomTypes).orderBy(asc(roomTypes.id))
  })
  afterAll(() => database?.close())

  it("reads every night of the stay, in order, with its price", async () => {
    const [first] = types
    const inventory = await readStayInventory(database.db, [first!.id], TEST_START_DATE, "2030-03-07")
    const rows = await database.db.select().from(dailyInventory).where(eq(dailyInventory.roomTypeId, first!.id)).orderBy(asc(dailyInventory.day))
    expect(inventory.get(first!.id)).toEqual({
      roomTypeId: first!.id,
      freeUnits: Math.min(...rows.slice(0, 3).map((row) => row.available)),
      nights: rows.slice(0, 3).map((row) => ({ day: row.day, basePriceCents: row.basePriceCents })),
    })
  })

  it("counts a room type sold out on one night as not free for the stay", async () => {
    const [, second] = types
    await database.db
      .update(dailyInventory)
      .set({ available: 0 })
      .where(and(eq(dailyInventory.roomTypeId, second!.id), eq(dailyInventory.day, "2030-03-05")))
    const inventory = await readStayInventory(database.db, [second!.id], TEST_START_DATE, "2030-03-07")
    expect(inventory.get(second!.id)!.freeUnits).toBe(0)
    const after = await readStayInventory(database.db, [second!.id], "2030-03-06", "2030-03-08")
    expect(after.get(second!.id)!.freeUnits).toBeGreaterThan(0)
  })

  it("has nothing free beyond the calendar", async () => {
    const [first] = types
    // The calendar holds 2030-03-04 .. 2030-03-08.
    const inventory = await readStayInventory(database.db, [first!.id], "2030-03-08", "2030-03-10")
    expect(inventory.get(first!.id)!.freeUnits).toBe(0)
    expect((await readStayInventory(database.db, [first!.id, 999_999], "2030-03-04", "2030-03-05")).get(999_999)).toEqual({ roomTypeId: 999_999, freeUnits: 0, nights: [] })
  })
})
