import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { RegisterRequest } from "../../contracts/api/registration.ts"
import { TokenRequest, WEBSITE_CLIENT_ID } from "../../contracts/api/sign-in.ts"
import { makeMemberRequests } from "../../core/account/log-in.ts"
import { AccountApi } from "../../core/ports/AccountApi.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import type { TokenStore } from "../../core/ports/TokenStore.ts"
import { acceptedBody, answer, API, http, makeLogCapture, url, useMswServer } from "../testing/http.testing.ts"
import * as AccountApiHttp from "./AccountApi.http.ts"

const server = useMswServer()

const tokensAnswer = (n: number) => ({ access_token: `access-token-${n}-aaaaaaaaaaaaaaaaaaaaaaaa`, refresh_token: `refresh-token-${n}-aaaaaaaaaaaaaaaaaaaaaaa`, token_type: "Bearer", expires_in: 900, scope: "member", created_at: 1_900_000_000 })

const accountAnswer = {
  id: 7, birthday: null, country: "South Africa", country_code: 702, created_at: "2030-01-01T10:00:00.000Z", deactivated_at: null, deleted_at: null,
  id_number: null, is_deactivated: false, is_registration_complete: true, line_one: null, line_two: null, lodgix_file_number: null,
  loyalty_type: "individual", mobile_number: "+27821234567", passport_number: null, passport_number_expiry_month: null, passport_number_expiry_year: null,
  province: null, reactivated_at: null, registration_completed_at: "2030-01-01T10:05:00.000Z", pending_mobile_number: null, telephone_extension: null, telephone_number: null, title: "Ms",
  total_expired_loyalty_points: 0, total_redeemed_loyalty_points: 0, total_usable_loyalty_points: 100, town: null, zip_code: null,
  communication_methods: { sms: true, email: true, whatsapp: false },
  communication_opt_ins: { rate_us_questionnaire: false, specials_and_promotions_marketing: false },
  user: { id: 7, email: "thandi@example.co.za", first_name: "Thandi", last_name: "Nkosi" },
}

const harness = (signedIn = true) => {
  const tokens = makeTokenStoreMemory(signedIn ? { accessToken: "stale-access", refreshToken: "refresh-0", rememberMe: true } : undefined)
  const logs = makeLogCapture()
  const layer = AccountApiHttp.layerHttp({ baseUrl: API }).pipe(Layer.provideMerge(tokens.layer), Layer.provideMerge(logs.layer))
  const run = <A, E>(effect: Effect.Effect<A, E, AccountApi | TokenStore>) => Effect.runPromise(Effect.provide(effect, layer))
  const fail = <A, E>(effect: Effect.Effect<A, E, AccountApi | TokenStore>) => Effect.runPromise(Effect.flip(Effect.provide(effect, layer)))
  return { run, fail, tokens }
}

const withApi = <A, E, R>(use: (api: AccountApi["Service"]) => Effect.Effect<A, E, R>) => Effect.flatMap(Effect.service(AccountApi), use)

describe("AccountApi over HTTP", () => {
  it("logs in at POST /api/login and answers the tokens", async () => {
    let sent: unknown
    server.use(http.post(url("/api/login"), async ({ request }) => ((sent = await request.json()), answer(tokensAnswer(1)))))
    const tokens = await harness(false).run(withApi((api) => api.login({ username: "thandi@example.co.za", password: "Str0ng!pass", rememberMe: true })))
    expect(sent).toEqual({ username: "thandi@example.co.za", password: "Str0ng!pass" })
    expect(tokens).toEqual({ accessToken: tokensAnswer(1).access_token, refreshToken: tokensAnswer(1).refresh_token })
  })

  it("registers with the mobile number without spaces, in the contract's shape", async () => {
    let sent: unknown
    server.use(http.post(url("/api/web/accounts/register"), async ({ request }) => ((sent = await request.json()), answer({ message: "sent", expires_in: 600 }, 201))))
    await harness(false).run(withApi((api) => api.register({ firstName: "Lerato", lastName: "Dlamini", email: "lerato@example.co.za", mobileNumber: "+27 82 555 0101", password: "Sunny-Stay-2030", confirmPassword: "Sunny-Stay-2030" })))
    expect(acceptedBody(RegisterRequest, sent)).toBeDefined()
    expect(sent).toMatchObject({ user_account: { account_attributes: { mobile_number: "+27825550101" } } })
  })

  it("on a 401 refreshes once at the token endpoint, keeps the new tokens and retries with the new access token", async () => {
    const authorizations: Array<string | null> = []
    let refreshBody: unknown
    server.use(
      http.get(url("/api/web/accounts"), ({ request }) => {
        authorizations.push(request.headers.get("Authorization"))
        return request.headers.get("Authorization") === `Bearer ${tokensAnswer(2).access_token}` ? answer(accountAnswer) : answer({ message: "Please log in to continue." }, 401)
      }),
      http.post(url("/loyalty_users/token"), async ({ request }) => ((refreshBody = await request.json()), answer(tokensAnswer(2)))),
    )
    const h = harness()
    const account = await h.run(Effect.flatMap(makeMemberRequests, (requests) => withApi((api) => requests.run(api.getAccount))))
    expect(account.user).toEqual({ id: 7, email: "thandi@example.co.za", firstName: "Thandi", lastName: "Nkosi" })
    expect(authorizations).toEqual(["Bearer stale-access", `Bearer ${tokensAnswer(2).access_token}`])
    expect(acceptedBody(TokenRequest, refreshBody)).toBeDefined()
    expect(refreshBody).toMatchObject({ grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, refresh_token: "refresh-0" })
    expect(h.tokens.state.tokens).toEqual({ accessToken: tokensAnswer(2).access_token, refreshToken: tokensAnswer(2).refresh_token, rememberMe: true })
  })

  it("logs the member out when the refresh is refused", async () => {
    server.use(
      http.get(url("/api/web/accounts"), () => answer({ message: "Please log in to continue." }, 401)),
      http.post(url("/loyalty_users/token"), () => answer({ message: "Your session has ended. Please log in again." }, 401)),
    )
    const h = harness()
    const error = await h.fail(withApi((api) => api.getAccount(undefined)))
    expect(error.status).toBe(401)
    expect([h.tokens.state.tokens, h.tokens.state.loggedIn]).toEqual([undefined, false])
  })

  it("reads the member's bookings page with 6 a page and meta.totalPages", async () => {
    let query: Record<string, string> = {}
    server.use(http.get(url("/api/web/accounts/active_bookings"), ({ request }) => ((query = Object.fromEntries(new URL(request.url).searchParams)), answer({ bookings: [], meta: { totalPages: 0 } }))))
    const page = await harness().run(withApi((api) => api.activeBookings(undefined, 2)))
    expect(query).toEqual({ page: "2", per: "6" })
    expect(page).toEqual({ bookings: [], totalPages: 0 })
  })

  it("passes the server's field errors on (a duplicate on the e-mail field)", async () => {
    server.use(http.post(url("/api/web/accounts/register"), () => answer({ message: "Some fields are missing or invalid.", errors: { "user_account.email": ["has already been taken"] } }, 422)))
    const error = await harness(false).fail(withApi((api) => api.register({ firstName: "L", lastName: "D", email: "lerato@example.co.za", mobileNumber: "+27825550101", password: "Sunny-Stay-2030", confirmPassword: "Sunny-Stay-2030" })))
    expect(error.fieldErrors).toEqual({ "user_account.email": ["has already been taken"] })
  })
})
