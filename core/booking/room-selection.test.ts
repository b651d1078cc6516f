import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { RoomRate } from "../rates/room-rate.ts"
import { RoomOffer, roomDescriptionOf, roomNameOf } from "./room-offer.ts"
import { sampleOffer } from "./room-offer.testing.ts"
import {
  chooseRoomAt,
  choiceFromOffer,
  groupByRoomType,
  nextStep,
  type RoomChoice,
  roomListView,
  ROOMS_PER_PAGE,
  roomsLackingChoice,
  routeOf,
  selectLoadingStays,
  stepAfterChoice,
} from "./room-selection.ts"
import { type GuestRoomState, unchosenRoom } from "./session-state.ts"

const rate = (ratePlanCode: string, ...amounts: Array<number>): RoomRate => ({
  ratePlanCode,
  details: amounts.map((amount) => ({
    rateDescription: ratePlanCode === "BAR" ? "Room only" : "Bed and breakfast",
    totalAmountCents: amount,
    totalCurrency: "ZAR",
    baseCurrency: "ZAR",
    unitMultiplier: 2,
    effectiveDate: "2026-03-10",
    expiryDate: "2026-03-12",
    baseAmountCents: amount,
  })),
})

const offer: RoomOffer = sampleOffer({
  mandatoryPaymentPeriods: [{ checkInDate: "2026-12-20", checkOutDate: "2026-12-31", description: "Festive" }],
  rates: [rate("BAR", 75_000, 75_000), rate("BB", 90_000, 90_000), rate("EMPTY")],
})

const typed = (roomTypeCode: string, ratePlanCode = "BAR"): RoomOffer => ({ ...offer, roomTypeCode, ratePlanCode })
const open = unchosenRoom({ adults: 1, kids: 0 })
const choice = choiceFromOffer(offer)
const taken: GuestRoomState = { ...open, ...choice }

describe("room offers", () => {
  it("decodes an offer and refuses a negative number of units", () => {
    const encoded = Schema.encodeSync(RoomOffer)(offer)
    expect(Schema.decodeUnknownSync(RoomOffer)(encoded)).toEqual(offer)
    expect(Schema.decodeUnknownOption(RoomOffer)({ ...encoded, numberOfUnits: -1 })._tag).toBe("None")
  })

  it("falls back to Unknown room name and Unknown room description when the content is missing", () => {
    expect(roomNameOf(offer)).toBe("Standard Queen")
    expect(roomNameOf({ roomName: " " })).toBe("Unknown room name")
    expect(roomDescriptionOf(offer)).toBe("A queen room")
    expect(roomDescriptionOf({ roomDescription: "" })).toBe("Unknown room description")
    expect(roomDescriptionOf({ roomDescription: "  " })).toBe("Unknown room description")
    expect(roomNameOf({ roomName: "" })).toBe("Unknown room name")
  })
})

describe("choosing a room", () => {
  it("takes the room's name, periods, rate plan, room type and rates, at the offer's own rate plan by default", () => {
    // made here, not read from the module's `choice`: a value made while the file loads is made before any mutant is on
    expect(choiceFromOffer(offer)).toEqual({
      roomDescription: { roomName: "Standard Queen", totalAmount: 150_000, mandatoryPaymentPeriods: offer.mandatoryPaymentPeriods },
      ratePlanCode: "BAR",
      roomTypeCode: "SQ",
      rates: offer.rates,
    })
  })

  it("prices the rate plan picked on the card by the sum of its details", () => {
    const picked = choiceFromOffer(offer, "BB")
    expect(picked.ratePlanCode).toBe("BB")
    expect(picked.roomDescription?.totalAmount).toBe(180_000)
  })

  it("keeps the offer's total for a rate plan without details or not among the rates", () => {
    expect(choiceFromOffer(offer, "EMPTY").roomDescription?.totalAmount).toBe(150_000)
    expect(choiceFromOffer(offer, "NONE").roomDescription?.totalAmount).toBe(150_000)
  })

  it("stores the choice at the active room index only, keeping that room's guests", () => {
    const rooms = [open, { ...open, adults: 2, kids: 1 }, open]
    const after = chooseRoomAt(rooms, 1, choice)
    expect(after[0]).toBe(rooms[0])
    expect(after[1]).toEqual({ adults: 2, kids: 1, ...choice })
    expect(after[2]).toBe(rooms[2])
  })

  it("lists the rooms lacking a choice, in order", () => {
    expect(roomsLackingChoice([open, taken, open])).toEqual([0, 2])
    expect(roomsLackingChoice([taken])).toEqual([])
  })
})

describe("where the rooms page goes after a selection", () => {
  it("moves to the first room lacking a choice", () => {
    expect(nextStep([taken, open, open])).toEqual({ kind: "room", index: 1 })
    expect(nextStep([open, taken])).toEqual({ kind: "room", index: 0 })
  })

  it("goes to the review when every room has a choice", () => {
    expect(nextStep([taken, taken])).toEqual({ kind: "review" })
  })

  it("goes to the same-day page when the selection lacks a description", () => {
    const noDescription: RoomChoice = { ...choice, roomDescription: null }
    expect(stepAfterChoice(noDescription, [taken])).toEqual({ kind: "today" })
    expect(stepAfterChoice(choice, [taken])).toEqual({ kind: "review" })
    expect(stepAfterChoice(choice, [taken, open])).toEqual({ kind: "room", index: 1 })
  })

  it("routes to the rooms page with the active room index, the review, or the same-day page", () => {
    expect(routeOf({ kind: "room", index: 2 })).toBe("/booking/rooms?active-room-index=2")
    expect(routeOf({ kind: "review" })).toBe("/booking/review")
    expect(routeOf({ kind: "today" })).toBe("/booking/today")
  })

  it("the next room is always one lacking a choice, with none lacking before it, and review means none lacks", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), (hasChoice) => {
        const rooms = hasChoice.map((has) => (has ? taken : open))
        const step = nextStep(rooms)
        if (step.kind === "review") expect(hasChoice.every(Boolean)).toBe(true)
        else {
          expect(hasChoice[step.index]).toBe(false)
          expect(hasChoice.slice(0, step.index).every(Boolean)).toBe(true)
        }
      }),
    )
  })

  it("keeps the select button loading only when the active room is the last requested room", () => {
    expect(selectLoadingStays(2, 3)).toBe(true)
    expect(selectLoadingStays(1, 3)).toBe(false)
    expect(selectLoadingStays(0, 1)).toBe(true)
  })
})

describe("room list", () => {
  it("groups offers by room type in order of first appearance, keeping the offers' order", () => {
    const a1 = typed("A", "1")
    const b1 = typed("B", "1")
    const a2 = typed("A", "2")
    const c1 = typed("C", "1")
    expect(groupByRoomType([a1, b1, a2, c1])).toEqual([
      { roomTypeCode: "A", offers: [a1, a2] },
      { roomTypeCode: "B", offers: [b1] },
      { roomTypeCode: "C", offers: [c1] },
    ])
  })

  it("grouping keeps every offer once, in its original relative order", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("A", "B", "C", "D"), { maxLength: 20 }), (codes) => {
        const offers = codes.map((code, i) => typed(code, String(i)))
        const groups = groupByRoomType(offers)
        expect(groups.flatMap((group) => group.offers).length).toBe(offers.length)
        expect(groups.map((group) => group.roomTypeCode)).toEqual([...new Set(codes)])
        for (const group of groups) {
          expect(group.offers.every((o) => o.roomTypeCode === group.roomTypeCode)).toBe(true)
          const indexes = group.offers.map((o) => Number(o.ratePlanCode))
          expect(indexes).toEqual([...indexes].sort((x, y) => x - y))
        }
      }),
    )
  })

  it("shows No Rooms Available when there are no offers", () => {
    expect(roomListView([], 1)).toEqual({
      kind: "empty",
      message: "No Rooms Available For These Dates - Please Try Different Dates Or One Of Our Other Hotels.",
    })
  })

  it("shows 4 room types per page", () => {
    expect(ROOMS_PER_PAGE).toBe(4)
    const offers = ["A", "B", "C", "D", "E"].map((code) => typed(code))
    const first = roomListView(offers, 1)
    const second = roomListView(offers, 2)
    expect(first.kind === "ready" && first.groups.map((g) => g.roomTypeCode)).toEqual(["A", "B", "C", "D"])
    expect(first.kind === "ready" && [first.page, first.pageCount]).toEqual([1, 2])
    expect(second.kind === "ready" && second.groups.map((g) => g.roomTypeCode)).toEqual(["E"])
    expect(second.kind === "ready" && second.page).toBe(2)
    const four = roomListView(offers.slice(0, 4), 1)
    expect(four.kind === "ready" && four.pageCount).toBe(1)
  })

  it("keeps the page within the pages there are", () => {
    const offers = ["A", "B", "C", "D", "E"].map((code) => typed(code))
    const page = (requested: number) => {
      const view = roomListView(offers, requested)
      return view.kind === "ready" ? view.page : undefined
    }
    expect(page(0)).toBe(1)
    expect(page(3)).toBe(2)
    expect(page(Number.NaN)).toBe(1)
    expect(page(1.7)).toBe(1)
  })

  it("pages cover every room type exactly once, at most 4 a page", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), (types) => {
        const offers = Array.from({ length: types }, (_, i) => typed(`T${i}`))
        const first = roomListView(offers, 1)
        const pageCount = first.kind === "ready" ? first.pageCount : 0
        expect(pageCount).toBe(Math.ceil(types / 4))
        const seen = Array.from({ length: pageCount }, (_, p) => {
          const view = roomListView(offers, p + 1)
          const codes = view.kind === "ready" ? view.groups.map((g) => g.roomTypeCode) : []
          expect(codes.length).toBeLessThanOrEqual(4)
          return codes
        }).flat()
        expect(seen).toEqual(offers.map((o) => o.roomTypeCode))
      }),
    )
  })
})
