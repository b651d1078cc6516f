import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { type FieldErrors, validate } from "../validation/field-errors.ts"
import { EMPTY_SEARCH_CRITERIA, SearchCriteria, type SearchCriteriaInput } from "./search-criteria.ts"

const hotel = { category: "hotel", hotelId: 12, hotelCode: "830", name: "Karoo City Hotel V&A Waterfront" } as const
const capeTown = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 } as const

const complete: SearchCriteriaInput = {
  destination: hotel,
  checkInDate: "2026-12-01",
  checkOutDate: "2026-12-03",
  flexiDate: false,
  guestRooms: [{ adults: 1, kids: 0 }],
  promoCode: "",
  clubCard: "",
}

const errorsOf = (input: unknown): FieldErrors => {
  const result = validate(SearchCriteria)(input)
  return Result.isFailure(result) ? result.failure : {}
}

describe("search criteria", () => {
  it("books at most 30 nights, as the server does: longer stays go through the hotel", () => {
    expect(validate(SearchCriteria)({ ...complete, checkOutDate: "2026-12-31" })).toEqual(Result.succeed({ ...complete, checkOutDate: "2026-12-31" }))
    expect(errorsOf({ ...complete, checkOutDate: "2027-01-01" })).toEqual({ checkOutDate: ["A stay can be at most 30 nights"] })
  })

  it("accepts a complete search for a hotel and for a location", () => {
    expect(validate(SearchCriteria)(complete)).toEqual(Result.succeed(complete))
    const located = { ...complete, destination: capeTown, flexiDate: true, promoCode: "SUMMER", clubCard: "1234567890123" }
    expect(validate(SearchCriteria)(located)).toEqual(Result.succeed(located))
  })

  it("starts empty with one room, 1 adult and 0 kids", () => {
    expect(EMPTY_SEARCH_CRITERIA).toEqual({
      destination: null,
      checkInDate: null,
      checkOutDate: null,
      flexiDate: false,
      guestRooms: [{ adults: 1, kids: 0 }],
      promoCode: "",
      clubCard: "",
    })
  })

  it("shows every missing field's message on its own field", () => {
    expect(errorsOf(EMPTY_SEARCH_CRITERIA)).toEqual({
      destination: ["THIS FIELD IS REQUIRED!"],
      checkInDate: ["Need a Check-In Date"],
      checkOutDate: ["Need a Check-Out Date"],
    })
  })

  it("treats an empty date input and an absent field as missing", () => {
    expect(errorsOf({ ...complete, checkInDate: "", checkOutDate: "" })).toEqual({
      checkInDate: ["Need a Check-In Date"],
      checkOutDate: ["Need a Check-Out Date"],
    })
    const { destination: _d, checkInDate: _i, checkOutDate: _o, ...rest } = complete
    expect(errorsOf(rest)).toEqual({
      destination: ["THIS FIELD IS REQUIRED!"],
      checkInDate: ["Need a Check-In Date"],
      checkOutDate: ["Need a Check-Out Date"],
    })
  })

  it("refuses a date that is not a calendar date", () => {
    expect(errorsOf({ ...complete, checkOutDate: "2026-02-30" })).toEqual({ checkOutDate: ["Invalid date"] })
  })

  it("gives Need to specify the rooms when the first room has no adults and no kids", () => {
    expect(errorsOf({ ...complete, guestRooms: [{ adults: 0, kids: 0 }] })).toEqual({
      guestRooms: ["Need to specify the rooms"],
      "guestRooms.0.adults": ["At least one adult required"],
    })
    expect(errorsOf({ ...complete, guestRooms: [{ adults: 0, kids: 1 }] })).toEqual({
      "guestRooms.0.adults": ["At least one adult required"],
    })
    expect(errorsOf({ ...complete, guestRooms: [{ adults: 1, kids: 1 }] })).toEqual({})
    expect(errorsOf({ ...complete, guestRooms: [{ adults: 1, kids: 0 }, { adults: 0, kids: 0 }] })).toEqual({
      "guestRooms.1.adults": ["At least one adult required"],
    })
  })

  it("carries the room count rules", () => {
    expect(errorsOf({ ...complete, guestRooms: [] })).toEqual({ guestRooms: ["Need to select a room"] })
    const eleven = Array.from({ length: 11 }, () => ({ adults: 1, kids: 0 }))
    expect(errorsOf({ ...complete, guestRooms: eleven })).toEqual({ guestRooms: ["Cannot select more than 10 rooms"] })
    expect(errorsOf({ ...complete, guestRooms: [{ adults: 1, kids: -1 }] })).toEqual({
      "guestRooms.0.kids": ["Cannot have negative number of adults / kids"],
    })
  })

  it("needs check-out after check-in", () => {
    expect(errorsOf({ ...complete, checkInDate: "2026-12-03", checkOutDate: "2026-12-03" })).toEqual({
      checkOutDate: ["Check-Out Date must be after the Check-In Date"],
    })
    expect(errorsOf({ ...complete, checkInDate: "2026-12-03", checkOutDate: "2026-12-02" })).toEqual({
      checkOutDate: ["Check-Out Date must be after the Check-In Date"],
    })
    expect(errorsOf({ ...complete, checkInDate: "2026-12-31", checkOutDate: "2027-01-01" })).toEqual({})
  })

  it("refuses a destination that is neither a location nor a hotel", () => {
    expect(Object.keys(errorsOf({ ...complete, destination: { category: "city", name: "Cape Town" } }))).toEqual(["destination"])
  })
})
