// @ts-nocheck
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { LoginForm } from "./login.ts"
import {
  ACCOUNT_CREATED,
  FAILED_TO_RESET_PASSWORD,
  FAILED_TO_SEND_RESET_EMAIL,
  INVALID_EMAIL_OR_PASSWORD,
  PASSWORD_UPDATED,
  VERIFICATION_CODE_LABEL,
} from "./messages.ts"
import { ResetPasswordForm } from "./reset-password.ts"
import { LOGIN_SUCCESS_ROUTE, LOGOUT_ROUTE } from "./session.ts"
import { VerificationForm } from "./verification.ts"

describe("login", () => {
  it("takes an e-mail as the username and a password, with an optional remember-me", () => {
    expect(validate(LoginForm)({ username: "ann@example.com", password: "x" })).toEqual(
      Result.succeed({ username: "ann@example.com", password: "x" }),
    )
    expect(validate(LoginForm)({ username: "ann@example.com", password: "x", rememberMe: true })).toEqual(
      Result.succeed({ username: "ann@example.com", password: "x", rememberMe: true }),
    )
  })

  it("needs a valid e-mail and a password", () => {
    expect(validate(LoginForm)({ username: "ann", password: " " })).toEqual(
      Result.fail({ username: ["Must be a valid email"], password: ["Required"] }),
    )
  })

  it("says Invalid email or password when login fails", () => {
    expect(INVALID_EMAIL_OR_PASSWORD).toBe("Invalid email or password")
  })

  it("goes to My Details after login and home after logout", () => {
    expect(LOGIN_SUCCESS_ROUTE).toBe("/my-account/my-details")
    expect(LOGOUT_ROUTE).toBe("/")
  })
})

describe("reset password", () => {
  const reset = { password: "Sunshine#2026", passwordConfirmation: "Sunshine#2026", token: "tok-1" }

  it("accepts matching passwords that follow the rule", () => {
    expect(validate(ResetPasswordForm)(reset)).toEqual(Result.succeed(reset))
  })

  it("shows a mismatch on the confirmation", () => {
    expect(validate(ResetPasswordForm)({ ...reset, passwordConfirmation: "Sunshine#2027" })).toEqual(
      Result.fail({ passwordConfirmation: ["Passwords must match"] }),
    )
  })

  it("confirms or reports the reset in the spec's words", () => {
    expect(PASSWORD_UPDATED).toBe("Password Updated!")
    expect(FAILED_TO_SEND_RESET_EMAIL).toBe("Failed to send reset password email")
    expect(FAILED_TO_RESET_PASSWORD).toBe("Failed to reset password")
  })

  it("holds both passwords to the password rule", () => {
    expect(validate(ResetPasswordForm)({ ...reset, password: "short", passwordConfirmation: "short" })).toEqual(
      Result.fail({
        password: ["Password must contain at least 8 characters", "Must have 1 uppercase letter", "Must have 1 digit", "Must have 1 symbol"],
        passwordConfirmation: ["Password must contain at least 8 characters", "Must have 1 uppercase letter", "Must have 1 digit", "Must have 1 symbol"],
      }),
    )
  })
})

describe("verification", () => {
  it("takes the e-mail and the code sent by SMS", () => {
    expect(validate(VerificationForm)({ email: "ann@example.com", code: "123456" })).toEqual(
      Result.succeed({ email: "ann@example.com", code: "123456" }),
    )
    expect(validate(VerificationForm)({ email: "ann@example.com", code: "" })).toEqual(Result.fail({ code: ["Required"] }))
  })

  it("labels the code Verification Code and welcomes the new member with Account successfully created!", () => {
    expect(VERIFICATION_CODE_LABEL).toBe("Verification Code")
    expect(ACCOUNT_CREATED).toBe("Account successfully created!")
  })
})
