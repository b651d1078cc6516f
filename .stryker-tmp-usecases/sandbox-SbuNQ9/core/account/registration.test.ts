// @ts-nocheck
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { RegistrationForm, registrationFormErrors } from "./registration.ts"

const form = {
  firstName: "Thandi",
  lastName: "Mokoena",
  email: "thandi@example.co.za",
  mobileNumber: "+27 82 123 4567",
  password: "Sunshine#2026",
  confirmPassword: "Sunshine#2026",
}

describe("registration form", () => {
  it("accepts a complete form, with the mobile number's spaces removed", () => {
    expect(validate(RegistrationForm)(form)).toEqual(Result.succeed({ ...form, mobileNumber: "+27821234567" }))
  })

  it("shows Passwords must match on confirmPassword", () => {
    expect(validate(RegistrationForm)({ ...form, confirmPassword: "Sunshine#2025" })).toEqual(
      Result.fail({ confirmPassword: ["Passwords must match"] }),
    )
  })

  it("checks the e-mail, mobile and password rules on their own fields", () => {
    expect(validate(RegistrationForm)({ ...form, email: "thandi", mobileNumber: "0821234567", password: "sunshine", confirmPassword: "sunshine" })).toEqual(
      Result.fail({
        email: ["Must be a valid email"],
        mobileNumber: ["Number must start with country calling code.", "Number must be longer than 12 characters"],
        password: ["Must have 1 uppercase letter", "Must have 1 digit", "Must have 1 symbol"],
      }),
    )
  })
})

describe("registration server errors", () => {
  it("shows the server's has already been taken on the mobile as An account has been registered with this number", () => {
    expect(registrationFormErrors({ mobile_number: ["has already been taken"] })).toEqual({
      mobileNumber: ["An account has been registered with this number"],
    })
    expect(registrationFormErrors({ "account_attributes.mobile_number": ["Mobile number has already been taken"] })).toEqual({
      mobileNumber: ["An account has been registered with this number"],
    })
  })

  it("keeps other mobile messages as the server words them", () => {
    expect(registrationFormErrors({ mobile_number: ["is invalid"] })).toEqual({ mobileNumber: ["is invalid"] })
  })

  it("shows a server e-mail error on the email field as the server words it", () => {
    expect(registrationFormErrors({ email: ["has already been taken"] })).toEqual({ email: ["has already been taken"] })
    expect(registrationFormErrors({ "user.email": ["is invalid"] })).toEqual({ email: ["is invalid"] })
    expect(registrationFormErrors({ "user_account.account_attributes.email": ["is invalid"] })).toEqual({ email: ["is invalid"] })
  })

  it("puts every other field's messages on the form field of the same name, once each", () => {
    expect(
      registrationFormErrors({
        first_name: ["can't be blank"],
        password: ["is too short"],
        "account_attributes.mobile_number": ["has already been taken"],
        mobile_number: ["has already been taken", "is invalid"],
      }),
    ).toEqual({
      firstName: ["can't be blank"],
      password: ["is too short"],
      mobileNumber: ["An account has been registered with this number", "is invalid"],
    })
    expect(registrationFormErrors({})).toEqual({})
  })
})
