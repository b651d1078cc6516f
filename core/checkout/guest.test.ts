import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { INVALID_EMAIL } from "../account/messages.ts"
import { MOBILE_NEEDS_COUNTRY_CODE, MOBILE_REQUIRED } from "../account/messages.ts"
import { validate } from "../validation/field-errors.ts"
import {
  ADDRESS_STATE_FOR_SERVER,
  changeIdType,
  DEFAULT_ID_TYPE,
  emptyAddress,
  emptyGuest,
  FurtherGuest,
  Guest,
  GuestDetailsForm,
  type GuestInput,
  guestLabel,
  guestName,
  ID_TYPES,
  MainGuest,
  TITLES,
} from "./guest.ts"
import {
  ID_NUMBER_DIGITS_ONLY,
  ID_NUMBER_LENGTH,
  INVALID_SA_ID_NUMBER,
  MAIN_GUEST,
  NEEDS_TO_BE_ACCEPTED,
  PASSPORT_NUMBER_REQUIRED,
  REQUIRED,
  UNKNOWN_GUEST,
} from "../booking/messages.ts"

const address = { country: "South Africa", lineOne: "12 Long Street", lineTwo: "", city: "Cape Town", postalCode: "8001", province: "Western Cape" }

const thandi: GuestInput = {
  title: "Ms",
  firstName: "Thandi",
  lastName: "Nkosi",
  mobile: "+27 82 123 4567",
  email: "thandi.nkosi@example.co.za",
  idType: "ID Number",
  idNumber: "8001015009087",
  address,
}

const errorsOf = (result: Result.Result<unknown, Readonly<Record<string, ReadonlyArray<string>>>>) =>
  Result.isFailure(result) ? result.failure : {}

describe("guest fields", () => {
  it("offers the spec's titles and id types, ID Number by default", () => {
    expect(TITLES).toEqual(["Mr", "Mrs", "Ms", "Miss", "Dr", "Sir", "Lady"])
    expect(ID_TYPES).toEqual(["ID Number", "Passport"])
    expect(DEFAULT_ID_TYPE).toBe("ID Number")
    expect(emptyGuest.idType).toBe("ID Number")
    expect(ADDRESS_STATE_FOR_SERVER).toBe("ZA")
  })

  it("accepts a complete main guest, removing the mobile's spaces", () => {
    expect(validate(MainGuest)(thandi)).toEqual(Result.succeed({ ...thandi, mobile: "+27821234567" }))
  })

  it("accepts a passport holder with any passport number", () => {
    const visitor = { ...thandi, idType: "Passport", idNumber: "A12345678" }
    expect(validate(MainGuest)(visitor)).toEqual(Result.succeed({ ...visitor, mobile: "+27821234567" }))
  })

  it("requires title, first name and surname", () => {
    const errors = errorsOf(validate(MainGuest)({ ...thandi, title: "", firstName: " ", lastName: "" }))
    expect(errors).toEqual({ title: [REQUIRED], firstName: [REQUIRED], lastName: [REQUIRED] })
    expect(REQUIRED).toBe("Required")
  })

  it("refuses a title that is not offered", () => {
    expect(errorsOf(validate(MainGuest)({ ...thandi, title: "Prof" }))).toEqual({ title: [REQUIRED] })
  })

  it("uses the shared e-mail and mobile rules", () => {
    expect(errorsOf(validate(MainGuest)({ ...thandi, email: "thandi", mobile: "" }))).toEqual({
      email: [INVALID_EMAIL],
      mobile: [MOBILE_REQUIRED],
    })
  })

  it("needs a valid South African ID for id type ID Number, with the spec's messages", () => {
    expect(errorsOf(validate(MainGuest)({ ...thandi, idNumber: "" }))).toEqual({ idNumber: [ID_NUMBER_LENGTH] })
    expect(errorsOf(validate(MainGuest)({ ...thandi, idNumber: "80010150090A7" }))).toEqual({ idNumber: [ID_NUMBER_DIGITS_ONLY] })
    expect(errorsOf(validate(MainGuest)({ ...thandi, idNumber: "8001015009088" }))).toEqual({ idNumber: [INVALID_SA_ID_NUMBER] })
  })

  it("needs a passport number for id type Passport", () => {
    expect(PASSPORT_NUMBER_REQUIRED).toBe("Passport number is required")
    expect(errorsOf(validate(MainGuest)({ ...thandi, idType: "Passport", idNumber: "" }))).toEqual({ idNumber: [PASSPORT_NUMBER_REQUIRED] })
    expect(errorsOf(validate(MainGuest)({ ...thandi, idType: "Passport", idNumber: "  " }))).toEqual({ idNumber: [PASSPORT_NUMBER_REQUIRED] })
  })

  it("reports the id number alongside the other fields' errors", () => {
    expect(errorsOf(validate(MainGuest)({ ...thandi, firstName: "", idType: "Passport", idNumber: "" }))).toEqual({
      firstName: [REQUIRED],
      idNumber: [PASSPORT_NUMBER_REQUIRED],
    })
  })

  it("requires the main guest's address: country, first line, city and postal code", () => {
    expect(errorsOf(validate(MainGuest)({ ...thandi, address: emptyAddress }))).toEqual({
      "address.country": [REQUIRED],
      "address.lineOne": [REQUIRED],
      "address.city": [REQUIRED],
      "address.postalCode": [REQUIRED],
    })
    const { address: _, ...withoutAddress } = thandi
    expect(Result.isFailure(validate(MainGuest)(withoutAddress))).toBe(true)
    expect(Result.isSuccess(validate(Guest)(withoutAddress))).toBe(true)
  })

  it("lets the main guest leave the second address line and province empty", () => {
    const { province: _, ...noProvince } = address
    expect(Result.isSuccess(validate(MainGuest)({ ...thandi, address: { ...noProvince, lineTwo: "" } }))).toBe(true)
  })
})

describe("further guests", () => {
  it("may leave every field empty", () => {
    expect(validate(FurtherGuest)(emptyGuest)).toEqual(Result.succeed(emptyGuest))
    expect(validate(FurtherGuest)({ ...emptyGuest, idType: "Passport" })).toEqual(Result.succeed({ ...emptyGuest, idType: "Passport" }))
  })

  it("still follow the formats for what they fill in", () => {
    expect(errorsOf(validate(FurtherGuest)({ ...emptyGuest, email: "thandi", mobile: "0821234567", idNumber: "8001015009088" }))).toEqual({
      email: [INVALID_EMAIL],
      mobile: [MOBILE_NEEDS_COUNTRY_CODE, "Number must be longer than 12 characters"],
      idNumber: [INVALID_SA_ID_NUMBER],
    })
    expect(Result.isFailure(validate(FurtherGuest)({ ...emptyGuest, title: "Prof" }))).toBe(true)
  })

  it("accept a filled-in guest", () => {
    const { address: _, ...sipho } = { ...thandi, title: "Mr", firstName: "Sipho" }
    expect(validate(FurtherGuest)(sipho)).toEqual(Result.succeed({ ...sipho, mobile: "+27821234567" }))
  })
})

describe("guest details form", () => {
  const form = {
    mainGuest: thandi,
    guests: [emptyGuest],
    communication: { method: ["sms"], addToMailingListPermission: false },
    isCancellationPolicyAccepted: true,
  }

  it("accepts a complete main guest with an empty further guest", () => {
    expect(Result.isSuccess(validate(GuestDetailsForm)(form))).toBe(true)
  })

  it("reports every part's errors by field path", () => {
    expect(
      errorsOf(
        validate(GuestDetailsForm)({
          ...form,
          mainGuest: { ...thandi, lastName: "" },
          guests: [emptyGuest, { ...emptyGuest, email: "x" }],
          communication: { method: [], addToMailingListPermission: false },
          isCancellationPolicyAccepted: false,
        }),
      ),
    ).toEqual({
      "mainGuest.lastName": [REQUIRED],
      "guests.1.email": [INVALID_EMAIL],
      "communication.method": ["Confirmation method required"],
      isCancellationPolicyAccepted: [NEEDS_TO_BE_ACCEPTED],
    })
  })
})

describe("guest form helpers", () => {
  it("changing the id type clears the id number", () => {
    expect(changeIdType(thandi, "Passport")).toEqual({ ...thandi, idType: "Passport", idNumber: "" })
  })

  it("choosing the same id type keeps the number", () => {
    expect(changeIdType(thandi, "ID Number")).toBe(thandi)
  })

  it("after a change of id type the id number is always empty", () => {
    fc.assert(fc.property(fc.constantFrom(...ID_TYPES), fc.string(), (idType, idNumber) => {
      const other = idType === "ID Number" ? "Passport" : "ID Number"
      const changed = changeIdType({ ...thandi, idType, idNumber }, other)
      expect(changed.idType).toBe(other)
      expect(changed.idNumber).toBe("")
      expect(changed.firstName).toBe(thandi.firstName)
    }))
  })

  it("names a guest by first name and surname, or Unknown Guest", () => {
    expect(UNKNOWN_GUEST).toBe("Unknown Guest")
    expect(guestName("Thandi", "Nkosi")).toBe("Thandi Nkosi")
    expect(guestName(" Thandi ", "")).toBe("Thandi")
    expect(guestName(null, "Nkosi")).toBe("Nkosi")
    expect(guestName("", " ")).toBe("Unknown Guest")
    expect(guestName(undefined, null)).toBe("Unknown Guest")
  })

  it("labels the accordion Main Guest, then Guest #1 for the second guest", () => {
    expect(MAIN_GUEST).toBe("Main Guest")
    expect(guestLabel(0)).toBe("Main Guest")
    expect(guestLabel(1)).toBe("Guest #1")
    expect(guestLabel(2)).toBe("Guest #2")
  })

  it("the n of Guest #n counts further guests: one less than the guest's position", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), (index) => {
      expect(guestLabel(index)).toBe(`Guest #${index}`)
    }))
  })
})
