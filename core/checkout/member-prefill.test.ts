import { describe, expect, it } from "vitest"
import { MEMBER_ACCOUNT } from "../account/member-account.testing.ts"
import { DEFAULT_BOOKING_SESSION_STATE } from "../booking/session-state.ts"
import { guestDetailsInput } from "./guest-details-form.ts"
import { prefillForMember } from "./member-prefill.ts"

const blank = guestDetailsInput(DEFAULT_BOOKING_SESSION_STATE)

describe("a signed-in member's guest details (spec B §4, §6)", () => {
  it("prefills the main guest's name, e-mail, mobile, title and address from the account", () => {
    const filled = prefillForMember(blank, { ...MEMBER_ACCOUNT, mobileNumber: "0027821234567", lineOne: "1 Rivonia Road", idNumber: "8001015009087" })
    expect(filled.mainGuest).toEqual({
      title: "Ms",
      firstName: "Thandi",
      lastName: "Nkosi",
      email: "thandi@example.co.za",
      mobile: "+27821234567",
      idType: "ID Number",
      idNumber: "8001015009087",
      address: { country: "South Africa", lineOne: "1 Rivonia Road", lineTwo: "", city: "Sandton", postalCode: "2196", province: "Gauteng" },
    })
    expect(filled.communication).toEqual(blank.communication)
  })

  it("takes the passport number when the account has no ID number, and leaves unknown titles and missing parts blank", () => {
    const filled = prefillForMember(blank, { ...MEMBER_ACCOUNT, title: "Prof", passportNumber: "A1234567", mobileNumber: null, town: null, province: null })
    expect(filled.mainGuest).toMatchObject({ title: "", idType: "Passport", idNumber: "A1234567", mobile: "" })
    expect(filled.mainGuest.address).toEqual({ country: "South Africa", lineOne: "", lineTwo: "", city: "", postalCode: "2196" })
  })

  it("keeps the form's South Africa when the account names no country, and the account's own country otherwise", () => {
    expect(prefillForMember(blank, { ...MEMBER_ACCOUNT, country: null }).mainGuest.address.country).toBe("South Africa")
    expect(prefillForMember(blank, { ...MEMBER_ACCOUNT, country: " " }).mainGuest.address.country).toBe("South Africa")
    expect(prefillForMember(blank, { ...MEMBER_ACCOUNT, country: "Namibia" }).mainGuest.address.country).toBe("Namibia")
  })

  it("takes the ID number when the account has both, and offers the ID number blank when it has neither", () => {
    const both = prefillForMember(blank, { ...MEMBER_ACCOUNT, idNumber: "8001015009087", passportNumber: "A1234567" })
    expect(both.mainGuest).toMatchObject({ idType: "ID Number", idNumber: "8001015009087" })
    const neither = prefillForMember(blank, { ...MEMBER_ACCOUNT, idNumber: null, passportNumber: null })
    expect(neither.mainGuest).toMatchObject({ idType: "ID Number", idNumber: "" })
  })
})
