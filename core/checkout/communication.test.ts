import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import {
  type CommunicationMethod,
  communicationFlags,
  ConfirmationCommunication,
  DEFAULT_COMMUNICATION_METHOD,
  defaultCommunication,
  setMailingListPermission,
  showsMailingListQuestion,
  toggleMethod,
} from "./communication.ts"
import { CONFIRMATION_METHOD_REQUIRED } from "../booking/messages.ts"

const both = { method: ["email", "sms"], addToMailingListPermission: true } as const
const emailOnly = { method: ["email"], addToMailingListPermission: true } as const
const smsOnly = { method: ["sms"], addToMailingListPermission: false } as const

/** Any state the form can be in: permission is only ever held alongside e-mail. */
const communication = fc
  .record({
    method: fc.constantFrom<ReadonlyArray<CommunicationMethod>>(["email"], ["sms"], ["email", "sms"]),
    addToMailingListPermission: fc.boolean(),
  })
  .map((c) => setMailingListPermission(c, c.addToMailingListPermission))
const method = fc.constantFrom<CommunicationMethod>("email", "sms")

describe("confirmation communication", () => {
  it("defaults to SMS without marketing consent", () => {
    expect(DEFAULT_COMMUNICATION_METHOD).toBe("sms")
    expect(defaultCommunication).toEqual({ method: ["sms"], addToMailingListPermission: false })
  })

  it("requires at least one method, with the spec's words", () => {
    expect(CONFIRMATION_METHOD_REQUIRED).toBe("Confirmation method required")
    expect(validate(ConfirmationCommunication)({ method: [], addToMailingListPermission: false })).toEqual(
      Result.fail({ method: ["Confirmation method required"] }),
    )
    expect(validate(ConfirmationCommunication)(smsOnly)).toEqual(Result.succeed(smsOnly))
  })

  it("refuses to remove the last selected method", () => {
    expect(toggleMethod(smsOnly, "sms")).toBe(smsOnly)
    expect(toggleMethod(emailOnly, "email")).toBe(emailOnly)
  })

  it("adds and removes methods, keeping the order e-mail, sms", () => {
    expect(toggleMethod(smsOnly, "email")).toEqual({ method: ["email", "sms"], addToMailingListPermission: false })
    expect(toggleMethod(emailOnly, "sms")).toEqual({ method: ["email", "sms"], addToMailingListPermission: true })
    expect(toggleMethod(both, "sms")).toEqual({ method: ["email"], addToMailingListPermission: true })
  })

  it("unchecking e-mail clears the mailing-list permission", () => {
    expect(toggleMethod(both, "email")).toEqual({ method: ["sms"], addToMailingListPermission: false })
  })

  it("asks the mailing-list question only when e-mail is selected", () => {
    expect(showsMailingListQuestion(both)).toBe(true)
    expect(showsMailingListQuestion(emailOnly)).toBe(true)
    expect(showsMailingListQuestion(smsOnly)).toBe(false)
  })

  it("records mailing-list permission only alongside e-mail", () => {
    expect(setMailingListPermission(smsOnly, true)).toEqual({ method: ["sms"], addToMailingListPermission: false })
    expect(setMailingListPermission({ ...emailOnly, addToMailingListPermission: false }, true)).toEqual(emailOnly)
    expect(setMailingListPermission(both, false)).toEqual({ method: ["email", "sms"], addToMailingListPermission: false })
  })

  it("gives the reservation's via flags", () => {
    expect(communicationFlags(both)).toEqual({ viaEmail: true, viaSms: true, allowsMailList: true })
    expect(communicationFlags(emailOnly)).toEqual({ viaEmail: true, viaSms: false, allowsMailList: true })
    expect(communicationFlags({ method: ["sms"], addToMailingListPermission: true })).toEqual({
      viaEmail: false,
      viaSms: true,
      allowsMailList: false,
    })
    expect(communicationFlags({ method: ["email"], addToMailingListPermission: false })).toEqual({
      viaEmail: true,
      viaSms: false,
      allowsMailList: false,
    })
  })

  it("toggling never leaves no method selected", () => {
    fc.assert(fc.property(communication, fc.array(method), (start, toggles) => {
      const end = toggles.reduce(toggleMethod, start)
      expect(end.method.length).toBeGreaterThan(0)
    }))
  })

  it("after any toggles, permission is never held without e-mail", () => {
    fc.assert(fc.property(communication, fc.array(method), (start, toggles) => {
      const end = toggles.reduce(toggleMethod, start)
      if (!end.method.includes("email")) expect(end.addToMailingListPermission).toBe(false)
    }))
  })

  it("toggling a method twice gives back the same methods when both were selected", () => {
    fc.assert(fc.property(method, (m) => {
      expect(toggleMethod(toggleMethod(both, m), m).method).toEqual(both.method)
    }))
  })
})
