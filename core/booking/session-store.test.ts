import { Effect, Layer, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SessionStore } from "../ports/SessionStore.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import type { SearchCriteria } from "../search/search-criteria.ts"
import type { RoomChoice } from "./room-selection.ts"
import {
  clearManageBookingLookup,
  hydrateBookingState,
  makeBookingSession,
  readManageBookingLookup,
  serialiseBookingState,
  SESSION_KEYS,
  writeManageBookingLookup,
} from "./session-store.ts"
import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE, unchosenRoom, withSearch } from "./session-state.ts"

const run = <A>(program: Effect.Effect<A, never, SessionStore>, entries = new Map<string, string>()) =>
  Effect.runPromise(program.pipe(Effect.provide(layerMemory(entries))))

const criteria: SearchCriteria = {
  destination: { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" },
  checkInDate: "2026-03-10",
  checkOutDate: "2026-03-12",
  flexiDate: false,
  guestRooms: [
    { adults: 2, kids: 1 },
    { adults: 1, kids: 0 },
  ],
  promoCode: "",
  clubCard: "",
}

const choice = (roomName: string, totalAmount: number): RoomChoice => ({
  roomDescription: { roomName, totalAmount, mandatoryPaymentPeriods: [] },
  ratePlanCode: "BAR",
  roomTypeCode: "SQ",
  rates: [
    {
      ratePlanCode: "BAR",
      details: [
        {
          rateDescription: "Room only",
          totalAmountCents: totalAmount,
          totalCurrency: "ZAR",
          baseCurrency: "ZAR",
          unitMultiplier: 2,
          effectiveDate: "2026-03-10",
          expiryDate: "2026-03-12",
          baseAmountCents: 125_050,
        },
      ],
    },
  ],
})

const searched = withSearch(DEFAULT_BOOKING_SESSION_STATE, criteria)

describe("hydrating the booking state from session storage", () => {
  it("starts from the defaults when nothing is stored", () => {
    expect(hydrateBookingState(Option.none())).toBe(DEFAULT_BOOKING_SESSION_STATE)
  })

  it("reads back a stored state, rates and all", () => {
    const state: BookingSessionState = {
      ...searched,
      guestRooms: [{ adults: 2, kids: 1, ...choice("Standard Queen", 150_000) }, unchosenRoom({ adults: 1, kids: 0 })],
      uuid: "3f1c",
      userCoordinates: { latitude: -33.9249, longitude: 18.4241 },
    }
    const stored = serialiseBookingState(state)
    expect(JSON.parse(stored).guestRooms[0].rates[0].details[0].totalAmount).toBe("1,500.00")
    expect(hydrateBookingState(Option.some(stored))).toEqual(state)
  })

  it("falls back to the defaults on text that is not JSON, JSON of another shape, or a state out of bounds", () => {
    const corrupt = [
      "",
      "not json",
      "{",
      "null",
      "[]",
      "{}",
      JSON.stringify({ ...JSON.parse(serialiseBookingState(searched)), guestRooms: [] }),
      JSON.stringify({ ...JSON.parse(serialiseBookingState(searched)), activeRoomIndex: 2 }),
      JSON.stringify({ ...JSON.parse(serialiseBookingState(searched)), checkInDate: "10/03/2026" }),
      JSON.stringify({ ...JSON.parse(serialiseBookingState(searched)), totalPriceForStay: "1500" }),
      serialiseBookingState(searched).slice(0, -1),
    ]
    for (const text of corrupt) expect(hydrateBookingState(Option.some(text))).toBe(DEFAULT_BOOKING_SESSION_STATE)
  })

  it("a serialised state reads back equal", () => {
    const room = fc.record({ adults: fc.nat(4), kids: fc.nat(4) })
    const search = fc.record({
      rooms: fc.array(room, { minLength: 1, maxLength: 10 }),
      flexiDate: fc.boolean(),
      promoCode: fc.string(),
      clubCard: fc.string(),
      total: fc.nat(100_000_000),
      uuid: fc.option(fc.uuid(), { nil: null }),
    })
    fc.assert(
      fc.property(search, ({ rooms, flexiDate, promoCode, clubCard, total, uuid }) => {
        const state: BookingSessionState = {
          ...withSearch(DEFAULT_BOOKING_SESSION_STATE, { ...criteria, guestRooms: rooms, flexiDate, promoCode, clubCard }),
          totalPriceForStay: total,
          uuid,
        }
        expect(hydrateBookingState(Option.some(serialiseBookingState(state)))).toEqual(state)
      }),
    )
  })

  it("whatever is stored, hydration gives a state and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const state = hydrateBookingState(Option.some(text))
        expect(state.guestRooms.length).toBeGreaterThanOrEqual(1)
      }),
    )
  })
})

describe("booking session store", () => {
  it("starts from what session storage holds", async () => {
    const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(searched)]])
    const state = await run(Effect.map(makeBookingSession(), (session) => session.state.value), entries)
    expect(state).toEqual(searched)
  })

  it("starts from the defaults, uninitialised, when storage holds something corrupt", async () => {
    const entries = new Map([[SESSION_KEYS.bookingState, "{corrupt"]])
    const [state, initialised] = await run(
      Effect.map(makeBookingSession(), (session) => [session.state.value, session.isInitialised.value] as const),
      entries,
    )
    expect(state).toBe(DEFAULT_BOOKING_SESSION_STATE)
    expect(initialised).toBe(false)
  })

  it("drawn as the server drew the page, starts from the defaults and takes up the stored state once asked", async () => {
    const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(searched)]])
    const seen = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession("defaults")
        const drawn = session.state.value
        yield* session.readStored
        return [drawn, session.state.value]
      }),
      entries,
    )
    expect(seen).toEqual([DEFAULT_BOOKING_SESSION_STATE, searched])
  })

  it("drawn with the search of the page's URL (a server-drawn booking page), keeps that search over a stored other one", async () => {
    const other = withSearch(DEFAULT_BOOKING_SESSION_STATE, { ...criteria, checkInDate: "2026-04-01", checkOutDate: "2026-04-03" })
    const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(other)]])
    const seen = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession("defaults", searched)
        const drawn = session.state.value
        yield* session.readStored
        return [drawn, session.state.value]
      }),
      entries,
    )
    expect(seen).toEqual([searched, withSearch(other, criteria)])
    expect(hydrateBookingState(Option.fromNullishOr(entries.get(SESSION_KEYS.bookingState)))).toEqual(withSearch(other, criteria))
  })

  it("drawn with a search whose promo code and club card the server checked, keeps their answers over a stored other search", async () => {
    const coded = { ...withSearch(DEFAULT_BOOKING_SESSION_STATE, { ...criteria, promoCode: "PAYNOW", clubCard: "4006381333931" }) }
    const checked = { ...coded, promoCodeValid: true, isMandatoryPayment: true, clubCardValid: true }
    const state = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession("defaults", checked)
        yield* session.readStored
        return session.state.value
      }),
      new Map(),
    )
    expect(state).toEqual(checked)
  })

  it("drawn with the URL's search, takes up the stored state whole when it holds that search (its room choices kept)", async () => {
    const chosen = { ...searched, activeRoomIndex: 1 }
    const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(chosen)]])
    const state = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession("defaults", searched)
        yield* session.readStored
        return session.state.value
      }),
      entries,
    )
    expect(state).toEqual(chosen)
  })

  it("drawn with the URL's search, keeps a restored booking or a reset as they are when the stored state is asked for after them", async () => {
    const booked = withSearch(DEFAULT_BOOKING_SESSION_STATE, { ...criteria, checkInDate: "2026-05-01", checkOutDate: "2026-05-04" })
    const seen = await run(
      Effect.gen(function* () {
        const restored = yield* makeBookingSession("defaults", searched)
        yield* restored.restore(booked)
        yield* restored.readStored
        const reset = yield* makeBookingSession("defaults", searched)
        yield* reset.reset
        yield* reset.readStored
        return [restored.state.value, reset.state.value]
      }),
      new Map(),
    )
    expect(seen).toEqual([booked, DEFAULT_BOOKING_SESSION_STATE])
  })

  it("drawn from the defaults, a command works on the stored state, never over it", async () => {
    const entries = new Map([[SESSION_KEYS.bookingState, serialiseBookingState(searched)]])
    const state = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession("defaults")
        yield* session.setClubCard("CLUB-1", true)
        yield* session.readStored
        return session.state.value
      }),
      entries,
    )
    const expected = { ...searched, clubCard: "CLUB-1", clubCardValid: true }
    expect(state).toEqual(expected)
    expect(hydrateBookingState(Option.fromNullishOr(entries.get(SESSION_KEYS.bookingState)))).toEqual(expected)
  })

  it("stores a submitted search, marks it initialised and writes it to session storage", async () => {
    const entries = new Map<string, string>()
    const session = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        yield* session.setSearch(criteria)
        return session
      }),
      entries,
    )
    expect(session.state.value).toEqual(searched)
    expect(session.isInitialised.value).toBe(true)
    expect(session.summary.value).toEqual({
      checkInDate: "2026-03-10",
      checkOutDate: "2026-03-12",
      totalRooms: 2,
      totalAdults: 3,
      totalKids: 1,
    })
    expect(hydrateBookingState(Option.fromNullishOr(entries.get("hotel.booking.state")))).toEqual(searched)
  })

  it("writes nothing for a command that leaves the state as it was", async () => {
    const entries = new Map<string, string>()
    const writtenElsewhere = serialiseBookingState(searched)
    await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        // Another writer fills storage after this session started (a second page life of the same tab).
        entries.set(SESSION_KEYS.bookingState, writtenElsewhere)
        // The promo code check of an empty field settles on what the session already holds.
        yield* session.setPromoCode("", false)
        yield* session.setMandatoryPayment(false)
      }),
      entries,
    )
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(writtenElsewhere)
  })

  it("a new session on the same storage sees the last command's state", async () => {
    const entries = new Map<string, string>()
    await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        yield* session.setSearch(criteria)
        yield* session.setHold({ uuid: "3f1c", expiresAt: "2026-03-01T10:15:00Z", totalCents: 1 })
        yield* session.setCancellationPolicyAccepted(true)
      }),
      entries,
    )
    const state = await run(Effect.map(makeBookingSession(), (session) => session.state.value), entries)
    expect(state.uuid).toBe("3f1c")
    expect(state.holdExpiresAt).toBe("2026-03-01T10:15:00Z")
    expect(state.isCancellationPolicyAccepted).toBe(true)
  })

  it("keeps what points paid of a booking while its hold follows it, and forgets it for another hold (issue 29)", async () => {
    const pointsPaid = { nights: 1, points: 1_000, coveredCents: 50_000 }
    const kept = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        yield* session.restore({ ...searched, uuid: "3f1c", totalPriceForStay: 150_000, pointsPaid })
        yield* session.setHold({ uuid: "3f1c", expiresAt: "2026-03-01T10:15:00Z", totalCents: 150_000 })
        const same = session.state.value.pointsPaid
        yield* session.setHold({ uuid: "9a2d", expiresAt: "2026-03-01T10:15:00Z", totalCents: 150_000 })
        return [same, session.state.value.pointsPaid]
      }),
    )
    expect(kept).toEqual([pointsPaid, undefined])
  })

  it("chooses each room in turn, moving to the next room lacking a choice and then to the review", async () => {
    const result = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        yield* session.setSearch(criteria)
        const lackingBefore = session.roomsLackingChoice.value
        const loadingOnFirst = session.selectLoadingStays.value
        const first = yield* session.chooseRoom(choice("Standard Queen", 150_000))
        const afterFirst = {
          active: session.state.value.activeRoomIndex,
          lacking: session.roomsLackingChoice.value,
          next: session.nextStep.value,
          total: session.totalForStay.value,
          loading: session.selectLoadingStays.value,
          activeRoom: session.activeRoom.value,
        }
        const second = yield* session.chooseRoom(choice("Twin", 80_000))
        return { lackingBefore, loadingOnFirst, first, afterFirst, second, session }
      }),
    )
    expect(result.lackingBefore).toEqual([0, 1])
    expect(result.loadingOnFirst).toBe(false)
    expect(result.first).toEqual({ kind: "room", index: 1 })
    expect(result.afterFirst).toEqual({
      active: 1,
      lacking: [1],
      next: { kind: "room", index: 1 },
      total: 150_000,
      loading: true,
      activeRoom: unchosenRoom({ adults: 1, kids: 0 }),
    })
    expect(result.second).toEqual({ kind: "review" })
    const state = result.session.state.value
    expect(state.guestRooms[0]).toEqual({ adults: 2, kids: 1, ...choice("Standard Queen", 150_000) })
    expect(state.guestRooms[1]).toEqual({ adults: 1, kids: 0, ...choice("Twin", 80_000) })
    expect(state.activeRoomIndex).toBe(1)
    expect(result.session.roomsLackingChoice.value).toEqual([])
    expect(result.session.nextStep.value).toEqual({ kind: "review" })
    expect(result.session.totalForStay.value).toBe(230_000)
    // spec B §9: VAT is 3/23 of the total
    expect(result.session.paymentSummary.value).toEqual({ subtotalCents: 200_000, taxesCents: 30_000, totalCents: 230_000 })
  })

  it("sends a selection without a description to the same-day page", async () => {
    const step = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        return yield* session.chooseRoom({ ...choice("Standard Queen", 1), roomDescription: null })
      }),
    )
    expect(step).toEqual({ kind: "today" })
  })

  it("sets the active room only to a requested room", async () => {
    const actives = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        yield* session.setSearch(criteria)
        const seen: Array<number> = []
        for (const index of [1, 2, -1, 0.5, 0]) {
          yield* session.setActiveRoom(index)
          seen.push(session.state.value.activeRoomIndex)
        }
        return seen
      }),
    )
    expect(actives).toEqual([1, 1, 1, 1, 0])
  })

  it("records promo code, club card, coordinates, mandatory payment, confirmation and total price", async () => {
    const states = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        yield* session.setPromoCode("SUMMER", true)
        yield* session.setMandatoryPayment(true)
        yield* session.setPromoCode("SUMMER", true)
        const samePromo = session.state.value
        yield* session.setPromoCode("WINTER", false)
        const otherPromo = session.state.value
        yield* session.setClubCard("1234567890123", true)
        yield* session.setUserCoordinates({ latitude: -33.9249, longitude: 18.4241 })
        yield* session.setConfirmation({
          confirmationNumber: "CL123",
          mainGuestName: "Thandi Nkosi",
          confirmationCommunicationMethod: ["email", "sms"],
        })
        yield* session.setTotalPrice(99_900, "USD")
        return { samePromo, otherPromo, last: session.state.value }
      }),
    )
    expect([states.samePromo.promoCode, states.samePromo.promoCodeValid, states.samePromo.isMandatoryPayment]).toEqual([
      "SUMMER",
      true,
      true,
    ])
    expect([states.otherPromo.promoCode, states.otherPromo.promoCodeValid, states.otherPromo.isMandatoryPayment]).toEqual([
      "WINTER",
      false,
      false,
    ])
    expect(states.last).toEqual({
      ...DEFAULT_BOOKING_SESSION_STATE,
      promoCode: "WINTER",
      clubCard: "1234567890123",
      clubCardValid: true,
      userCoordinates: { latitude: -33.9249, longitude: 18.4241 },
      confirmationNumber: "CL123",
      mainGuestName: "Thandi Nkosi",
      confirmationCommunicationMethod: ["email", "sms"],
      totalPriceForStay: 99_900,
      currency: "USD",
    })
  })

  it("resets to the defaults and leaves nothing in session storage", async () => {
    // Another value session storage keeps (the login flag, account/login-flag-store.ts): the reset leaves it.
    const entries = new Map<string, string>([["hotel.auth.loggedIn", "true"]])
    const session = await run(
      Effect.gen(function* () {
        const session = yield* makeBookingSession()
        yield* session.setSearch(criteria)
        yield* session.setMandatoryPayment(true)
        yield* session.reset
        return session
      }),
      entries,
    )
    expect(session.state.value).toBe(DEFAULT_BOOKING_SESSION_STATE)
    expect(session.isInitialised.value).toBe(false)
    expect(entries.has(SESSION_KEYS.bookingState)).toBe(false)
    expect(entries.get("hotel.auth.loggedIn")).toBe("true")
  })
})

describe("the manage-booking lookup in session storage", () => {
  it("names its keys", () => {
    expect(SESSION_KEYS).toEqual({
      bookingState: "hotel.booking.state",
      manageBookingEmail: "hotel.manageBooking.email",
      manageBookingNumber: "hotel.manageBooking.bookingNumber",
    })
  })

  it("keeps the manage-booking e-mail and booking number together", async () => {
    const entries = new Map<string, string>()
    expect(await run(readManageBookingLookup, entries)).toEqual(Option.none())
    await run(writeManageBookingLookup({ email: "thandi@example.com", bookingNumber: "CL123" }), entries)
    expect(entries.get("hotel.manageBooking.email")).toBe("thandi@example.com")
    expect(entries.get("hotel.manageBooking.bookingNumber")).toBe("CL123")
    expect(await run(readManageBookingLookup, entries)).toEqual(
      Option.some({ email: "thandi@example.com", bookingNumber: "CL123" }),
    )
    entries.delete("hotel.manageBooking.bookingNumber")
    expect(await run(readManageBookingLookup, entries)).toEqual(Option.none())
    await run(writeManageBookingLookup({ email: "a@example.com", bookingNumber: "CL9" }), entries)
    await run(clearManageBookingLookup, entries)
    expect(entries.size).toBe(0)
  })

  it("the in-memory store starts empty and forgets removed keys", async () => {
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const store = yield* SessionStore
        const before = yield* store.get("k")
        yield* store.set("k", "v")
        const after = yield* store.get("k")
        yield* store.remove("k")
        return [before, after, yield* store.get("k")]
      }).pipe(Effect.provide(Layer.fresh(layerMemory()))),
    )
    expect(seen).toEqual([Option.none(), Option.some("v"), Option.none()])
  })
})
