import { createHash, timingSafeEqual } from "node:crypto"

/**
 * PayWeb3 signs every message with CHECKSUM = md5(the message's field values, concatenated with no
 * separator in the order PayWeb3 defines, followed by the merchant's encryption key), lowercase hex.
 * Optional fields take part only when the message carries them (an empty value still counts as
 * carried; it adds nothing to the concatenation).
 */
export type FieldOrder = ReadonlyArray<string>

/** The fields of a PayWeb3 message by name; CHECKSUM is one of them when the message is signed. */
export type PayWeb3Fields = Readonly<Record<string, string>>

export const CHECKSUM = "CHECKSUM"

/** initiate.trans request (PayWeb3 "Initiate Request"): mandatory first, then the optional ones. */
export const INITIATE_REQUEST_ORDER: FieldOrder = [
  "PAYGATE_ID",
  "REFERENCE",
  "AMOUNT",
  "CURRENCY",
  "RETURN_URL",
  "TRANSACTION_DATE",
  "LOCALE",
  "COUNTRY",
  "EMAIL",
  "PAY_METHOD",
  "PAY_METHOD_DETAIL",
  "NOTIFY_URL",
  "USER1",
  "USER2",
  "USER3",
  "VAULT",
  "VAULT_ID",
]

/** The three fields that name one request of one merchant. */
const REQUEST_NAME_ORDER: FieldOrder = ["PAYGATE_ID", "PAY_REQUEST_ID", "REFERENCE"]

/** initiate.trans answer, and the CHECKSUM the browser posts to process.trans with PAY_REQUEST_ID. */
export const INITIATE_ANSWER_ORDER: FieldOrder = REQUEST_NAME_ORDER

/** The browser's POST to RETURN_URL: PAY_REQUEST_ID and TRANSACTION_STATUS are posted, the rest are the merchant's own. */
export const RETURN_ORDER: FieldOrder = ["PAYGATE_ID", "PAY_REQUEST_ID", "TRANSACTION_STATUS", "REFERENCE"]

/** query.trans request. */
export const QUERY_REQUEST_ORDER: FieldOrder = REQUEST_NAME_ORDER

/** The notify POST to NOTIFY_URL and the query.trans answer: one transaction result, one order. */
export const TRANSACTION_RESULT_ORDER: FieldOrder = [
  "PAYGATE_ID",
  "PAY_REQUEST_ID",
  "REFERENCE",
  "TRANSACTION_STATUS",
  "RESULT_CODE",
  "AUTH_CODE",
  "CURRENCY",
  "AMOUNT",
  "RESULT_DESC",
  "TRANSACTION_ID",
  "RISK_INDICATOR",
  "PAY_METHOD",
  "PAY_METHOD_DETAIL",
  "USER1",
  "USER2",
  "USER3",
  "VAULT_ID",
  "PAYVAULT_DATA_1",
  "PAYVAULT_DATA_2",
]

/** The values of the fields `fields` carries, in `order`, concatenated: the text the checksum signs, before the key. */
export const signedText = (fields: PayWeb3Fields, order: FieldOrder): string =>
  order.reduce((text, name) => (Object.hasOwn(fields, name) ? text + fields[name] : text), "")

/** The PayWeb3 CHECKSUM of `fields` for a message of field order `order`, signed with `key`. */
export const checksumOf = (fields: PayWeb3Fields, order: FieldOrder, key: string): string =>
  createHash("md5").update(signedText(fields, order) + key, "utf8").digest("hex")

const MD5_HEX = /^[0-9a-f]{32}$/

/**
 * Whether `fields` carries the CHECKSUM that `key` gives for `order`. The comparison is constant-time
 * (`timingSafeEqual` over equal-length buffers), so a forger learns nothing from how long a refusal
 * takes; a value that is not 32 hex digits is refused before comparing (its length is no secret).
 * Hex case is ignored: it is the same digest.
 */
export const checksumMatches = (fields: PayWeb3Fields, order: FieldOrder, key: string): boolean => {
  const given = Object.hasOwn(fields, CHECKSUM) ? fields[CHECKSUM]!.toLowerCase() : ""
  if (!MD5_HEX.test(given)) return false
  return timingSafeEqual(Buffer.from(checksumOf(fields, order, key), "ascii"), Buffer.from(given, "ascii"))
}

/** `fields` in `order` (only those it carries) with their CHECKSUM appended: a message ready to send. */
export const signed = (fields: PayWeb3Fields, order: FieldOrder, key: string): ReadonlyArray<readonly [string, string]> => [
  ...order.filter((name) => Object.hasOwn(fields, name)).map((name) => [name, fields[name]!] as const),
  [CHECKSUM, checksumOf(fields, order, key)],
]
