/**
 * PayWeb3's codes, as PayGate documents them (docs.paygate.co.za, PayWeb3 "Result Codes",
 * "Transaction Status" and "Error Codes").
 */

/** TRANSACTION_STATUS values PayWeb3 defines (there is no 6); core/payment/payweb3-status.ts maps them to our statuses. */
export const TRANSACTION_STATUS = {
  notDone: 0,
  approved: 1,
  declined: 2,
  cancelled: 3,
  userCancelled: 4,
  receivedByPayGate: 5,
  settlementVoided: 7,
} as const
export type TransactionStatusCode = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS]

/** A transaction's outcome as PayWeb3 reports it in notify and query: status, RESULT_CODE and RESULT_DESC. */
export interface TransactionOutcome {
  readonly transactionStatus: TransactionStatusCode
  readonly resultCode: string
  readonly resultDesc: string
}

/** The outcomes PayGate's test cards and the card page's Cancel button produce, with PayGate's descriptions. */
export const OUTCOMES = {
  approved: { transactionStatus: TRANSACTION_STATUS.approved, resultCode: "990017", resultDesc: "Auth Done" },
  insufficientFunds: { transactionStatus: TRANSACTION_STATUS.declined, resultCode: "900003", resultDesc: "Insufficient Funds" },
  declined: { transactionStatus: TRANSACTION_STATUS.declined, resultCode: "900007", resultDesc: "Declined" },
  invalidCardNumber: { transactionStatus: TRANSACTION_STATUS.declined, resultCode: "900004", resultDesc: "Invalid Card Number" },
  unprocessed: { transactionStatus: TRANSACTION_STATUS.notDone, resultCode: "990022", resultDesc: "Bank Not Available" },
  userCancelled: { transactionStatus: TRANSACTION_STATUS.userCancelled, resultCode: "990028", resultDesc: "Transaction Cancelled" },
} as const satisfies Record<string, TransactionOutcome>

/**
 * The ERROR=<CODE> answers of initiate.trans and query.trans (and the error page of process.trans),
 * with PayGate's descriptions. The simulator answers with the codes listed in its rules
 * (server/gateway/simulator/rules.ts); the client reports any code it is given, documented or not.
 */
export const ERROR_DESCRIPTIONS = {
  CNTRY_INVALID: "Country Invalid",
  DATA_AMT_NUM: "Amount is not a number",
  DATA_AMT_ZERO: "Amount value is zero",
  DATA_CHK: "Checksum calculated incorrectly",
  DATA_CREF: "No transaction reference",
  DATA_CUR: "The currency posted is not supported",
  DATA_DTTM: "Transaction date invalid",
  DATA_INS: "Error creating record for transaction request",
  DATA_PAY_REQ_ID: "Pay request ID missing or invalid",
  DATA_PM: "Pay Method or Pay Method Detail fields invalid",
  DATA_PW: "Not all required fields have been posted to PayWeb",
  DATA_REGION: "No Country or Locale",
  DATA_URL: "No return url",
  INVALID_VAULT: "Vault value invalid",
  INVALID_VAULT_ID: "Vault ID invalid",
  INV_EMAIL: "Invalid Email address",
  LOCALE_INVALID: "Invalid Locale",
  ND_INV_PGID: "Invalid PayGate ID",
  ND_INV_PRID: "Invalid Pay Request ID",
  NOT_LIVE_PM: "No available payment methods",
  NO_TRANS_DATA: "No transaction data found",
  PAYVAULT_NOT_EN: "PayVault not enabled",
  PGID_NOT_EN: "PayGate ID not enabled, there are no available payment methods or there are no available currencies",
  TXN_CAN: "Transaction has already been cancelled",
  TXN_CMP: "Transaction has already been completed",
  TXN_PRC: "Transaction is older than 30 minutes or there has been an error processing it",
  VAULT_NOT_ACCEPTED: "Card types enabled on terminal not available for vaulting",
} as const
export type ErrorCode = keyof typeof ERROR_DESCRIPTIONS

/** PayGate's description of an ERROR code; an undocumented code is described as such rather than guessed. */
export const errorDescription = (code: string): string =>
  Object.hasOwn(ERROR_DESCRIPTIONS, code) ? ERROR_DESCRIPTIONS[code as ErrorCode] : "Undocumented PayWeb3 error"
