import { Effect, Result } from "effect"
import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { pointsPaymentResponseExample, UUID } from "../../contracts/api/testing/examples.ts"
import { NOT_ENOUGH_POINTS } from "../../core/payment/messages.ts"
import { TokenStore } from "../../core/ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { makeHttpClient } from "./client.ts"
import { payWithPoints, pointsPaymentPath } from "./points-payments.ts"

const BASE = "http://points.test"
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () =>
  Effect.runSync(
    Effect.flatMap(Effect.service(TokenStore), (tokens) => makeHttpClient({ baseUrl: BASE }, tokens)).pipe(
      Effect.provide(makeTokenStoreMemory({ accessToken: "member-access", refreshToken: "member-refresh", rememberMe: false }).layer),
    ),
  )

describe("paying nights with points over HTTP", () => {
  it("posts the nights with the member's bearer token and maps the answer to core's shape", async () => {
    const seen: Array<{ authorization: string | null; body: unknown }> = []
    server.use(
      http.post(`${BASE}${pointsPaymentPath(UUID)}`, async ({ request }) => {
        seen.push({ authorization: request.headers.get("Authorization"), body: await request.json() })
        return HttpResponse.json(pointsPaymentResponseExample)
      }),
    )
    const paid = await Effect.runPromise(payWithPoints(client())(UUID, 1))
    expect(seen).toEqual([{ authorization: "Bearer member-access", body: { points_payment: { nights: 1 } } }])
    expect(paid).toMatchObject({ nights: 1, points: 3000, coveredCents: 125_000, cardCents: 125_000, booking: { uuid: UUID, isRedemption: true } })
  })

  it("hands a 422 refusal on as an HttpError with the field's message", async () => {
    server.use(
      http.post(`${BASE}${pointsPaymentPath(UUID)}`, () =>
        HttpResponse.json({ message: "Some fields are missing or invalid.", errors: { "points_payment.nights": [NOT_ENOUGH_POINTS] } }, { status: 422 }),
      ),
    )
    const result = await Effect.runPromise(Effect.result(payWithPoints(client())(UUID, 1)))
    expect(Result.isFailure(result) && result.failure).toMatchObject({ status: 422, fieldErrors: { "points_payment.nights": [NOT_ENOUGH_POINTS] } })
  })
})
