import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  addRoom,
  canAddGuest,
  canAddRoom,
  canRemoveGuest,
  canRemoveRoom,
  decrement,
  decrementAdults,
  decrementKids,
  increment,
  incrementAdults,
  incrementKids,
  PLUS_BUTTON_GUEST_CAP,
  removeRoom,
  RoomLimitError,
} from "./guest-room-steppers.ts"
import { DEFAULT_GUEST_ROOMS, type GuestRoom } from "./guest-rooms.ts"

const rooms = (count: number): ReadonlyArray<GuestRoom> => Array.from({ length: count }, () => ({ adults: 1, kids: 0 }))

describe("guest steppers", () => {
  it("caps the plus buttons at 2 guests per room", () => {
    expect(PLUS_BUTTON_GUEST_CAP).toBe(2)
    expect(canAddGuest({ adults: 1, kids: 0 })).toBe(true)
    expect(canAddGuest({ adults: 0, kids: 1 })).toBe(true)
    expect(canAddGuest({ adults: 1, kids: 1 })).toBe(false)
    expect(canAddGuest({ adults: 2, kids: 0 })).toBe(false)
    expect(canAddGuest({ adults: 0, kids: 2 })).toBe(false)
    expect(canAddGuest({ adults: 3, kids: 0 })).toBe(false)
  })

  it("adds one adult or one kid to the chosen room only", () => {
    const start = [{ adults: 1, kids: 0 }, { adults: 1, kids: 0 }]
    expect(incrementAdults(start, 1)).toEqual([{ adults: 1, kids: 0 }, { adults: 2, kids: 0 }])
    expect(incrementKids(start, 0)).toEqual([{ adults: 1, kids: 1 }, { adults: 1, kids: 0 }])
    expect(start).toEqual([{ adults: 1, kids: 0 }, { adults: 1, kids: 0 }])
  })

  it("leaves the rooms unchanged when plus is pressed at the cap", () => {
    const full = [{ adults: 1, kids: 1 }]
    expect(incrementAdults(full, 0)).toBe(full)
    expect(incrementKids(full, 0)).toBe(full)
  })

  it("takes one adult or one kid away, down to zero and not below", () => {
    const start = [{ adults: 1, kids: 1 }]
    expect(decrementAdults(start, 0)).toEqual([{ adults: 0, kids: 1 }])
    expect(decrementKids(start, 0)).toEqual([{ adults: 1, kids: 0 }])
    const empty = [{ adults: 0, kids: 0 }]
    expect(decrementAdults(empty, 0)).toBe(empty)
    expect(decrementKids(empty, 0)).toBe(empty)
  })

  it("disables minus at zero", () => {
    expect(canRemoveGuest({ adults: 1, kids: 0 }, "adults")).toBe(true)
    expect(canRemoveGuest({ adults: 1, kids: 0 }, "kids")).toBe(false)
    expect(canRemoveGuest({ adults: 0, kids: 1 }, "adults")).toBe(false)
    expect(canRemoveGuest({ adults: 0, kids: 1 }, "kids")).toBe(true)
  })

  it("ignores a room index that does not exist", () => {
    const start = rooms(2)
    expect(increment(start, 2, "adults")).toBe(start)
    expect(increment(start, -1, "kids")).toBe(start)
    expect(decrement(start, 5, "adults")).toBe(start)
  })

  it("keeps the rest of a room's data when its counts change", () => {
    const chosen = [{ adults: 1, kids: 0, roomTypeCode: "DBL" }]
    expect(incrementKids(chosen, 0)).toEqual([{ adults: 1, kids: 1, roomTypeCode: "DBL" }])
  })
})

describe("adding and removing rooms", () => {
  it("adds a room with 1 adult and 0 kids", () => {
    expect(addRoom(rooms(1))).toEqual(Result.succeed([{ adults: 1, kids: 0 }, { adults: 1, kids: 0 }]))
    expect(addRoom([{ adults: 2, kids: 0 }])).toEqual(Result.succeed([{ adults: 2, kids: 0 }, { adults: 1, kids: 0 }]))
  })

  it("adds the tenth room and refuses an eleventh with the spec's message", () => {
    const nine = addRoom(rooms(9))
    expect(Result.isSuccess(nine) && nine.success.length).toBe(10)
    expect(canAddRoom(rooms(9))).toBe(true)
    expect(canAddRoom(rooms(10))).toBe(false)
    const eleventh = addRoom(rooms(10))
    expect(Result.isFailure(eleventh)).toBe(true)
    if (Result.isFailure(eleventh)) {
      expect(eleventh.failure).toBeInstanceOf(RoomLimitError)
      expect(eleventh.failure.message).toBe("Cannot book more than 10 rooms through the website")
    }
  })

  it("removes rooms after the first but never the first", () => {
    const three = [{ adults: 1, kids: 0 }, { adults: 2, kids: 0 }, { adults: 1, kids: 1 }]
    expect(removeRoom(three, 1)).toEqual([{ adults: 1, kids: 0 }, { adults: 1, kids: 1 }])
    expect(removeRoom(three, 2)).toEqual([{ adults: 1, kids: 0 }, { adults: 2, kids: 0 }])
    expect(removeRoom(three, 0)).toBe(three)
    expect(removeRoom(three, 3)).toBe(three)
    expect(canRemoveRoom(three, 0)).toBe(false)
    expect(canRemoveRoom(three, 1)).toBe(true)
    expect(canRemoveRoom(three, 2)).toBe(true)
    expect(canRemoveRoom(three, 3)).toBe(false)
  })
})

type Press =
  | { readonly op: "plus" | "minus"; readonly index: number; readonly kind: "adults" | "kids" }
  | { readonly op: "addRoom" }
  | { readonly op: "removeRoom"; readonly index: number }

const press: fc.Arbitrary<Press> = fc.oneof(
  fc.record({ op: fc.constantFrom("plus" as const, "minus" as const), index: fc.integer({ min: -1, max: 11 }), kind: fc.constantFrom("adults" as const, "kids" as const) }),
  fc.constant({ op: "addRoom" as const }),
  fc.record({ op: fc.constant("removeRoom" as const), index: fc.integer({ min: -1, max: 11 }) }),
)

const apply = (current: ReadonlyArray<GuestRoom>, step: Press): ReadonlyArray<GuestRoom> => {
  switch (step.op) {
    case "plus":
      return increment(current, step.index, step.kind)
    case "minus":
      return decrement(current, step.index, step.kind)
    case "addRoom":
      return Result.getOrElse(addRoom(current), () => current)
    case "removeRoom":
      return removeRoom(current, step.index)
  }
}

// Long enough to reach the 10-room limit and both ends of every stepper.
const presses = fc.array(press, { maxLength: 60 })

describe("stepper laws", () => {
  it("any presses from the defaults keep every count at or above zero", () => {
    fc.assert(
      fc.property(presses, (steps) => {
        const end = steps.reduce(apply, DEFAULT_GUEST_ROOMS)
        for (const room of end) {
          expect(room.adults).toBeGreaterThanOrEqual(0)
          expect(room.kids).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it("any presses from the defaults keep between 1 and 10 rooms", () => {
    fc.assert(
      fc.property(presses, (steps) => {
        const end = steps.reduce(apply, DEFAULT_GUEST_ROOMS)
        expect(end.length).toBeGreaterThanOrEqual(1)
        expect(end.length).toBeLessThanOrEqual(10)
      }),
    )
  })

  it("plus never takes a room past 2 guests", () => {
    fc.assert(
      fc.property(presses, (steps) => {
        const end = steps.reduce(apply, DEFAULT_GUEST_ROOMS)
        for (const room of end) expect(room.adults + room.kids).toBeLessThanOrEqual(2)
      }),
    )
  })

  it("a step changes one count of one room by exactly one, or nothing", () => {
    const room = fc.record({ adults: fc.nat(3), kids: fc.nat(3) })
    fc.assert(
      fc.property(fc.array(room, { minLength: 1, maxLength: 10 }), fc.nat(9), fc.constantFrom("adults" as const, "kids" as const), fc.boolean(), (start, index, kind, up) => {
        const end = up ? increment(start, index, kind) : decrement(start, index, kind)
        const before = start[index]
        const allowed = before !== undefined && (up ? canAddGuest(before) : canRemoveGuest(before, kind))
        const expected = allowed ? start.map((each, at) => (at === index ? { ...each, [kind]: each[kind] + (up ? 1 : -1) } : each)) : start
        expect(end).toEqual(expected)
      }),
    )
  })

  it("plus then minus on the same count gives the rooms back", () => {
    fc.assert(
      fc.property(fc.nat(1), fc.nat(1), fc.constantFrom("adults" as const, "kids" as const), (adults, kids, kind) => {
        fc.pre(adults + kids < 2)
        const start = [{ adults, kids }]
        expect(decrement(increment(start, 0, kind), 0, kind)).toEqual(start)
      }),
    )
  })

  it("adding a room then removing it gives the rooms back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (count) => {
        const start = rooms(count)
        const added = addRoom(start)
        expect(Result.isSuccess(added)).toBe(true)
        if (Result.isSuccess(added)) expect(removeRoom(added.success, count)).toEqual(start)
      }),
    )
  })
})
