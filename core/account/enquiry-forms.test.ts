import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { CompanyDetails } from "./company.ts"
import {
  NEWSLETTER_FAILED,
  NEWSLETTER_THANK_YOU_TEXT,
  NEWSLETTER_THANK_YOU_TITLE,
  OFFER_REQUEST_FAILED,
  OFFER_REQUEST_SENT,
} from "./messages.ts"
import { EMPTY_NEWSLETTER_SIGNUP, NewsletterSignup } from "./newsletter.ts"
import { SpecialOfferEnquiry } from "./special-offer-enquiry.ts"

describe("newsletter sign-up", () => {
  const signup = { firstName: "Ann", surname: "Lee", contactNumber: "082", email: "ann", viaEmail: true }

  it("needs every text field but sets no format on the e-mail or contact number", () => {
    expect(validate(NewsletterSignup)(signup)).toEqual(Result.succeed(signup))
    expect(validate(NewsletterSignup)({ ...EMPTY_NEWSLETTER_SIGNUP })).toEqual(
      Result.fail({ firstName: ["Required"], surname: ["Required"], contactNumber: ["Required"], email: ["Required"] }),
    )
  })

  it("starts empty with both contact preferences unticked, and they are optional", () => {
    expect(EMPTY_NEWSLETTER_SIGNUP).toEqual({ firstName: "", surname: "", contactNumber: "", email: "", viaEmail: false, viaWhatsapp: false })
    const { viaEmail: _, ...withoutFlags } = signup
    expect(validate(NewsletterSignup)(withoutFlags)).toEqual(Result.succeed(withoutFlags))
  })

  it("thanks the visitor, or says the sign-up failed, in the spec's words", () => {
    expect(NEWSLETTER_THANK_YOU_TITLE).toBe("Thank you for signing up!")
    expect(NEWSLETTER_THANK_YOU_TEXT).toBe("You have joined our mailing list and will be contacted with our latest offerings and news")
    expect(NEWSLETTER_FAILED).toBe("Sign up has failed, Please try again.")
  })
})

describe("special-offer enquiry", () => {
  const enquiry = {
    firstName: "Ann",
    surname: "Lee",
    contactNumber: "+27821234567",
    email: "ann@example.com",
    selectedHotelName: "Karoo City Waterfall",
    specialOfferSlug: "winter-escape",
  }

  it("accepts a complete enquiry", () => {
    expect(validate(SpecialOfferEnquiry)(enquiry)).toEqual(Result.succeed(enquiry))
  })

  it("requires the five visible fields, the hotel dropdown reading Required", () => {
    expect(
      validate(SpecialOfferEnquiry)({ ...enquiry, firstName: "", surname: "", contactNumber: "", email: "", selectedHotelName: "" }),
    ).toEqual(
      Result.fail({
        firstName: ["Required"],
        surname: ["Required"],
        contactNumber: ["Required"],
        email: ["Required"],
        selectedHotelName: ["Required"],
      }),
    )
  })

  it("thanks the guest or says the request failed, in the spec's words", () => {
    expect(OFFER_REQUEST_SENT).toBe(
      "Thank you for your request! We have received your request and will get back to you as soon as possible.",
    )
    expect(OFFER_REQUEST_FAILED).toBe("Could not make booking request")
  })
})

describe("company details", () => {
  const company = {
    companyName: "Acme Travel",
    tradingAs: "",
    vatNo: "",
    iataNo: "",
    type: "",
    email: "travel@acme.example",
    number: "+27211234567",
    faxNo: "",
    addressLine1: "1 Long Street",
    city: "Cape Town",
    postalCode: "8001",
    province: "Western Cape",
    country: "South Africa",
  }

  it("accepts company details without a second address line", () => {
    expect(validate(CompanyDetails)(company)).toEqual(Result.succeed(company))
    expect(validate(CompanyDetails)({ ...company, addressLine2: "Floor 2" })).toEqual(Result.succeed({ ...company, addressLine2: "Floor 2" }))
  })

  it("requires the company name, e-mail and number", () => {
    expect(validate(CompanyDetails)({ ...company, companyName: "", email: "", number: "" })).toEqual(
      Result.fail({ companyName: ["Required"], email: ["Required"], number: ["Required"] }),
    )
  })
})
