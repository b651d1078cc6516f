import { Effect, Result, Schema } from "effect"
import { type GuestInput, DEFAULT_ID_TYPE } from "../checkout/guest.ts"
import { displayMobile } from "./mobile.ts"
import { FieldErrors } from "../validation/field-errors.ts"
import type { HttpError } from "../http/http-error.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import { TokenStore } from "../ports/TokenStore.ts"
import type { Account } from "./account.ts"
import type { makeMemberRequests } from "./log-in.ts"
import {
  ACCOUNT_CREATED,
  ACCOUNT_DELETE_FAILED,
  ACCOUNT_DELETED,
  CHANGES_SAVED,
  FAILED_TO_RESET_PASSWORD,
  FAILED_TO_SEND_RESET_EMAIL,
  MOBILE_NUMBER_VERIFIED,
  PASSWORD_UPDATED,
} from "./messages.ts"
import { registrationFormErrors, type RegistrationForm } from "./registration.ts"
import type { ResetPasswordForm } from "./reset-password.ts"
import { LOGOUT_ROUTE } from "./session.ts"
import type { ProfileUpdate, UserDetailsInput } from "./user-details.ts"
import type { VerificationForm } from "./verification.ts"

/**
 * The member use cases of spec A §4 around the account API: register then verify by SMS code, reset
 * a password, delete the account, save My Details, and a guest form prefilled from the member.
 */

type MemberRequests = Effect.Success<typeof makeMemberRequests>

/** A form the server refused: messages per form field (the spec's words where it has them). */
export class FormRefused extends Schema.TaggedError<FormRefused>()("FormRefused", {
  message: Schema.String,
  fieldErrors: FieldErrors,
}) {}

const refusedWith = (error: HttpError, toForm: (errors: FieldErrors) => FieldErrors = (errors) => errors) =>
  new FormRefused({ message: error.message, fieldErrors: toForm(error.fieldErrors ?? {}) })

/** spec A §4: register asks for the phone verification code next; a duplicate shows the spec's words on its field. */
export const registerMember = Effect.fn("Membership.register")(function* (form: RegistrationForm) {
  const api = yield* AccountApi
  yield* api.register(form).pipe(Effect.mapError((error) => refusedWith(error, registrationFormErrors)))
  return { step: "verify" as const, email: form.email }
})

/** spec A §4: after the verification, "Account successfully created!" with a Login button. */
export const verifyMember = Effect.fn("Membership.verify")(function* (form: VerificationForm) {
  const api = yield* AccountApi
  yield* api.verifyRegistration(form).pipe(
    Effect.mapError((error) => refusedWith(error, (errors) => (errors["otp.code"] === undefined ? errors : { code: errors["otp.code"] }))),
  )
  return ACCOUNT_CREATED
})

/** spec A §8: the reset e-mail, or "Failed to send reset password email". */
export const requestPasswordReset = Effect.fn("Membership.requestPasswordReset")(function* (email: string) {
  const api = yield* AccountApi
  yield* api.forgotPassword(email).pipe(Effect.mapError((error) => new FormRefused({ message: FAILED_TO_SEND_RESET_EMAIL, fieldErrors: error.fieldErrors ?? {} })))
})

/** spec A §4: "Password Updated!" with Login; a failure reads "Failed to reset password" (spec A §8). */
export const resetPassword = Effect.fn("Membership.resetPassword")(function* (form: ResetPasswordForm) {
  const api = yield* AccountApi
  yield* api.resetPassword(form).pipe(Effect.mapError((error) => new FormRefused({ message: FAILED_TO_RESET_PASSWORD, fieldErrors: error.fieldErrors ?? {} })))
  return PASSWORD_UPDATED
})

/** spec A §4, §8: delete, then logged out (tokens removed) and sent to /. */
export const deleteAccount = Effect.fn("Membership.deleteAccount")(function* (requests: MemberRequests) {
  const api = yield* AccountApi
  const tokens = yield* TokenStore
  const deleted = yield* Effect.result(requests.run(api.deleteAccount))
  if (Result.isFailure(deleted)) return yield* new FormRefused({ message: ACCOUNT_DELETE_FAILED, fieldErrors: {} })
  yield* tokens.clear
  return { message: ACCOUNT_DELETED, route: LOGOUT_ROUTE }
})

/** spec A §4: My Details saves only after a change; nothing changed is nothing to send. */
export const hasChanges = (saved: UserDetailsInput, edited: UserDetailsInput): boolean => JSON.stringify(saved) !== JSON.stringify(edited)

/**
 * spec A §4, §8: saves My Details when something changed ("Your changes have been saved successfully!");
 * a refusal shows the server's message and its field errors, the form keeping what was typed.
 */
export const saveMyDetails = Effect.fn("Membership.saveMyDetails")(function* (
  requests: MemberRequests,
  saved: UserDetailsInput,
  edited: UserDetailsInput,
  update: ProfileUpdate,
) {
  if (!hasChanges(saved, edited)) return { saved: false as const }
  const api = yield* AccountApi
  const account: Account = yield* requests.run((token) => api.updateAccount(token, update)).pipe(Effect.mapError((error) => refusedWith(error)))
  return { saved: true as const, message: CHANGES_SAVED, account, awaitsMobileCode: awaitsMobileCode(account) }
})

/** issue 22 §4: a new mobile number saved waits for the code texted to it before it replaces the old. */
export const awaitsMobileCode = (account: Account): boolean => account.pendingMobileNumber !== null

/**
 * issue 22 §4: the code texted to the new mobile number makes it the member's. A wrong code shows on the code field;
 * a number someone else has by then, as registration shows it ("An account has been registered with this number").
 */
export const verifyNewMobile = Effect.fn("Membership.verifyNewMobile")(function* (requests: MemberRequests, code: string) {
  const api = yield* AccountApi
  const account: Account = yield* requests.run((token) => api.verifyMobileNumber(token, code.trim())).pipe(Effect.mapError((error) => refusedWith(error, registrationFormErrors)))
  return { message: MOBILE_NUMBER_VERIFIED, account }
})

/** issue 22 §4: "Resend OTP" for the new mobile number (the countdown of one-time-code.ts paces it). */
export const resendNewMobileCode = Effect.fn("Membership.resendNewMobileCode")(function* (requests: MemberRequests) {
  const api = yield* AccountApi
  yield* requests.run(api.resendMobileCode).pipe(Effect.mapError((error) => refusedWith(error)))
})

/** issue 14: the main guest of a booking made while signed in starts from the member's details. */
export const guestFromMember = (account: Account): GuestInput => ({
  title: account.title ?? "",
  firstName: account.user.firstName,
  lastName: account.user.lastName,
  mobile: account.mobileNumber === null ? "" : displayMobile(account.mobileNumber),
  email: account.user.email,
  idType: account.passportNumber !== null && account.idNumber === null ? "Passport" : DEFAULT_ID_TYPE,
  idNumber: account.idNumber ?? account.passportNumber ?? "",
})

/** spec A §4: logout ends the session on the server (best effort), clears the tokens and goes home. */
export const logOutMember = Effect.fn("Membership.logOut")(function* (requests: MemberRequests) {
  const api = yield* AccountApi
  const tokens = yield* TokenStore
  yield* Effect.ignore(requests.run(api.logout))
  yield* tokens.clear
  return LOGOUT_ROUTE
})
