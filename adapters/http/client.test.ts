import { Effect } from "effect"
import { delay } from "msw"
import { describe, expect, it } from "vitest"
import { MEMBER_SCOPE, TOKEN_PATH, WEBSITE_CLIENT_ID } from "../../contracts/api/sign-in.ts"
import { UUID } from "../../contracts/api/testing/examples.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { SERVER_OFFLINE, SOMETHING_TERRIBLE } from "../../core/http/messages.ts"
import { BookingApi } from "../../core/ports/BookingApi.ts"
import { answer, API, http, HttpResponse, makeApiHarness, url, useMswServer } from "../testing/http.testing.ts"
import { refreshAtTokenEndpoint } from "./token-refresh.ts"

const server = useMswServer()
const getBooking = Effect.flatMap(Effect.service(BookingApi), (api) => api.getBooking(UUID))
const bookingUrl = url(`/api/web/bookings/${UUID}/booking`)
const signedIn = { accessToken: "old-access", refreshToken: "refresh-1", rememberMe: true }

describe("failures the site handles arrive as core's normalised HttpError", () => {
  it.each([
    [404, { message: "Not found." }, "Not found."],
    [409, { message: "This reservation has already been confirmed." }, "This reservation has already been confirmed."],
    [429, { message: "Too many requests." }, "Too many requests."],
  ])("a %i keeps its status and the server's message", async (status, body, message) => {
    server.use(http.get(bookingUrl, () => answer(body, status)))
    const error = await makeApiHarness({ config: {} }).fail(getBooking)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status, message })
  })

  it("a 429 carries the seconds its Retry-After asks to wait", async () => {
    server.use(http.get(bookingUrl, () => HttpResponse.json({ message: "Too many requests." }, { status: 429, headers: { "Retry-After": "37" } })))
    const error = await makeApiHarness({ config: {} }).fail(getBooking)
    expect(error).toMatchObject({ status: 429, message: "Too many requests.", retryAfterSeconds: 37 })
  })

  it("a 422 carries the field errors for the form", async () => {
    server.use(http.post(url("/api/web/clicks/validate"), () => answer({ message: "Some fields are missing or invalid.", errors: { "clicks.clubcard_number": ["Invalid card number"] } }, 422)))
    const error = await makeApiHarness().fail(Effect.flatMap(Effect.service(BookingApi), (api) => api.validateClubCard("6009123456781")))
    expect(error).toMatchObject({ status: 422, fieldErrors: { "clicks.clubcard_number": ["Invalid card number"] } })
  })

  it("a request the contract refuses is not sent and fails as a 422 with its field errors", async () => {
    const error = await makeApiHarness().fail(Effect.flatMap(Effect.service(BookingApi), (api) => api.validateClubCard("123")))
    expect(error).toMatchObject({ status: 422 })
    expect(Object.keys((error as HttpError).fieldErrors ?? {})).toEqual(["clicks.clubcard_number"])
  })

  it("an answer that does not come in time is 'no response': the server is offline", async () => {
    server.use(http.get(bookingUrl, async () => (await delay("infinite"), answer({}))))
    const error = await makeApiHarness({ config: { timeoutMs: 30 } }).fail(getBooking)
    expect(error).toMatchObject({ status: 404, message: SERVER_OFFLINE })
  })

  it("a refused connection is 'no response' too", async () => {
    server.use(http.get(bookingUrl, () => HttpResponse.error()))
    expect(await makeApiHarness().fail(getBooking)).toMatchObject({ message: SERVER_OFFLINE })
  })

  it.each([
    ["JSON of another shape", () => answer({ booking: { uuid: UUID } })],
    ["text that is not JSON", () => new HttpResponse("<html>oops</html>", { status: 200, headers: { "Content-Type": "application/json" } })],
  ])("a malformed answer (%s) is the generic error, logged through Effect's logger, never a crash", async (_, reply) => {
    server.use(http.get(bookingUrl, reply))
    const harness = makeApiHarness()
    expect(await harness.fail(getBooking)).toMatchObject({ status: 0, message: SOMETHING_TERRIBLE })
    expect(harness.logs.map((line) => line.level)).toEqual(["Warn"])
  })
})

describe("the bearer token and refresh once on 401", () => {
  it("sends the stored access token as the bearer token", async () => {
    const seen: Array<string | null> = []
    server.use(http.get(bookingUrl, ({ request }) => (seen.push(request.headers.get("Authorization")), answer({ message: "Not found." }, 404))))
    await makeApiHarness({ tokens: signedIn }).fail(getBooking)
    expect(seen).toEqual(["Bearer old-access"])
  })

  it("refreshes once on a 401 and retries once with the new token", async () => {
    const seen: Array<string | null> = []
    const refreshed: Array<string> = []
    server.use(
      http.get(bookingUrl, ({ request }) => {
        seen.push(request.headers.get("Authorization"))
        return answer({ message: "Unauthorized" }, 401)
      }),
    )
    const harness = makeApiHarness({
      tokens: signedIn,
      config: { refreshTokens: (token) => Effect.sync(() => (refreshed.push(token), { accessToken: "new-access", refreshToken: "refresh-2" })) },
    })
    const error = await harness.fail(getBooking)
    expect(error).toMatchObject({ status: 401 })
    expect(refreshed).toEqual(["refresh-1"])
    // Once only: the retry's 401 logs the member out rather than refreshing again.
    expect(seen).toEqual(["Bearer old-access", "Bearer new-access"])
    expect(harness.tokens.state.loggedIn).toBe(false)
  })

  it("a retry that succeeds keeps the member signed in with the new tokens", async () => {
    server.use(
      http.post(url(`/api/web/bookings/${UUID}/resend_confirmation_email`), ({ request }) =>
        request.headers.get("Authorization") === "Bearer new-access" ? answer({ message: "Booking confirmation sent!" }) : answer({ message: "Unauthorized" }, 401),
      ),
    )
    const harness = makeApiHarness({ tokens: signedIn, config: { refreshTokens: () => Effect.succeed({ accessToken: "new-access", refreshToken: "refresh-2" }) } })
    await harness.run(Effect.flatMap(Effect.service(BookingApi), (api) => api.resendConfirmation(UUID, "email")))
    expect(harness.tokens.state.tokens).toMatchObject({ accessToken: "new-access", rememberMe: true })
  })

  it("refreshes at the token endpoint (the site's refresh), then logs out when the refresh is refused", async () => {
    const grants: Array<unknown> = []
    server.use(
      http.get(bookingUrl, () => answer({ message: "Unauthorized" }, 401)),
      http.post(url(TOKEN_PATH), async ({ request }) => {
        grants.push(await request.json())
        return answer({ message: "Your session has ended. Please log in again." }, 401)
      }),
    )
    const harness = makeApiHarness({ tokens: signedIn, config: { refreshTokens: refreshAtTokenEndpoint(API) } })
    expect(await harness.fail(getBooking)).toMatchObject({ status: 401 })
    expect(grants).toEqual([{ grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, scope: MEMBER_SCOPE, refresh_token: "refresh-1" }])
    expect(harness.tokens.state.clears).toBe(1)
  })

  it("without a refresh, a 401 logs the member out", async () => {
    server.use(http.get(bookingUrl, () => answer({ message: "Unauthorized" }, 401)))
    const harness = makeApiHarness({ tokens: signedIn })
    expect(await harness.fail(getBooking)).toMatchObject({ status: 401 })
    expect(harness.tokens.state.clears).toBe(1)
  })
})
