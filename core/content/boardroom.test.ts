import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Boardroom, meetingRoomCapacity, meetingRoomRateLabels, seatsGuests } from "./boardroom.ts"

const boardroom: Boardroom = {
  id: 3,
  hotelsLinked: [7],
  brandLinked: 1,
  name: "Protea Room",
  halfDayRate: 250_000,
  fullDayRate: 400_000,
  facilitiesLinked: [1, 2],
  description: "A bright room",
  uShapedSeats: 20,
  schoolRoomSeats: 30,
  boardRoomSeats: 16,
  cinemaSeats: null,
  city: "Johannesburg",
  pdf: null,
  images: [],
}

describe("boardroom", () => {
  it("holds the spec's fields, rates in cents", () => {
    expect(Schema.decodeUnknownSync(Boardroom)(boardroom)).toEqual(boardroom)
    expect(Schema.decodeUnknownOption(Boardroom)({ ...boardroom, halfDayRate: 2500.5 })._tag).toBe("None")
    expect(Schema.decodeUnknownOption(Boardroom)({ ...boardroom, cinemaSeats: -1 })._tag).toBe("None")
  })

  it("shows its rates as 'From R {amount}'", () => {
    expect(meetingRoomRateLabels(boardroom)).toEqual({ halfDay: "From R 2,500.00", fullDay: "From R 4,000.00" })
    expect(meetingRoomRateLabels({ halfDayRate: 1, fullDayRate: 123_456_789 })).toEqual({
      halfDay: "From R 0.01",
      fullDay: "From R 1,234,567.89",
    })
  })

  it("shows no rate for a duration it is not let for", () => {
    expect(meetingRoomRateLabels({ halfDayRate: null, fullDayRate: 0 })).toEqual({ halfDay: null, fullDay: null })
  })

  it("seats as many guests as its largest layout", () => {
    expect(meetingRoomCapacity(boardroom)).toBe(30)
    expect(meetingRoomCapacity({ uShapedSeats: null, schoolRoomSeats: null, boardRoomSeats: null, cinemaSeats: 120 })).toBe(120)
    expect(meetingRoomCapacity({ uShapedSeats: 12, schoolRoomSeats: null, boardRoomSeats: null, cinemaSeats: null })).toBe(12)
    expect(meetingRoomCapacity({ uShapedSeats: null, schoolRoomSeats: null, boardRoomSeats: 8, cinemaSeats: null })).toBe(8)
    expect(meetingRoomCapacity({ uShapedSeats: null, schoolRoomSeats: null, boardRoomSeats: null, cinemaSeats: null })).toBe(0)
  })

  it("seats a meeting up to its capacity and not one guest more", () => {
    expect(seatsGuests(boardroom, 30)).toBe(true)
    expect(seatsGuests(boardroom, 31)).toBe(false)
  })

  it("the capacity is one of the seat counts, and none is larger", () => {
    const seats = fc.option(fc.nat({ max: 500 }), { nil: null })
    fc.assert(
      fc.property(fc.record({ uShapedSeats: seats, schoolRoomSeats: seats, boardRoomSeats: seats, cinemaSeats: seats }), (room) => {
        const counts = Object.values(room).map((count) => count ?? 0)
        const capacity = meetingRoomCapacity(room)
        expect(counts.every((count) => count <= capacity)).toBe(true)
        expect([0, ...counts]).toContain(capacity)
      }),
    )
  })
})
