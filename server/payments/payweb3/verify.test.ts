import fc from "fast-check"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { checksumOf, RETURN_ORDER, signed, TRANSACTION_RESULT_ORDER } from "./checksum.ts"
import { makePayWeb3Client } from "./client.ts"
import { encodeForm } from "./form.ts"

const PAYGATE_ID = "10011072130"
const KEY = "secret"
/** Made in each test, not once at import: a mutant of the client's body is then run by the tests that use it. */
const verifier = () => makePayWeb3Client({ url: "http://gateway.invalid/payweb3", paygateId: PAYGATE_ID, key: KEY })

const NOTIFY = {
  PAYGATE_ID,
  PAY_REQUEST_ID: "23B785AE-C96C-32AF-4879-D2C9363DB6E8",
  REFERENCE: "BK-1001",
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
  USER1: "booking-uuid",
}
const signedNotify = (fields: Readonly<Record<string, string>>, key = KEY) => encodeForm(signed(fields, TRANSACTION_RESULT_ORDER, key))

const returnForm = (status: string, reference = NOTIFY.REFERENCE) => ({
  PAY_REQUEST_ID: NOTIFY.PAY_REQUEST_ID,
  TRANSACTION_STATUS: status,
  CHECKSUM: checksumOf({ PAYGATE_ID, PAY_REQUEST_ID: NOTIFY.PAY_REQUEST_ID, TRANSACTION_STATUS: status, REFERENCE: reference }, RETURN_ORDER, KEY),
})

const failureTag = <A, E extends { readonly _tag: string }>(result: Result.Result<A, E>): string | undefined =>
  Result.isFailure(result) ? result.failure._tag : undefined

describe("verifying a notify", () => {
  it("reads a correctly signed notify into typed fields", () => {
    const result = verifier().verifyNotify(signedNotify(NOTIFY))
    expect(Result.getOrThrow(result)).toEqual({
      paygateId: PAYGATE_ID,
      payRequestId: NOTIFY.PAY_REQUEST_ID,
      reference: "BK-1001",
      transactionStatus: 1,
      paymentStatus: "approved",
      resultCode: "990017",
      resultDesc: "Auth Done",
      authCode: "5T8A0Z",
      currency: "ZAR",
      amountCents: 3299,
      transactionId: "78705178",
      riskIndicator: "AX",
      payMethod: "CC",
      payMethodDetail: "Visa",
      user1: "booking-uuid",
    })
  })

  it("refuses a notify signed with another key as forged", () => {
    expect(failureTag(verifier().verifyNotify(signedNotify(NOTIFY, "not-the-key")))).toBe("PayWeb3Forged")
  })

  it("refuses a notify without a checksum as forged", () => {
    expect(failureTag(verifier().verifyNotify(encodeForm(Object.entries(NOTIFY))))).toBe("PayWeb3Forged")
  })

  it("refuses a correctly signed notify for another merchant", () => {
    const other = { ...NOTIFY, PAYGATE_ID: "10011072131" }
    const result = verifier().verifyNotify(signedNotify(other))
    expect(failureTag(result)).toBe("PayWeb3Malformed")
    expect(Result.isFailure(result) && result.failure).toMatchObject({ fields: ["PAYGATE_ID"], message: "PayWeb3 notify refused: unexpected PAYGATE_ID" })
  })

  it("says a forged notify is refused for its checksum, naming no value", () => {
    const result = verifier().verifyNotify(signedNotify(NOTIFY, "not-the-key"))
    expect(Result.isFailure(result) && result.failure).toMatchObject({ about: "notify", message: "PayWeb3 notify refused: its CHECKSUM does not match" })
  })

  it("names every field of a signed notify that is not as PayWeb3 writes it, not only the first", () => {
    const result = verifier().verifyNotify(signedNotify({ ...NOTIFY, TRANSACTION_STATUS: "6", AMOUNT: "12.50" }))
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: "PayWeb3Malformed",
      fields: ["TRANSACTION_STATUS", "AMOUNT"],
      message: "PayWeb3 notify refused: unexpected TRANSACTION_STATUS, AMOUNT",
    })
  })

  it("reads the descriptive fields a gateway leaves out as empty", () => {
    const { RISK_INDICATOR: _risk, PAY_METHOD: _method, PAY_METHOD_DETAIL: _detail, ...bare } = NOTIFY
    expect(Result.getOrThrow(verifier().verifyNotify(signedNotify(bare)))).toMatchObject({ riskIndicator: "", payMethod: "", payMethodDetail: "" })
  })

  it("reads the USER, VAULT_ID and PAYVAULT fields when the initiate asked for them", () => {
    const withAll = { ...NOTIFY, USER2: "two", USER3: "three", VAULT_ID: "vault-1", PAYVAULT_DATA_1: "4***1111", PAYVAULT_DATA_2: "12/2031" }
    expect(Result.getOrThrow(verifier().verifyNotify(signedNotify(withAll)))).toMatchObject({
      user1: "booking-uuid",
      user2: "two",
      user3: "three",
      vaultId: "vault-1",
      payvaultData1: "4***1111",
      payvaultData2: "12/2031",
    })
  })

  it("refuses a correctly signed notify with a status PayWeb3 does not define", () => {
    const result = verifier().verifyNotify(signedNotify({ ...NOTIFY, TRANSACTION_STATUS: "6" }))
    expect(Result.isFailure(result) && result.failure._tag === "PayWeb3Malformed" && result.failure.fields).toEqual(["TRANSACTION_STATUS"])
  })

  it("ignores fields PayWeb3 does not sign, rather than trusting them", () => {
    const withExtra = `${signedNotify(NOTIFY)}&AMOUNT_OVERRIDE=1`
    expect(Result.getOrThrow(verifier().verifyNotify(withExtra))).not.toHaveProperty("AMOUNT_OVERRIDE")
  })

  it("refuses any single-field change to a signed notify, checksum included", () => {
    const names = [...Object.keys(NOTIFY), "CHECKSUM"]
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.string({ maxLength: 40 }), (name, value) => {
        const fields = new URLSearchParams(signedNotify(NOTIFY))
        fc.pre(fields.get(name) !== value)
        fields.set(name, value)
        expect(Result.isFailure(verifier().verifyNotify(fields))).toBe(true)
      }),
    )
  })

  it("refuses a signed notify with any mandatory field left out", () => {
    const mandatory = Object.keys(NOTIFY).filter((name) => !["RISK_INDICATOR", "PAY_METHOD", "PAY_METHOD_DETAIL", "USER1"].includes(name))
    fc.assert(
      fc.property(fc.constantFrom(...mandatory), fc.boolean(), (name, emptyFirst) => {
        // An empty field adds nothing to the checksum, so dropping it must be caught by the shape.
        const fields = new URLSearchParams(signedNotify(emptyFirst ? { ...NOTIFY, [name]: "" } : NOTIFY))
        fields.delete(name)
        expect(Result.isFailure(verifier().verifyNotify(fields))).toBe(true)
      }),
    )
  })
})

describe("verifying a return", () => {
  it("reads a correctly signed return for the payment's reference", () => {
    expect(Result.getOrThrow(verifier().verifyReturn(returnForm("2"), NOTIFY.REFERENCE))).toEqual({
      payRequestId: NOTIFY.PAY_REQUEST_ID,
      transactionStatus: 2,
      paymentStatus: "declined",
    })
  })

  it("refuses a return checked against another payment's reference", () => {
    expect(failureTag(verifier().verifyReturn(returnForm("1"), "BK-9999"))).toBe("PayWeb3Forged")
  })

  it("refuses a return whose status was changed, whatever it was changed to", () => {
    fc.assert(
      fc.property(fc.constantFrom("0", "1", "2", "3", "4", "5", "7"), fc.constantFrom("0", "1", "2", "3", "4", "5", "7"), (signedStatus, posted) => {
        fc.pre(signedStatus !== posted)
        const form = { ...returnForm(signedStatus), TRANSACTION_STATUS: posted }
        expect(failureTag(verifier().verifyReturn(form, NOTIFY.REFERENCE))).toBe("PayWeb3Forged")
      }),
    )
  })

  it("refuses any single-field change to a signed return", () => {
    fc.assert(
      fc.property(fc.constantFrom("PAY_REQUEST_ID", "TRANSACTION_STATUS", "CHECKSUM"), fc.string({ maxLength: 40 }), (name, value) => {
        const form: Record<string, string> = returnForm("1")
        fc.pre(form[name] !== value)
        expect(Result.isFailure(verifier().verifyReturn({ ...form, [name]: value }, NOTIFY.REFERENCE))).toBe(true)
      }),
    )
  })

  it("signs with our PAYGATE_ID and reference even when the browser posts its own", () => {
    const form = { ...returnForm("1"), PAYGATE_ID: "1", REFERENCE: "other" }
    expect(Result.isSuccess(verifier().verifyReturn(form, NOTIFY.REFERENCE))).toBe(true)
  })
})
