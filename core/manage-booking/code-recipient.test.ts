import { describe, expect, it } from "vitest"
import { codeSentMessage, isMaskedMobile, maskEmail, maskMobile } from "./code-recipient.ts"

describe("where a one-time code went (issue 29 §13)", () => {
  it("masks an e-mail address to its first character and its domain", () => {
    expect(maskEmail(" thandi.nkosi@example.co.za ")).toBe("t•••@example.co.za")
    expect(maskEmail("not-an-address")).toBe("•••")
    // nothing before the @: no first character to show
    expect(maskEmail("@example.co.za")).toBe("•••")
  })

  it("masks a number of 8 digits, the shortest it hides, and one typed with spaces around it", () => {
    expect(maskMobile("12345678")).toBe("•• ••• 5678")
    expect(maskMobile("1234567")).toBe("•••")
    expect(maskMobile(" +27 82 123 4567 ")).toBe("+27 •• ••• 4567")
  })

  it("masks a mobile number to its country code and its last 4 digits, in any of its written forms", () => {
    expect(maskMobile("0027821234567")).toBe("+27 •• ••• 4567")
    expect(maskMobile("+27 82 123 4567")).toBe("+27 •• ••• 4567")
    expect(maskMobile("+447700900123")).toBe("+44 •• ••• 0123")
  })

  it("shows no country code for a number not written internationally, and nothing of a number too short to hide", () => {
    expect(maskMobile("082 123 4567")).toBe("•• ••• 4567")
    expect(maskMobile("+2712")).toBe("•••")
    expect(maskMobile("")).toBe("•••")
  })

  it("answers only masked forms: the wire's pattern takes every mask and refuses a whole number", () => {
    for (const mobile of ["0027821234567", "+447700900123", "082 123 4567", "12", ""]) expect(isMaskedMobile(maskMobile(mobile)), mobile).toBe(true)
    for (const whole of ["+27821234567", "0027821234567", "+27 82 123 4567"]) expect(isMaskedMobile(whole), whole).toBe(false)
  })

  it("names the masked e-mail, the masked mobile, or both, as the code went", () => {
    expect(codeSentMessage("thandi@example.co.za", { channels: ["email"], maskedMobile: null })).toBe("We have sent a one-time code to t•••@example.co.za.")
    expect(codeSentMessage("thandi@example.co.za", { channels: ["sms"], maskedMobile: "+27 •• ••• 4567" })).toBe(
      "We have sent a one-time code by SMS to +27 •• ••• 4567.",
    )
    expect(codeSentMessage("thandi@example.co.za", { channels: ["email", "sms"], maskedMobile: "+27 •• ••• 4567" })).toBe(
      "We have sent a one-time code to t•••@example.co.za and by SMS to +27 •• ••• 4567.",
    )
  })

  it("says the booking's mobile number when an SMS went but the answer names no number", () => {
    expect(codeSentMessage("thandi@example.co.za", { channels: ["sms"], maskedMobile: null })).toBe(
      "We have sent a one-time code by SMS to the mobile number on the booking.",
    )
  })

  it("keeps the general words when the answer names no channel", () => {
    expect(codeSentMessage("thandi@example.co.za", { channels: [], maskedMobile: null })).toBe(
      "We have sent a one-time code to the e-mail address or mobile number on the booking.",
    )
  })
})
