import { Result, Schema } from "effect"
import type { PaymentStatus } from "../../../core/payment/payment-status.ts"
import { paymentStatusOfTransactionStatus } from "../../../core/payment/payweb3-status.ts"
import { issueToFieldErrors } from "../../../core/validation/field-errors.ts"
import { checksumMatches, type FieldOrder, type PayWeb3Fields } from "./checksum.ts"
import type { TransactionStatusCode } from "./codes.ts"
import { PayWeb3Forged, PayWeb3Malformed, type PayWeb3Message, type PayWeb3VerifyError } from "./errors.ts"

/** The shapes of the signed PayWeb3 messages a merchant receives, and their typed, camelCase reading. */

const Text = Schema.String
const Present = Schema.String.check(Schema.isNonEmpty())
/** TRANSACTION_STATUS: one digit PayWeb3 defines (0-5, 7). */
const TransactionStatusText = Schema.String.check(Schema.isPattern(/^[0-57]$/))
/** AMOUNT: integer cents, never more digits than a safe integer holds. */
const Cents = Schema.String.check(Schema.isPattern(/^\d{1,15}$/))

/** The initiate.trans answer (without CHECKSUM, which is checked apart). */
export const InitiateAnswerForm = Schema.Struct({ PAYGATE_ID: Present, PAY_REQUEST_ID: Present, REFERENCE: Present })

/** The browser's POST to RETURN_URL. */
export const ReturnForm = Schema.Struct({ PAY_REQUEST_ID: Present, TRANSACTION_STATUS: TransactionStatusText })

/**
 * A transaction result: the notify POST and the query.trans answer. RISK_INDICATOR, PAY_METHOD and
 * PAY_METHOD_DETAIL are read as empty when a gateway leaves them out (they describe, they decide
 * nothing); the USER, VAULT_ID and PAYVAULT fields come only when the initiate asked for them.
 */
export const TransactionResultForm = Schema.Struct({
  PAYGATE_ID: Present,
  PAY_REQUEST_ID: Present,
  REFERENCE: Present,
  TRANSACTION_STATUS: TransactionStatusText,
  RESULT_CODE: Text,
  AUTH_CODE: Text,
  CURRENCY: Present,
  AMOUNT: Cents,
  RESULT_DESC: Text,
  TRANSACTION_ID: Text,
  RISK_INDICATOR: Schema.optionalKey(Text),
  PAY_METHOD: Schema.optionalKey(Text),
  PAY_METHOD_DETAIL: Schema.optionalKey(Text),
  USER1: Schema.optionalKey(Text),
  USER2: Schema.optionalKey(Text),
  USER3: Schema.optionalKey(Text),
  VAULT_ID: Schema.optionalKey(Text),
  PAYVAULT_DATA_1: Schema.optionalKey(Text),
  PAYVAULT_DATA_2: Schema.optionalKey(Text),
})

/** A transaction as the gateway reports it in notify and query. */
export interface TransactionResult {
  readonly paygateId: string
  readonly payRequestId: string
  readonly reference: string
  readonly transactionStatus: TransactionStatusCode
  /** Our name for the status (core/payment/payweb3-status.ts). */
  readonly paymentStatus: PaymentStatus
  readonly resultCode: string
  readonly resultDesc: string
  readonly authCode: string
  readonly currency: string
  readonly amountCents: number
  readonly transactionId: string
  readonly riskIndicator: string
  readonly payMethod: string
  readonly payMethodDetail: string
  readonly user1?: string
  readonly user2?: string
  readonly user3?: string
  readonly vaultId?: string
  readonly payvaultData1?: string
  readonly payvaultData2?: string
}

/** What the browser's return says: which request, and the status the gateway claims (confirm it by query). */
export interface ReturnedTransaction {
  readonly payRequestId: string
  readonly transactionStatus: TransactionStatusCode
  readonly paymentStatus: PaymentStatus
}

const statusOf = (text: string): { transactionStatus: TransactionStatusCode; paymentStatus: PaymentStatus } => {
  const transactionStatus = Number(text) as TransactionStatusCode
  // The schema admits only the codes PayWeb3 defines, and core maps every one of them.
  return { transactionStatus, paymentStatus: paymentStatusOfTransactionStatus(transactionStatus)! }
}

const optional = <K extends string>(key: K, value: string | undefined): { readonly [P in K]?: string } =>
  (value === undefined ? {} : { [key]: value }) as { readonly [P in K]?: string }

export const toTransactionResult = (form: typeof TransactionResultForm.Type): TransactionResult => ({
  paygateId: form.PAYGATE_ID,
  payRequestId: form.PAY_REQUEST_ID,
  reference: form.REFERENCE,
  ...statusOf(form.TRANSACTION_STATUS),
  resultCode: form.RESULT_CODE,
  resultDesc: form.RESULT_DESC,
  authCode: form.AUTH_CODE,
  currency: form.CURRENCY,
  amountCents: Number(form.AMOUNT),
  transactionId: form.TRANSACTION_ID,
  riskIndicator: form.RISK_INDICATOR ?? "",
  payMethod: form.PAY_METHOD ?? "",
  payMethodDetail: form.PAY_METHOD_DETAIL ?? "",
  ...optional("user1", form.USER1),
  ...optional("user2", form.USER2),
  ...optional("user3", form.USER3),
  ...optional("vaultId", form.VAULT_ID),
  ...optional("payvaultData1", form.PAYVAULT_DATA_1),
  ...optional("payvaultData2", form.PAYVAULT_DATA_2),
})

export const toReturnedTransaction = (form: typeof ReturnForm.Type): ReturnedTransaction => ({
  payRequestId: form.PAY_REQUEST_ID,
  ...statusOf(form.TRANSACTION_STATUS),
})

/**
 * Reads a signed message: first its CHECKSUM over `order` with `key` (a message that fails is
 * refused unread, as forged), then its shape. Failures name fields, never values.
 */
export const readSigned =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, about: PayWeb3Message) =>
  (fields: PayWeb3Fields, order: FieldOrder, key: string): Result.Result<S["Type"], PayWeb3VerifyError> => {
    if (!checksumMatches(fields, order, key)) {
      return Result.fail(new PayWeb3Forged({ message: `PayWeb3 ${about} refused: its CHECKSUM does not match`, about }))
    }
    const decoded = Schema.decodeUnknownResult(schema)(fields, { errors: "all" })
    if (Result.isSuccess(decoded)) return Result.succeed(decoded.success)
    const invalid = Object.keys(issueToFieldErrors(decoded.failure.issue))
    return Result.fail(malformed(about, invalid))
  }

export const malformed = (about: PayWeb3Message, fields: ReadonlyArray<string>): PayWeb3Malformed =>
  new PayWeb3Malformed({ message: `PayWeb3 ${about} refused: unexpected ${fields.join(", ")}`, about, fields: [...fields] })
