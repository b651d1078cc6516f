import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import type { Account } from "./account.ts"
import { ACCOUNT_DELETE_FAILED, ACCOUNT_DELETED, BIRTHDAY_BEFORE_1900, BIRTHDAY_NOT_A_DATE, CHANGES_SAVED } from "./messages.ts"
import {
  chooseCommunicationMethod,
  DEFAULT_COUNTRY_CODE,
  offersMailingList,
  isSaveEnabled,
  ProfileUpdate,
  READ_ONLY_USER_DETAILS_FIELDS,
  toggleCommunicationMethod,
  UserDetailsForm,
  userDetailsFromAccount,
  type UserDetailsInput,
} from "./user-details.ts"

// A valid South African ID: born 1980-01-01, citizen, Luhn check digit 7.
const VALID_ID = "8001015009087"

const details: UserDetailsInput = {
  firstName: "Thandi",
  lastName: "Mokoena",
  email: "thandi@example.co.za",
  birthday: "1980-01-01",
  title: "Ms",
  country: "South Africa",
  countryCode: 702,
  idType: "ID Number",
  idNumber: VALID_ID,
  passportNumber: "",
  passportNumberExpiryMonth: "",
  passportNumberExpiryYear: "",
  lineOne: "1 Long Street",
  lineTwo: "",
  town: "Cape Town",
  zipCode: "8001",
  province: "Western Cape",
  mobileNumber: "+27821234567",
  telephoneExtension: "",
  telephoneNumber: "",
  communicationMethods: { email: true, sms: false, whatsapp: false },
  communicationOptIns: { rateUsQuestionnaire: false, specialsAndPromotionsMarketing: false },
}

const errors = (schema: typeof UserDetailsForm | typeof ProfileUpdate, input: unknown) => {
  const result = validate(schema)(input)
  return Result.isFailure(result) ? result.failure : {}
}

describe("My Details form", () => {
  it("accepts a member with a valid South African ID", () => {
    expect(validate(UserDetailsForm)(details)).toEqual(Result.succeed(details))
  })

  it("shows Required for an empty title and an empty ID number", () => {
    expect(errors(UserDetailsForm, { ...details, title: "", idNumber: "" })).toEqual({ title: ["Required"], idNumber: ["Required"] })
  })

  it("holds the ID number to the South African ID rule", () => {
    expect(errors(UserDetailsForm, { ...details, idNumber: "8001015009088" })).toEqual({ idNumber: ["Invalid South African ID number"] })
    expect(errors(UserDetailsForm, { ...details, idNumber: "80010150090" })).toEqual({ idNumber: ["ID Number must be 13 characters long"] })
  })

  it("requires the passport number and its expiry month and year for a Passport member, not the ID number", () => {
    const passport = { ...details, idType: "Passport", idNumber: "" }
    expect(errors(UserDetailsForm, passport)).toEqual({
      passportNumber: ["Required"],
      passportNumberExpiryMonth: ["Required"],
      passportNumberExpiryYear: ["Required"],
    })
    const filled = { ...passport, passportNumber: "A1234567", passportNumberExpiryMonth: "7", passportNumberExpiryYear: "2031" }
    expect(validate(UserDetailsForm)(filled)).toEqual(Result.succeed(filled))
  })

  it("checks the ID rule alongside the other fields", () => {
    expect(errors(UserDetailsForm, { ...details, idNumber: "", mobileNumber: "0821234567" })).toEqual({
      idNumber: ["Required"],
      mobileNumber: ["Number must start with country calling code.", "Number must be longer than 12 characters"],
    })
  })

  it("holds the mobile to the mobile rule and a telephone, when given, too", () => {
    expect(errors(UserDetailsForm, { ...details, mobileNumber: "" })).toEqual({ mobileNumber: ["Mobile number is required"] })
    expect(errors(UserDetailsForm, { ...details, telephoneNumber: "021 123 4567" })).toEqual({
      telephoneNumber: ["Number must start with country calling code.", "Number must be longer than 12 characters"],
    })
    expect(validate(UserDetailsForm)({ ...details, telephoneNumber: "+27 21 123 4567" })).toEqual(
      Result.succeed({ ...details, telephoneNumber: "+27211234567" }),
    )
  })

  it("needs at least one communication method", () => {
    expect(errors(UserDetailsForm, { ...details, communicationMethods: { email: false, sms: false, whatsapp: false } })).toEqual({
      communicationMethods: ["Select at least one communication method"],
    })
  })

  it("accepts an empty birthday and refuses one that is not a real date from 1900 (issue 22 §5)", () => {
    expect(Result.isSuccess(validate(UserDetailsForm)({ ...details, birthday: "" }))).toBe(true)
    expect(errors(UserDetailsForm, { ...details, birthday: "1980-02-30" })).toEqual({ birthday: [BIRTHDAY_NOT_A_DATE] })
    expect(errors(UserDetailsForm, { ...details, birthday: "1899-12-31" })).toEqual({ birthday: [BIRTHDAY_BEFORE_1900] })
  })

  it("keeps the e-mail read only and the spec's save and delete messages", () => {
    expect(READ_ONLY_USER_DETAILS_FIELDS).toEqual(["email"])
    expect(CHANGES_SAVED).toBe("Your changes have been saved successfully!")
    expect(ACCOUNT_DELETED).toBe("Your account has been successfully deleted")
    expect(ACCOUNT_DELETE_FAILED).toBe("An error has occurred while trying to delete your account. Please try again")
  })
})

describe("profile update", () => {
  it("lets the RSA ID stay empty", () => {
    expect(errors(ProfileUpdate, { ...details, idNumber: "", title: "" })).toEqual({})
  })

  it("holds a given RSA ID to the ID rule", () => {
    expect(errors(ProfileUpdate, { ...details, idNumber: "80010150090AB" })).toEqual({ idNumber: ["ID Number can only contain numbers"] })
  })

  it("holds mobile and telephone to the mobile rule", () => {
    expect(errors(ProfileUpdate, { ...details, mobileNumber: "", telephoneNumber: "+2721" })).toEqual({
      mobileNumber: ["Mobile number is required"],
      telephoneNumber: ["Number must be longer than 12 characters"],
    })
  })
})

describe("saving My Details", () => {
  it("is enabled only after a field is touched", () => {
    expect(isSaveEnabled({})).toBe(false)
    expect(isSaveEnabled({ firstName: false, town: undefined })).toBe(false)
    expect(isSaveEnabled({ firstName: false, town: true })).toBe(true)
  })
})

describe("communication methods", () => {
  it("ticks and unticks a method", () => {
    expect(toggleCommunicationMethod({ email: true, sms: false, whatsapp: false }, "sms")).toEqual({ email: true, sms: true, whatsapp: false })
    expect(toggleCommunicationMethod({ email: true, sms: true, whatsapp: false }, "email")).toEqual({ email: false, sms: true, whatsapp: false })
    expect(toggleCommunicationMethod({ email: false, sms: false, whatsapp: true }, "email")).toEqual({ email: true, sms: false, whatsapp: true })
  })

  it("keeps the last selected method selected", () => {
    expect(toggleCommunicationMethod({ email: false, sms: false, whatsapp: true }, "whatsapp")).toEqual({ email: false, sms: false, whatsapp: true })
    expect(toggleCommunicationMethod({ email: true, sms: false, whatsapp: false }, "email")).toEqual({ email: true, sms: false, whatsapp: false })
  })
})

const account: Account = {
  id: 7,
  birthday: "1980-01-01",
  country: "South Africa",
  countryCode: null,
  createdAt: "2025-01-01T10:00:00+02:00",
  deactivatedAt: null,
  deletedAt: null,
  idNumber: VALID_ID,
  isDeactivated: false,
  isRegistrationComplete: true,
  lineOne: "1 Long Street",
  lineTwo: null,
  lodgixFileNumber: null,
  loyaltyType: "individual",
  mobileNumber: "+27821234567",
  passportNumber: null,
  passportNumberExpiryMonth: null,
  passportNumberExpiryYear: null,
  province: "Western Cape",
  reactivatedAt: null,
  registrationCompletedAt: null,
  pendingMobileNumber: null,
  telephoneExtension: null,
  telephoneNumber: null,
  title: "Ms",
  totalExpiredLoyaltyPoints: 0,
  totalRedeemedLoyaltyPoints: 0,
  totalUsableLoyaltyPoints: 100,
  town: "Cape Town",
  zipCode: "8001",
  communicationMethods: { email: true, sms: false, whatsapp: false },
  communicationOptIns: { rateUsQuestionnaire: false, specialsAndPromotionsMarketing: false },
  user: { id: 3, email: "thandi@example.co.za", firstName: "Thandi", lastName: "Mokoena" },
}

describe("My Details from the account", () => {
  it("fills the form from the account, empty where the account has nothing, country code 702 by default", () => {
    expect(DEFAULT_COUNTRY_CODE).toBe(702)
    expect(userDetailsFromAccount(account)).toEqual(details)
  })

  it("keeps the account's country code when it has one", () => {
    expect(userDetailsFromAccount({ ...account, countryCode: 72 }).countryCode).toBe(72)
  })

  it("starts a member with a passport number and no ID number on Passport", () => {
    const passport = { ...account, idNumber: null, passportNumber: "A1234567", passportNumberExpiryMonth: 7, passportNumberExpiryYear: 2031 }
    expect(userDetailsFromAccount(passport)).toMatchObject({
      idType: "Passport",
      idNumber: "",
      passportNumber: "A1234567",
      passportNumberExpiryMonth: "7",
      passportNumberExpiryYear: "2031",
    })
    expect(userDetailsFromAccount({ ...passport, idNumber: VALID_ID }).idType).toBe("ID Number")
    expect(userDetailsFromAccount({ ...passport, passportNumber: null }).idType).toBe("ID Number")
  })
})

describe("My Details' communication choices (spec A §4)", () => {
  const subscribed = {
    communicationMethods: { email: true, sms: true, whatsapp: false },
    communicationOptIns: { rateUsQuestionnaire: true, specialsAndPromotionsMarketing: true },
  }

  it("clears the mailing-list permission when e-mail is unticked, and keeps the other opt-in", () => {
    expect(chooseCommunicationMethod(subscribed, "email")).toEqual({
      communicationMethods: { email: false, sms: true, whatsapp: false },
      communicationOptIns: { rateUsQuestionnaire: true, specialsAndPromotionsMarketing: false },
    })
  })

  it("keeps the mailing-list permission when another method changes", () => {
    expect(chooseCommunicationMethod(subscribed, "whatsapp").communicationOptIns).toEqual(subscribed.communicationOptIns)
  })

  it("keeps the last method selected, and its permission", () => {
    const emailOnly = { ...subscribed, communicationMethods: { email: true, sms: false, whatsapp: false } }
    expect(chooseCommunicationMethod(emailOnly, "email")).toEqual(emailOnly)
  })

  it("asks for the mailing-list permission only while e-mail is chosen", () => {
    expect(offersMailingList({ email: true, sms: false, whatsapp: false })).toBe(true)
    expect(offersMailingList({ email: false, sms: true, whatsapp: false })).toBe(false)
  })
})
