import { describe, expect, it } from "vitest"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "../booking/session-state.ts"
import type { HotelDestination } from "./destination.ts"
import {
  datesMessages,
  destinationMessages,
  guestsMessages,
  makeSearchForm,
  roomMessages,
  searchFormValues,
} from "./search-form.ts"

const umhlanga: HotelDestination = { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" }

describe("a search form", () => {
  it("shows no message before a search is attempted, then every message where the spec puts it", () => {
    const form = makeSearchForm()
    form.decrement(0, "adults")
    expect(form.shownErrors.value).toEqual({})
    expect(form.attempt()).toBe(false)
    const errors = form.shownErrors.value
    expect(destinationMessages(errors)).toEqual(["THIS FIELD IS REQUIRED!"])
    expect(datesMessages(errors)).toEqual(["Need a Check-In Date", "Need a Check-Out Date"])
    expect(guestsMessages(errors)).toEqual(expect.arrayContaining(["Need to specify the rooms", "At least one adult required"]))
    expect(roomMessages(errors, 0)).toEqual(["At least one adult required"])
    expect(guestsMessages(errors)).not.toEqual(expect.arrayContaining(["THIS FIELD IS REQUIRED!"]))
    expect(guestsMessages(errors)).not.toEqual(expect.arrayContaining(["Need a Check-In Date"]))
  })

  it("opens the date picker once the guest chooses a destination, the next thing a search needs (issue 27 §4)", () => {
    const form = makeSearchForm()
    expect(form.datesOpen.value).toBe(false)
    form.setDestination(null)
    expect(form.datesOpen.value).toBe(false)
    form.setDestination(umhlanga)
    expect(form.datesOpen.value).toBe(true)
    form.datesOpen.value = false
    form.reset(form.values.value)
    expect(form.datesOpen.value).toBe(false)
  })

  it("keeps the messages live after the attempt: fixing a field clears its message", () => {
    const form = makeSearchForm()
    form.attempt()
    form.setDestination(umhlanga)
    form.setDates("2026-12-01", "2026-12-03")
    expect(form.shownErrors.value).toEqual({})
    expect(form.attempt()).toBe(true)
  })

  it("adds rooms up to 10, then says Cannot book more than 10 rooms through the website until the rooms change", () => {
    const form = makeSearchForm()
    for (let room = 1; room < 10; room++) form.addRoom()
    expect(form.values.value.guestRooms).toHaveLength(10)
    expect(form.roomLimitMessage.value).toBeNull()
    form.addRoom()
    expect(form.values.value.guestRooms).toHaveLength(10)
    expect(form.roomLimitMessage.value).toBe("Cannot book more than 10 rooms through the website")
    form.removeRoom(9)
    expect(form.roomLimitMessage.value).toBeNull()
    expect(form.values.value.guestRooms).toHaveLength(9)
  })

  it("steps guests by one within the plus-button cap, and never removes the first room", () => {
    const form = makeSearchForm()
    form.increment(0, "kids")
    form.increment(0, "kids")
    expect(form.values.value.guestRooms).toEqual([{ adults: 1, kids: 1 }])
    form.removeRoom(0)
    expect(form.values.value.guestRooms).toHaveLength(1)
  })

  it("disables search while an entered promo code is being checked or is invalid", () => {
    const form = makeSearchForm()
    expect(form.searchDisabled.value).toBe(false)
    form.promo.value = { kind: "checking", promoCode: "SUMMER" }
    expect(form.searchDisabled.value).toBe(true)
    form.promo.value = { kind: "invalid", promoCode: "NOPE", message: "This code is expired/invalid." }
    expect(form.searchDisabled.value).toBe(true)
    form.promo.value = { kind: "valid", promoCode: "SUMMER", mandatoryPayment: false }
    expect(form.searchDisabled.value).toBe(false)
  })

  it("starts from the session's search, with a club card only once it was validated", () => {
    const search = { destination: umhlanga, checkInDate: "2026-12-01", checkOutDate: "2026-12-03", flexiDate: false, guestRooms: [{ adults: 2, kids: 0 }], promoCode: "SUMMER", clubCard: "1234567890123" }
    const state = withSearch(DEFAULT_BOOKING_SESSION_STATE, search)
    expect(searchFormValues(state)).toEqual({ ...search, clubCard: "" })
    expect(searchFormValues({ ...state, clubCardValid: true })).toEqual(search)
  })

  it("resets to new values, hiding the messages again", () => {
    const form = makeSearchForm()
    form.attempt()
    form.reset({ ...form.values.value, destination: umhlanga })
    expect(form.shownErrors.value).toEqual({})
    expect(form.values.value.destination).toEqual(umhlanga)
  })
})
