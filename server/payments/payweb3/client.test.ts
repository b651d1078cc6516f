import { Effect, Fiber, Result, Tracer } from "effect"
import { TestClock } from "effect/testing"
import { Hono } from "hono"
import { afterEach, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "../../testing/http-harness.ts"
import { checksumOf, INITIATE_ANSWER_ORDER, INITIATE_REQUEST_ORDER, signed, TRANSACTION_RESULT_ORDER } from "./checksum.ts"
import { makePayWeb3Client, type PayWeb3ClientShape, returnedPayRequestId } from "./client.ts"
import { decodeForm, encodeForm } from "./form.ts"

/**
 * The client against a scripted gateway over real HTTP: what it sends, and which answers it refuses.
 * (The whole protocol against the simulator is in simulator/payweb3-simulator.test.ts.)
 */

const PAYGATE_ID = "10011072130"
const KEY = "secret"
const PAY_REQUEST_ID = "23B785AE-C96C-32AF-4879-D2C9363DB6E8"
const REQUEST = {
  reference: "BK-1001",
  amountCents: 3299,
  returnUrl: "https://hotel.example/api/web/payments/return",
  email: "guest@example.com",
  transactionDate: "2030-01-15 10:00:00",
}

const servers: Array<RunningServer> = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A gateway that records what it was sent and answers with `reply(fields)` (a form body) and `status`. */
const scriptedGateway = async (reply: (fields: Record<string, string>) => string, status = 200) => {
  const received: Array<{ path: string; contentType: string; fields: Record<string, string> }> = []
  const app = new Hono()
  app.post("/payweb3/:endpoint", async (c) => {
    const fields = { ...decodeForm(await c.req.text()) }
    received.push({ path: c.req.param("endpoint"), contentType: c.req.header("content-type") ?? "", fields })
    return c.body(reply(fields), status as 200)
  })
  const server = await startServer(app.fetch)
  servers.push(server)
  const client = makePayWeb3Client({ url: `${server.url}/payweb3/`, paygateId: PAYGATE_ID, key: KEY })
  return { client, received }
}

const answerInitiate = (fields: Record<string, string>, overrides: Record<string, string> = {}) =>
  encodeForm(signed({ PAYGATE_ID, PAY_REQUEST_ID, REFERENCE: fields["REFERENCE"]!, ...overrides }, INITIATE_ANSWER_ORDER, KEY))

const failureOf = async <A, E>(effect: Effect.Effect<A, E>): Promise<E> => {
  const result = await Effect.runPromise(Effect.result(effect))
  if (Result.isSuccess(result)) throw new Error("expected a failure")
  return result.failure
}

const initiate = (client: PayWeb3ClientShape) => client.initiate(REQUEST)

describe("initiate", () => {
  it("posts a form with PayWeb3's fields, signed over them in order, to initiate.trans", async () => {
    const { client, received } = await scriptedGateway((fields) => answerInitiate(fields))
    await Effect.runPromise(client.initiate({ ...REQUEST, notifyUrl: "https://hotel.example/notify", user1: "uuid-1" }))
    const [request] = received
    expect(request?.path).toBe("initiate.trans")
    expect(request?.contentType).toBe("application/x-www-form-urlencoded")
    expect(request?.fields).toEqual({
      PAYGATE_ID,
      REFERENCE: "BK-1001",
      AMOUNT: "3299",
      CURRENCY: "ZAR",
      RETURN_URL: REQUEST.returnUrl,
      TRANSACTION_DATE: "2030-01-15 10:00:00",
      LOCALE: "en-za",
      COUNTRY: "ZAF",
      EMAIL: "guest@example.com",
      NOTIFY_URL: "https://hotel.example/notify",
      USER1: "uuid-1",
      CHECKSUM: checksumOf(request!.fields, INITIATE_REQUEST_ORDER, KEY),
    })
  })

  it("posts the optional fields asked for: pay method, USER fields, the vault and its id", async () => {
    const { client, received } = await scriptedGateway((fields) => answerInitiate(fields))
    const options = { payMethod: "CC", payMethodDetail: "Visa", user2: "two", user3: "three", vaultId: "vault-1" }
    await Effect.runPromise(client.initiate({ ...REQUEST, ...options, vault: true }))
    await Effect.runPromise(client.initiate({ ...REQUEST, vault: false }))
    expect(received[0]?.fields).toMatchObject({ PAY_METHOD: "CC", PAY_METHOD_DETAIL: "Visa", USER2: "two", USER3: "three", VAULT: "1", VAULT_ID: "vault-1" })
    expect(received[0]?.fields["CHECKSUM"]).toBe(checksumOf(received[0]!.fields, INITIATE_REQUEST_ORDER, KEY))
    expect(received[1]?.fields["VAULT"]).toBe("0")
    expect(Object.keys(received[1]!.fields)).not.toContain("PAY_METHOD")
  })

  it("dates the transaction from Effect's Clock on the hotels' wall clock when no date is given", async () => {
    const { client, received } = await scriptedGateway((fields) => answerInitiate(fields))
    const { transactionDate: _omitted, ...undated } = REQUEST
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.UTC(2030, 0, 15, 8, 30, 0))
        return yield* client.initiate(undated)
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(received[0]?.fields["TRANSACTION_DATE"]).toBe("2030-01-15 10:30:00")
  })

  it("returns the pay request and its checksum, for the browser's POST to process.trans", async () => {
    const { client } = await scriptedGateway((fields) => answerInitiate(fields))
    const initiated = await Effect.runPromise(initiate(client))
    expect(initiated).toEqual({
      paygateId: PAYGATE_ID,
      payRequestId: PAY_REQUEST_ID,
      reference: "BK-1001",
      checksum: checksumOf({ PAYGATE_ID, PAY_REQUEST_ID, REFERENCE: "BK-1001" }, INITIATE_ANSWER_ORDER, KEY),
      processUrl: initiated.processUrl,
    })
    expect(initiated.processUrl).toMatch(/\/payweb3\/process\.trans$/)
  })

  it("reports the gateway's ERROR code with PayGate's description", async () => {
    const { client } = await scriptedGateway(() => "ERROR=DATA_CHK")
    expect(await failureOf(initiate(client))).toMatchObject({
      _tag: "PayWeb3Refused",
      code: "DATA_CHK",
      description: "Checksum calculated incorrectly",
      message: "PayWeb3 initiate.trans refused: DATA_CHK",
    })
  })

  it("reports an ERROR code PayGate does not document as undocumented, not guessed", async () => {
    const { client } = await scriptedGateway(() => "ERROR=SOMETHING_NEW")
    expect(await failureOf(initiate(client))).toMatchObject({ _tag: "PayWeb3Refused", code: "SOMETHING_NEW", description: "Undocumented PayWeb3 error" })
  })

  it("refuses an answer whose checksum is wrong", async () => {
    const { client } = await scriptedGateway((fields) => answerInitiate(fields).replace(/CHECKSUM=[0-9a-f]/, "CHECKSUM=x"))
    expect(await failureOf(initiate(client))).toMatchObject({ _tag: "PayWeb3Forged", about: "initiate answer" })
  })

  it("refuses a correctly signed answer about another reference", async () => {
    const { client } = await scriptedGateway((fields) => answerInitiate(fields, { REFERENCE: "BK-2002" }))
    expect(await failureOf(initiate(client))).toMatchObject({ _tag: "PayWeb3Malformed", fields: ["REFERENCE"] })
  })

  it("refuses a correctly signed answer without a PAY_REQUEST_ID", async () => {
    const { client } = await scriptedGateway((fields) => answerInitiate(fields, { PAY_REQUEST_ID: "" }))
    expect(await failureOf(initiate(client))).toMatchObject({ _tag: "PayWeb3Malformed", fields: ["PAY_REQUEST_ID"] })
  })

  it("fails as unreachable on an HTTP error status", async () => {
    const { client } = await scriptedGateway(() => "oops", 502)
    expect(await failureOf(initiate(client))).toMatchObject({ _tag: "PayWeb3Unreachable", status: 502, message: "PayWeb3 initiate.trans answered HTTP 502" })
  })

  it("fails as unreachable when nothing listens", async () => {
    const server = await startServer(() => new Response(""))
    await server.close()
    const client = makePayWeb3Client({ url: server.url, paygateId: PAYGATE_ID, key: KEY })
    expect(await failureOf(initiate(client))).toMatchObject({ _tag: "PayWeb3Unreachable", message: "PayWeb3 initiate.trans could not be reached" })
  })

  it("fails as unreachable when the gateway does not answer within the timeout (Effect's Clock)", async () => {
    let release = () => {}
    const app = new Hono().post("/initiate.trans", () => new Promise<Response>((resolve) => (release = () => resolve(new Response("")))))
    const server = await startServer(app.fetch)
    servers.push(server)
    const client = makePayWeb3Client({ url: server.url, paygateId: PAYGATE_ID, key: KEY, timeout: "20 seconds" })
    const failure = await Effect.runPromise(
      Effect.gen(function* () {
        const call = yield* Effect.forkChild(Effect.flip(initiate(client)))
        yield* TestClock.adjust("20 seconds")
        return yield* Fiber.join(call)
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(failure).toMatchObject({ _tag: "PayWeb3Unreachable", message: "PayWeb3 initiate.trans timed out" })
    release()
  })
})

describe("query", () => {
  const result = (fields: Record<string, string>, overrides: Record<string, string> = {}) =>
    encodeForm(
      signed(
        {
          PAYGATE_ID,
          PAY_REQUEST_ID: fields["PAY_REQUEST_ID"]!,
          REFERENCE: fields["REFERENCE"]!,
          TRANSACTION_STATUS: "1",
          RESULT_CODE: "990017",
          AUTH_CODE: "5T8A0Z",
          CURRENCY: "ZAR",
          AMOUNT: "3299",
          RESULT_DESC: "Auth Done",
          TRANSACTION_ID: "78705178",
          RISK_INDICATOR: "AX",
          PAY_METHOD: "CC",
          PAY_METHOD_DETAIL: "Visa",
          ...overrides,
        },
        TRANSACTION_RESULT_ORDER,
        KEY,
      ),
    )

  it("asks query.trans about the request and reference, signed, and reads the answer", async () => {
    const { client, received } = await scriptedGateway((fields) => result(fields))
    const answer = await Effect.runPromise(client.query({ payRequestId: PAY_REQUEST_ID, reference: "BK-1001" }))
    expect(received[0]).toMatchObject({
      path: "query.trans",
      fields: {
        PAYGATE_ID,
        PAY_REQUEST_ID,
        REFERENCE: "BK-1001",
        CHECKSUM: checksumOf({ PAYGATE_ID, PAY_REQUEST_ID, REFERENCE: "BK-1001" }, INITIATE_ANSWER_ORDER, KEY),
      },
    })
    expect(answer).toMatchObject({ transactionStatus: 1, paymentStatus: "approved", amountCents: 3299, resultDesc: "Auth Done" })
  })

  it("refuses a correctly signed answer about another pay request", async () => {
    const { client } = await scriptedGateway((fields) => result(fields, { PAY_REQUEST_ID: "OTHER" }))
    expect(await failureOf(client.query({ payRequestId: PAY_REQUEST_ID, reference: "BK-1001" }))).toMatchObject({
      _tag: "PayWeb3Malformed",
      fields: ["PAY_REQUEST_ID"],
    })
  })

  it("refuses an answer whose amount was changed after signing", async () => {
    const { client } = await scriptedGateway((fields) => result(fields).replace("AMOUNT=3299", "AMOUNT=1"))
    expect(await failureOf(client.query({ payRequestId: PAY_REQUEST_ID, reference: "BK-1001" }))).toMatchObject({
      _tag: "PayWeb3Forged",
      about: "query answer",
    })
  })
})

describe("the gateway's address", () => {
  it("posts to the endpoint beside the base however many slashes end it", async () => {
    const { received } = await scriptedGateway((fields) => answerInitiate(fields))
    const server = servers.at(-1)!
    const client = makePayWeb3Client({ url: `${server.url}/payweb3///`, paygateId: PAYGATE_ID, key: KEY })
    const initiated = await Effect.runPromise(initiate(client))
    expect(initiated.processUrl).toBe(`${server.url}/payweb3/process.trans`)
    expect(received[0]?.path).toBe("initiate.trans")
  })
})

describe("the PAY_REQUEST_ID a return names", () => {
  it("is the form's, before any verification", () => {
    expect(returnedPayRequestId(`PAY_REQUEST_ID=${PAY_REQUEST_ID}&TRANSACTION_STATUS=1`)).toBe(PAY_REQUEST_ID)
    expect(returnedPayRequestId({ PAY_REQUEST_ID, TRANSACTION_STATUS: "1" })).toBe(PAY_REQUEST_ID)
  })

  it("is none when the form has none or an empty one", () => {
    expect(returnedPayRequestId("TRANSACTION_STATUS=1")).toBeUndefined()
    expect(returnedPayRequestId("PAY_REQUEST_ID=&TRANSACTION_STATUS=1")).toBeUndefined()
  })
})

describe("tracing", () => {
  /** The names of the spans `effect` opens, whether it succeeds or fails. */
  const spanNames = async (effect: Effect.Effect<unknown, unknown>): Promise<ReadonlyArray<string>> => {
    const names: Array<string> = []
    await Effect.runPromise(
      Effect.gen(function* () {
        const base = yield* Effect.tracer
        const recording = Tracer.make({ span: (options) => (names.push(options.name), base.span(options)) })
        yield* Effect.exit(Effect.withTracer(effect, recording))
      }),
    )
    return names
  }

  it("names the spans of a call after the client's operation", async () => {
    const { client } = await scriptedGateway((fields) => answerInitiate(fields))
    expect(await spanNames(initiate(client))).toContain("PayWeb3Client.initiate")
    expect(await spanNames(client.query({ payRequestId: PAY_REQUEST_ID, reference: "BK-1001" }))).toContain("PayWeb3Client.query")
  })
})
