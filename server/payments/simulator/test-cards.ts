import { OUTCOMES, type TransactionOutcome } from "../payweb3/codes.ts"

/**
 * PayGate's published PayWeb3 test cards (docs.paygate.co.za, "PayWeb3 Testing"), with the outcome
 * and RISK_INDICATOR each one gives: AX authenticated (3-D Secure), NX not authenticated, XX not
 * applicable. Any other card number is an invalid card. The expiry must be in the future; the
 * cardholder's name and the CVV can be anything.
 */
export interface TestCard {
  readonly number: string
  readonly brand: string
  readonly riskIndicator: "AX" | "NX" | "XX"
  readonly outcome: TransactionOutcome
  /** How the card page lists the outcome. */
  readonly label: string
}

export const TEST_CARDS: ReadonlyArray<TestCard> = [
  { number: "4000000000000002", brand: "Visa", riskIndicator: "AX", outcome: OUTCOMES.approved, label: "Approved" },
  { number: "5200000000000015", brand: "MasterCard", riskIndicator: "AX", outcome: OUTCOMES.approved, label: "Approved" },
  { number: "378282246310005", brand: "American Express", riskIndicator: "NX", outcome: OUTCOMES.approved, label: "Approved" },
  { number: "5200000000000023", brand: "MasterCard", riskIndicator: "NX", outcome: OUTCOMES.insufficientFunds, label: "Insufficient funds" },
  { number: "4000000000000028", brand: "Visa", riskIndicator: "NX", outcome: OUTCOMES.insufficientFunds, label: "Insufficient funds" },
  { number: "371449635398431", brand: "American Express", riskIndicator: "NX", outcome: OUTCOMES.insufficientFunds, label: "Insufficient funds" },
  { number: "4000000000000036", brand: "Visa", riskIndicator: "AX", outcome: OUTCOMES.declined, label: "Declined" },
  { number: "5200000000000049", brand: "MasterCard", riskIndicator: "AX", outcome: OUTCOMES.declined, label: "Declined" },
  { number: "30569309025904", brand: "Diners Club", riskIndicator: "XX", outcome: OUTCOMES.declined, label: "Declined" },
  { number: "5200000000000064", brand: "MasterCard", riskIndicator: "XX", outcome: OUTCOMES.unprocessed, label: "Unprocessed (Not Done)" },
]

const byNumber: ReadonlyMap<string, TestCard> = new Map(TEST_CARDS.map((card) => [card.number, card]))

/** The card brand a number's prefix names, for PAY_METHOD_DETAIL. */
export const brandOf = (number: string): string =>
  /^4/.test(number)
    ? "Visa"
    : /^(5[1-5]|2[2-7])/.test(number)
      ? "MasterCard"
      : /^3[47]/.test(number)
        ? "American Express"
        : /^3(0|6|8)/.test(number)
          ? "Diners Club"
          : "Card"

/** The test card a number is, or an invalid card (900004, Declined) for any other number. */
export const testCardOf = (number: string): TestCard =>
  byNumber.get(number) ?? { number, brand: brandOf(number), riskIndicator: "XX", outcome: OUTCOMES.invalidCardNumber, label: "Not a test card" }
