import { Clock, Context, Duration, Effect, Layer, Result } from "effect"
import {
  INITIATE_ANSWER_ORDER,
  INITIATE_REQUEST_ORDER,
  QUERY_REQUEST_ORDER,
  RETURN_ORDER,
  signed,
  TRANSACTION_RESULT_ORDER,
  type PayWeb3Fields,
} from "./checksum.ts"
import { errorDescription } from "./codes.ts"
import { type PayWeb3CallError, PayWeb3Refused, PayWeb3Unreachable, type PayWeb3VerifyError } from "./errors.ts"
import { decodeForm, encodeForm, FORM_CONTENT_TYPE, formatTransactionDate, type FormInput } from "./form.ts"
import {
  InitiateAnswerForm,
  malformed,
  readSigned,
  ReturnForm,
  type ReturnedTransaction,
  toReturnedTransaction,
  toTransactionResult,
  TransactionResultForm,
  type TransactionResult,
} from "./messages.ts"

/** The merchant's side of PayGate PayWeb3: initiate and query calls, and verification of what the gateway sends. */

export interface PayWeb3ClientConfig {
  /** The gateway's PayWeb3 base: "https://secure.paygate.co.za/payweb3", or the built-in simulator's. */
  readonly url: string
  readonly paygateId: string
  /** The encryption key set for PayWeb3 in PayGate's merchant portal; it signs, it is never sent. */
  readonly key: string
  readonly fetch?: typeof globalThis.fetch
  /** How long one call may take before it fails as unreachable (default 20 seconds). */
  readonly timeout?: Duration.Input
}

/** A payment to start. `amountCents` is integer cents; defaults are PayGate's for South Africa. */
export interface InitiateRequest {
  readonly reference: string
  readonly amountCents: number
  /** Default "ZAR". */
  readonly currency?: string
  readonly returnUrl: string
  /** The server-to-server result; without it only the return and query tell the outcome. */
  readonly notifyUrl?: string
  readonly email: string
  /** "YYYY-MM-DD HH:mm:ss"; default now on the hotels' clock (Effect's Clock, so tests fix it). */
  readonly transactionDate?: string
  /** Default "en-za". */
  readonly locale?: string
  /** ISO 3166-1 alpha-3, default "ZAF". */
  readonly country?: string
  readonly payMethod?: string
  readonly payMethodDetail?: string
  readonly user1?: string
  readonly user2?: string
  readonly user3?: string
  /** Ask PayVault to keep the card (the answer's VAULT_ID names it). */
  readonly vault?: boolean
  readonly vaultId?: string
}

/** The gateway's answer: the browser posts `payRequestId` and `checksum` to `processUrl`. */
export interface InitiatedTransaction {
  readonly paygateId: string
  readonly payRequestId: string
  readonly reference: string
  readonly checksum: string
  readonly processUrl: string
}

export interface QueryRequest {
  readonly payRequestId: string
  readonly reference: string
}

export interface PayWeb3ClientShape {
  /** Where the browser posts PAY_REQUEST_ID and CHECKSUM to reach the card page. */
  readonly processUrl: string
  /** initiate.trans; an answer with a bad checksum, or for another merchant or reference, is refused. */
  readonly initiate: (request: InitiateRequest) => Effect.Effect<InitiatedTransaction, PayWeb3CallError>
  /** query.trans: the transaction's status as the gateway records it; the answer is verified like a notify. */
  readonly query: (request: QueryRequest) => Effect.Effect<TransactionResult, PayWeb3CallError>
  /** Verifies a notify POST (checksum, shape, our PAYGATE_ID). Amount and reference against our records are the caller's. */
  readonly verifyNotify: (form: FormInput) => Result.Result<TransactionResult, PayWeb3VerifyError>
  /**
   * Verifies the browser's POST to RETURN_URL. Its checksum signs our PAYGATE_ID and the payment's
   * `reference`, which the form does not carry: look the payment up by PAY_REQUEST_ID first (see
   * `returnedPayRequestId`). A verified return is still only a claim: confirm it with `query`.
   */
  readonly verifyReturn: (form: FormInput, reference: string) => Result.Result<ReturnedTransaction, PayWeb3VerifyError>
}

/** The PAY_REQUEST_ID a return form names (unverified), to find the payment whose reference verifies it. */
export const returnedPayRequestId = (form: FormInput): string | undefined => decodeForm(form)["PAY_REQUEST_ID"] || undefined

const DEFAULT_TIMEOUT: Duration.Input = "20 seconds"

const initiateFields = (paygateId: string, request: InitiateRequest, transactionDate: string): PayWeb3Fields => {
  const fields: Record<string, string> = {
    PAYGATE_ID: paygateId,
    REFERENCE: request.reference,
    AMOUNT: String(request.amountCents),
    CURRENCY: request.currency ?? "ZAR",
    RETURN_URL: request.returnUrl,
    TRANSACTION_DATE: transactionDate,
    LOCALE: request.locale ?? "en-za",
    COUNTRY: request.country ?? "ZAF",
    EMAIL: request.email,
  }
  const optional: ReadonlyArray<readonly [string, string | undefined]> = [
    ["PAY_METHOD", request.payMethod],
    ["PAY_METHOD_DETAIL", request.payMethodDetail],
    ["NOTIFY_URL", request.notifyUrl],
    ["USER1", request.user1],
    ["USER2", request.user2],
    ["USER3", request.user3],
    ["VAULT", request.vault === undefined ? undefined : request.vault ? "1" : "0"],
    ["VAULT_ID", request.vaultId],
  ]
  for (const [name, value] of optional) if (value !== undefined) fields[name] = value
  return fields
}

/** The fields of `form` whose values differ from `expected`, by name. */
const mismatches = (form: PayWeb3Fields, expected: PayWeb3Fields): ReadonlyArray<string> =>
  Object.keys(expected).filter((name) => form[name] !== expected[name])

export const makePayWeb3Client = (config: PayWeb3ClientConfig): PayWeb3ClientShape => {
  const base = config.url.replace(/\/+$/, "")
  const fetchFn = config.fetch ?? globalThis.fetch
  const { paygateId, key } = config
  const timeout = config.timeout ?? DEFAULT_TIMEOUT

  /** POSTs a signed form to `endpoint`; the answer's fields, or the gateway's ERROR as a refusal. */
  const call = (endpoint: string, entries: ReadonlyArray<readonly [string, string]>) =>
    Effect.tryPromise({
      try: async (signal) => {
        const response = await fetchFn(`${base}/${endpoint}`, {
          method: "POST",
          headers: { "content-type": FORM_CONTENT_TYPE },
          body: encodeForm(entries),
          redirect: "error",
          signal,
        })
        return { status: response.status, ok: response.ok, body: await response.text() }
      },
      catch: () => new PayWeb3Unreachable({ message: `PayWeb3 ${endpoint} could not be reached` }),
    }).pipe(
      Effect.timeoutOrElse({
        duration: timeout,
        orElse: () => Effect.fail(new PayWeb3Unreachable({ message: `PayWeb3 ${endpoint} timed out` })),
      }),
      Effect.flatMap(({ status, ok, body }): Effect.Effect<PayWeb3Fields, PayWeb3Refused | PayWeb3Unreachable> => {
        if (!ok) return Effect.fail(new PayWeb3Unreachable({ message: `PayWeb3 ${endpoint} answered HTTP ${status}`, status }))
        const fields = decodeForm(body)
        const code = fields["ERROR"]
        return code === undefined
          ? Effect.succeed(fields)
          : Effect.fail(
              new PayWeb3Refused({ message: `PayWeb3 ${endpoint} refused: ${code}`, code, description: errorDescription(code) }),
            )
      }),
    )

  const processUrl = `${base}/process.trans`

  const initiate = Effect.fn("PayWeb3Client.initiate")(function* (request: InitiateRequest) {
    const transactionDate = request.transactionDate ?? formatTransactionDate(yield* Clock.currentTimeMillis)
    const answer = yield* call("initiate.trans", signed(initiateFields(paygateId, request, transactionDate), INITIATE_REQUEST_ORDER, key))
    const form = yield* Effect.fromResult(readSigned(InitiateAnswerForm, "initiate answer")(answer, INITIATE_ANSWER_ORDER, key))
    const wrong = mismatches(form, { PAYGATE_ID: paygateId, REFERENCE: request.reference })
    if (wrong.length > 0) return yield* malformed("initiate answer", wrong)
    return {
      paygateId: form.PAYGATE_ID,
      payRequestId: form.PAY_REQUEST_ID,
      reference: form.REFERENCE,
      checksum: answer["CHECKSUM"]!,
      processUrl,
    } satisfies InitiatedTransaction
  })

  const query = Effect.fn("PayWeb3Client.query")(function* (request: QueryRequest) {
    const asked = { PAYGATE_ID: paygateId, PAY_REQUEST_ID: request.payRequestId, REFERENCE: request.reference }
    const answer = yield* call("query.trans", signed(asked, QUERY_REQUEST_ORDER, key))
    const form = yield* Effect.fromResult(readSigned(TransactionResultForm, "query answer")(answer, TRANSACTION_RESULT_ORDER, key))
    const wrong = mismatches(form, asked)
    if (wrong.length > 0) return yield* malformed("query answer", wrong)
    return toTransactionResult(form)
  })

  const verifyNotify = (input: FormInput): Result.Result<TransactionResult, PayWeb3VerifyError> =>
    Result.flatMap(readSigned(TransactionResultForm, "notify")(decodeForm(input), TRANSACTION_RESULT_ORDER, key), (form) =>
      form.PAYGATE_ID === paygateId ? Result.succeed(toTransactionResult(form)) : Result.fail(malformed("notify", ["PAYGATE_ID"])),
    )

  const verifyReturn = (input: FormInput, reference: string): Result.Result<ReturnedTransaction, PayWeb3VerifyError> => {
    // The signed PAYGATE_ID and REFERENCE are ours, whatever the browser posted under those names.
    const fields = { ...decodeForm(input), PAYGATE_ID: paygateId, REFERENCE: reference }
    return Result.map(readSigned(ReturnForm, "return")(fields, RETURN_ORDER, key), toReturnedTransaction)
  }

  return { processUrl, initiate, query, verifyNotify, verifyReturn }
}

/** The gateway client as a service, for server/services to depend on. */
export class PayWeb3Client extends Context.Service<PayWeb3Client, PayWeb3ClientShape>()("hotel/server/gateway/PayWeb3Client") {
  static readonly layer = (config: PayWeb3ClientConfig): Layer.Layer<PayWeb3Client> =>
    Layer.succeed(PayWeb3Client, makePayWeb3Client(config))
}
