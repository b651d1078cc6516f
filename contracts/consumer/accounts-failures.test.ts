import type { V3MockServer as V4MockServer } from "@pact-foundation/pact"
import { Effect, Layer, Result } from "effect"
import { describe, expect, it } from "vitest"
import * as AccountApiHttp from "../../adapters/http/AccountApi.http.ts"
import * as BookingApiHttp from "../../adapters/http/BookingApi.http.ts"
import { makeProcessUrl } from "../../adapters/gateway/process-url.ts"
import { makeMemberRequests } from "../../core/account/log-in.ts"
import { deleteAccount, FormRefused, logOutMember, requestPasswordReset } from "../../core/account/manage-membership.ts"
import { ACCOUNT_DELETE_FAILED, COMMUNICATION_METHOD_REQUIRED, FAILED_TO_SEND_RESET_EMAIL } from "../../core/account/messages.ts"
import { LOGOUT_ROUTE } from "../../core/account/session.ts"
import { HttpError, isTooManyRequests, isUnauthorized } from "../../core/http/http-error.ts"
import { AccountApi } from "../../core/ports/AccountApi.ts"
import { BookingApi } from "../../core/ports/BookingApi.ts"
import { makeMemorySessionStore } from "../../core/ports/SessionStore.memory.ts"
import type { StoredTokens, TokenStore } from "../../core/ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { SIGN_IN_REQUIRED } from "../api/sign-in.ts"
import { OTP_PATTERN } from "../api/bookings.ts"
import { TOO_MANY_REQUESTS, VALIDATION_FAILED } from "../api/errors.ts"
import { PROVIDER_STATES } from "../api/provider-states.ts"
import { websitePact } from "./testing/consumer-pact.ts"
import { ACCESS, bearerFromState, detailsBody, detailsUpdate, emailFromState, MEMBER, MOBILE, signedIn } from "./testing/member-wire.ts"
import { cancelledBookingLike, errorLike, fieldErrorsLike, RETRY_AFTER } from "./testing/wire-bodies.ts"
import { fromState, jsonAnswer, matching, pathFromState } from "./testing/wire-matchers.ts"

/**
 * The members' account calls when they fail (issue 14; contracts/README.md "Accounts"): a refused change of My Details,
 * a token that no longer works on the account's calls and on logout, the throttles' 429s with Retry-After, and the
 * account panel's cancel with the member's bearer token beside the booking's code. Each goes through the website's
 * real adapters, and checks the failure reaches core as core reads it: field errors by wire path, `isUnauthorized`
 * (the member then logged out, the refresh being an interaction of its own), `isTooManyRequests`, and core's use cases'
 * own words.
 */

const pact = websitePact()

/** Why a 401 is answered: the site's client refreshes once on it. */
const WWW_AUTHENTICATE = { "WWW-Authenticate": matching(/^Bearer( .*)?$/, 'Bearer realm="member"') }

/**
 * The account port over HTTP on the mock server, its TokenStore signed in with `tokens` when given and open to the
 * test; no refresh (a 401 logs the member out at once: the refresh is an interaction of its own).
 */
const memberSite = (mock: V4MockServer, tokens?: StoredTokens) => {
  const store = makeTokenStoreMemory(tokens)
  const api = AccountApiHttp.layerHttp({ baseUrl: mock.url, refreshTokens: () => Effect.fail("no refresh in this interaction") }).pipe(Layer.provide(store.layer))
  const layer = Layer.merge(api, store.layer)
  const run = <A, E>(program: Effect.Effect<A, E, AccountApi | TokenStore>): Promise<Result.Result<A, E>> => Effect.runPromise(Effect.result(Effect.provide(program, layer)))
  return { store: store.state, run }
}

/** The failure of `result`, or the test fails. */
const failureOf = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`)
  return result.failure
}

/** The HttpError a port call failed with. */
const httpFailureOf = <A, E>(result: Result.Result<A, E>): HttpError => {
  const failure = failureOf(result)
  expect(failure).toBeInstanceOf(HttpError)
  return failure as HttpError
}

const COMMUNICATION_FIELD = "user_account.account_attributes.communication_methods"
const NO_METHOD = { email: false, sms: false, whatsapp: false }

describe("the signed-in member's account when it fails (PATCH, DELETE /api/web/accounts, logout)", () => {
  it("answers 422 on the communication methods when the member would have none, for the form's field", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("the signed-in member's details with no communication method")
      .withRequest("PATCH", "/api/web/accounts", (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody(detailsBody(NO_METHOD)))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike(COMMUNICATION_FIELD, COMMUNICATION_METHOD_REQUIRED)))
      .executeTest(async (mock) => {
        const site = memberSite(mock, signedIn)
        const error = httpFailureOf(await site.run(Effect.flatMap(Effect.service(AccountApi), (api) => api.updateAccount(ACCESS, detailsUpdate(NO_METHOD)))))
        expect(error.status).toBe(422)
        expect(error.message).toBe(VALIDATION_FAILED)
        expect(error.fieldErrors).toStrictEqual({ [COMMUNICATION_FIELD]: [COMMUNICATION_METHOD_REQUIRED] })
        // a refused form keeps the member signed in
        expect(site.store.tokens).toStrictEqual(signedIn)
      })
  })

  it("answers 401 to a change of details with an access token that no longer works", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenExpired)
      .uponReceiving("the member's details with an expired access token")
      .withRequest("PATCH", "/api/web/accounts", (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody(detailsBody(undefined, matching(MOBILE, MEMBER.mobile))))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(SIGN_IN_REQUIRED), WWW_AUTHENTICATE))
      .executeTest(async (mock) => {
        const site = memberSite(mock, signedIn)
        const error = httpFailureOf(await site.run(Effect.flatMap(Effect.service(AccountApi), (api) => api.updateAccount(ACCESS, detailsUpdate()))))
        expect(isUnauthorized(error)).toBe(true)
        expect(error.message).toBe(SIGN_IN_REQUIRED)
        expect(site.store.tokens).toBeUndefined()
      })
  })

  it("answers 401 to a deletion with an access token that no longer works; core says the deletion failed", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenExpired)
      .uponReceiving("a request to delete the account with an expired access token")
      .withRequest("DELETE", "/api/web/accounts", (request) => request.headers({ Authorization: bearerFromState() as never }))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(SIGN_IN_REQUIRED), WWW_AUTHENTICATE))
      .executeTest(async (mock) => {
        const site = memberSite(mock, signedIn)
        const refused = failureOf(await site.run(Effect.flatMap(makeMemberRequests, (requests) => deleteAccount(requests))))
        expect(refused).toStrictEqual(new FormRefused({ message: ACCOUNT_DELETE_FAILED, fieldErrors: {} }))
        expect(site.store.tokens).toBeUndefined()
      })
  })

  it("answers 401 to a logout of a session already ended; core still logs the member out and goes home", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberLoggedOut)
      .uponReceiving("a request to log out of a session already ended")
      .withRequest("POST", "/api/web/accounts/logout", (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody({}))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(SIGN_IN_REQUIRED), WWW_AUTHENTICATE))
      .executeTest(async (mock) => {
        const site = memberSite(mock, signedIn)
        const answer = await site.run(Effect.flatMap(makeMemberRequests, (requests) => logOutMember(requests)))
        expect(answer).toStrictEqual(Result.succeed(LOGOUT_ROUTE))
        expect(site.store.tokens).toBeUndefined()
      })
  })
})

describe("the throttles' 429 answers, with Retry-After", () => {
  it("answers 429 to a sign-in of an account locked by wrong passwords, even with the right one", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignInLocked)
      .uponReceiving("a sign-in of an account locked by wrong passwords")
      .withRequest("POST", "/api/login", (request) => request.jsonBody({ username: emailFromState(), password: fromState("password", /.+/, MEMBER.password) }))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(TOO_MANY_REQUESTS), RETRY_AFTER))
      .executeTest(async (mock) => {
        const site = memberSite(mock)
        const error = httpFailureOf(await site.run(Effect.flatMap(Effect.service(AccountApi), (api) => api.login({ username: MEMBER.email, password: MEMBER.password }))))
        expect(isTooManyRequests(error)).toBe(true)
        expect(error.message).toBe(TOO_MANY_REQUESTS)
        expect(site.store.tokens).toBeUndefined()
      })
  })

  it("answers 429 to a new registration code asked for more often than an hour allows", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.registrationCodesUsedUp)
      .uponReceiving("a request for a new registration code past the hour's limit")
      .withRequest("POST", "/api/web/accounts/resend_otp", (request) => request.jsonBody({ otp: { email: emailFromState() } }))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(TOO_MANY_REQUESTS), RETRY_AFTER))
      .executeTest(async (mock) => {
        const error = httpFailureOf(await memberSite(mock).run(Effect.flatMap(Effect.service(AccountApi), (api) => api.resendRegistrationCode(MEMBER.email))))
        expect(isTooManyRequests(error)).toBe(true)
        expect(error.message).toBe(TOO_MANY_REQUESTS)
      })
  })

  it("answers 429 to a password-reset link past the hour's limit; core says the e-mail was not sent", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.resetLinksUsedUp)
      .uponReceiving("a request for a password-reset link past the hour's limit")
      .withRequest("POST", "/api/web/accounts/forgot_password", (request) => request.jsonBody({ user: { email: emailFromState() } }))
      .willRespondWith(429, (response) => jsonAnswer(response, errorLike(TOO_MANY_REQUESTS), RETRY_AFTER))
      .executeTest(async (mock) => {
        const refused = failureOf(await memberSite(mock).run(requestPasswordReset(MEMBER.email)))
        expect(refused).toStrictEqual(new FormRefused({ message: FAILED_TO_SEND_RESET_EMAIL, fieldErrors: {} }))
      })
  })
})

describe("the account panel's cancel (POST /api/web/bookings/{id}/cancel, signed in)", () => {
  const BOOKING_UUID = "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"
  const CODE = "042917"

  it("cancels the member's own booking with its code, the member's bearer token beside it", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberBookingCodeSent)
      .uponReceiving("a signed-in member's cancellation of their booking with its one-time code")
      .withRequest(
        "POST",
        pathFromState("/api/web/bookings/${uuid}/cancel", /^\/api\/web\/bookings\/[0-9a-fA-F-]{36}\/cancel$/, `/api/web/bookings/${BOOKING_UUID}/cancel`),
        (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody({ booking_otp: { otp: fromState("otp", OTP_PATTERN, CODE) } }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, { booking: cancelledBookingLike() }))
      .executeTest(async (mock) => {
        const store = makeTokenStoreMemory(signedIn)
        const bookings = BookingApiHttp.layerHttp({ baseUrl: mock.url }, makeProcessUrl(undefined, makeMemorySessionStore())).pipe(Layer.provide(store.layer))
        await Effect.runPromise(Effect.provide(Effect.flatMap(Effect.service(BookingApi), (api) => api.cancelBooking(BOOKING_UUID, CODE)), bookings))
        expect(store.state.tokens).toStrictEqual(signedIn)
      })
  })
})
