import { describe, expect, it } from "vitest"
import { sampleOffer } from "./room-offer.testing.ts"
import { choiceFromOffer, chooseRoomAt } from "./room-selection.ts"
import { DEFAULT_BOOKING_SESSION_STATE, roomsTotal, withSearch } from "./session-state.ts"
import { nightsLabel, summaryBarAmount, summaryPanel } from "./summary-panel.ts"

const searched = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2026-03-10",
  checkOutDate: "2026-03-13",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "",
  clubCard: "",
})

describe("the booking summary panel", () => {
  it("says 1 night and n nights", () => {
    expect([nightsLabel(1), nightsLabel(3)]).toEqual(["1 night", "3 nights"])
  })

  it("shows the hotel, the stay, the nights and everyone staying", () => {
    expect(summaryPanel(searched)).toMatchObject({
      hotelName: "Karoo Town Lodge Umhlanga",
      stay: "10 Mar 2026 – 13 Mar 2026",
      nights: 3,
      nightsLabel: "3 nights",
      guests: "2 rooms, 3 adults, 1 child",
    })
  })

  it("prices each chosen room for the nights and derives Subtotal rate and Taxes & Fees from the Total Amount", () => {
    const guestRooms = chooseRoomAt(searched.guestRooms, 0, choiceFromOffer(sampleOffer()))
    const state = { ...searched, guestRooms, totalPriceForStay: roomsTotal(guestRooms) }
    const panel = summaryPanel(state)
    expect(panel.rooms).toEqual([
      { label: "Room 1", guests: "2 adults, 1 child", roomName: "Standard Queen", priceCents: 150_000 },
      { label: "Room 2", guests: "1 adult", roomName: null, priceCents: null },
    ])
    expect(panel.amounts).toEqual({ subtotalCents: 130_435, taxesCents: 19_565, totalCents: 150_000 })
  })

  it("says what loyalty points paid of a part-paid booking and what is left for the card (issue 29)", () => {
    const guestRooms = chooseRoomAt(searched.guestRooms, 0, choiceFromOffer(sampleOffer()))
    const state = { ...searched, guestRooms, totalPriceForStay: 150_000 }
    expect(summaryPanel({ ...state, pointsPaid: { nights: 1, points: 1_000, coveredCents: 50_000 } }).pointsPaid).toEqual({ coveredCents: 50_000, cardCents: 100_000 })
    expect(summaryPanel(state).pointsPaid).toBeNull()
  })

  it("names on the phone's closed summary bar what is still to pay: the card's part once points paid some, else the total", () => {
    const guestRooms = chooseRoomAt(searched.guestRooms, 0, choiceFromOffer(sampleOffer()))
    const state = { ...searched, guestRooms, totalPriceForStay: 150_000 }
    expect(summaryBarAmount(summaryPanel({ ...state, pointsPaid: { nights: 1, points: 1_000, coveredCents: 50_000 } }))).toEqual({ label: "Left to pay by card", cents: 100_000 })
    expect(summaryBarAmount(summaryPanel(state))).toEqual({ label: "Total Amount", cents: 150_000 })
    expect(summaryBarAmount(summaryPanel(searched))).toBeNull()
  })

  it("has no amounts before a room is chosen: no R 0.00 (issue 29 §13)", () => {
    expect(summaryPanel(searched).amounts).toBeNull()
    expect(summaryPanel(DEFAULT_BOOKING_SESSION_STATE).amounts).toBeNull()
  })

  it("has no stay and no hotel before a search", () => {
    expect(summaryPanel(DEFAULT_BOOKING_SESSION_STATE)).toMatchObject({ hotelName: null, stay: null, nights: 0 })
  })

  it("has no stay and no nights while one of the dates is still missing", () => {
    expect(summaryPanel({ ...searched, checkOutDate: null })).toMatchObject({ stay: null, nights: 0 })
    expect(summaryPanel({ ...searched, checkInDate: null })).toMatchObject({ stay: null, nights: 0 })
  })

  it("says nothing of points that paid nothing", () => {
    const guestRooms = chooseRoomAt(searched.guestRooms, 0, choiceFromOffer(sampleOffer()))
    const state = { ...searched, guestRooms, totalPriceForStay: 150_000 }
    expect(summaryPanel({ ...state, pointsPaid: { nights: 0, points: 0, coveredCents: 0 } }).pointsPaid).toBeNull()
  })
})
