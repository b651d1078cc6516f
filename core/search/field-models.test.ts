import { Effect, Fiber, type Layer, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HOME_ROUTE } from "../routes.ts"
import { groupBookingErrors, groupBookingForm } from "../account/submit-group-booking.ts"
import { effect, signal } from "@preact/signals-core"
import { makeClubCardModel } from "./club-card-model.ts"
import { makeDestinationModel } from "./destination-model.ts"
import { groupBookingFormSchema, makeGroupBookingModel } from "./group-booking-model.ts"
import { makePromoCodeModel } from "./promo-code-model.ts"
import { PAYMENT_REQUIRED_UPON_CHECKOUT } from "../payment/messages.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { NEAR_ME } from "./messages.ts"
import { MANDATORY_PAYMENT_ACTION } from "./promo-code.ts"
import { EMPTY_SEARCH_CRITERIA } from "./search-criteria.ts"
import { validate } from "../validation/field-errors.ts"
import { Temporal } from "temporal-polyfill"
import { makeSearchForm } from "./search-form.ts"
import { searchPortsMemory } from "./testing/search-ports.testing.ts"

const rosebank = hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg", { code: "107" })
const rosebankDestination = { category: "hotel", hotelId: 7, hotelCode: "107", name: rosebank.name } as const
const johannesburg = { category: "location", name: "Johannesburg", latitude: -26.2, longitude: 28.04 } as const
type SearchPorts = ReturnType<typeof searchPortsMemory>

/** Runs a test's steps in a scope on the search ports, the test clock at its start. */
const run = <A, E>(ports: SearchPorts, steps: Effect.Effect<A, E, Layer.Success<SearchPorts["layer"]> | Scope.Scope>): Promise<A> =>
  Effect.runPromise(Effect.scoped(steps).pipe(Effect.provide(ports.layer)))

/** A search form opened with `criteria`, its promo-code field, and the clock past the field's first check. */
const promoFieldOn = (criteria = EMPTY_SEARCH_CRITERIA) =>
  Effect.gen(function* () {
    const form = makeSearchForm(criteria)
    const field = yield* makePromoCodeModel({ form })
    yield* TestClock.adjust("1 millis")
    return { form, field }
  })

describe("the search fields' models", () => {
  it("the destination searches after a 500 ms pause in typing, and a newer text interrupts the older search", async () => {
    const ports = searchPortsMemory({ content: { hotels: [rosebank] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const form = makeSearchForm()
        const field = yield* makeDestinationModel({ form })
        const kinds: Array<string> = [field.list.value.kind]
        yield* field.type("Rose")
        yield* TestClock.adjust("300 millis")
        yield* field.type("Rosebank")
        kinds.push(field.list.value.kind)
        yield* TestClock.adjust("500 millis")
        const list = field.list.value
        kinds.push(list.kind)
        if (list.kind === "ready" && list.options.hotels[0] !== undefined) yield* field.choose(list.options.hotels[0].destination)
        return { kinds, text: field.text.value, open: field.open.value, chosen: form.values.value.destination?.name }
      }),
    )
    expect(seen).toEqual({ kinds: ["popular", "loading", "ready"], text: rosebank.name, open: false, chosen: rosebank.name })
    expect(ports.contentApi.calls.filter((call) => call.method === "searchLocations").map((call) => call.args[0])).toEqual(["Rosebank"])
  })

  it("the promo code is checked after a pause in typing; an unknown one is invalid", async () => {
    const ports = searchPortsMemory()
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const { form, field } = yield* promoFieldOn()
        yield* field.type("NOPE")
        const typing = field.checking.value
        yield* TestClock.adjust("500 millis")
        return { typing, checking: field.checking.value, promo: field.promo.value.kind, disabled: form.searchDisabled.value }
      }),
    )
    expect(seen).toEqual({ typing: true, checking: false, promo: "invalid", disabled: true })
  })

  it("a valid club card joins the search and closes the modal; an unknown one keeps it open", async () => {
    const ports = searchPortsMemory({ booking: { validClubCards: ["1234567890123"] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const form = makeSearchForm()
        const modal = yield* makeClubCardModel({ form })
        yield* modal.show(true)
        yield* modal.validate("9999999999999")
        const unknown = [modal.open.value, modal.applied.value]
        yield* modal.validate("1234567890123")
        return { unknown, valid: [modal.open.value, modal.applied.value] }
      }),
    )
    expect(seen).toEqual({ unknown: [true, ""], valid: [false, "1234567890123"] })
  })

  it("a group booking request refused keeps the modal open with the messages on the fields; sent, it closes and goes home", async () => {
    const ports = searchPortsMemory()
    const opened = signal(true)
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const modal = yield* makeGroupBookingModel({ opened })
        yield* modal.submit(groupBookingForm())
        const refused = [opened.value, modal.serverErrors.value !== null]
        yield* modal.submit({
          ...groupBookingForm({ locationOrHotel: "Rosebank", arrivalDate: "1970-02-01", departureDate: "1970-02-03" }),
          firstName: "Thandi",
          lastName: "Nkosi",
          contactNumber: "+27821234567",
          email: "thandi@example.co.za",
        })
        return { refused, sent: opened.value }
      }),
    )
    expect(seen).toEqual({ refused: [true, true], sent: false })
    expect(ports.navigation.visits).toEqual([{ to: HOME_ROUTE, replace: false }])
  })

  it("the field shows the destination chosen, also one chosen elsewhere; opened on it, it offers the popular list and searches nothing", async () => {
    const ports = searchPortsMemory({ content: { hotels: [rosebank] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const form = makeSearchForm({ ...EMPTY_SEARCH_CRITERIA, destination: rosebankDestination })
        const field = yield* makeDestinationModel({ form })
        const start = { text: field.text.value, open: field.open.value, locating: field.locating.value }
        form.setDestination(johannesburg)
        const followed = field.text.value
        yield* field.show(true)
        yield* TestClock.adjust("600 millis")
        const opened = [field.open.value, field.list.value.kind]
        yield* field.show(false)
        return { start, followed, opened, closed: field.open.value }
      }),
    )
    expect(seen).toEqual({
      start: { text: rosebank.name, open: false, locating: false },
      followed: "Johannesburg",
      opened: [true, "popular"],
      closed: false,
    })
    expect(ports.contentApi.calls.filter((call) => call.method === "searchLocations")).toEqual([])
  })

  it("only words are searched, without their surrounding spaces: spaces alone, a cleared field or a closed one search nothing", async () => {
    const ports = searchPortsMemory({ content: { hotels: [rosebank] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const form = makeSearchForm({ ...EMPTY_SEARCH_CRITERIA, destination: johannesburg })
        const field = yield* makeDestinationModel({ form })
        yield* field.type("")
        yield* TestClock.adjust("600 millis")
        const cleared = field.list.value.kind
        yield* field.type("   ")
        yield* TestClock.adjust("600 millis")
        const spaces = field.list.value.kind
        yield* field.type("Rose")
        yield* field.show(false)
        yield* TestClock.adjust("600 millis")
        yield* field.type("  Rosebank ")
        yield* TestClock.adjust("600 millis")
        return { cleared, spaces, found: field.list.value.kind }
      }),
    )
    expect(seen).toEqual({ cleared: "popular", spaces: "popular", found: "ready" })
    expect(ports.contentApi.calls.filter((call) => call.method === "searchLocations").map((call) => call.args[0])).toEqual(["Rosebank"])
  })

  it("while a newer text is searched the list shows searching, not the older text's matches", async () => {
    const ports = searchPortsMemory({ content: { hotels: [rosebank] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const form = makeSearchForm()
        const field = yield* makeDestinationModel({ form })
        yield* field.type("Rosebank")
        yield* TestClock.adjust("500 millis")
        const first = field.list.value.kind
        yield* field.type("Sandton")
        const typing = field.list.value.kind
        yield* TestClock.adjust("500 millis")
        return [first, typing, field.list.value.kind]
      }),
    )
    expect(seen).toEqual(["ready", "loading", "empty"])
  })

  it("Hotels near me is locating until the device answers, then chooses the place near the visitor", async () => {
    const ports = searchPortsMemory()
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const form = makeSearchForm()
        const field = yield* makeDestinationModel({ form })
        yield* field.show(true)
        const locating: Array<boolean> = []
        const stop = effect(() => void locating.push(field.locating.value))
        yield* field.chooseNearby()
        stop()
        return { locating, text: field.text.value, open: field.open.value, chosen: form.values.value.destination?.name }
      }),
    )
    expect(seen).toEqual({ locating: [false, true, false], text: NEAR_ME, open: false, chosen: NEAR_ME })
  })

  it("a mandatory-payment offer's code brings the Payment required notice once checked, not while typed; another valid code none", async () => {
    const ports = searchPortsMemory({
      booking: {
        promoOffers: [
          { promoCode: "PAYNOW", actionType: MANDATORY_PAYMENT_ACTION },
          { promoCode: "WINTER", actionType: null },
        ],
      },
    })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const { field } = yield* promoFieldOn()
        yield* field.type("PAYNOW")
        const typing = field.mandatoryNotice.value
        yield* TestClock.adjust("500 millis")
        const checked = [field.promo.value.kind, field.mandatoryNotice.value]
        yield* field.type("WINTER")
        yield* TestClock.adjust("500 millis")
        return { typing, checked, other: [field.promo.value.kind, field.mandatoryNotice.value] }
      }),
    )
    expect(seen).toEqual({ typing: null, checked: ["valid", PAYMENT_REQUIRED_UPON_CHECKOUT], other: ["valid", null] })
  })

  it("the code the form opens with is checked at once, and again at once for a hotel chosen after it", async () => {
    const ports = searchPortsMemory({ booking: { promoOffers: [{ promoCode: "WINTER", actionType: null }] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const { form, field } = yield* promoFieldOn({ ...EMPTY_SEARCH_CRITERIA, promoCode: "WINTER" })
        const opened = [field.promo.value.kind, field.checking.value]
        form.setDestination(rosebankDestination)
        yield* TestClock.adjust("1 millis")
        return { opened, hotel: [field.promo.value.kind, field.checking.value] }
      }),
    )
    expect(seen).toEqual({ opened: ["valid", false], hotel: ["valid", false] })
    expect(ports.bookingApi.calls.filter((call) => call.method === "lookupPromoCode").map((call) => call.args[0])).toEqual([
      { page: 1, per: 10, promoCode: "WINTER" },
      { page: 1, per: 10, promoCode: "WINTER", hotelId: 7 },
    ])
  })

  it("the field shows checking while the code's lookup is on its way", async () => {
    const ports = searchPortsMemory({ booking: { promoOffers: [{ promoCode: "WINTER", actionType: null }] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        // the lookup takes 200 ms here, so the check can be seen on its way
        const api = ports.bookingApi.api
        const slow = { ...api, lookupPromoCode: (query: Parameters<typeof api.lookupPromoCode>[0]) => Effect.delay(api.lookupPromoCode(query), "200 millis") }
        return yield* Effect.gen(function* () {
          const { field } = yield* promoFieldOn()
          yield* field.type("WINTER")
          yield* TestClock.adjust("500 millis")
          const onItsWay = field.checking.value
          yield* TestClock.adjust("200 millis")
          return { onItsWay, checked: field.checking.value, promo: field.promo.value.kind }
        }).pipe(Effect.provideService(BookingApi, slow))
      }),
    )
    expect(seen).toEqual({ onItsWay: true, checked: false, promo: "valid" })
  })

  it("spaces typed around a code already checked do not show it as being checked again", async () => {
    const ports = searchPortsMemory({ booking: { promoOffers: [{ promoCode: "WINTER", actionType: null }] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const { field } = yield* promoFieldOn()
        yield* field.type("WINTER ")
        yield* TestClock.adjust("500 millis")
        yield* field.type("WINTER")
        const trimmed = field.checking.value
        yield* TestClock.adjust("500 millis")
        yield* field.type(" WINTER")
        const spaced = field.checking.value
        yield* TestClock.adjust("500 millis")
        return { trimmed, spaced, promo: field.promo.value.kind }
      }),
    )
    expect(seen).toEqual({ trimmed: false, spaced: false, promo: "valid" })
  })

  it("Submit Request is offered once every field of the group booking holds, and a request is sent once however often it is pressed while on its way", async () => {
    const ports = searchPortsMemory()
    const filled = {
      ...groupBookingForm({ locationOrHotel: "Rosebank", arrivalDate: "1970-02-01", departureDate: "1970-02-03" }),
      firstName: "Thandi",
      lastName: "Nkosi",
      contactNumber: "+27821234567",
      email: "thandi@example.co.za",
    }
    const seen = await run(
      ports,
      Effect.gen(function* () {
        // the request takes 200 ms here, so a second press can come while it is on its way
        const api = ports.bookingApi.api
        const slow = { ...api, requestGroupBooking: (request: Parameters<typeof api.requestGroupBooking>[0]) => Effect.delay(api.requestGroupBooking(request), "200 millis") }
        return yield* Effect.gen(function* () {
          const modal = yield* makeGroupBookingModel({ opened: signal(true) })
          const offered = [modal.canSubmit(groupBookingForm()), modal.canSubmit(filled)]
          const first = yield* Effect.forkChild(modal.submit(filled))
          yield* Effect.yieldNow
          const busy = modal.submitting.value
          yield* modal.submit(filled)
          yield* TestClock.adjust("200 millis")
          yield* Fiber.join(first)
          return { offered, busy, after: modal.submitting.value }
        }).pipe(Effect.provideService(BookingApi, slow))
      }),
    )
    expect(seen).toEqual({ offered: [false, true], busy: true, after: false })
    expect(ports.bookingApi.calls.filter((call) => call.method === "requestGroupBooking")).toHaveLength(1)
  })

  it("the group booking modal forgets a refusal's messages when reset, closed or opened again", async () => {
    const ports = searchPortsMemory()
    const opened = signal(true)
    const seen = await run(
      ports,
      Effect.gen(function* () {
        const modal = yield* makeGroupBookingModel({ opened })
        yield* modal.submit(groupBookingForm())
        const refused = modal.serverErrors.value !== null
        yield* modal.reset()
        const reset = modal.serverErrors.value
        yield* modal.submit(groupBookingForm())
        yield* modal.show(false)
        const closed = [opened.value, modal.serverErrors.value]
        yield* modal.submit(groupBookingForm())
        yield* modal.show(true)
        return { refused, reset, closed, reopened: [opened.value, modal.serverErrors.value] }
      }),
    )
    expect(seen).toEqual({ refused: true, reset: null, closed: [false, null], reopened: [true, null] })
  })

  it("the group booking form's schema puts every message of the rules on its field, the departure rule as soon as both dates are set", () => {
    const day = Temporal.PlainDate.from("2031-03-10")
    const form = { ...groupBookingForm({ locationOrHotel: "Rosebank", arrivalDate: "2031-03-20", departureDate: "2031-03-18" }), firstName: "Thandi" }
    const result = validate(groupBookingFormSchema(day))(form)
    const errors = groupBookingErrors(form, day)
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["lastName", "departureDate"]))
    expect(result).toEqual(expect.objectContaining({ failure: errors }))
  })

  it("the club card modal starts closed and validates one card at a time: a second press while one is on its way asks nothing", async () => {
    const ports = searchPortsMemory({ booking: { validClubCards: ["1234567890123"] } })
    const seen = await run(
      ports,
      Effect.gen(function* () {
        // the check takes 200 ms here, so a second press can come while it is on its way
        const api = ports.bookingApi.api
        const slow = { ...api, validateClubCard: (...args: Parameters<typeof api.validateClubCard>) => Effect.delay(api.validateClubCard(...args), "200 millis") }
        return yield* Effect.gen(function* () {
          const form = makeSearchForm()
          const modal = yield* makeClubCardModel({ form })
          const start = [modal.open.value, modal.submitting.value]
          yield* modal.show(true)
          const first = yield* Effect.forkChild(modal.validate("1234567890123"))
          yield* Effect.yieldNow
          const busy = modal.submitting.value
          yield* modal.validate("9999999999999")
          yield* TestClock.adjust("200 millis")
          yield* Fiber.join(first)
          return { start, busy, after: [modal.submitting.value, modal.open.value, modal.applied.value] }
        }).pipe(Effect.provideService(BookingApi, slow))
      }),
    )
    expect(seen).toEqual({ start: [false, false], busy: true, after: [false, false, "1234567890123"] })
    expect(ports.bookingApi.calls.filter((call) => call.method === "validateClubCard")).toHaveLength(1)
  })
})
