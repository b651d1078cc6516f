import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bookingConfirmation, cancellation, dateChange, notificationsFor, oneTimeCode, paymentReceived, SIGNATURE } from "./templates.ts"

const stay = { referenceNumber: "BK4F7Q2A", hotelName: "Karoo City Hotel V&A Waterfront", checkIn: "2026-12-01", checkOut: "2026-12-04" }

/** One SMS segment (GSM-7): a code must arrive in one message. */
const SMS_SEGMENT = 160

describe("message templates", () => {
  describe("booking confirmation", () => {
    const message = bookingConfirmation({
      ...stay,
      guestName: "Thandi Nkosi",
      rooms: [
        { name: "Queen Room", reference: "BK4F7Q2A-1" },
        { name: "Family Room", reference: "BK4F7Q2A-2" },
      ],
      totalCents: 1_234_550,
      paid: true,
      manageUrl: "http://localhost:3000/manage-booking",
    })

    it("names the booking in the subject", () => {
      expect(message.subject).toBe("Booking confirmation BK4F7Q2A")
    })

    it("gives the stay with full dates and nights, each room with its reference, and the total in rand", () => {
      expect(message.email).toBe(
        [
          "Dear Thandi Nkosi,",
          "Thank you for booking with us. Your booking at Karoo City Hotel V&A Waterfront is confirmed.",
          "Booking reference: BK4F7Q2A\nHotel: Karoo City Hotel V&A Waterfront\nCheck-in: Tuesday, 01 December 2026\nCheck-out: Friday, 04 December 2026 (3 nights)",
          "Room 1: Queen Room (reference BK4F7Q2A-1)\nRoom 2: Family Room (reference BK4F7Q2A-2)",
          "Total paid: R 12,345.50\nManage your booking: http://localhost:3000/manage-booking",
          `Kind regards,\n${SIGNATURE}`,
        ].join("\n\n"),
      )
    })

    it("says a booking being paid by card now awaits that payment, not that it is pay later", () => {
      const paying = bookingConfirmation({ ...stay, rooms: [{ name: "Queen Room", reference: "R1" }], totalCents: 99_900, paid: false, payNow: true })
      expect(paying.email).toContain("Total due: R 999.00 (card payment pending)")
      expect(paying.email).not.toContain("pay later")
      expect(paying.sms).toContain("Total due: R 999.00 (card payment pending).")
      const paid = bookingConfirmation({ ...stay, rooms: [{ name: "Queen Room", reference: "R1" }], totalCents: 99_900, paid: true, payNow: true })
      expect(paid.email).toContain("Total paid: R 999.00")
    })

    it("says a pay-later booking is unpaid", () => {
      const unpaid = bookingConfirmation({ ...stay, rooms: [{ name: "Queen Room", reference: "R1" }], totalCents: 99_900, paid: false })
      expect(unpaid.email).toContain("Total due: R 999.00 (pay later: unpaid)")
      expect(unpaid.email.startsWith("Dear guest,")).toBe(true)
      expect(unpaid.sms).toBe("Booking BK4F7Q2A confirmed: Karoo City Hotel V&A Waterfront, 01 Dec 2026 to 04 Dec 2026. Total due: R 999.00 (pay later: unpaid).")
    })

    it("counts one night as a night", () => {
      const oneNight = bookingConfirmation({ ...stay, checkOut: "2026-12-02", rooms: [], totalCents: 1, paid: true })
      expect(oneNight.email).toContain("(1 night)")
    })
  })

  describe("one-time code", () => {
    const message = oneTimeCode({ code: "042137", referenceNumber: "BK4F7Q2A", validMinutes: 10 })

    it("gives the code, what it is for and how long it lasts, keeping leading zeros", () => {
      expect(message.subject).toBe("Your booking code for BK4F7Q2A")
      expect(message.email).toContain("Your one-time code for booking BK4F7Q2A is 042137.")
      expect(message.email).toContain("valid for 10 minutes")
      expect(message.sms).toBe("Your code for booking BK4F7Q2A is 042137. Valid 10 minutes. Do not share it.")
    })

    it("fits one SMS for any code and reference", () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[A-Z0-9-]{1,20}$/), (code, referenceNumber) => {
          expect(oneTimeCode({ code, referenceNumber, validMinutes: 10 }).sms.length).toBeLessThanOrEqual(SMS_SEGMENT)
        }),
      )
    })
  })

  it("confirms a cancellation with the stay it cancelled and what it gives back", () => {
    const refund = "R 2,980.00 will be refunded to the card you paid with."
    const message = cancellation({ ...stay, guestName: "Thandi", refund })
    expect(message.subject).toBe("Booking BK4F7Q2A cancelled")
    expect(message.email).toContain("Check-in: Tuesday, 01 December 2026")
    expect(message.email).toContain(refund)
    expect(message.sms).toBe(`Booking BK4F7Q2A at Karoo City Hotel V&A Waterfront (01 Dec 2026 to 04 Dec 2026) is cancelled. ${refund}`)
  })

  it("gives the old and the new dates and the new total after a date change", () => {
    const message = dateChange({ ...stay, checkIn: "2026-12-10", checkOut: "2026-12-12", previousCheckIn: "2026-12-01", previousCheckOut: "2026-12-04", totalCents: 250_000 })
    expect(message.subject).toBe("New dates for booking BK4F7Q2A")
    expect(message.email).toContain("Previous dates: Tuesday, 01 December 2026 to Friday, 04 December 2026")
    expect(message.email).toContain("Check-in: Thursday, 10 December 2026")
    expect(message.email).toContain("(2 nights)")
    expect(message.email).toContain("New total: R 2,500.00")
    expect(message.sms).toBe("Booking BK4F7Q2A at Karoo City Hotel V&A Waterfront now 10 Dec 2026 to 12 Dec 2026. New total R 2,500.00.")
  })

  it("acknowledges a payment with its amount and the gateway's reference", () => {
    const message = paymentReceived({ ...stay, amountCents: 123_456, transactionReference: "PAYREQ-1" })
    expect(message.subject).toBe("Payment received for booking BK4F7Q2A")
    expect(message.email).toContain("We have received your card payment of R 1,234.56. Your booking is paid.")
    expect(message.email).toContain("Transaction reference: PAYREQ-1")
    expect(message.sms).toBe("Payment of R 1,234.56 received for booking BK4F7Q2A at Karoo City Hotel V&A Waterfront. Thank you.")
  })

  it("names the charities the guest chose, in the payment's letter and the booking's, and says nothing of charities when none were chosen", () => {
    const chosen = ["Karoo Hotels Foundation", "Coastal Clean-up Collective"]
    const line = "Charities you chose to support: Karoo Hotels Foundation, Coastal Clean-up Collective"
    expect(paymentReceived({ ...stay, amountCents: 100, charities: chosen }).email).toContain(line)
    expect(bookingConfirmation({ ...stay, rooms: [], totalCents: 100, paid: true, charities: chosen }).email).toContain(line)
    expect(paymentReceived({ ...stay, amountCents: 100, charities: [] }).email).not.toContain("Charities")
    expect(bookingConfirmation({ ...stay, rooms: [], totalCents: 100, paid: true }).email).not.toContain("Charities")
  })

  it("shows another currency by its code", () => {
    expect(paymentReceived({ ...stay, amountCents: 5_000, currency: "BWP" }).sms).toContain("BWP 50.00")
  })

  describe("notificationsFor", () => {
    const content = oneTimeCode({ code: "123456", referenceNumber: "BK1", validMinutes: 10 })

    it("sends an e-mail, an SMS or both, as the booking asked", () => {
      expect(notificationsFor(content, "one_time_code", { email: "ann@example.com", mobile: "+27821234567" }, 9)).toEqual([
        { channel: "email", to: "ann@example.com", subject: content.subject, body: content.email, kind: "one_time_code", bookingId: 9 },
        { channel: "sms", to: "+27821234567", body: content.sms, kind: "one_time_code", bookingId: 9 },
      ])
      expect(notificationsFor(content, "one_time_code", { mobile: "+27821234567" }).map((n) => n.channel)).toEqual(["sms"])
      expect(notificationsFor(content, "one_time_code", {})).toEqual([])
    })
  })
})
