import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { Email, isValidEmail } from "./email.ts"
import { INVALID_EMAIL } from "./messages.ts"

const check = validate(Email)

describe("shared e-mail rule", () => {
  it("accepts ordinary addresses", () => {
    for (const email of ["thandi.nkosi@example.co.za", "j+bookings@mail.example.com", "a@b.co", "O'Brien_1@host-name.org"]) {
      expect(check(email)).toEqual(Result.succeed(email))
      expect(isValidEmail(email)).toBe(true)
    }
  })

  it("rejects text that is not an address with the spec's message", () => {
    for (const text of ["", "thandi", "thandi@", "@example.com", "thandi@example", "thandi nkosi@example.com", "thandi@exa mple.com", "thandi@@example.com", "thandi@-example.com", "thandi@example-.com", "thandi@example.com.", " thandi@example.com"]) {
      expect(check(text)).toEqual(Result.fail({ "": [INVALID_EMAIL] }))
      expect(isValidEmail(text)).toBe(false)
    }
  })

  it("uses the spec's words", () => {
    expect(INVALID_EMAIL).toBe("Must be a valid email")
  })

  it("an address without an @ is never valid", () => {
    fc.assert(fc.property(fc.string().filter((s) => !s.includes("@")), (text) => {
      expect(isValidEmail(text)).toBe(false)
    }))
  })

  it("every generated domain-style address is valid", () => {
    fc.assert(fc.property(fc.emailAddress(), (email) => {
      // fast-check also generates dotless domains, which the rule refuses on purpose
      const [, domain = ""] = email.split("@")
      expect(isValidEmail(email)).toBe(domain.includes("."))
    }))
  })
})
