import { describe, expect, it } from "vitest"
import { decodeForm, encodeForm, formatTransactionDate, isTransactionDate } from "./form.ts"

describe("PayWeb3 forms", () => {
  it("encodes fields in the order given, form-urlencoded", () => {
    expect(encodeForm([["RETURN_URL", "https://a.example/x?y=1&z=2"], ["RESULT_DESC", "Auth Done"]])).toBe(
      "RETURN_URL=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2&RESULT_DESC=Auth+Done",
    )
  })

  it("decodes what it encodes", () => {
    const fields = { EMAIL: "a+b@example.com", REFERENCE: "R&D 1=2", RESULT_DESC: "Auth Done" }
    expect(decodeForm(encodeForm(Object.entries(fields)))).toEqual(fields)
  })

  it("keeps the first value of a field sent twice", () => {
    expect(decodeForm("AMOUNT=100&AMOUNT=1")).toEqual({ AMOUNT: "100" })
  })

  it("keeps field names such as __proto__ as plain data", () => {
    const fields = decodeForm("__proto__=x&constructor=y")
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype)
    expect(Object.hasOwn(fields, "__proto__")).toBe(true)
  })

  it("reads a parsed body, dropping values that are not text", () => {
    expect(decodeForm({ PAY_REQUEST_ID: "P", FILE: new Blob(["x"]) })).toEqual({ PAY_REQUEST_ID: "P" })
  })
})

describe("TRANSACTION_DATE", () => {
  it("is written YYYY-MM-DD HH:mm:ss on the hotels' clock (UTC+2)", () => {
    expect(formatTransactionDate(Date.UTC(2025, 11, 31, 22, 5, 9))).toBe("2026-01-01 00:05:09")
  })

  it("writes the year with four digits, zeros first", () => {
    expect(formatTransactionDate(Date.UTC(999, 5, 1, 10, 0, 0))).toMatch(/^0999-06-01 /)
  })

  it("accepts only real calendar moments in that form", () => {
    expect(isTransactionDate("2024-02-29 23:59:59")).toBe(true)
    for (const text of ["2025-02-29 10:00:00", "2025-01-01T10:00:00", "2025-01-01 24:00:00", "2025-1-1 10:00:00", ""]) {
      expect(isTransactionDate(text)).toBe(false)
    }
  })
})
