import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { DEFAULT_GUEST_ROOM, DEFAULT_GUEST_ROOMS, GuestRoom, GuestRooms, MAX_ROOMS, MIN_ADULTS_PER_ROOM, MIN_ROOMS } from "./guest-rooms.ts"

const rooms = (count: number) => Array.from({ length: count }, () => ({ adults: 1, kids: 0 }))
const errorsOf = (input: unknown) => {
  const result = validate(GuestRooms)(input)
  return Result.isFailure(result) ? result.failure : {}
}

describe("guest rooms", () => {
  it("defaults to one room with 1 adult and 0 kids", () => {
    expect(DEFAULT_GUEST_ROOM).toEqual({ adults: 1, kids: 0 })
    expect(DEFAULT_GUEST_ROOMS).toEqual([{ adults: 1, kids: 0 }])
    expect([MIN_ROOMS, MAX_ROOMS, MIN_ADULTS_PER_ROOM]).toEqual([1, 10, 1])
  })

  it("accepts 1 and 10 rooms", () => {
    expect(validate(GuestRooms)(rooms(1))).toEqual(Result.succeed(rooms(1)))
    expect(validate(GuestRooms)(rooms(10))).toEqual(Result.succeed(rooms(10)))
  })

  it("needs a room", () => {
    expect(errorsOf([])).toEqual({ "": ["Need to select a room"] })
  })

  it("refuses more than 10 rooms", () => {
    expect(errorsOf(rooms(11))).toEqual({ "": ["Cannot select more than 10 rooms"] })
  })

  it("refuses negative adults and kids with the spec's message on each field", () => {
    expect(errorsOf([{ adults: -1, kids: -1 }])).toEqual({
      "0.adults": ["Cannot have negative number of adults / kids"],
      "0.kids": ["Cannot have negative number of adults / kids"],
    })
  })

  it("accepts zero kids and refuses fractional counts", () => {
    expect(validate(GuestRoom)({ adults: 2, kids: 0 })).toEqual(Result.succeed({ adults: 2, kids: 0 }))
    expect(Result.isFailure(validate(GuestRoom)({ adults: 1.5, kids: 0 }))).toBe(true)
  })

  it("requires at least one adult in every room, on that room's adults", () => {
    expect(errorsOf([{ adults: 1, kids: 0 }, { adults: 0, kids: 2 }, { adults: 0, kids: 0 }])).toEqual({
      "1.adults": ["At least one adult required"],
      "2.adults": ["At least one adult required"],
    })
    expect(validate(GuestRooms)([{ adults: 1, kids: 1 }])).toEqual(Result.succeed([{ adults: 1, kids: 1 }]))
  })

  it("refuses more than 10 adults or kids in a room, on that field, as the server does", () => {
    expect(validate(GuestRooms)([{ adults: 10, kids: 10 }])).toEqual(Result.succeed([{ adults: 10, kids: 10 }]))
    expect(errorsOf([{ adults: 11, kids: 0 }, { adults: 1, kids: 11 }])).toEqual({
      "0.adults": ["Cannot have more than 10 adults or kids in a room"],
      "1.kids": ["Cannot have more than 10 adults or kids in a room"],
    })
  })

  it("holds a room being edited (no adult yet) as a guest room", () => {
    expect(validate(GuestRoom)({ adults: 0, kids: 0 })).toEqual(Result.succeed({ adults: 0, kids: 0 }))
  })
})
