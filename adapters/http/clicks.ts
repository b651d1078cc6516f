import { Effect } from "effect"
import { ValidateClubCardRequest, ValidateClubCardResponse } from "../../contracts/api/clicks.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import type { ClubCardAnswer } from "../../core/search/club-card.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec B §7 "Validate club card": POST /api/web/clicks/validate. */
export const VALIDATE_CLUB_CARD_PATH = "/api/web/clicks/validate"

const encodeRequest = encodeWith(ValidateClubCardRequest)
const decodeAnswer = decodeWith(ValidateClubCardResponse)

export const validateClubCard =
  (http: HttpClient) =>
  (clubCardNumber: string): Effect.Effect<ClubCardAnswer, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeRequest({ clicks: { clubcard_number: clubCardNumber } })
      const answer = yield* exchange(http, { method: "POST", path: VALIDATE_CLUB_CARD_PATH, body }, decodeAnswer)
      return { isValid: answer.is_valid }
    })
