import { Effect, Result } from "effect"
import { Hono } from "hono"
import { afterEach, describe, expect, it } from "vitest"
import { fakeClock, inbox, merchantApp, readForm, type RunningServer, startServer, submitForm } from "../../testing/http-harness.ts"
import { checksumOf, INITIATE_REQUEST_ORDER, signed } from "../payweb3/checksum.ts"
import { makePayWeb3Client, type InitiateRequest, type InitiatedTransaction } from "../payweb3/client.ts"
import { encodeForm } from "../payweb3/form.ts"
import { NOTIFY_RETRY_DELAYS_MS, type NotifyReport } from "./notify.ts"
import { makePayWeb3Simulator, type PayWeb3SimulatorOptions } from "./payweb3-simulator.ts"
import { TEST_CARDS } from "./test-cards.ts"
import { PROCESS_WINDOW_MS } from "./transactions.ts"

/**
 * The simulator and the client speaking PayWeb3 to each other over real HTTP, with a merchant
 * (notify and return endpoints) and a browser that reads and submits the simulator's pages.
 */

const NOW = Date.UTC(2030, 0, 15, 8, 0, 0)
const MOUNT = "/paygate/payweb3"

const servers: Array<RunningServer> = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

type WorldOptions = Partial<PayWeb3SimulatorOptions> & { notifyAnswers?: Array<string>; holdNotify?: Promise<void> }

/** A merchant and a gateway, each on its own port; the simulator mounted as the lead mounts it. */
const world = async (options: WorldOptions = {}) => {
  const { notifyAnswers, holdNotify, ...simulatorOptions } = options
  const merchant = merchantApp({ ...(notifyAnswers ? { notifyAnswers } : {}), ...(holdNotify ? { holdNotify } : {}) })
  const merchantServer = await startServer(merchant.app.fetch)
  servers.push(merchantServer)
  // Routes are added once the port, and so publicUrl, is known; no request comes before that.
  const gateway = new Hono()
  const gatewayServer = await startServer(gateway.fetch)
  servers.push(gatewayServer)
  const publicUrl = `${gatewayServer.url}${MOUNT}`
  const clock = fakeClock(NOW)
  const reports = inbox<NotifyReport>()
  gateway.route(
    MOUNT,
    makePayWeb3Simulator({ publicUrl, clock, notifyOrigins: [merchantServer.url], onNotifyDone: reports.push, ...simulatorOptions }),
  )
  const client = makePayWeb3Client({ url: publicUrl, paygateId: "10011072130", key: "secret" })
  const request: InitiateRequest = {
    reference: "BK-1001",
    amountCents: 3299,
    returnUrl: `${merchantServer.url}/payweb3/return`,
    notifyUrl: `${merchantServer.url}/payweb3/notify`,
    email: "guest@example.com",
    transactionDate: "2030-01-15 10:00:00",
  }
  return { merchant, client, clock, reports, publicUrl, request }
}

type World = Awaited<ReturnType<typeof world>>

/** The browser's POST of PAY_REQUEST_ID and CHECKSUM to process.trans: the card page. */
const openCardPage = (initiated: InitiatedTransaction, checksum = initiated.checksum) =>
  submitForm(initiated.processUrl, [
    ["PAY_REQUEST_ID", initiated.payRequestId],
    ["CHECKSUM", checksum],
  ])

interface Card {
  readonly number: string
  readonly expiry?: string
  readonly cvv?: string
  readonly holder?: string
}

/** Fills in the card page and presses Pay (or Cancel), as a browser submits the form. */
const submitCardPage = (cardPage: string, action: "pay" | "cancel", card?: Card) => {
  const form = readForm(cardPage)
  const typed: ReadonlyArray<readonly [string, string]> =
    card === undefined
      ? []
      : [
          ["card_number", card.number],
          ["expiry", card.expiry ?? "12/34"],
          ["cvv", card.cvv ?? "123"],
          ["cardholder", card.holder ?? "A Guest"],
        ]
  return submitForm(form.action, [...form.fields, ...typed, ["ACTION", action]])
}

/** The whole customer journey: initiate, card page, Pay or Cancel, the return POST; then what the merchant got. */
const pay = async (w: World, action: "pay" | "cancel", card?: Card, request: InitiateRequest = w.request) => {
  const initiated = await Effect.runPromise(w.client.initiate(request))
  const cardPage = await openCardPage(initiated)
  expect(cardPage.status).toBe(200)
  const returnPage = await submitCardPage(cardPage.page, action, card)
  expect(returnPage.status).toBe(200)
  const back = readForm(returnPage.page)
  await submitForm(back.action, back.fields)
  const returned = await w.merchant.returns.next()
  const notified = await w.merchant.notifies.next()
  return { initiated, returnPage, back, returned, notified }
}

describe("a card payment through the simulator", () => {
  it("approves PayGate's Visa test card: notify, return and query agree", async () => {
    const w = await world()
    const { initiated, back, returned, notified } = await pay(w, "pay", { number: "4000 0000 0000 0002" })

    expect(back.action).toBe(w.request.returnUrl)
    expect(back.fields.map(([name]) => name)).toEqual(["PAY_REQUEST_ID", "TRANSACTION_STATUS", "CHECKSUM"])

    const notify = Result.getOrThrow(w.client.verifyNotify(notified))
    expect(notify).toMatchObject({
      paygateId: "10011072130",
      payRequestId: initiated.payRequestId,
      reference: "BK-1001",
      transactionStatus: 1,
      paymentStatus: "approved",
      resultCode: "990017",
      resultDesc: "Auth Done",
      currency: "ZAR",
      amountCents: 3299,
      riskIndicator: "AX",
      payMethod: "CC",
      payMethodDetail: "Visa",
    })
    expect(notify.authCode).toMatch(/^[A-Z0-9]{6}$/)
    expect(notify.transactionId).toMatch(/^\d+$/)

    const claimed = Result.getOrThrow(w.client.verifyReturn(returned, "BK-1001"))
    expect(claimed).toEqual({ payRequestId: initiated.payRequestId, transactionStatus: 1, paymentStatus: "approved" })

    const queried = await Effect.runPromise(w.client.query({ payRequestId: initiated.payRequestId, reference: "BK-1001" }))
    expect(queried).toEqual(notify)
    expect(await w.reports.next()).toEqual({ payRequestId: initiated.payRequestId, delivered: true, attempts: 1 })
  })

  it.each([
    ...TEST_CARDS.map((card) => ({ name: `${card.brand} ${card.number} (${card.label})`, number: card.number, expected: card.outcome })),
    {
      name: "any other number (invalid card)",
      number: "4111111111111111",
      expected: { transactionStatus: 2, resultCode: "900004", resultDesc: "Invalid Card Number" },
    },
    {
      name: "a Visa number PayGate does not list (invalid card)",
      number: "4000000000000044",
      expected: { transactionStatus: 2, resultCode: "900004", resultDesc: "Invalid Card Number" },
    },
  ])("answers $name as PayGate's test gateway does", async ({ number, expected }) => {
    const w = await world()
    const { initiated, returned, notified } = await pay(w, "pay", { number, cvv: number.startsWith("3") ? "1234" : "123" })
    const notify = Result.getOrThrow(w.client.verifyNotify(notified))
    expect(notify).toMatchObject(expected)
    expect(Result.getOrThrow(w.client.verifyReturn(returned, "BK-1001")).transactionStatus).toBe(expected.transactionStatus)
    const queried = await Effect.runPromise(w.client.query({ payRequestId: initiated.payRequestId, reference: "BK-1001" }))
    expect(queried).toEqual(notify)
  })

  it("reports the Cancel button as User Cancelled (status 4, 990028)", async () => {
    const w = await world()
    const { returned, notified } = await pay(w, "cancel")
    expect(Result.getOrThrow(w.client.verifyNotify(notified))).toMatchObject({
      transactionStatus: 4,
      paymentStatus: "user_cancelled",
      resultCode: "990028",
      resultDesc: "Transaction Cancelled",
      authCode: "",
    })
    expect(Result.getOrThrow(w.client.verifyReturn(returned, "BK-1001")).paymentStatus).toBe("user_cancelled")
  })

  it("carries USER1-3 through to notify and query", async () => {
    const w = await world()
    const request = { ...w.request, user1: "booking-uuid", user2: "", user3: "web" }
    const { initiated, notified } = await pay(w, "pay", { number: "5200000000000015" }, request)
    const notify = Result.getOrThrow(w.client.verifyNotify(notified))
    expect(notify).toMatchObject({ user1: "booking-uuid", user2: "", user3: "web" })
    expect(await Effect.runPromise(w.client.query({ payRequestId: initiated.payRequestId, reference: "BK-1001" }))).toEqual(notify)
  })

  it("keeps an approved card in PayVault when asked: VAULT_ID and the masked card in the notify", async () => {
    const w = await world()
    const { notified } = await pay(w, "pay", { number: "5200000000000015", expiry: "07/31" }, { ...w.request, vault: true })
    expect(Result.getOrThrow(w.client.verifyNotify(notified))).toMatchObject({
      vaultId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      payvaultData1: "520000xxxxxx0015",
      payvaultData2: "072031",
    })
  })

  it("answers a query before payment as Not Done", async () => {
    const w = await world()
    const initiated = await Effect.runPromise(w.client.initiate(w.request))
    expect(await Effect.runPromise(w.client.query({ payRequestId: initiated.payRequestId, reference: "BK-1001" }))).toMatchObject({
      transactionStatus: 0,
      paymentStatus: "not_done",
      resultCode: "",
      amountCents: 3299,
    })
  })
})

describe("the card page", () => {
  it("shows the amount and the merchant reference, escaped, with labelled fields, Pay and Cancel, and the test cards", async () => {
    const w = await world()
    const initiated = await Effect.runPromise(w.client.initiate({ ...w.request, reference: `<script>alert("x")</script>`, amountCents: 125000 }))
    const { page, headers } = await openCardPage(initiated)
    expect(page).not.toContain("<script>alert")
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
    expect(page).toContain("R 1,250.00")
    for (const [id, label] of [
      ["card_number", "Card number"],
      ["expiry", "Expiry date"],
      ["cvv", "CVV"],
      ["cardholder", "Cardholder name"],
    ]) {
      expect(page).toContain(`<label for="${id}">${label}</label>`)
      expect(page).toContain(`id="${id}"`)
    }
    expect(page).toMatch(/<button type="submit" name="ACTION" value="pay">Pay R 1,250.00<\/button>/)
    expect(page).toMatch(/<button type="submit" name="ACTION" value="cancel" formnovalidate/)
    for (const card of TEST_CARDS) expect(page).toContain(card.number)
    expect(page).not.toMatch(/<script\b/)
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(headers.get("cache-control")).toBe("no-store")
  })

  it("shows what is wrong beside each field, keeps the transaction open and never echoes the card number or CVV", async () => {
    const w = await world()
    const initiated = await Effect.runPromise(w.client.initiate(w.request))
    const cardPage = await openCardPage(initiated)
    const refused = await submitCardPage(cardPage.page, "pay", { number: "4000000000000002", expiry: "12/29", cvv: "9876", holder: "" })
    expect(refused.status).toBe(422)
    expect(refused.page).toContain('role="alert"')
    expect(refused.page).toContain("The expiry date must be in the future")
    expect(refused.page).toContain("Enter the cardholder&#39;s name")
    expect(refused.page).toMatch(/id="expiry"[\s\S]*?aria-describedby="expiry-hint expiry-error"[\s\S]*?aria-invalid="true"/)
    expect(refused.page).not.toContain("4000000000000002\"")
    expect(refused.page).not.toContain("9876")

    const paid = await submitCardPage(refused.page, "pay", { number: "4000000000000002" })
    expect(paid.status).toBe(200)
    expect(Result.getOrThrow(w.client.verifyNotify(await w.merchant.notifies.next())).paymentStatus).toBe("approved")
  })

  it("answers the return page with a Continue button and an external auto-submit script (no inline script)", async () => {
    const w = await world()
    const initiated = await Effect.runPromise(w.client.initiate(w.request))
    const { page, headers } = await submitCardPage((await openCardPage(initiated)).page, "pay", { number: "4000000000000002" })
    expect(page).toContain('<button type="submit">Continue</button>')
    expect(page).toContain(`<script src="${w.publicUrl}/return.js"></script>`)
    expect(headers.get("content-security-policy")).toContain(`form-action ${new URL(w.request.returnUrl).origin}`)
    const script = await fetch(`${w.publicUrl}/return.js`)
    expect(script.headers.get("content-type")).toMatch(/javascript/)
    expect(await script.text()).toContain('getElementById("payweb3-return").submit()')
  })
})

describe("refusals", () => {
  it("answers ERROR=DATA_CHK to an initiate signed with the wrong key", async () => {
    const w = await world()
    const wrongKey = makePayWeb3Client({ url: w.publicUrl, paygateId: "10011072130", key: "not-secret" })
    const result = await Effect.runPromise(Effect.result(wrongKey.initiate(w.request)))
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: "PayWeb3Refused", code: "DATA_CHK" })
  })

  it("answers ERROR=DATA_CHK, form-encoded, when a signed initiate is altered in transit", async () => {
    const w = await world()
    const fields = {
      PAYGATE_ID: "10011072130",
      REFERENCE: "BK-1001",
      AMOUNT: "3299",
      CURRENCY: "ZAR",
      RETURN_URL: w.request.returnUrl,
      TRANSACTION_DATE: "2030-01-15 10:00:00",
      LOCALE: "en-za",
      COUNTRY: "ZAF",
      EMAIL: "guest@example.com",
    }
    const tampered = signed(fields, INITIATE_REQUEST_ORDER, "secret").map(([name, value]) => [name, name === "AMOUNT" ? "1" : value] as const)
    const response = await fetch(`${w.publicUrl}/initiate.trans`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: encodeForm(tampered),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/x-www-form-urlencoded")
    expect(await response.text()).toBe("ERROR=DATA_CHK")
  })

  it.each([
    ["a missing PAYGATE_ID", { PAYGATE_ID: "" }, "DATA_PW"],
    ["another merchant", { PAYGATE_ID: "10011072131" }, "ND_INV_PGID"],
    ["no reference", { REFERENCE: "" }, "DATA_CREF"],
    ["an amount in rands", { AMOUNT: "32.99" }, "DATA_AMT_NUM"],
    ["a zero amount", { AMOUNT: "0" }, "DATA_AMT_ZERO"],
    ["a currency the account does not take", { CURRENCY: "GBP" }, "DATA_CUR"],
    ["no return URL", { RETURN_URL: "" }, "DATA_URL"],
    ["a date in another format", { TRANSACTION_DATE: "2030-01-15T10:00:00Z" }, "DATA_DTTM"],
    ["no locale", { LOCALE: "" }, "DATA_REGION"],
    ["a malformed locale", { LOCALE: "english" }, "LOCALE_INVALID"],
    ["a two-letter country", { COUNTRY: "ZA" }, "CNTRY_INVALID"],
    ["a malformed e-mail", { EMAIL: "guest" }, "INV_EMAIL"],
    ["an unknown pay method", { PAY_METHOD: "XX" }, "DATA_PM"],
    ["a pay method the simulator does not offer", { PAY_METHOD: "EW" }, "NOT_LIVE_PM"],
    ["a notify URL that is not a URL", { NOTIFY_URL: "notify" }, "DATA_URL"],
    ["a notify URL outside the allowed origins", { NOTIFY_URL: "http://169.254.169.254/latest" }, "DATA_URL"],
    ["a vault flag other than 0 or 1", { VAULT: "yes" }, "INVALID_VAULT"],
    ["a vault id that is not a GUID", { VAULT_ID: "card-1" }, "INVALID_VAULT_ID"],
  ])("refuses an initiate with %s: ERROR=%s", async (_name, overrides, code) => {
    const w = await world()
    const fields = {
      PAYGATE_ID: "10011072130",
      REFERENCE: "BK-1001",
      AMOUNT: "3299",
      CURRENCY: "ZAR",
      RETURN_URL: w.request.returnUrl,
      TRANSACTION_DATE: "2030-01-15 10:00:00",
      LOCALE: "en-za",
      COUNTRY: "ZAF",
      EMAIL: "guest@example.com",
      ...overrides,
    }
    const response = await fetch(`${w.publicUrl}/initiate.trans`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: encodeForm(signed(fields, INITIATE_REQUEST_ORDER, "secret")),
    })
    expect(await response.text()).toBe(`ERROR=${code}`)
  })

  it("shows DATA_CHK instead of the card page when the browser posts a wrong checksum", async () => {
    const w = await world()
    const initiated = await Effect.runPromise(w.client.initiate(w.request))
    const refused = await openCardPage(initiated, checksumOf({ PAY_REQUEST_ID: initiated.payRequestId }, ["PAY_REQUEST_ID"], "secret"))
    expect(refused.status).toBe(400)
    expect(refused.page).toContain("DATA_CHK")
    expect(refused.page).not.toContain('name="card_number"')
  })

  it("shows NO_TRANS_DATA for a pay request it never issued", async () => {
    const w = await world()
    const refused = await submitForm(`${w.publicUrl}/process.trans`, [
      ["PAY_REQUEST_ID", "00000000-0000-0000-0000-000000000000"],
      ["CHECKSUM", "0".repeat(32)],
    ])
    expect(refused.status).toBe(400)
    expect(refused.page).toContain("NO_TRANS_DATA")
  })

  it("refuses to take a second payment for a completed transaction (TXN_CMP) or a cancelled one (TXN_CAN)", async () => {
    const w = await world()
    const paid = await pay(w, "pay", { number: "4000000000000002" })
    expect((await openCardPage(paid.initiated)).page).toContain("TXN_CMP")
    const cancelled = await pay(w, "cancel")
    expect((await openCardPage(cancelled.initiated)).page).toContain("TXN_CAN")
  })

  it("refuses the card page 30 minutes after the initiate (TXN_PRC)", async () => {
    const w = await world()
    const initiated = await Effect.runPromise(w.client.initiate(w.request))
    const cardPage = await openCardPage(initiated)
    w.clock.advance(PROCESS_WINDOW_MS + 1)
    const late = await submitCardPage(cardPage.page, "pay", { number: "4000000000000002" })
    expect(late.status).toBe(400)
    expect(late.page).toContain("TXN_PRC")
  })

  it.each([
    ["a wrong checksum", (id: string) => ({ PAY_REQUEST_ID: id, REFERENCE: "BK-1001", CHECKSUM: "0".repeat(32) }), "DATA_CHK"],
    ["another reference", (id: string) => signedQuery(id, "BK-9999"), "NO_TRANS_DATA"],
    ["an unknown pay request", () => signedQuery("00000000-0000-0000-0000-000000000000", "BK-1001"), "NO_TRANS_DATA"],
    ["no pay request", () => signedQuery("", "BK-1001"), "DATA_PAY_REQ_ID"],
  ])("answers a query with %s: ERROR=%s", async (_name, fields, code) => {
    const w = await world()
    const initiated = await Effect.runPromise(w.client.initiate(w.request))
    const response = await submitForm(`${w.publicUrl}/query.trans`, Object.entries({ PAYGATE_ID: "10011072130", ...fields(initiated.payRequestId) }))
    expect(response.page).toBe(`ERROR=${code}`)
  })
})

const signedQuery = (payRequestId: string, reference: string) => ({
  PAY_REQUEST_ID: payRequestId,
  REFERENCE: reference,
  CHECKSUM: checksumOf({ PAYGATE_ID: "10011072130", PAY_REQUEST_ID: payRequestId, REFERENCE: reference }, ["PAYGATE_ID", "PAY_REQUEST_ID", "REFERENCE"], "secret"),
})

describe("the notify", () => {
  it("is retried, after PayWeb3's waits, until the merchant answers OK", async () => {
    const w = await world({ notifyAnswers: ["ERROR", "not ok"] })
    const { initiated, notified } = await pay(w, "pay", { number: "4000000000000002" })
    expect(await w.merchant.notifies.next()).toBe(notified)
    expect(await w.merchant.notifies.next()).toBe(notified)
    expect(await w.reports.next()).toEqual({ payRequestId: initiated.payRequestId, delivered: true, attempts: 3 })
    expect(w.clock.sleeps).toEqual(NOTIFY_RETRY_DELAYS_MS.slice(0, 2))
  })

  it("gives up after the last retry when the merchant never answers OK", async () => {
    const w = await world({ notifyAnswers: Array.from({ length: 10 }, () => "nope") })
    const { initiated } = await pay(w, "pay", { number: "4000000000000002" })
    expect(await w.reports.next()).toEqual({ payRequestId: initiated.payRequestId, delivered: false, attempts: NOTIFY_RETRY_DELAYS_MS.length + 1 })
    expect(w.clock.sleeps).toEqual(NOTIFY_RETRY_DELAYS_MS)
  })

  it("never holds up the browser's return: the return page comes while the merchant is still busy with the notify", async () => {
    let release = () => {}
    const w = await world({ holdNotify: new Promise<void>((resolve) => (release = resolve)) })
    const initiated = await Effect.runPromise(w.client.initiate(w.request))
    const returnPage = await submitCardPage((await openCardPage(initiated)).page, "pay", { number: "4000000000000002" })
    expect(returnPage.status).toBe(200)
    await w.merchant.notifies.next()
    expect(w.reports.size).toBe(0)
    release()
    expect((await w.reports.next()).delivered).toBe(true)
  })

  it("is not sent when the initiate gave no NOTIFY_URL; the return and query still tell the outcome", async () => {
    const w = await world()
    const { notifyUrl: _none, ...request } = w.request
    const initiated = await Effect.runPromise(w.client.initiate(request))
    const back = readForm((await submitCardPage((await openCardPage(initiated)).page, "pay", { number: "4000000000000036" })).page)
    await submitForm(back.action, back.fields)
    expect(Result.getOrThrow(w.client.verifyReturn(await w.merchant.returns.next(), "BK-1001")).paymentStatus).toBe("declined")
    expect(w.merchant.notifies.size).toBe(0)
  })

  it("is refused by the merchant's verification once tampered with", async () => {
    const w = await world()
    const { notified, returned } = await pay(w, "pay", { number: "4000000000000028" })
    const richer = notified.replace("AMOUNT=3299", "AMOUNT=329900")
    expect(Result.isFailure(w.client.verifyNotify(richer))).toBe(true)
    const approved = returned.replace("TRANSACTION_STATUS=2", "TRANSACTION_STATUS=1")
    expect(approved).not.toBe(returned)
    expect(Result.isFailure(w.client.verifyReturn(approved, "BK-1001"))).toBe(true)
  })
})
