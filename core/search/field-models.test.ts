import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { HOME_ROUTE } from "../routes.ts"
import { groupBookingForm } from "../account/submit-group-booking.ts"
import { signal } from "@preact/signals-core"
import { makeClubCardModel } from "./club-card-model.ts"
import { makeDestinationModel } from "./destination-model.ts"
import { makeGroupBookingModel } from "./group-booking-model.ts"
import { makePromoCodeModel } from "./promo-code-model.ts"
import { makeSearchForm } from "./search-form.ts"
import { searchPortsMemory } from "./testing/search-ports.testing.ts"

const rosebank = hotelDetails(7, "Karoo Courtyard Rosebank", 2, "Johannesburg", { code: "107" })

describe("the search fields' models", () => {
  it("the destination searches after a 500 ms pause in typing, and a newer text interrupts the older search", async () => {
    const ports = searchPortsMemory({ content: { hotels: [rosebank] } })
    const seen = await Effect.runPromise(
      Effect.scoped(
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
      ).pipe(Effect.provide(ports.layer)),
    )
    expect(seen).toEqual({ kinds: ["popular", "loading", "ready"], text: rosebank.name, open: false, chosen: rosebank.name })
    expect(ports.contentApi.calls.filter((call) => call.method === "searchLocations").map((call) => call.args[0])).toEqual(["Rosebank"])
  })

  it("the promo code is checked after a pause in typing; an unknown one is invalid", async () => {
    const ports = searchPortsMemory()
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const form = makeSearchForm()
          const field = yield* makePromoCodeModel({ form })
          yield* TestClock.adjust("1 millis")
          yield* field.type("NOPE")
          const typing = field.checking.value
          yield* TestClock.adjust("500 millis")
          return { typing, checking: field.checking.value, promo: field.promo.value.kind, disabled: form.searchDisabled.value }
        }),
      ).pipe(Effect.provide(ports.layer)),
    )
    expect(seen).toEqual({ typing: true, checking: false, promo: "invalid", disabled: true })
  })

  it("a valid club card joins the search and closes the modal; an unknown one keeps it open", async () => {
    const ports = searchPortsMemory({ booking: { validClubCards: ["1234567890123"] } })
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const form = makeSearchForm()
        const modal = yield* makeClubCardModel({ form })
        yield* modal.show(true)
        yield* modal.validate("9999999999999")
        const unknown = [modal.open.value, modal.applied.value]
        yield* modal.validate("1234567890123")
        return { unknown, valid: [modal.open.value, modal.applied.value] }
      }).pipe(Effect.provide(ports.layer)),
    )
    expect(seen).toEqual({ unknown: [true, ""], valid: [false, "1234567890123"] })
  })

  it("a group booking request refused keeps the modal open with the messages on the fields; sent, it closes and goes home", async () => {
    const ports = searchPortsMemory()
    const opened = signal(true)
    const seen = await Effect.runPromise(
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
      }).pipe(Effect.provide(ports.layer)),
    )
    expect(seen).toEqual({ refused: [true, true], sent: false })
    expect(ports.navigation.visits).toEqual([{ to: HOME_ROUTE, replace: false }])
  })
})
