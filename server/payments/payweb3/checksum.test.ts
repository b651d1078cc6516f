import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import {
  checksumMatches,
  checksumOf,
  INITIATE_ANSWER_ORDER,
  INITIATE_REQUEST_ORDER,
  QUERY_REQUEST_ORDER,
  RETURN_ORDER,
  signed,
  TRANSACTION_RESULT_ORDER,
} from "./checksum.ts"

/** The reference implementation: node's md5 over the exact documented concatenation. */
const md5 = (text: string): string => createHash("md5").update(text, "utf8").digest("hex")

const KEY = "secret"

/** PayGate's documented initiate example (test merchant); the transaction date is ours to choose. */
const DOCUMENTED_INITIATE = {
  PAYGATE_ID: "10011072130",
  REFERENCE: "pgtest_123456789",
  AMOUNT: "3299",
  CURRENCY: "ZAR",
  RETURN_URL: "https://my.return.url/page",
  TRANSACTION_DATE: "2018-01-01 12:00:00",
  LOCALE: "en-za",
  COUNTRY: "ZAF",
  EMAIL: "customer@paygate.co.za",
}

describe("PayWeb3 checksum", () => {
  it("signs PayGate's documented initiate example as md5 of the values in PayWeb3's order followed by the key", () => {
    const documented = "10011072130pgtest_1234567893299ZARhttps://my.return.url/page2018-01-01 12:00:00en-zaZAFcustomer@paygate.co.zasecret"
    expect(checksumOf(DOCUMENTED_INITIATE, INITIATE_REQUEST_ORDER, KEY)).toBe(md5(documented))
  })

  it("follows PayWeb3's field order, not the order the fields were given in", () => {
    const reversed = Object.fromEntries(Object.entries(DOCUMENTED_INITIATE).reverse())
    expect(checksumOf(reversed, INITIATE_REQUEST_ORDER, KEY)).toBe(checksumOf(DOCUMENTED_INITIATE, INITIATE_REQUEST_ORDER, KEY))
  })

  it("adds optional initiate fields only when present, in their place before the key", () => {
    const withNotify = { ...DOCUMENTED_INITIATE, NOTIFY_URL: "https://my.notify.url/page", USER1: "booking-42" }
    const expected = md5(
      "10011072130pgtest_1234567893299ZARhttps://my.return.url/page2018-01-01 12:00:00en-zaZAFcustomer@paygate.co.za" +
        "https://my.notify.url/pagebooking-42secret",
    )
    expect(checksumOf(withNotify, INITIATE_REQUEST_ORDER, KEY)).toBe(expected)
  })

  it("signs the initiate answer (and the browser's process POST) as PAYGATE_ID, PAY_REQUEST_ID, REFERENCE and the key", () => {
    const fields = { PAYGATE_ID: "10011072130", PAY_REQUEST_ID: "23B785AE-C96C-32AF-4879-D2C9363DB6E8", REFERENCE: "pgtest_123456789" }
    expect(checksumOf(fields, INITIATE_ANSWER_ORDER, KEY)).toBe(md5("1001107213023B785AE-C96C-32AF-4879-D2C9363DB6E8pgtest_123456789secret"))
    expect(checksumOf(fields, QUERY_REQUEST_ORDER, KEY)).toBe(md5("1001107213023B785AE-C96C-32AF-4879-D2C9363DB6E8pgtest_123456789secret"))
  })

  it("signs the return as PAYGATE_ID, PAY_REQUEST_ID, TRANSACTION_STATUS, REFERENCE and the key", () => {
    const fields = { REFERENCE: "pgtest_123456789", TRANSACTION_STATUS: "1", PAY_REQUEST_ID: "ABC", PAYGATE_ID: "10011072130" }
    expect(checksumOf(fields, RETURN_ORDER, KEY)).toBe(md5("10011072130ABC1pgtest_123456789secret"))
  })

  it("signs a transaction result over every field it carries, in PayWeb3's notify order", () => {
    const fields = {
      PAYGATE_ID: "10011072130",
      PAY_REQUEST_ID: "ABC",
      REFERENCE: "R1",
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
      USER1: "",
    }
    expect(checksumOf(fields, TRANSACTION_RESULT_ORDER, KEY)).toBe(
      md5("10011072130ABCR11990017" + "5T8A0ZZAR3299Auth Done78705178AXCCVisa" + "secret"),
    )
  })

  it("writes a signed message in PayWeb3's order with CHECKSUM last", () => {
    const entries = signed({ REFERENCE: "R", PAYGATE_ID: "1", PAY_REQUEST_ID: "P" }, INITIATE_ANSWER_ORDER, KEY)
    expect(entries.map(([name]) => name)).toEqual(["PAYGATE_ID", "PAY_REQUEST_ID", "REFERENCE", "CHECKSUM"])
    expect(entries.at(-1)?.[1]).toBe(md5("1PRsecret"))
  })
})

describe("checksum verification", () => {
  const fields = { PAYGATE_ID: "10011072130", PAY_REQUEST_ID: "ABC", REFERENCE: "R1" }
  const checksum = checksumOf(fields, INITIATE_ANSWER_ORDER, KEY)

  it("accepts the checksum the key gives, in either hex case", () => {
    expect(checksumMatches({ ...fields, CHECKSUM: checksum }, INITIATE_ANSWER_ORDER, KEY)).toBe(true)
    expect(checksumMatches({ ...fields, CHECKSUM: checksum.toUpperCase() }, INITIATE_ANSWER_ORDER, KEY)).toBe(true)
  })

  it("refuses a checksum made with another key", () => {
    expect(checksumMatches({ ...fields, CHECKSUM: checksumOf(fields, INITIATE_ANSWER_ORDER, "other") }, INITIATE_ANSWER_ORDER, KEY)).toBe(false)
  })

  it("refuses a missing, empty, truncated or overlong checksum without throwing", () => {
    for (const given of [undefined, "", checksum.slice(0, 31), `${checksum}0`, "z".repeat(32)]) {
      const message = given === undefined ? fields : { ...fields, CHECKSUM: given }
      expect(checksumMatches(message, INITIATE_ANSWER_ORDER, KEY)).toBe(false)
    }
  })
})
