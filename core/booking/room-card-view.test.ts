import { describe, expect, it } from "vitest"
import { UNKNOWN_ROOM_DESCRIPTION, UNKNOWN_ROOM_NAME } from "./messages.ts"
import { roomCard, roomChoiceOf } from "./room-card-view.ts"
import { sampleOffer, sampleRate } from "./room-offer.testing.ts"
import { groupByRoomType } from "./room-selection.ts"

const groupOf = (...offers: Parameters<typeof groupByRoomType>[0]) => groupByRoomType(offers)[0]!

describe("a room card", () => {
  it("is a defect for a room type without any offer (grouping never makes one), named by its code", () => {
    expect(() => roomCard({ roomTypeCode: "DLX", offers: [] })).toThrow("Room type DLX has no offer")
  })

  it("shows the room type's content and its rates cheapest first, with what each costs over the cheapest", () => {
    const card = roomCard(
      groupOf(sampleOffer({ rates: [sampleRate("BB", "Bed and breakfast", 180_000), sampleRate("BAR", "Room only", 150_000)] })),
    )
    expect(card).toMatchObject({
      roomTypeCode: "SQ",
      name: "Standard Queen",
      description: "A queen room",
      images: ["https://img.example/queen.jpg"],
      amenities: ["Wi-Fi"],
      guestsLine: "Priced for 2 guests",
      hotelName: "Karoo Town Lodge Umhlanga",
      defaultRatePlanCode: "BAR",
    })
    expect(card.rateOptions.map((option) => [option.description, option.ratePlanCode, option.differenceCents])).toEqual([
      ["Room only", "BAR", 0],
      ["Bed and breakfast", "BB", 30_000],
    ])
  })

  it("says whom its rates are for, one guest or more (the room's capacity is its description's: issue 29 §12)", () => {
    expect(roomCard(groupOf(sampleOffer({ applicableNumberOfGuests: 1 }))).guestsLine).toBe("Priced for 1 guest")
    expect(roomCard(groupOf(sampleOffer({ applicableNumberOfGuests: 3 }))).guestsLine).toBe("Priced for 3 guests")
  })

  it("groups the rates of every offer of the room type under one card", () => {
    const card = roomCard(
      groupOf(
        sampleOffer({ ratePlanCode: "BAR", rates: [sampleRate("BAR", "Room only", 150_000)] }),
        sampleOffer({ ratePlanCode: "BB", rates: [sampleRate("BB", "Bed and breakfast", 120_000)] }),
      ),
    )
    expect(card.rateOptions.map((option) => option.ratePlanCode)).toEqual(["BB", "BAR"])
    expect(card.defaultRatePlanCode).toBe("BB")
  })

  it("gives each rate its own cancellation line (issue 29 §3)", () => {
    const card = roomCard(
      groupOf(
        sampleOffer({
          rates: [
            { ...sampleRate("BAR", "Flexible Rate", 150_000), refundable: true },
            { ...sampleRate("NR", "Non-refundable Saver", 130_000), refundable: false },
          ],
        }),
      ),
    )
    expect(card.rateOptions.map((option) => [option.ratePlanCode, option.cancellation])).toEqual([
      ["NR", "Non-refundable"],
      ["BAR", "Free cancellation until 16:00 on 10 Mar"],
    ])
  })

  it("names a room without content Unknown room name and Unknown room description", () => {
    const card = roomCard(groupOf(sampleOffer({ roomName: " ", roomDescription: "" })))
    expect([card.name, card.description]).toEqual([UNKNOWN_ROOM_NAME, UNKNOWN_ROOM_DESCRIPTION])
  })

  it("falls back to the offer's own rate plan when no rate has details", () => {
    expect(roomCard(groupOf(sampleOffer({ ratePlanCode: "X", rates: [] }))).defaultRatePlanCode).toBe("X")
  })
})

describe("choosing a room card", () => {
  it("stores the picked rate plan of the offer carrying it, at that rate's total", () => {
    const group = groupOf(
      sampleOffer({ ratePlanCode: "BAR", rates: [sampleRate("BAR", "Room only", 150_000)] }),
      sampleOffer({ ratePlanCode: "BB", rates: [sampleRate("BB", "Bed and breakfast", 90_000, 90_000)] }),
    )
    const choice = roomChoiceOf(group, "BB")
    expect(choice.ratePlanCode).toBe("BB")
    expect(choice.roomTypeCode).toBe("SQ")
    expect(choice.roomDescription?.totalAmount).toBe(180_000)
    expect(choice.rates.map((rate) => rate.ratePlanCode)).toEqual(["BB"])
  })

  it("takes the first offer at its own rate for a rate plan no offer carries", () => {
    expect(roomChoiceOf(groupOf(sampleOffer()), "NONE").ratePlanCode).toBe("BAR")
  })

  it("is a bug for a room type without an offer (a defect naming the room type)", () => {
    expect(() => roomCard({ ...groupOf(sampleOffer()), roomTypeCode: "SQ", offers: [] })).toThrow("Room type SQ has no offer")
  })
})

describe("a room type without offers", () => {
  it("is a bug, named by its room type: a group always holds the offers it was grouped from", () => {
    expect(() => roomCard({ roomTypeCode: "SQ", offers: [] })).toThrow("Room type SQ has no offer")
  })
})
