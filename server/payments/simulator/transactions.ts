import { randomInt, randomUUID } from "node:crypto"
import type { PayWeb3Fields } from "../payweb3/checksum.ts"
import { OUTCOMES, TRANSACTION_STATUS, type TransactionOutcome } from "../payweb3/codes.ts"
import type { CardDetails } from "./card-form.ts"
import { testCardOf } from "./test-cards.ts"

/** The simulator's memory of transactions: what was initiated, and how the card page ended it. */

export interface CompletedPayment {
  readonly outcome: TransactionOutcome
  readonly authCode: string
  readonly transactionId: string
  readonly riskIndicator: string
  readonly payMethod: string
  readonly payMethodDetail: string
  /** PayVault: set when the initiate asked to keep the card and the payment was approved. */
  readonly vault?: { readonly vaultId: string; readonly maskedNumber: string; readonly expiry: string }
}

export interface SimulatedTransaction {
  readonly payRequestId: string
  /** The initiate request as posted, CHECKSUM aside. */
  readonly request: PayWeb3Fields
  readonly initiatedAt: number
  completed?: CompletedPayment
}

/** PayWeb3 lets a customer finish a transaction within 30 minutes of its initiate (TXN_PRC after that). */
export const PROCESS_WINDOW_MS = 30 * 60 * 1000
/** How long the simulator remembers a transaction for query; older ones are forgotten as new ones arrive. */
export const RETENTION_MS = 24 * 60 * 60 * 1000

const AUTH_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const authCode = (): string => Array.from({ length: 6 }, () => AUTH_CODE_ALPHABET[randomInt(AUTH_CODE_ALPHABET.length)]).join("")

export interface TransactionStore {
  readonly open: (request: PayWeb3Fields, now: number) => SimulatedTransaction
  readonly get: (payRequestId: string) => SimulatedTransaction | undefined
  /** Ends an open transaction with the card page's result (`undefined`: the customer cancelled). */
  readonly complete: (transaction: SimulatedTransaction, card: CardDetails | undefined) => CompletedPayment
}

export const makeTransactionStore = (): TransactionStore => {
  const transactions = new Map<string, SimulatedTransaction>()
  let nextTransactionId = randomInt(10_000_000, 90_000_000)

  const forgetOlderThan = (cutoff: number): void => {
    // Insertion order is initiate order, so the oldest come first.
    for (const [id, transaction] of transactions) {
      if (transaction.initiatedAt >= cutoff) break
      transactions.delete(id)
    }
  }

  const open = (request: PayWeb3Fields, now: number): SimulatedTransaction => {
    forgetOlderThan(now - RETENTION_MS)
    // PayGate's PAY_REQUEST_IDs are upper-case GUIDs.
    const transaction: SimulatedTransaction = { payRequestId: randomUUID().toUpperCase(), request, initiatedAt: now }
    transactions.set(transaction.payRequestId, transaction)
    return transaction
  }

  const complete = (transaction: SimulatedTransaction, card: CardDetails | undefined): CompletedPayment => {
    const testCard = card === undefined ? undefined : testCardOf(card.number)
    const outcome = testCard?.outcome ?? OUTCOMES.userCancelled
    const approved = outcome.transactionStatus === TRANSACTION_STATUS.approved
    const keepCard = approved && card !== undefined && transaction.request["VAULT"] === "1"
    const completed: CompletedPayment = {
      outcome,
      authCode: approved ? authCode() : "",
      transactionId: String(nextTransactionId++),
      riskIndicator: testCard?.riskIndicator ?? "XX",
      payMethod: testCard === undefined ? "" : "CC",
      payMethodDetail: testCard?.brand ?? "",
      ...(keepCard
        ? {
            vault: {
              vaultId: randomUUID(),
              maskedNumber: `${card.number.slice(0, 6)}${"x".repeat(card.number.length - 10)}${card.number.slice(-4)}`,
              expiry: `${String(card.expiryMonth).padStart(2, "0")}${card.expiryYear}`,
            },
          }
        : {}),
    }
    transaction.completed = completed
    return completed
  }

  return { open, get: (payRequestId) => transactions.get(payRequestId), complete }
}

const carried = (request: PayWeb3Fields, names: ReadonlyArray<string>): PayWeb3Fields =>
  Object.fromEntries(names.filter((name) => Object.hasOwn(request, name)).map((name) => [name, request[name]!]))

/**
 * The transaction result fields (notify and query, CHECKSUM aside). Before the card page ends it, a
 * transaction reads Not Done with empty result fields.
 */
export const resultFields = (transaction: SimulatedTransaction): PayWeb3Fields => {
  const { request, completed } = transaction
  return {
    PAYGATE_ID: request["PAYGATE_ID"]!,
    PAY_REQUEST_ID: transaction.payRequestId,
    REFERENCE: request["REFERENCE"]!,
    TRANSACTION_STATUS: String(completed?.outcome.transactionStatus ?? TRANSACTION_STATUS.notDone),
    RESULT_CODE: completed?.outcome.resultCode ?? "",
    AUTH_CODE: completed?.authCode ?? "",
    CURRENCY: request["CURRENCY"]!,
    AMOUNT: request["AMOUNT"]!,
    RESULT_DESC: completed?.outcome.resultDesc ?? "",
    TRANSACTION_ID: completed?.transactionId ?? "",
    RISK_INDICATOR: completed?.riskIndicator ?? "",
    PAY_METHOD: completed?.payMethod ?? "",
    PAY_METHOD_DETAIL: completed?.payMethodDetail ?? "",
    ...carried(request, ["USER1", "USER2", "USER3"]),
    ...(completed?.vault === undefined
      ? {}
      : { VAULT_ID: completed.vault.vaultId, PAYVAULT_DATA_1: completed.vault.maskedNumber, PAYVAULT_DATA_2: completed.vault.expiry }),
  }
}
