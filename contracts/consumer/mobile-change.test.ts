import { Effect, Layer, Result } from "effect"
import { describe, expect, it } from "vitest"
import type { V3MockServer as V4MockServer } from "@pact-foundation/pact"
import * as AccountApiHttp from "../../adapters/http/AccountApi.http.ts"
import { makeMemberRequests } from "../../core/account/log-in.ts"
import { FormRefused, resendNewMobileCode, saveMyDetails, verifyNewMobile } from "../../core/account/manage-membership.ts"
import { ALREADY_TAKEN, MOBILE_ALREADY_REGISTERED, MOBILE_NUMBER_VERIFIED } from "../../core/account/messages.ts"
import { userDetailsFromAccount } from "../../core/account/user-details.ts"
import { isTooManyRequests, isUnauthorized } from "../../core/http/http-error.ts"
import type { AccountApi } from "../../core/ports/AccountApi.ts"
import type { TokenStore } from "../../core/ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { MOBILE_CHANGE_CODE_SENT, NO_MOBILE_CHANGE_WAITING } from "../api/accounts.ts"
import { SIGN_IN_REQUIRED } from "../api/sign-in.ts"
import { OTP_PATTERN } from "../api/bookings.ts"
import { OTP_INCORRECT, TOO_MANY_REQUESTS } from "../api/errors.ts"
import { PROVIDER_STATES } from "../api/provider-states.ts"
import { accountFailure, websitePact } from "./testing/consumer-pact.ts"
import { ACCESS, accountLike, bearerFromState, detailsBody, detailsUpdate, MEMBER, MOBILE, signedIn } from "./testing/member-wire.ts"
import { errorLike, fieldErrorsLike, RETRY_AFTER } from "./testing/wire-bodies.ts"
import { fromState, integer, jsonAnswer } from "./testing/wire-matchers.ts"

/**
 * A new mobile number verified by an SMS code to it before it replaces the old (issue 22 §4; contracts/README.md "The
 * account"): the change of My Details that asks for it, the code that makes it, a new code, and their failures. Each
 * goes through the website's real adapter and core's use cases, which say what the member sees.
 */

const pact = websitePact()

const NEW_MOBILE = "+27835550199"
const OTHER_MOBILE = "+27835550200"
const CODE = "042917"
const newNumberFromState = (name = "new_mobile_number", example = NEW_MOBILE) => fromState(name, MOBILE, example)
const signedInHeaders = { Authorization: bearerFromState() as never }

/** Core's use cases over the adapter on the mock server, signed in; no refresh (a 401 is the answer to check). */
const memberSite = (mock: V4MockServer) => {
  const store = makeTokenStoreMemory(signedIn)
  const api = AccountApiHttp.layerHttp({ baseUrl: mock.url, refreshTokens: () => Effect.fail("no refresh in this interaction") }).pipe(Layer.provide(store.layer))
  return <A, E>(use: (requests: Effect.Success<typeof makeMemberRequests>) => Effect.Effect<A, E, AccountApi | TokenStore>) =>
    Effect.runPromise(Effect.result(Effect.flatMap(makeMemberRequests, use).pipe(Effect.provide(Layer.merge(api, store.layer)))))
}

const refusalOf = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`)
  return result.failure
}

/** My Details with the new number typed in. */
const withNewNumber = (mobile: string) => {
  const saved = userDetailsFromAccount({ ...accountShape, mobileNumber: MEMBER.mobile })
  const edited = { ...saved, mobileNumber: mobile }
  return { saved, edited, update: { ...detailsUpdate(), mobileNumber: mobile } }
}
const accountShape = {
  id: 7, birthday: null, country: "South Africa", countryCode: 702, createdAt: "2030-01-01T10:00:00.000Z", deactivatedAt: null, deletedAt: null, idNumber: null,
  isDeactivated: false, isRegistrationComplete: true, lineOne: null, lineTwo: null, lodgixFileNumber: null, loyaltyType: "individual", mobileNumber: MEMBER.mobile,
  pendingMobileNumber: null, passportNumber: null, passportNumberExpiryMonth: null, passportNumberExpiryYear: null, province: null, reactivatedAt: null,
  registrationCompletedAt: null, telephoneExtension: null, telephoneNumber: null, title: "Ms", totalExpiredLoyaltyPoints: 0, totalRedeemedLoyaltyPoints: 0,
  totalUsableLoyaltyPoints: 100, town: "Durban", zipCode: null, communicationMethods: { sms: true, email: true, whatsapp: false },
  communicationOptIns: { rateUsQuestionnaire: false, specialsAndPromotionsMarketing: false }, user: { id: 7, email: MEMBER.email, firstName: "Thandi", lastName: "Nkosi" },
}

describe("a new mobile number (PATCH /api/web/accounts)", () => {
  it("keeps the old number and answers the new one waiting for the code texted to it", async () => {
    const { saved, edited, update } = withNewNumber(NEW_MOBILE)
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberWithFreeNumber)
      .uponReceiving("the signed-in member's details with a new mobile number")
      .withRequest("PATCH", "/api/web/accounts", (request) => request.headers(signedInHeaders).jsonBody(detailsBody(undefined, newNumberFromState())))
      .willRespondWith(200, (response) => jsonAnswer(response, accountLike(newNumberFromState())))
      .executeTest(async (mock) => {
        const outcome = await memberSite(mock)((requests) => saveMyDetails(requests, saved, edited, update))
        expect(Result.isSuccess(outcome) && outcome.success).toMatchObject({ saved: true, awaitsMobileCode: true, account: { pendingMobileNumber: NEW_MOBILE } })
      })
  })

  it("answers 429 to another new number a moment after a code was texted", async () => {
    const { saved, edited, update } = withNewNumber(OTHER_MOBILE)
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.mobileChangeWaiting)
      .uponReceiving("the signed-in member's details with another new mobile number a moment after a code was texted")
      .withRequest("PATCH", "/api/web/accounts", (request) => request.headers(signedInHeaders).jsonBody(detailsBody(undefined, newNumberFromState("other_mobile_number", OTHER_MOBILE))))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(TOO_MANY_REQUESTS), RETRY_AFTER))
      .executeTest(async (mock) => {
        const refused = refusalOf(await memberSite(mock)((requests) => saveMyDetails(requests, saved, edited, update)))
        expect(refused).toStrictEqual(new FormRefused({ message: TOO_MANY_REQUESTS, fieldErrors: {} }))
      })
  })
})

describe("the new number's code (POST /api/web/accounts/verify_mobile)", () => {
  it("makes the new number the account's", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.mobileChangeWaiting)
      .uponReceiving("the code texted to the new mobile number")
      .withRequest("POST", "/api/web/accounts/verify_mobile", (request) => request.headers(signedInHeaders).jsonBody({ otp: { code: fromState("otp", OTP_PATTERN, CODE) } }))
      .willRespondWith(200, (response) => jsonAnswer(response, { ...accountLike(null), mobile_number: newNumberFromState() }))
      .executeTest(async (mock) => {
        const outcome = await memberSite(mock)((requests) => verifyNewMobile(requests, CODE))
        expect(Result.isSuccess(outcome) && outcome.success).toMatchObject({ message: MOBILE_NUMBER_VERIFIED, account: { mobileNumber: NEW_MOBILE, pendingMobileNumber: null } })
      })
  })

  it("answers 422 on otp.code for a code that is not the one texted; core puts it on the code field", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.mobileChangeWaiting)
      .uponReceiving("a code that is not the one texted to the new mobile number")
      .withRequest("POST", "/api/web/accounts/verify_mobile", (request) => request.headers(signedInHeaders).jsonBody({ otp: { code: fromState("wrong_otp", OTP_PATTERN, "042918") } }))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("otp.code", OTP_INCORRECT)))
      .executeTest(async (mock) => {
        const refused = refusalOf(await memberSite(mock)((requests) => verifyNewMobile(requests, "042918")))
        expect(refused.fieldErrors).toStrictEqual({ code: [OTP_INCORRECT] })
      })
  })

  it("answers 422 'has already been taken' when someone registered the number meanwhile; core shows the spec's words", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.mobileChangeNumberTaken)
      .uponReceiving("the code texted to a new mobile number someone has registered since")
      .withRequest("POST", "/api/web/accounts/verify_mobile", (request) => request.headers(signedInHeaders).jsonBody({ otp: { code: fromState("otp", OTP_PATTERN, CODE) } }))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("user_account.account_attributes.mobile_number", ALREADY_TAKEN)))
      .executeTest(async (mock) => {
        const refused = refusalOf(await memberSite(mock)((requests) => verifyNewMobile(requests, CODE)))
        expect(refused.fieldErrors).toStrictEqual({ mobileNumber: [MOBILE_ALREADY_REGISTERED] })
      })
  })

  it("answers 401 without a live session", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberLoggedOut)
      .uponReceiving("a new mobile number's code from a member who has logged out")
      .withRequest("POST", "/api/web/accounts/verify_mobile", (request) => request.headers(signedInHeaders).jsonBody({ otp: { code: CODE } }))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(SIGN_IN_REQUIRED)))
      .executeTest(async (mock) => {
        expect(isUnauthorized(await accountFailure(mock, (api) => api.verifyMobileNumber(ACCESS, CODE), signedIn))).toBe(true)
      })
  })
})

describe("a new code for the new number (POST /api/web/accounts/resend_mobile_otp)", () => {
  it("texts a new code a minute after the last", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.mobileChangeCodeAMinuteOld)
      .uponReceiving("a request for a new code for the new mobile number")
      .withRequest("POST", "/api/web/accounts/resend_mobile_otp", (request) => request.headers(signedInHeaders))
      .willRespondWith(200, (response) => jsonAnswer(response, { message: MOBILE_CHANGE_CODE_SENT, expires_in: integer(600) }))
      .executeTest(async (mock) => {
        expect(Result.isSuccess(await memberSite(mock)(resendNewMobileCode))).toBe(true)
      })
  })

  it("answers 429 with Retry-After a moment after the last code", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.mobileChangeWaiting)
      .uponReceiving("a request for a new code for the new mobile number a moment after one was texted")
      .withRequest("POST", "/api/web/accounts/resend_mobile_otp", (request) => request.headers(signedInHeaders))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(TOO_MANY_REQUESTS), RETRY_AFTER))
      .executeTest(async (mock) => {
        expect(isTooManyRequests(await accountFailure(mock, (api) => api.resendMobileCode(ACCESS), signedIn))).toBe(true)
      })
  })

  it("answers 409 when no new number waits for a code", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a request for a new code when no new mobile number waits")
      .withRequest("POST", "/api/web/accounts/resend_mobile_otp", (request) => request.headers(signedInHeaders))
      .willRespondWith(409, (response) => jsonAnswer(response, errorLike(NO_MOBILE_CHANGE_WAITING)))
      .executeTest(async (mock) => {
        const refused = refusalOf(await memberSite(mock)(resendNewMobileCode))
        expect(refused).toStrictEqual(new FormRefused({ message: NO_MOBILE_CHANGE_WAITING, fieldErrors: {} }))
      })
  })
})
