import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SearchRoomsRequest } from "../../contracts/api/search.ts"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { fastRoomSearch } from "./room-search-fast-path.ts"

const decodeWithSchema = Schema.decodeUnknownResult(SearchRoomsRequest)

/** The fast path either declines or gives exactly what the contract's Schema decodes; it never accepts what the Schema refuses. */
const expectAgreement = (body: unknown) => {
  const fast = fastRoomSearch(body)
  if (fast === undefined) return
  const slow = decodeWithSchema(body)
  expect(Result.isSuccess(slow)).toBe(true)
  expect(fast).toEqual(Result.getOrThrow(slow))
}

const day = fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2031-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
const dateText = fc.oneof(
  day,
  day.map((each) => `${each}T12:00:00+02:00`),
  day.map((each) => `${each}T23:30:00Z`),
  day.map((each) => `${each}T00:15:00-05:00`),
  day.map((each) => `${each}T08:00`),
  fc.constantFrom("2030-02-30", "2030-13-01", "2030-03-05T25:00:00+02:00", "2030-03-05T12:00:00+19:00", " 2030-03-05", "", "  ", "tomorrow"),
  fc.string(),
)
const count = fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constantFrom(1.5, -0, 1e300, Number.MAX_SAFE_INTEGER), fc.string(), fc.constant(null))
const room = fc.oneof(fc.record({ adults: count, kids: count }), fc.record({ adults: count }), fc.constant(null), fc.constant([]), fc.record({ adults: count, kids: count, pets: count }))
const text = fc.oneof(fc.constantFrom("", "6009123456781", "EARLYBIRD", "a\u0000b", "-1", "801", "x".repeat(13), "x".repeat(51)), fc.string({ maxLength: 60 }), fc.constant(null), fc.integer())

/** Bodies near the valid form: each field drawn from valid and broken values, sometimes left out, sometimes extra. */
const nearlyValid = fc.record(
  {
    hotel_code: fc.oneof(fc.constantFrom("801", "830", "815", "K-1_a", "-1", " 801", "x".repeat(21), "80\u00001"), text),
    start_date: dateText,
    end_date: dateText,
    guests: fc.oneof(fc.array(room, { minLength: 0, maxLength: 12 }), fc.constant({}), fc.constant(null)),
    clicks_club_card: text,
    promotion_code: text,
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
)

/** Bodies the website sends: valid by construction. */
const valid = fc
  .record({
    hotel_code: fc.constantFrom("801", "830", "815"),
    start: day,
    nights: fc.integer({ min: 1, max: 30 }),
    noon: fc.boolean(),
    guests: fc.array(fc.record({ adults: fc.integer({ min: 1, max: 10 }), kids: fc.integer({ min: 0, max: 10 }) }), { minLength: 1, maxLength: 10 }),
    clicks_club_card: fc.constantFrom("", "6009123456781"),
    promotion_code: fc.constantFrom("", "EARLYBIRD", "early bird"),
  })
  .map(({ start, nights, noon, ...rest }) => {
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10)
    const wire = (each: string) => (noon ? `${each}T12:00:00+02:00` : each)
    return { rooms: { ...rest, start_date: wire(start), end_date: wire(end) } }
  })

describe("the room search fast path", () => {
  it("decodes what the website sends exactly as the contract's Schema does", () => {
    fc.assert(
      fc.property(valid, (body) => {
        const fast = fastRoomSearch(body)
        expect(fast).toBeDefined()
        expect(fast).toEqual(Result.getOrThrow(decodeWithSchema(body)))
      }),
      { numRuns: scaledRuns(500) },
    )
  })

  it("never accepts a body the Schema refuses, nor differs from it, for bodies near the valid form", () => {
    fc.assert(
      fc.property(nearlyValid, (rooms) => expectAgreement({ rooms })),
      { numRuns: scaledRuns(3_000) },
    )
  })

  it("agrees with the Schema on a sent body with one field broken, left out or added", () => {
    const fault = fc.record({
      key: fc.constantFrom("hotel_code", "start_date", "end_date", "guests", "clicks_club_card", "promotion_code", "extra"),
      value: fc.oneof(nearlyValid.map((each) => Object.values(each)[0]), dateText, count, text, fc.array(room, { maxLength: 3 }), fc.constant(undefined)),
    })
    fc.assert(
      fc.property(valid, fault, fc.nat(9), fc.option(count), (body, { key, value }, guestIndex, guestValue) => {
        const rooms: Record<string, unknown> = { ...body.rooms }
        if (value === undefined) delete rooms[key]
        else rooms[key] = value
        // Sometimes the fault is in one guest room instead.
        if (guestValue !== null && Array.isArray(rooms["guests"]) && rooms["guests"].length > 0) {
          const guests = [...(rooms["guests"] as Array<Record<string, unknown>>)]
          const index = guestIndex % guests.length
          guests[index] = { ...guests[index], [guestIndex % 2 === 0 ? "adults" : "kids"]: guestValue }
          rooms["guests"] = guests
        }
        expectAgreement({ rooms })
      }),
      { numRuns: scaledRuns(3_000) },
    )
  })

  it("agrees with the Schema on arbitrary JSON too", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ rooms: fc.jsonValue() })), expectAgreement),
      { numRuns: scaledRuns(1_000) },
    )
  })

  it("leaves every refusal to the Schema, which explains it", () => {
    for (const rooms of [
      { hotel_code: "-1", start_date: "2030-03-05", end_date: "2030-03-08", guests: [{ adults: 2, kids: 0 }] },
      { hotel_code: "801", start_date: "2030-03-08", end_date: "2030-03-05", guests: [{ adults: 2, kids: 0 }] },
      { hotel_code: "801", start_date: "2030-03-05", end_date: "2030-05-05", guests: [{ adults: 2, kids: 0 }] },
      { hotel_code: "801", start_date: "2030-03-05", end_date: "2030-04-05", guests: [{ adults: 2, kids: 0 }] },
      { hotel_code: "801", start_date: "2030-03-05", end_date: "2030-03-08", guests: [] },
      { hotel_code: "801", start_date: "2030-03-05", end_date: "2030-03-08", guests: [{ adults: 0, kids: 1 }] },
      { hotel_code: "801", start_date: "2030-03-05", end_date: "2030-03-08", guests: [{ adults: 2, kids: 0 }], clicks_club_card: "123" },
      { hotel_code: "801", start_date: "2030-03-05", end_date: "2030-03-08", guests: [{ adults: 2, kids: 0 }], promotion_code: null },
    ]) {
      expect(fastRoomSearch({ rooms })).toBeUndefined()
      expect(Result.isFailure(decodeWithSchema({ rooms }))).toBe(true)
    }
  })
})
