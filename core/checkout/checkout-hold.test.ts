import { Duration, Effect, Exit, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { sampleBooking } from "../booking/booking.testing.ts"
import { BookingSession } from "../booking/session-store.ts"
import { Notifications } from "../ports/Notifications.ts"
import { CHECKOUT_UUID, heldState, openCheckoutModel } from "./checkout-model.testing.ts"
import { type HoldKind } from "./keep-hold.ts"
import { makeCheckoutHold } from "./checkout-hold.ts"

// heldState: held until 00:15:00 on the TestClock (900,000 ms)
const hold = (kind: HoldKind) => Effect.suspend(() => makeCheckoutHold(kind))

describe("the checkout step's hold (spec B §4, issue 29 §9)", () => {
  it("without a hold in the session there is no countdown, no timeout and no warning", async () => {
    const { answer } = await openCheckoutModel(hold("reservation"), (model) =>
      Effect.gen(function* () {
        yield* TestClock.adjust(Duration.seconds(800))
        return [model.timer.value, model.timedOut.value, model.warning.value, model.final.value]
      }),
      { state: { ...heldState, holdExpiresAt: null } },
    )
    expect(answer).toEqual([null, false, false, false])
  })

  it("a warning answered, then the hold gone from the session: no countdown and no warning", async () => {
    const { answer } = await openCheckoutModel(hold("reservation"), (model) =>
      Effect.gen(function* () {
        yield* TestClock.adjust(Duration.seconds(800))
        yield* model.dismissWarning
        const session = yield* BookingSession
        yield* session.restore({ ...session.state.value, holdExpiresAt: null })
        return [model.timer.value, model.warning.value]
      }),
    )
    expect(answer).toEqual([null, false])
  })

  it("is final only for a booking whose own release the hold has reached", async () => {
    const finalOf = (kind: HoldKind, release: number | null, holdExpiresAt: string | null = heldState.holdExpiresAt) =>
      openCheckoutModel(hold(kind), (model) => Effect.map(model.knowRelease(release), () => model.final.value), { state: { ...heldState, holdExpiresAt } }).then(
        ({ answer }) => answer,
      )
    expect(await finalOf("booking", 900_000)).toBe(true)
    expect(await finalOf("booking", 600_000)).toBe(true)
    expect(await finalOf("booking", 900_001)).toBe(false)
    expect(await finalOf("booking", null)).toBe(false)
    // no hold at all is not a hold at its release, the clock's first instant neither
    expect(await finalOf("booking", 0, null)).toBe(false)
    // a reservation is never final, whatever release is known
    expect(await finalOf("reservation", 600_000)).toBe(false)
  })

  it("warns no more once the hold timed out, though the server's refusal came before the countdown's end", async () => {
    const { answer } = await openCheckoutModel(hold("reservation"), (model) =>
      Effect.gen(function* () {
        yield* TestClock.adjust(Duration.seconds(800))
        const before = model.warning.value
        yield* model.expire
        return [before, model.timedOut.value, model.warning.value]
      }),
    )
    expect(answer).toEqual([true, true, false])
  })

  it("stops counting down when the step's scope closes", async () => {
    const { answer } = await openCheckoutModel(Effect.succeed(undefined), () =>
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const model = yield* makeCheckoutHold("reservation").pipe(Scope.provide(scope))
        yield* TestClock.adjust(Duration.seconds(100))
        yield* Scope.close(scope, Exit.void)
        yield* TestClock.adjust(Duration.seconds(100))
        return model.timer.value?.remaining.value
      }),
    )
    expect(answer).toBe(800)
  })

  it("Keep my room is on its way while the renewal is asked, and not after", async () => {
    const { answer } = await openCheckoutModel(
      hold("reservation"),
      (model) =>
        Effect.gen(function* () {
          const during: Array<boolean> = []
          const record = () => Effect.sync(() => void during.push(model.keeping.value))
          yield* model.keep.pipe(Effect.provideService(Notifications, { success: record, error: record, dismissErrors: Effect.void }))
          return { during, after: model.keeping.value }
        }),
      { booking: { heldTotalCents: heldState.totalPriceForStay } },
    )
    expect(answer).toEqual({ during: [true], after: false })
  })

  it("a kept booking's hold learns the booking's release: kept up to it, the hold is final", async () => {
    const { answer } = await openCheckoutModel(
      hold("booking"),
      (model) =>
        Effect.gen(function* () {
          yield* TestClock.adjust(Duration.seconds(800))
          const before = model.final.value
          yield* model.keep
          return [before, model.final.value, model.timer.value?.remaining.value]
        }),
      { booking: { bookings: [sampleBooking(CHECKOUT_UUID, { holdUntil: "1970-01-01T00:20:00Z" })] } },
    )
    // 00:13:20 now, the booking released at 00:20: kept to 00:20, which nothing but paying outlasts
    expect(answer).toEqual([false, true, 400])
  })
})
