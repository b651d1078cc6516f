import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { BookingSession, SESSION_KEYS, serialiseBookingState } from "../booking/session-store.ts"
import { HttpError } from "../http/http-error.ts"
import { makeBookingApiMemory } from "../ports/BookingApi.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { layerMemory } from "../ports/SessionStore.memory.ts"
import { checkClubCard, serverMessagesOf } from "./check-club-card.ts"
import { CLUB_CARD_INVALID, CLUB_CARD_VALIDATED, SOMETHING_WENT_WRONG } from "./messages.ts"

const VALID_CARD = "6009123456789"
const OTHER_CARD = "6009000000000"

const serverError = (serverErrorBody: unknown) =>
  new HttpError({ status: 500, message: "Request failed with status code 500", serverError: serverErrorBody })

const check = (clubCardNumber: string, failure?: HttpError) => {
  const api = makeBookingApiMemory({ validClubCards: [VALID_CARD] })
  if (failure !== undefined) api.failNext("validateClubCard", failure)
  const notifications = makeNotificationsMemory()
  const entries = new Map<string, string>()
  return Effect.runPromise(
    Effect.gen(function* () {
      const session = yield* BookingSession
      yield* session.setClubCard(OTHER_CARD, true)
      const outcome = yield* checkClubCard(clubCardNumber)
      return { outcome, state: session.state.value, calls: api.calls, toasts: notifications.toasts, entries }
    }).pipe(Effect.provide(BookingSession.layer), Effect.provide(Layer.mergeAll(layerMemory(entries), api.layer, notifications.layer))),
  )
}

describe("checking a club card", () => {
  it("stores a card the server accepts as valid and says Validation successful", async () => {
    const { outcome, state, calls, toasts, entries } = await check(VALID_CARD)
    expect(outcome).toEqual({ kind: "valid", message: "Validation successful" })
    expect(outcome.message).toBe(CLUB_CARD_VALIDATED)
    expect(toasts).toEqual([{ kind: "success", message: "Validation successful" }])
    expect(state.clubCard).toBe(VALID_CARD)
    expect(state.clubCardValid).toBe(true)
    expect(entries.get(SESSION_KEYS.bookingState)).toBe(serialiseBookingState(state))
    expect(calls).toEqual([{ method: "validateClubCard", args: [VALID_CARD] }])
  })

  it("stores a card the server refuses as invalid and says Invalid card number", async () => {
    const { outcome, state, toasts } = await check(OTHER_CARD.replace("0000", "1111"))
    expect(outcome).toEqual({ kind: "invalid", message: CLUB_CARD_INVALID })
    expect(toasts).toEqual([{ kind: "error", message: "Invalid card number" }])
    expect(state.clubCard).toBe("6009111100000")
    expect(state.clubCardValid).toBe(false)
  })

  it("shows the server's first error message when the validation fails, and stores the card as not valid", async () => {
    const body = { errors: [{ message: "Card is blocked" }, { message: "Try later" }] }
    const { outcome, state, toasts } = await check(OTHER_CARD, serverError(body))
    expect(outcome).toEqual({ kind: "error", message: "Card is blocked" })
    expect(toasts).toEqual([{ kind: "error", message: "Card is blocked" }])
    expect(state.clubCard).toBe(OTHER_CARD)
    expect(state.clubCardValid).toBe(false)
  })

  it("shows Something went wrong when the failure carries no server message", async () => {
    for (const failure of [
      new HttpError({ status: 404, message: "The server is offline" }),
      serverError(undefined),
      serverError({ errors: [] }),
      serverError({ errors: [{ code: 12 }, { message: "Second" }] }),
      serverError({ errors: [{ message: "" }] }),
    ]) {
      const { outcome, toasts, state } = await check(VALID_CARD, failure)
      expect(outcome).toEqual({ kind: "error", message: SOMETHING_WENT_WRONG })
      expect(toasts).toEqual([{ kind: "error", message: "Something went wrong" }])
      expect(state.clubCardValid).toBe(false)
    }
  })
})

describe("a club card validation's server messages", () => {
  it("are the messages of serverError.errors in order, an entry without one reading empty", () => {
    expect(serverMessagesOf(serverError({ errors: [{ message: "A" }, { code: 1 }, { message: "C" }] }))).toEqual(["A", "", "C"])
  })

  it("are none when the body has no errors list", () => {
    expect(serverMessagesOf(serverError({ message: "A" }))).toEqual([])
    expect(serverMessagesOf(serverError({ errors: "A" }))).toEqual([])
    expect(serverMessagesOf(serverError(null))).toEqual([])
    expect(serverMessagesOf(new HttpError({ status: 0, message: "x" }))).toEqual([])
  })
})
