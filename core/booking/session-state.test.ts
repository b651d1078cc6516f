import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { SearchCriteria } from "../search/search-criteria.ts"
import { validate } from "../validation/field-errors.ts"
import {
  adultsLabel,
  BookingSessionState,
  bookingSummary,
  childrenLabel,
  DEFAULT_BOOKING_SESSION_STATE,
  type GuestRoomState,
  roomsLabel,
  roomsTotal,
  unchosenRoom,
  withSearch,
} from "./session-state.ts"

const decode = Schema.decodeUnknownOption(BookingSessionState)

const chosen = (totalAmount: number, adults = 2, kids = 0): GuestRoomState => ({
  adults,
  kids,
  roomDescription: { roomName: "Standard Queen", totalAmount, mandatoryPaymentPeriods: [] },
  ratePlanCode: "BAR",
  roomTypeCode: "SQ",
  rates: [
    {
      ratePlanCode: "BAR",
      details: [
        {
          rateDescription: "Bed and breakfast",
          totalAmountCents: totalAmount,
          totalCurrency: "ZAR",
          baseCurrency: "ZAR",
          unitMultiplier: 1,
          effectiveDate: "2026-03-10",
          expiryDate: "2026-03-12",
          baseAmountCents: totalAmount,
        },
      ],
    },
  ],
})

const criteria: SearchCriteria = {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2026-03-10",
  checkOutDate: "2026-03-12",
  flexiDate: true,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "SUMMER",
  clubCard: "1234567890123",
}

describe("booking session state defaults", () => {
  it("starts with one room of 1 adult and 0 kids, confirmation by sms, in ZAR, with no search", () => {
    expect(DEFAULT_BOOKING_SESSION_STATE).toEqual({
      destination: null,
      checkInDate: null,
      checkOutDate: null,
      flexiDate: false,
      guestRooms: [{ adults: 1, kids: 0, roomDescription: null, ratePlanCode: null, roomTypeCode: null, rates: [] }],
      promoCode: "",
      promoCodeValid: false,
      clubCard: "",
      clubCardValid: false,
      isMandatoryPayment: false,
      uuid: null,
      holdExpiresAt: null,
      confirmationNumber: null,
      mainGuestName: null,
      confirmationCommunicationMethod: ["sms"],
      isCancellationPolicyAccepted: false,
      totalPriceForStay: 0,
      currency: "ZAR",
      userCoordinates: null,
      activeRoomIndex: 0,
      isSearchInitialised: false,
    })
  })

  it("decodes the defaults and a chosen state back as they were", () => {
    expect(Schema.decodeUnknownSync(BookingSessionState)(DEFAULT_BOOKING_SESSION_STATE)).toEqual(DEFAULT_BOOKING_SESSION_STATE)
    const state = { ...DEFAULT_BOOKING_SESSION_STATE, guestRooms: [chosen(150_000)] }
    const encoded = Schema.encodeSync(BookingSessionState)(state)
    expect(Schema.decodeUnknownSync(BookingSessionState)(encoded)).toEqual(state)
  })

  it("refuses an active room index outside the requested rooms", () => {
    expect(validate(BookingSessionState)({ ...DEFAULT_BOOKING_SESSION_STATE, activeRoomIndex: 1 })).toEqual(
      Result.fail({ activeRoomIndex: ["The active room is not one of the requested rooms"] }),
    )
    expect(decode({ ...DEFAULT_BOOKING_SESSION_STATE, activeRoomIndex: 1 })._tag).toBe("None")
    expect(decode({ ...DEFAULT_BOOKING_SESSION_STATE, activeRoomIndex: -1 })._tag).toBe("None")
    const twoRooms = { ...DEFAULT_BOOKING_SESSION_STATE, guestRooms: [unchosenRoom({ adults: 1, kids: 0 }), chosen(1)] }
    expect(decode(Schema.encodeSync(BookingSessionState)({ ...twoRooms, activeRoomIndex: 1 }))._tag).toBe("Some")
  })

  it("refuses no rooms, more than 10 rooms, negative guests and no confirmation method", () => {
    const room = unchosenRoom({ adults: 1, kids: 0 })
    expect(decode({ ...DEFAULT_BOOKING_SESSION_STATE, guestRooms: [] })._tag).toBe("None")
    expect(decode({ ...DEFAULT_BOOKING_SESSION_STATE, guestRooms: Array(10).fill(room) })._tag).toBe("Some")
    expect(decode({ ...DEFAULT_BOOKING_SESSION_STATE, guestRooms: Array(11).fill(room) })._tag).toBe("None")
    expect(decode({ ...DEFAULT_BOOKING_SESSION_STATE, guestRooms: [{ ...room, kids: -1 }] })._tag).toBe("None")
    expect(decode({ ...DEFAULT_BOOKING_SESSION_STATE, confirmationCommunicationMethod: [] })._tag).toBe("None")
    expect(decode({ ...DEFAULT_BOOKING_SESSION_STATE, checkInDate: "2026-02-30" })._tag).toBe("None")
  })
})

describe("submitting a search", () => {
  it("stores the search with its rooms unchosen and marks the search initialised", () => {
    const state = withSearch(DEFAULT_BOOKING_SESSION_STATE, criteria)
    expect(state).toEqual({
      ...DEFAULT_BOOKING_SESSION_STATE,
      destination: criteria.destination,
      checkInDate: "2026-03-10",
      checkOutDate: "2026-03-12",
      flexiDate: true,
      guestRooms: [unchosenRoom({ adults: 2, kids: 1 }), unchosenRoom({ adults: 1, kids: 0 })],
      promoCode: "SUMMER",
      clubCard: "1234567890123",
      isSearchInitialised: true,
    })
  })

  it("drops earlier room choices and any reservation, but keeps the user's coordinates", () => {
    const before = {
      ...DEFAULT_BOOKING_SESSION_STATE,
      guestRooms: [chosen(150_000), chosen(90_000)],
      activeRoomIndex: 1,
      uuid: "b1",
      confirmationNumber: "R1",
      mainGuestName: "Thandi",
      isCancellationPolicyAccepted: true,
      totalPriceForStay: 240_000,
      userCoordinates: { latitude: -33.9249, longitude: 18.4241 },
    }
    const after = withSearch(before, criteria)
    expect(after.guestRooms.every((room) => room.roomDescription === null)).toBe(true)
    expect(after.activeRoomIndex).toBe(0)
    expect(after.uuid).toBeNull()
    expect(after.confirmationNumber).toBeNull()
    expect(after.mainGuestName).toBeNull()
    expect(after.isCancellationPolicyAccepted).toBe(false)
    expect(after.totalPriceForStay).toBe(0)
    expect(after.userCoordinates).toEqual({ latitude: -33.9249, longitude: 18.4241 })
  })

  it("keeps the validity of an unchanged promo code and club card, with the promo's mandatory payment", () => {
    const validated = {
      ...DEFAULT_BOOKING_SESSION_STATE,
      promoCode: "SUMMER",
      promoCodeValid: true,
      isMandatoryPayment: true,
      clubCard: "1234567890123",
      clubCardValid: true,
    }
    const same = withSearch(validated, criteria)
    expect([same.promoCodeValid, same.isMandatoryPayment, same.clubCardValid]).toEqual([true, true, true])
    const changed = withSearch(validated, { ...criteria, promoCode: "WINTER", clubCard: "9999999999999" })
    expect([changed.promoCodeValid, changed.isMandatoryPayment, changed.clubCardValid]).toEqual([false, false, false])
  })

  it("does not make an invalid promo code or club card valid", () => {
    const unvalidated = { ...DEFAULT_BOOKING_SESSION_STATE, promoCode: "SUMMER", clubCard: "1234567890123" }
    const state = withSearch(unvalidated, criteria)
    expect([state.promoCodeValid, state.isMandatoryPayment, state.clubCardValid]).toEqual([false, false, false])
  })
})

describe("booking summary", () => {
  it("counts rooms, adults and kids, with the dates", () => {
    const state = withSearch(DEFAULT_BOOKING_SESSION_STATE, criteria)
    expect(bookingSummary(state)).toEqual({
      checkInDate: "2026-03-10",
      checkOutDate: "2026-03-12",
      totalRooms: 2,
      totalAdults: 3,
      totalKids: 1,
    })
  })

  it("totals are the sums over the rooms", () => {
    const room = fc.record({ adults: fc.nat(5), kids: fc.nat(5) })
    fc.assert(
      fc.property(fc.array(room, { minLength: 1, maxLength: 10 }), (rooms) => {
        const summary = bookingSummary({ ...DEFAULT_BOOKING_SESSION_STATE, guestRooms: rooms.map(unchosenRoom) })
        expect(summary.totalRooms).toBe(rooms.length)
        expect(summary.totalAdults).toBe(rooms.reduce((sum, r) => sum + r.adults, 0))
        expect(summary.totalKids).toBe(rooms.reduce((sum, r) => sum + r.kids, 0))
      }),
    )
  })

  it("says 1 adult, 2 adults, 1 child, 2 children, 1 room, 3 rooms", () => {
    expect(adultsLabel(1)).toBe("1 adult")
    expect(adultsLabel(2)).toBe("2 adults")
    expect(adultsLabel(0)).toBe("0 adults")
    expect(childrenLabel(1)).toBe("1 child")
    expect(childrenLabel(2)).toBe("2 children")
    expect(childrenLabel(0)).toBe("0 children")
    expect(roomsLabel(1)).toBe("1 room")
    expect(roomsLabel(3)).toBe("3 rooms")
  })

  it("wording is singular exactly for a count of one", () => {
    fc.assert(
      fc.property(fc.nat(100), (count) => {
        expect(roomsLabel(count)).toBe(count === 1 ? "1 room" : `${count} rooms`)
        expect(childrenLabel(count)).toBe(count === 1 ? "1 child" : `${count} children`)
      }),
    )
  })
})

describe("total of the chosen rooms", () => {
  it("adds the chosen rooms' totals and counts an unchosen room as nothing", () => {
    expect(roomsTotal([chosen(150_000), unchosenRoom({ adults: 1, kids: 0 }), chosen(90_050)])).toBe(240_050)
    expect(roomsTotal([unchosenRoom({ adults: 1, kids: 0 })])).toBe(0)
  })

  it("the total equals the sum of the chosen rooms' amounts, to the cent", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.nat(10_000_000), { nil: null }), { maxLength: 10 }), (amounts) => {
        const rooms = amounts.map((amount) => (amount === null ? unchosenRoom({ adults: 1, kids: 0 }) : chosen(amount)))
        expect(roomsTotal(rooms)).toBe(amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0))
      }),
    )
  })
})
