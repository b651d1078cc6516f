import { describe, expect, it } from "vitest"
import { ACCESS_TOKEN_SECONDS, INVALID_REFRESH_TOKEN, LOGGED_OUT, MEMBER_SCOPE, SIGN_IN_REQUIRED, WEBSITE_CLIENT_ID } from "../api/sign-in.ts"
import { REGISTRATION_CODE_SENT } from "../api/registration.ts"
import { RESET_LINK_INVALID, RESET_LINK_SENT } from "../api/password-reset.ts"
import { OTP_PATTERN } from "../api/bookings.ts"
import { OTP_INCORRECT } from "../api/errors.ts"
import { OTP_SENT } from "../api/messages.ts"
import { PROVIDER_STATES } from "../api/provider-states.ts"
import { ACCOUNT_CREATED, ACCOUNT_DELETED, ALREADY_TAKEN, INVALID_EMAIL_OR_PASSWORD, PASSWORD_UPDATED } from "../../core/account/messages.ts"
import { account, accountFailure, websitePact } from "./testing/consumer-pact.ts"
import { ACCESS, accountLike, bearerFromState, detailsBody, detailsUpdate, emailFromState, MEMBER, MOBILE, REFRESH, signedIn, TOKEN } from "./testing/member-wire.ts"
import { errorLike, fieldErrorsLike, unpaidBookingLike } from "./testing/wire-bodies.ts"
import { fromState, integer, jsonAnswer, listOf, matching, string } from "./testing/wire-matchers.ts"

/**
 * Members' accounts (spec A §7, issue 14; contracts/README.md "Accounts"): sign-in, the token endpoint's refresh,
 * registration with its SMS code, password reset, the account, the member's bookings and logout. Members, codes,
 * links and tokens come from the provider states.
 */

const pact = websitePact()

const tokensLike = () => ({
  access_token: matching(TOKEN, ACCESS),
  refresh_token: matching(TOKEN, REFRESH),
  token_type: "Bearer",
  expires_in: integer(ACCESS_TOKEN_SECONDS),
  scope: string(MEMBER_SCOPE),
  created_at: integer(1_900_000_000),
})

describe("signing in (POST /api/login)", () => {
  it("answers the member's tokens", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.member)
      .uponReceiving("a member's e-mail and password")
      .withRequest("POST", "/api/login", (request) => request.jsonBody({ username: emailFromState(), password: fromState("password", /.+/, MEMBER.password) }))
      .willRespondWith(200, (response) => jsonAnswer(response, tokensLike(), { "Cache-Control": "no-store" }))
      .executeTest(async (mock) => {
        expect(await account(mock, (api) => api.login({ username: MEMBER.email, password: MEMBER.password }))).toStrictEqual({ accessToken: ACCESS, refreshToken: REFRESH })
      })
  })

  it("answers 401 Invalid email or password for an e-mail no member has", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.newMember)
      .uponReceiving("an e-mail no member has, and a password")
      .withRequest("POST", "/api/login", (request) => request.jsonBody({ username: emailFromState(), password: MEMBER.password }))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(INVALID_EMAIL_OR_PASSWORD)))
      .executeTest(async (mock) => {
        expect((await accountFailure(mock, (api) => api.login({ username: MEMBER.email, password: MEMBER.password }))).status).toBe(401)
      })
  })
})

describe("refreshing tokens (POST /loyalty_users/token, grant_type refresh_token)", () => {
  it("trades the refresh token for new tokens", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a refresh token of a live session")
      .withRequest("POST", "/loyalty_users/token", (request) =>
        request.jsonBody({ grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, refresh_token: fromState("refresh_token", TOKEN, REFRESH) }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, tokensLike(), { "Cache-Control": "no-store" }))
      .executeTest(async (mock) => {
        expect(await account(mock, (api) => api.refresh(REFRESH))).toStrictEqual({ accessToken: ACCESS, refreshToken: REFRESH })
      })
  })

  it("answers 401 for a refresh token no session has", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.newMember)
      .uponReceiving("a refresh token no session has")
      .withRequest("POST", "/loyalty_users/token", (request) => request.jsonBody({ grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, refresh_token: REFRESH }))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(INVALID_REFRESH_TOKEN)))
      .executeTest(async (mock) => {
        expect((await accountFailure(mock, (api) => api.refresh(REFRESH))).status).toBe(401)
      })
  })
})

describe("registering (POST /api/web/accounts/register, verify_otp, resend_otp)", () => {
  const registration = (email: unknown, mobile: unknown) => ({
    user_account: { email, first_name: "Thandi", last_name: "Nkosi", password: MEMBER.password, account_attributes: { mobile_number: mobile } },
  })
  const form = { firstName: "Thandi", lastName: "Nkosi", email: MEMBER.email, mobileNumber: MEMBER.mobile, password: MEMBER.password, confirmPassword: MEMBER.password }

  it("stores the registration and texts a code", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.newMember)
      .uponReceiving("a registration with an e-mail and mobile no account has")
      .withRequest("POST", "/api/web/accounts/register", (request) => request.jsonBody(registration(emailFromState(), fromState("mobile_number", MOBILE, MEMBER.mobile))))
      .willRespondWith(201, (response) => jsonAnswer(response, { message: string(REGISTRATION_CODE_SENT), expires_in: integer(600) }))
      .executeTest(async (mock) => {
        await account(mock, (api) => api.register(form))
      })
  })

  it("answers 422 'has already been taken' on the e-mail and the mobile of a member", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.member)
      .uponReceiving("a registration with a member's e-mail and mobile")
      .withRequest("POST", "/api/web/accounts/register", (request) => request.jsonBody(registration(emailFromState(), fromState("mobile_number", MOBILE, MEMBER.mobile))))
      .willRespondWith(422, (response) =>
        jsonAnswer(response, {
          message: string("Some fields are missing or invalid."),
          errors: { "user_account.email": [ALREADY_TAKEN], "user_account.account_attributes.mobile_number": [ALREADY_TAKEN] },
        }),
      )
      .executeTest(async (mock) => {
        const error = await accountFailure(mock, (api) => api.register(form))
        expect(error.fieldErrors).toStrictEqual({ "user_account.email": [ALREADY_TAKEN], "user_account.account_attributes.mobile_number": [ALREADY_TAKEN] })
      })
  })

  it("completes the registration with the code texted", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.registrationWaiting)
      .uponReceiving("the registration code texted")
      .withRequest("POST", "/api/web/accounts/verify_otp", (request) => request.jsonBody({ otp: { email: emailFromState(), code: fromState("otp", OTP_PATTERN, "042917") } }))
      .willRespondWith(200, (response) => jsonAnswer(response, { message: ACCOUNT_CREATED }))
      .executeTest(async (mock) => {
        await account(mock, (api) => api.verifyRegistration({ email: MEMBER.email, code: "042917" }))
      })
  })

  it("answers 422 on otp.code for a code that is not the one texted", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.registrationWaiting)
      .uponReceiving("a registration code that is not the one texted")
      .withRequest("POST", "/api/web/accounts/verify_otp", (request) => request.jsonBody({ otp: { email: emailFromState(), code: fromState("wrong_otp", OTP_PATTERN, "042918") } }))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("otp.code", OTP_INCORRECT)))
      .executeTest(async (mock) => {
        expect((await accountFailure(mock, (api) => api.verifyRegistration({ email: MEMBER.email, code: "042918" }))).fieldErrors).toStrictEqual({ "otp.code": [OTP_INCORRECT] })
      })
  })

  it("answers a resend for an e-mail with no registration waiting as for one waiting", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.newMember)
      .uponReceiving("a request for a new registration code")
      .withRequest("POST", "/api/web/accounts/resend_otp", (request) => request.jsonBody({ otp: { email: emailFromState() } }))
      .willRespondWith(200, (response) => jsonAnswer(response, { message: OTP_SENT, expires_in: integer(600) }))
      .executeTest(async (mock) => {
        await account(mock, (api) => api.resendRegistrationCode(MEMBER.email))
      })
  })
})

describe("resetting a password (forgot_password, reset_password)", () => {
  it("answers the same words whether or not the e-mail is registered", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.member)
      .uponReceiving("a request for a password-reset link")
      .withRequest("POST", "/api/web/accounts/forgot_password", (request) => request.jsonBody({ user: { email: emailFromState() } }))
      .willRespondWith(200, (response) => jsonAnswer(response, { message: RESET_LINK_SENT }))
      .executeTest(async (mock) => {
        await account(mock, (api) => api.forgotPassword(MEMBER.email))
      })
  })

  it("sets the new password with the link's token", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.resetLinkSent)
      .uponReceiving("a new password with the reset link's token")
      .withRequest("POST", "/api/web/accounts/reset_password", (request) =>
        request.jsonBody({ user: { password: "Brand-New-Pass-9", password_confirmation: "Brand-New-Pass-9", token: fromState("reset_token", TOKEN, REFRESH) } }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, { message: PASSWORD_UPDATED }))
      .executeTest(async (mock) => {
        await account(mock, (api) => api.resetPassword({ password: "Brand-New-Pass-9", passwordConfirmation: "Brand-New-Pass-9", token: REFRESH }))
      })
  })

  it("answers 422 on user.token for a token no link has", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.newMember)
      .uponReceiving("a new password with a token no reset link has")
      .withRequest("POST", "/api/web/accounts/reset_password", (request) =>
        request.jsonBody({ user: { password: "Brand-New-Pass-9", password_confirmation: "Brand-New-Pass-9", token: REFRESH } }),
      )
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("user.token", RESET_LINK_INVALID)))
      .executeTest(async (mock) => {
        expect((await accountFailure(mock, (api) => api.resetPassword({ password: "Brand-New-Pass-9", passwordConfirmation: "Brand-New-Pass-9", token: REFRESH }))).status).toBe(422)
      })
  })
})

describe("the signed-in member's account (GET, PATCH, DELETE /api/web/accounts)", () => {
  it("answers the account for the bearer token, never cached", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a request for the signed-in member's account")
      .withRequest("GET", "/api/web/accounts", (request) => request.headers({ Authorization: bearerFromState() as never }))
      .willRespondWith(200, (response) => jsonAnswer(response, accountLike(), { "Cache-Control": "no-store" }))
      .executeTest(async (mock) => {
        const answer = await account(mock, (api) => api.getAccount(ACCESS), signedIn)
        expect(answer.user.email).toBe(MEMBER.email)
      })
  })

  it("answers 401 for an expired access token (the site then refreshes once)", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenExpired)
      .uponReceiving("a request for the account with an expired access token")
      .withRequest("GET", "/api/web/accounts", (request) => request.headers({ Authorization: bearerFromState() as never }))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(SIGN_IN_REQUIRED)))
      .executeTest(async (mock) => {
        expect((await accountFailure(mock, (api) => api.getAccount(ACCESS), signedIn)).status).toBe(401)
      })
  })

  it("refreshes with the refresh token of a session whose access token expired", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenExpired)
      .uponReceiving("a refresh token of a session whose access token expired")
      .withRequest("POST", "/loyalty_users/token", (request) =>
        request.jsonBody({ grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, refresh_token: fromState("refresh_token", TOKEN, REFRESH) }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, tokensLike()))
      .executeTest(async (mock) => {
        expect(await account(mock, (api) => api.refresh(REFRESH))).toStrictEqual({ accessToken: ACCESS, refreshToken: REFRESH })
      })
  })

  it("saves the member's details", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("the signed-in member's changed details")
      .withRequest("PATCH", "/api/web/accounts", (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody(detailsBody()))
      .willRespondWith(200, (response) => jsonAnswer(response, accountLike()))
      .executeTest(async (mock) => {
        await account(mock, (api) => api.updateAccount(ACCESS, detailsUpdate()), signedIn)
      })
  })

  it("deletes the account", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a request to delete the signed-in member's account")
      .withRequest("DELETE", "/api/web/accounts", (request) => request.headers({ Authorization: bearerFromState() as never }))
      .willRespondWith(200, (response) => jsonAnswer(response, { message: ACCOUNT_DELETED }))
      .executeTest(async (mock) => {
        await account(mock, (api) => api.deleteAccount(ACCESS), signedIn)
      })
  })

  it("logs the member out", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a request to log the signed-in member out")
      .withRequest("POST", "/api/web/accounts/logout", (request) => request.headers({ Authorization: bearerFromState() as never }).jsonBody({}))
      .willRespondWith(200, (response) => jsonAnswer(response, { message: LOGGED_OUT }))
      .executeTest(async (mock) => {
        await account(mock, (api) => api.logout(ACCESS), signedIn)
      })
  })
})

describe("the member's bookings (active_bookings, inactive_bookings)", () => {
  it("answers the current bookings, 6 a page, with meta.totalPages", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberWithBooking)
      .uponReceiving("a request for the member's current bookings")
      .withRequest("GET", "/api/web/accounts/active_bookings", (request) => request.headers({ Authorization: bearerFromState() as never }).query({ page: "1", per: "6" }))
      .willRespondWith(200, (response) => jsonAnswer(response, { bookings: listOf(unpaidBookingLike()), meta: { totalPages: integer(1) } }))
      .executeTest(async (mock) => {
        const page = await account(mock, (api) => api.activeBookings(ACCESS, 1), signedIn)
        expect(page.bookings).toHaveLength(1)
      })
  })

  it("answers no previous bookings as zero pages", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a request for the previous bookings of a member who has none")
      .withRequest("GET", "/api/web/accounts/inactive_bookings", (request) => request.headers({ Authorization: bearerFromState() as never }).query({ page: "1", per: "6" }))
      .willRespondWith(200, (response) => jsonAnswer(response, { bookings: [], meta: { totalPages: 0 } }))
      .executeTest(async (mock) => {
        expect(await account(mock, (api) => api.inactiveBookings(ACCESS, 1), signedIn)).toStrictEqual({ bookings: [], totalPages: 0 })
      })
  })
})
