import { Effect, Option, Schema } from "effect"
import { BookingSession } from "../booking/session-store.ts"
import type { HttpError } from "../http/http-error.ts"
import { BookingApi } from "../ports/BookingApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { clubCardOutcome, type ClubCardOutcome } from "./club-card.ts"

/** spec B §7, A §7: a failed validation's body carries serverError.errors, each with a message. */
const ServerErrorBody = Schema.Struct({ errors: Schema.Array(Schema.Unknown) })
const ServerErrorEntry = Schema.Struct({ message: Schema.String })
const decodeServerErrorBody = Schema.decodeUnknownOption(ServerErrorBody)
const decodeServerErrorEntry = Schema.decodeUnknownOption(ServerErrorEntry)

/**
 * The messages of a failed validation's serverError.errors, in order; an entry without a message
 * reads "", so the first entry stays the first and `clubCardOutcome` falls back on it.
 */
export const serverMessagesOf = (error: HttpError): ReadonlyArray<string> =>
  Option.match(decodeServerErrorBody(error.serverError), {
    onNone: () => [],
    onSome: ({ errors }) =>
      errors.map((entry) => Option.match(decodeServerErrorEntry(entry), { onNone: () => "", onSome: ({ message }) => message })),
  })

/**
 * spec B §4, §8 "Club card": the server validates the card; "Validation successful" (the modal
 * closes) or "Invalid card number" or, when the call failed, the server's first message or
 * "Something went wrong", each as a toast. The card is stored with its validity (valid only when
 * the server said so). Answers the outcome, for the modal.
 */
export const checkClubCard = Effect.fn("ClubCard.check")(function* (
  clubCardNumber: string,
): Effect.fn.Return<ClubCardOutcome, never, BookingApi | Notifications | BookingSession> {
  const session = yield* BookingSession
  const api = yield* BookingApi
  const notifications = yield* Notifications
  const answer = yield* Effect.result(
    api.validateClubCard(clubCardNumber).pipe(Effect.mapError((error) => ({ serverMessages: serverMessagesOf(error) }))),
  )
  const outcome = clubCardOutcome(answer)
  const valid = outcome.kind === "valid"
  yield* session.setClubCard(clubCardNumber, valid)
  yield* valid ? notifications.success(outcome.message) : notifications.error(outcome.message)
  return outcome
})
