import { Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking, sampleBookingItem } from "../booking/booking.testing.ts"
import { REQUIRED } from "../booking/messages.ts"
import { SESSION_KEYS } from "../booking/session-store.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { bookingDetailsRoute } from "../routes.ts"
import { makeManageBookingModel } from "./manage-booking-model.ts"

const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const EMAIL = "thandi.nkosi@example.co.za"
const guest = { title: "Ms", firstName: "Thandi", surname: "Nkosi", email: EMAIL, mobile: "0027821234567", address: null }
const booking = sampleBooking(UUID, { bookingItems: [{ ...sampleBookingItem(1, 0), guests: [guest] }] })

const setUp = () => {
  const api = makeBookingApiMemory({ bookings: [booking], otp: "123456" })
  const navigation = makeNavigationMemory()
  const storage = new Map<string, string>()
  const layer = Layer.mergeAll(api.layer, navigation.layer, layerMemory(storage), TestClock.layer())
  return { api, navigation, storage, layer }
}

describe("the Manage Your Booking modal's screen model", () => {
  it("checks the details, sends a code, refuses a wrong one on the field, and opens the booking with the right one", async () => {
    const { navigation, storage, layer } = setUp()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const model = yield* makeManageBookingModel().pipe(Scope.provide(scope))
        yield* model.sendCode({ email: EMAIL, bookingNumber: "CTY-2026-0001" })
        const afterSend = [model.flow.value.step, model.resend.remainingText.value]
        yield* model.verify("000000")
        const rejected = model.flow.value
        yield* model.verify("123456")
        const afterVerify = model.flow.value.step
        yield* Scope.close(scope, Exit.void)
        return { afterSend, rejected, afterVerify }
      }).pipe(Effect.provide(layer)),
    )
    expect(seen.afterSend).toEqual(["code", "1 minute"])
    expect(storage.get(SESSION_KEYS.manageBookingEmail)).toBe(EMAIL)
    expect(seen.rejected).toMatchObject({ step: "code", error: "Invalid code" })
    expect(seen.afterVerify).toBe("details")
    expect(navigation.visits).toEqual([{ to: bookingDetailsRoute(UUID), replace: false }])
  })

  it("sends nothing while the details do not validate, and says why on the fields", async () => {
    const { api, layer } = setUp()
    const errors = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeManageBookingModel()
          yield* model.sendCode({ email: "not-an-email", bookingNumber: " " })
          return [model.flow.value.step, model.fieldErrors.value["bookingNumber"]]
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(errors).toEqual(["details", [REQUIRED]])
    expect(api.calls).toEqual([])
  })

  it("an unknown booking is Booking not found; closing starts again at the details", async () => {
    const { layer } = setUp()
    const steps = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const model = yield* makeManageBookingModel()
          yield* model.sendCode({ email: EMAIL, bookingNumber: "NOPE-1" })
          const found = model.flow.value.step
          yield* model.close()
          return [found, model.flow.value.step]
        }),
      ).pipe(Effect.provide(layer)),
    )
    expect(steps).toEqual(["notFound", "details"])
  })
})
