import { isValidEmail } from "../../../core/account/email.ts"
import { checksumMatches, INITIATE_REQUEST_ORDER, type PayWeb3Fields } from "../payweb3/checksum.ts"
import type { ErrorCode } from "../payweb3/codes.ts"
import { isTransactionDate } from "../payweb3/form.ts"

/** The merchant account the simulator plays: PayGate's public test merchant unless configured otherwise. */
export interface SimulatedMerchant {
  readonly paygateId: string
  readonly key: string
  /** The currencies the account takes (PayGate's test merchant: ZAR, USD, EUR). */
  readonly currencies: ReadonlyArray<string>
}

/** PayGate documents REFERENCE as up to 110 characters. */
const MAX_REFERENCE_LENGTH = 110
/** PAY_METHOD codes PayWeb3 documents: credit card, debit card, e-wallet, bank transfer, cash voucher, pre-paid card. */
const PAY_METHODS = ["CC", "DC", "EW", "BT", "CV", "PC"]
/** The simulator's only payment page is the card page. */
const SIMULATED_PAY_METHOD = "CC"
const GUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/

const given = (fields: PayWeb3Fields, name: string): string => (Object.hasOwn(fields, name) ? fields[name]! : "")

export const isHttpUrl = (text: string): boolean => {
  if (!URL.canParse(text)) return false
  const { protocol } = new URL(text)
  return protocol === "https:" || protocol === "http:"
}

/**
 * Why initiate.trans refuses a request, as the ERROR code it answers, or `undefined` to accept it.
 * The first rule that fails decides, in this order:
 * - PAYGATE_ID missing: DATA_PW; not this merchant: ND_INV_PGID (without the account there is no key to check with);
 * - CHECKSUM missing or wrong: DATA_CHK;
 * - REFERENCE empty or over 110 characters: DATA_CREF;
 * - AMOUNT not whole cents: DATA_AMT_NUM; zero: DATA_AMT_ZERO;
 * - CURRENCY not one the account takes: DATA_CUR;
 * - RETURN_URL not an http(s) URL: DATA_URL;
 * - TRANSACTION_DATE not "YYYY-MM-DD HH:mm:ss": DATA_DTTM;
 * - LOCALE or COUNTRY missing: DATA_REGION; LOCALE malformed: LOCALE_INVALID; COUNTRY not alpha-3: CNTRY_INVALID;
 * - EMAIL not an address: INV_EMAIL;
 * - PAY_METHOD not a PayWeb3 code, or a PAY_METHOD_DETAIL without one: DATA_PM; a method other than card: NOT_LIVE_PM;
 * - NOTIFY_URL given but not an http(s) URL: DATA_URL;
 * - VAULT not 0 or 1: INVALID_VAULT; VAULT_ID not a GUID: INVALID_VAULT_ID.
 */
export const initiateRefusal = (fields: PayWeb3Fields, merchant: SimulatedMerchant): ErrorCode | undefined => {
  const paygateId = given(fields, "PAYGATE_ID")
  if (paygateId === "") return "DATA_PW"
  if (paygateId !== merchant.paygateId) return "ND_INV_PGID"
  if (!checksumMatches(fields, INITIATE_REQUEST_ORDER, merchant.key)) return "DATA_CHK"

  const reference = given(fields, "REFERENCE")
  if (reference === "" || reference.length > MAX_REFERENCE_LENGTH) return "DATA_CREF"
  const amount = given(fields, "AMOUNT")
  if (!/^\d{1,15}$/.test(amount)) return "DATA_AMT_NUM"
  if (Number(amount) === 0) return "DATA_AMT_ZERO"
  if (!merchant.currencies.includes(given(fields, "CURRENCY"))) return "DATA_CUR"
  if (!isHttpUrl(given(fields, "RETURN_URL"))) return "DATA_URL"
  if (!isTransactionDate(given(fields, "TRANSACTION_DATE"))) return "DATA_DTTM"
  const locale = given(fields, "LOCALE")
  const country = given(fields, "COUNTRY")
  if (locale === "" || country === "") return "DATA_REGION"
  if (!/^[a-z]{2}(-[a-z]{2})?$/i.test(locale)) return "LOCALE_INVALID"
  if (!/^[A-Z]{3}$/.test(country)) return "CNTRY_INVALID"
  if (!isValidEmail(given(fields, "EMAIL"))) return "INV_EMAIL"

  const payMethod = given(fields, "PAY_METHOD")
  if (payMethod === "" ? given(fields, "PAY_METHOD_DETAIL") !== "" : !PAY_METHODS.includes(payMethod)) return "DATA_PM"
  if (payMethod !== "" && payMethod !== SIMULATED_PAY_METHOD) return "NOT_LIVE_PM"
  const notifyUrl = given(fields, "NOTIFY_URL")
  if (notifyUrl !== "" && !isHttpUrl(notifyUrl)) return "DATA_URL"
  if (!["", "0", "1"].includes(given(fields, "VAULT"))) return "INVALID_VAULT"
  const vaultId = given(fields, "VAULT_ID")
  if (vaultId !== "" && !GUID.test(vaultId)) return "INVALID_VAULT_ID"
  return undefined
}
