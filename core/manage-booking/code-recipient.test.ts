import { describe, expect, it } from "vitest"
import { codeSentMessage, maskEmail } from "./code-recipient.ts"

describe("where a one-time code went (issue 29 §13)", () => {
  it("masks an e-mail address to its first character and its domain", () => {
    expect(maskEmail(" thandi.nkosi@example.co.za ")).toBe("t•••@example.co.za")
    expect(maskEmail("not-an-address")).toBe("•••")
  })

  it("names the masked e-mail, the SMS, or both, as the code went", () => {
    expect(codeSentMessage("thandi@example.co.za", ["email"])).toBe("We have sent a one-time code to t•••@example.co.za.")
    expect(codeSentMessage("thandi@example.co.za", ["sms"])).toBe("We have sent a one-time code by SMS to the mobile number on the booking.")
    expect(codeSentMessage("thandi@example.co.za", ["email", "sms"])).toBe(
      "We have sent a one-time code to t•••@example.co.za and by SMS to the mobile number on the booking.",
    )
  })

  it("keeps the general words when the answer names no channel", () => {
    expect(codeSentMessage("thandi@example.co.za", [])).toBe("We have sent a one-time code to the e-mail address or mobile number on the booking.")
  })
})
