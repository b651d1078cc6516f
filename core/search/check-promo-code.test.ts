import { signal } from "@preact/signals-core"
import { Deferred, Effect, Fiber, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import type { BookingSessionState } from "../booking/session-state.ts"
import { HttpError } from "../http/http-error.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { type BookingApiMemory, makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { checkPromoCode } from "./check-promo-code.ts"
import type { HotelDestination, LocationDestination } from "./destination.ts"
import { PROMO_CODE_INVALID } from "./messages.ts"
import { EMPTY_PROMO, type PromoOffer, type PromoState } from "./promo-code.ts"

const umhlanga: HotelDestination = { category: "hotel", hotelId: 12, hotelCode: "101", name: "Karoo Town Lodge Umhlanga" }
const capeTown: LocationDestination = { category: "location", name: "Cape Town", latitude: -33.9249, longitude: 18.4241 }

const offers: ReadonlyArray<PromoOffer> = [
  { promoCode: "SUMMER", actionType: "discount" },
  { promoCode: "PAYNOW", actionType: "booking_with_mandatory_payment" },
]

interface Checked {
  readonly answer: PromoState
  readonly promo: PromoState
  readonly state: BookingSessionState
  readonly entries: Map<string, string>
}

/** Checks `code` against a session that starts from `before` (promo code, validity, mandatory flag). */
const check = (
  code: string,
  destination: HotelDestination | LocationDestination | null = umhlanga,
  memory: BookingApiMemory = makeBookingApiMemory({ promoOffers: offers }),
  before: { readonly promoCode: string; readonly valid: boolean; readonly mandatory: boolean } | undefined = undefined,
): Promise<Checked> => {
  const entries = new Map<string, string>()
  const promo = signal<PromoState>(EMPTY_PROMO)
  return Effect.runPromise(
    Effect.gen(function* () {
      const session = yield* BookingSession
      if (before !== undefined) {
        yield* session.setPromoCode(before.promoCode, before.valid)
        yield* session.setMandatoryPayment(before.mandatory)
      }
      const answer = yield* checkPromoCode(promo, code, destination)
      return { answer, promo: promo.value, state: session.state.value, entries }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(entries), memory.layer))),
  )
}

describe("checking a promo code", () => {
  it("settles a code with a matching offer as valid and stores it, valid, in the session and session storage", async () => {
    const memory = makeBookingApiMemory({ promoOffers: offers })
    const { answer, promo, state, entries } = await check("SUMMER", umhlanga, memory)
    expect(answer).toEqual({ kind: "valid", promoCode: "SUMMER", mandatoryPayment: false })
    expect(promo).toBe(answer)
    expect(state.promoCode).toBe("SUMMER")
    expect(state.promoCodeValid).toBe(true)
    expect(state.isMandatoryPayment).toBe(false)
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(serialiseBookingState(state))
    expect(memory.calls).toStrictEqual([
      { method: "lookupPromoCode", args: [{ page: 1, per: 10, promoCode: "SUMMER", hotelId: 12 }] },
    ])
  })

  it("flags the booking as mandatory payment when the offer's action is booking_with_mandatory_payment", async () => {
    const { answer, state } = await check("PAYNOW")
    expect(answer).toEqual({ kind: "valid", promoCode: "PAYNOW", mandatoryPayment: true })
    expect(state.promoCodeValid).toBe(true)
    expect(state.isMandatoryPayment).toBe(true)
  })

  it("looks the code up without a hotel for a location search or no destination", async () => {
    const location = makeBookingApiMemory({ promoOffers: offers })
    await check("SUMMER", capeTown, location)
    expect(location.calls).toStrictEqual([{ method: "lookupPromoCode", args: [{ page: 1, per: 10, promoCode: "SUMMER" }] }])
    const none = makeBookingApiMemory({ promoOffers: offers })
    await check("SUMMER", null, none)
    expect(none.calls).toStrictEqual([{ method: "lookupPromoCode", args: [{ page: 1, per: 10, promoCode: "SUMMER" }] }])
  })

  it("looks up the code without the spaces typed around it", async () => {
    const memory = makeBookingApiMemory({ promoOffers: offers })
    const { answer, state } = await check("  SUMMER ", umhlanga, memory)
    expect(answer).toEqual({ kind: "valid", promoCode: "SUMMER", mandatoryPayment: false })
    expect(state.promoCode).toBe("SUMMER")
    expect(memory.calls[0]?.args).toStrictEqual([{ page: 1, per: 10, promoCode: "SUMMER", hotelId: 12 }])
  })

  it("settles an unmatched code as invalid with the spec's message, withdrawing an earlier mandatory flag", async () => {
    const { answer, promo, state } = await check("WINTER", umhlanga, undefined, { promoCode: "PAYNOW", valid: true, mandatory: true })
    expect(answer).toEqual({ kind: "invalid", promoCode: "WINTER", message: "This code is expired/invalid." })
    expect(answer).toEqual({ kind: "invalid", promoCode: "WINTER", message: PROMO_CODE_INVALID })
    expect(promo).toBe(answer)
    expect(state.promoCode).toBe("WINTER")
    expect(state.promoCodeValid).toBe(false)
    expect(state.isMandatoryPayment).toBe(false)
  })

  it("settles a code whose lookup failed as invalid with the spec's message", async () => {
    const memory = makeBookingApiMemory({ promoOffers: offers })
    memory.failNext("lookupPromoCode", new HttpError({ status: 500, message: "Internal Server Error" }))
    const { answer, state } = await check("SUMMER", umhlanga, memory, { promoCode: "SUMMER", valid: true, mandatory: true })
    expect(answer).toEqual({ kind: "invalid", promoCode: "SUMMER", message: PROMO_CODE_INVALID })
    expect(state.promoCode).toBe("SUMMER")
    expect(state.promoCodeValid).toBe(false)
    expect(state.isMandatoryPayment).toBe(false)
    expect(memory.calls.map((call) => call.method)).toEqual(["lookupPromoCode"])
  })

  it("clears the code without a lookup when the field is emptied", async () => {
    const memory = makeBookingApiMemory({ promoOffers: offers })
    const { answer, promo, state } = await check("   ", umhlanga, memory, { promoCode: "PAYNOW", valid: true, mandatory: true })
    expect(answer).toEqual(EMPTY_PROMO)
    expect(promo).toEqual(EMPTY_PROMO)
    expect(state.promoCode).toBe("")
    expect(state.promoCodeValid).toBe(false)
    expect(state.isMandatoryPayment).toBe(false)
    expect(memory.calls).toEqual([])
  })
})

/**
 * A BookingApi whose promo lookups wait until the test releases them, one gate per code, so the
 * answers can be made to arrive in any order.
 */
const gatedLookups = (memory: BookingApiMemory, gates: ReadonlyMap<string, Deferred.Deferred<void>>) =>
  Layer.succeed(BookingApi, {
    ...memory.api,
    lookupPromoCode: (query) => Effect.andThen(Deferred.await(gates.get(query.promoCode)!), memory.api.lookupPromoCode(query)),
  })

/**
 * Types `codes` one after the other (each check starts while the earlier ones are still waiting
 * for their answers), then lets the answers arrive in `arrival` order.
 */
const race = (codes: ReadonlyArray<string>, arrival: ReadonlyArray<string>, destination = umhlanga) => {
  const memory = makeBookingApiMemory({ promoOffers: offers })
  const promo = signal<PromoState>(EMPTY_PROMO)
  return Effect.runPromise(
    Effect.gen(function* () {
      const gates = new Map<string, Deferred.Deferred<void>>()
      for (const code of codes) gates.set(code, yield* Deferred.make<void>())
      const run = () =>
        Effect.gen(function* () {
          const fibers = []
          for (const code of codes) {
            fibers.push(yield* Effect.forkChild(checkPromoCode(promo, code, destination)))
            yield* Effect.yieldNow
          }
          for (const code of arrival) {
            yield* Deferred.succeed(gates.get(code)!, undefined)
            yield* Effect.yieldNow
          }
          return yield* Fiber.joinAll(fibers)
        })
      const session = yield* BookingSession
      const answers = yield* run().pipe(Effect.provide(gatedLookups(memory, gates)))
      return { answers, promo: promo.value, state: session.state.value }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(layerMemory())),
  )
}

describe("a stale promo answer", () => {
  it("does not win when it arrives after the answer for the newer code", async () => {
    const { answers, promo, state } = await race(["SUMMER", "WINTER"], ["WINTER", "SUMMER"])
    expect(promo).toEqual({ kind: "invalid", promoCode: "WINTER", message: PROMO_CODE_INVALID })
    expect(answers).toEqual([promo, promo])
    expect(state.promoCode).toBe("WINTER")
    expect(state.promoCodeValid).toBe(false)
  })

  it("is dropped when it arrives first, while the newer code is still being checked", async () => {
    const { answers, promo, state } = await race(["WINTER", "PAYNOW"], ["WINTER", "PAYNOW"])
    expect(promo).toEqual({ kind: "valid", promoCode: "PAYNOW", mandatoryPayment: true })
    expect(answers[0]).toEqual({ kind: "checking", promoCode: "PAYNOW" })
    expect(answers[1]).toEqual(promo)
    expect(state.promoCode).toBe("PAYNOW")
    expect(state.promoCodeValid).toBe(true)
    expect(state.isMandatoryPayment).toBe(true)
  })

  it("whatever order the answers arrive in, the last code typed decides the promo state and the session", async () => {
    const codeArb = fc.uniqueArray(fc.constantFrom("SUMMER", "PAYNOW", "WINTER", "AUTUMN"), { minLength: 1, maxLength: 4 })
    await fc.assert(
      fc.asyncProperty(
        codeArb.chain((codes) => fc.tuple(fc.constant(codes), fc.shuffledSubarray(codes, { minLength: codes.length }))),
        async ([codes, arrival]) => {
          const last = codes[codes.length - 1]!
          const { promo, state } = await race(codes, arrival)
          const offer = offers.find((each) => each.promoCode === last)
          expect(promo).toEqual(
            offer === undefined
              ? { kind: "invalid", promoCode: last, message: PROMO_CODE_INVALID }
              : { kind: "valid", promoCode: last, mandatoryPayment: last === "PAYNOW" },
          )
          expect(state.promoCode).toBe(last)
          expect(state.promoCodeValid).toBe(offer !== undefined)
          expect(state.isMandatoryPayment).toBe(last === "PAYNOW")
        },
      ),
      { numRuns: scaledRuns(50) },
    )
  })
})
