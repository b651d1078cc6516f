import { Hono, type Context } from "hono"
import { Result } from "effect"
import {
  CHECKSUM,
  checksumMatches,
  checksumOf,
  INITIATE_ANSWER_ORDER,
  QUERY_REQUEST_ORDER,
  RETURN_ORDER,
  signed,
  TRANSACTION_RESULT_ORDER,
  type PayWeb3Fields,
} from "../payweb3/checksum.ts"
import { type ErrorCode, errorDescription } from "../payweb3/codes.ts"
import { decodeForm, encodeForm, FORM_CONTENT_TYPE } from "../payweb3/form.ts"
import { CARD_FIELDS, type CardDetails, readCardForm } from "./card-form.ts"
import { initiateRefusal, type SimulatedMerchant } from "./initiate-rules.ts"
import { deliverNotify, type NotifyReport, type SimulatorClock, systemClock } from "./notify.ts"
import { cardPage, errorPage, RETURN_SCRIPT, RETURN_SCRIPT_PATH, returnPage, STYLESHEET, STYLESHEET_PATH } from "./pages.ts"
import { makeTransactionStore, PROCESS_WINDOW_MS, resultFields, type SimulatedTransaction } from "./transactions.ts"

/**
 * The built-in PayGate PayWeb3 gateway: the real gateway's endpoints (initiate.trans, process.trans,
 * query.trans), its form-encoded messages and checksum rules, its card page with PayGate's test
 * cards, the notify to NOTIFY_URL and the browser's return to RETURN_URL. Transactions live in
 * memory. Mount it where PAYGATE_URL points, e.g. `app.route("/paygate/payweb3", simulator)`.
 */

export interface PayWeb3SimulatorOptions {
  /** Default PayGate's public test merchant, 10011072130. */
  readonly paygateId?: string
  /** Default the test merchant's key, "secret". */
  readonly key?: string
  /** Default ZAR, USD and EUR, as PayGate's test merchant. */
  readonly currencies?: ReadonlyArray<string>
  /** Where browsers reach the simulator, mount path included: "http://localhost:3000/paygate/payweb3". */
  readonly publicUrl: string
  /**
   * The origins NOTIFY_URL may point at (default: publicUrl's origin). The test merchant's key is
   * public, so without this anyone could make the server POST to any address; an initiate naming
   * another origin is refused with DATA_URL.
   */
  readonly notifyOrigins?: ReadonlyArray<string>
  readonly clock?: SimulatorClock
  /** The fetch that sends notifies (default the global one). */
  readonly notify?: typeof globalThis.fetch
  /** Told when a notify is acknowledged or given up on (ids and counts only). */
  readonly onNotifyDone?: (report: NotifyReport) => void
}

export const TEST_MERCHANT = { paygateId: "10011072130", key: "secret" } as const

const HTML_SECURITY = (formTarget: string): Record<string, string> => ({
  "content-security-policy": [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `form-action ${formTarget}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; "),
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
})

/** The request body's fields; anything but a form body reads as no fields. */
const formOf = async (c: Context): Promise<PayWeb3Fields> =>
  (c.req.header("content-type") ?? "").toLowerCase().startsWith(FORM_CONTENT_TYPE) ? decodeForm(await c.req.text()) : {}

const answer = (c: Context, entries: ReadonlyArray<readonly [string, string]>): Response =>
  c.body(encodeForm(entries), 200, { "content-type": FORM_CONTENT_TYPE, "cache-control": "no-store" })

/** PayWeb3 answers a refused call with 200 and `ERROR=<CODE>`; callers read the body, not the status. */
const refuse = (c: Context, code: ErrorCode): Response => answer(c, [["ERROR", code]])

export const makePayWeb3Simulator = (options: PayWeb3SimulatorOptions): Hono => {
  const merchant: SimulatedMerchant = {
    paygateId: options.paygateId ?? TEST_MERCHANT.paygateId,
    key: options.key ?? TEST_MERCHANT.key,
    currencies: options.currencies ?? ["ZAR", "USD", "EUR"],
  }
  const base = options.publicUrl.replace(/\/+$/, "")
  const notifyOrigins = new Set(options.notifyOrigins ?? [new URL(base).origin])
  const clock = options.clock ?? systemClock
  const sender = { fetch: options.notify ?? globalThis.fetch, clock, onDone: options.onNotifyDone }
  const transactions = makeTransactionStore()
  const app = new Hono()

  const showError = (c: Context, code: ErrorCode): Response | Promise<Response> =>
    c.html(errorPage(base, code, errorDescription(code)), 400, HTML_SECURITY("'none'"))

  app.post("/initiate.trans", async (c) => {
    const fields = await formOf(c)
    const refusal = initiateRefusal(fields, merchant)
    if (refusal !== undefined) return refuse(c, refusal)
    const notifyUrl = fields["NOTIFY_URL"] ?? ""
    if (notifyUrl !== "" && !notifyOrigins.has(new URL(notifyUrl).origin)) return refuse(c, "DATA_URL")
    const { [CHECKSUM]: _checksum, ...request } = fields
    const transaction = transactions.open(request, clock.now())
    const reply = { PAYGATE_ID: merchant.paygateId, PAY_REQUEST_ID: transaction.payRequestId, REFERENCE: request["REFERENCE"]! }
    return answer(c, signed(reply, INITIATE_ANSWER_ORDER, merchant.key))
  })

  /**
   * The transaction the browser's PAY_REQUEST_ID and CHECKSUM (the initiate answer's) open, if it can
   * still be paid; otherwise the error code process.trans shows.
   */
  const payable = (fields: PayWeb3Fields): Result.Result<SimulatedTransaction, ErrorCode> => {
    const payRequestId = fields["PAY_REQUEST_ID"] ?? ""
    if (payRequestId === "") return Result.fail("DATA_PAY_REQ_ID")
    const transaction = transactions.get(payRequestId)
    if (transaction === undefined) return Result.fail("NO_TRANS_DATA")
    const signedFields = { ...transaction.request, PAY_REQUEST_ID: payRequestId, CHECKSUM: fields[CHECKSUM] ?? "" }
    if (!checksumMatches(signedFields, INITIATE_ANSWER_ORDER, merchant.key)) return Result.fail("DATA_CHK")
    if (transaction.completed !== undefined) {
      return Result.fail(transaction.completed.outcome.resultCode === "990028" ? "TXN_CAN" : "TXN_CMP")
    }
    if (clock.now() - transaction.initiatedAt > PROCESS_WINDOW_MS) return Result.fail("TXN_PRC")
    return Result.succeed(transaction)
  }

  const cardModel = (transaction: SimulatedTransaction) => ({
    base,
    payRequestId: transaction.payRequestId,
    checksum: checksumOf(
      { PAYGATE_ID: merchant.paygateId, PAY_REQUEST_ID: transaction.payRequestId, REFERENCE: transaction.request["REFERENCE"]! },
      INITIATE_ANSWER_ORDER,
      merchant.key,
    ),
    reference: transaction.request["REFERENCE"]!,
    amountCents: Number(transaction.request["AMOUNT"]),
    currency: transaction.request["CURRENCY"]!,
  })

  app.post("/process.trans", async (c) => {
    const opened = payable(await formOf(c))
    if (Result.isFailure(opened)) return showError(c, opened.failure)
    return c.html(cardPage(cardModel(opened.success)), 200, HTML_SECURITY("'self'"))
  })

  app.post("/process.trans/pay", async (c) => {
    const fields = await formOf(c)
    const opened = payable(fields)
    if (Result.isFailure(opened)) return showError(c, opened.failure)
    const transaction = opened.success
    let card: CardDetails | undefined
    if (fields["ACTION"] !== "cancel") {
      const read = readCardForm(fields, clock.now())
      if (Result.isFailure(read)) {
        const page = cardPage({ ...cardModel(transaction), errors: read.failure, expiry: fields[CARD_FIELDS.expiry] ?? "", holder: fields[CARD_FIELDS.holder] ?? "" })
        return c.html(page, 422, HTML_SECURITY("'self'"))
      }
      card = read.success
    }
    transactions.complete(transaction, card)

    const notifyUrl = transaction.request["NOTIFY_URL"] ?? ""
    if (notifyUrl !== "") {
      const body = encodeForm(signed(resultFields(transaction), TRANSACTION_RESULT_ORDER, merchant.key))
      // Server to server, in the background: the browser's return never waits for the merchant.
      void deliverNotify(sender, notifyUrl, body, transaction.payRequestId).catch(() => undefined)
    }

    const returnUrl = transaction.request["RETURN_URL"]!
    const status = String(transaction.completed!.outcome.transactionStatus)
    const returnFields = signed(
      { PAYGATE_ID: merchant.paygateId, PAY_REQUEST_ID: transaction.payRequestId, TRANSACTION_STATUS: status, REFERENCE: transaction.request["REFERENCE"]! },
      RETURN_ORDER,
      merchant.key,
    ).filter(([name]) => name === "PAY_REQUEST_ID" || name === "TRANSACTION_STATUS" || name === CHECKSUM)
    const page = returnPage(base, returnUrl, returnFields, Number(status))
    return c.html(page, 200, HTML_SECURITY(new URL(returnUrl).origin))
  })

  app.post("/query.trans", async (c) => {
    const fields = await formOf(c)
    const paygateId = fields["PAYGATE_ID"] ?? ""
    if (paygateId === "") return refuse(c, "DATA_PW")
    if (paygateId !== merchant.paygateId) return refuse(c, "ND_INV_PGID")
    if (!checksumMatches(fields, QUERY_REQUEST_ORDER, merchant.key)) return refuse(c, "DATA_CHK")
    const payRequestId = fields["PAY_REQUEST_ID"] ?? ""
    if (payRequestId === "") return refuse(c, "DATA_PAY_REQ_ID")
    const transaction = transactions.get(payRequestId)
    if (transaction === undefined || transaction.request["REFERENCE"] !== fields["REFERENCE"]) return refuse(c, "NO_TRANS_DATA")
    return answer(c, signed(resultFields(transaction), TRANSACTION_RESULT_ORDER, merchant.key))
  })

  app.get(`/${STYLESHEET_PATH}`, (c) => c.body(STYLESHEET, 200, { "content-type": "text/css; charset=utf-8" }))
  app.get(`/${RETURN_SCRIPT_PATH}`, (c) => c.body(RETURN_SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8" }))

  return app
}
