import { Result, Schema } from "effect"
import { CLUB_CARD_INVALID, CLUB_CARD_LENGTH, CLUB_CARD_REQUIRED, CLUB_CARD_VALIDATED, SOMETHING_WENT_WRONG } from "./messages.ts"

/** spec B §5, B §9, A §5, A §9: a club card number has exactly 13 characters. */
export const CLUB_CARD_NUMBER_LENGTH = 13

/**
 * spec B §5, A §5: required, then exactly 13 characters (an empty field shows only "required"). The wire's
 * ClubCardNumber (contracts/api/clicks.ts) runs these checks too, and describes them in the OpenAPI description.
 */
export const CLUB_CARD_NUMBER_CHECKS = [
  Schema.makeFilter((text: string) => (text.length > 0 ? undefined : CLUB_CARD_REQUIRED), { expected: "a club card number" }, true),
  Schema.makeFilter((text: string) => (text.length === CLUB_CARD_NUMBER_LENGTH ? undefined : CLUB_CARD_LENGTH), { expected: "13 characters" }),
] as const

export const ClubCardNumber = Schema.String.check(...CLUB_CARD_NUMBER_CHECKS)

/** The club card modal's form (B §2): one required card number field. */
export const ClubCardForm = Schema.Struct({ clubCardNumber: ClubCardNumber })
export type ClubCardForm = typeof ClubCardForm.Type

const isClubCardNumber = Schema.is(ClubCardNumber)

/** spec B §4, A §5: Validate is disabled while the number is invalid or a validation is under way. */
export const validateDisabled = (clubCardNumber: string, submitting: boolean): boolean =>
  submitting || !isClubCardNumber(clubCardNumber)

/** The server's answer to a club card validation (B §7: is_valid). */
export interface ClubCardAnswer {
  readonly isValid: boolean
}

/** A failed validation call: the messages of the server's error body (serverError.errors), if any. */
export interface ClubCardFailure {
  readonly serverMessages: ReadonlyArray<string>
}

export type ClubCardOutcome =
  | { readonly kind: "valid"; readonly message: string }
  | { readonly kind: "invalid"; readonly message: string }
  | { readonly kind: "error"; readonly message: string }

/**
 * spec B §8, A §8: "Validation successful" (the modal closes, the card is stored as valid),
 * "Invalid card number" when is_valid is false, on a server error its first message, otherwise
 * "Something went wrong".
 */
export const clubCardOutcome = (result: Result.Result<ClubCardAnswer, ClubCardFailure>): ClubCardOutcome =>
  Result.match(result, {
    onSuccess: ({ isValid }): ClubCardOutcome =>
      isValid ? { kind: "valid", message: CLUB_CARD_VALIDATED } : { kind: "invalid", message: CLUB_CARD_INVALID },
    onFailure: ({ serverMessages }): ClubCardOutcome => {
      const first = serverMessages[0]
      return { kind: "error", message: first === undefined || first === "" ? SOMETHING_WENT_WRONG : first }
    },
  })
