import { CLUB_CARD_NUMBER_CHECKS, CLUB_CARD_NUMBER_LENGTH } from "../../core/search/club-card.ts"
import { Schema } from "effect"
import { WireStruct } from "./common.ts"
import { ALWAYS, type Endpoint, WITH_BODY } from "./endpoint.ts"
import { CLUB_CARD_REQUIRED, MUST_BE_TEXT } from "./messages.ts"

/** The Clicks ClubCard check (spec B §7, A §7: POST /api/web/clicks/validate). */

/** spec B §5, §9, A §5, §9: a club card number has exactly 13 characters. */
export { CLUB_CARD_NUMBER_LENGTH }

const [required, thirteenCharacters] = CLUB_CARD_NUMBER_CHECKS

/** spec B §5, A §5: core's club card checks (core/search/club-card.ts), described to the OpenAPI document; absent says "required" too. */
export const ClubCardNumber = Schema.String.annotate({ message: MUST_BE_TEXT })
  .check(required, thirteenCharacters.annotate({ toJsonSchema: () => ({ minLength: CLUB_CARD_NUMBER_LENGTH, maxLength: CLUB_CARD_NUMBER_LENGTH }) }))
  .pipe(Schema.annotateKey({ messageMissingKey: CLUB_CARD_REQUIRED }))

/** The body: `{ "clicks": { "clubcard_number": "6009123456789" } }`. */
export const ValidateClubCardRequest = WireStruct({
  clicks: WireStruct({ clubcard_number: ClubCardNumber }),
}).annotate({ identifier: "ValidateClubCardRequest" })
export type ValidateClubCardRequest = typeof ValidateClubCardRequest.Type

/**
 * The answer: whether the card is a live ClubCard. A well-formed number that is not a card is
 * `is_valid: false` with 200, not an error (spec B §8: "Invalid card number").
 */
export const ValidateClubCardResponse = Schema.Struct({ is_valid: Schema.Boolean }).annotate({ identifier: "ValidateClubCardResponse" })
export type ValidateClubCardResponse = typeof ValidateClubCardResponse.Type

export const clicksEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "validateClubCard",
    method: "POST",
    path: "/api/web/clicks/validate",
    tag: "Clicks",
    summary: "Check a Clicks ClubCard number",
    body: ValidateClubCardRequest,
    success: { status: 200, description: "Whether the card is valid.", body: ValidateClubCardResponse },
    errors: [...WITH_BODY, ...ALWAYS],
  },
]
