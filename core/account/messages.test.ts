import { describe, expect, it } from "vitest"
import {
  cancelBookingFor,
  mobileAwaitsCode,
  newMobileCodeSent,
  openBooking,
  payBookingFor,
  resetLinkSentTo,
  resetLinkWillGoTo,
  verificationCodeSent,
} from "./messages.ts"

describe("the account area's words", () => {
  it("name the mobile a code went to or waits on", () => {
    expect(verificationCodeSent("+27 •• ••• 4567")).toBe("We have sent a verification code by SMS to +27 •• ••• 4567.")
    expect(newMobileCodeSent("+27821234567")).toBe("We have sent a code by SMS to +27821234567. Your number changes once you enter it.")
    expect(mobileAwaitsCode("+27821234567")).toBe("+27821234567 is waiting for the code we sent to it.")
  })

  it("name the address a password reset link goes to", () => {
    expect(resetLinkWillGoTo("thandi@example.co.za")).toBe("We will send a link to reset your password to thandi@example.co.za.")
    expect(resetLinkSentTo("thandi@example.co.za")).toBe("A link to reset your password is on its way to thandi@example.co.za. It works once.")
  })

  it("name the booking each action of My Bookings acts on", () => {
    expect([openBooking("CTY-1"), payBookingFor("CTY-1"), cancelBookingFor("CTY-1")]).toEqual(["Open booking CTY-1", "Pay Booking CTY-1", "Cancel Booking CTY-1"])
  })
})
