// @ts-nocheck
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { FAILED_TO_ADD_TRAVELLER, FAILED_TO_EDIT_TRAVELLER } from "./messages.ts"
import { emptyTraveller, identificationLabel, Traveller } from "./traveller.ts"

const traveller = {
  title: "Mr",
  firstName: "Sipho",
  lastName: "Dlamini",
  mobileNo: "+27821234567",
  email: "sipho@example.co.za",
  idType: "Passport",
  identification: "A1234567",
}

describe("traveller", () => {
  it("accepts a new traveller and a saved one with its id", () => {
    expect(validate(Traveller)(traveller)).toEqual(Result.succeed(traveller))
    expect(validate(Traveller)({ ...traveller, id: 5 })).toEqual(Result.succeed({ ...traveller, id: 5 }))
  })

  it("holds the mobile to the mobile rule and the e-mail to the e-mail rule", () => {
    expect(validate(Traveller)({ ...traveller, mobileNo: "", email: "sipho" })).toEqual(
      Result.fail({ mobileNo: ["Mobile number is required"], email: ["Must be a valid email"] }),
    )
  })

  it("starts on ID Number", () => {
    expect(emptyTraveller.idType).toBe("ID Number")
    expect(emptyTraveller).toEqual({ title: "", firstName: "", lastName: "", mobileNo: "", email: "", idType: "ID Number", identification: "" })
  })

  it("labels the identification field Passport Number or ID Number by the id type", () => {
    expect(identificationLabel("Passport")).toBe("Passport Number")
    expect(identificationLabel("ID Number")).toBe("ID Number")
  })

  it("reports failures in the spec's words", () => {
    expect(FAILED_TO_ADD_TRAVELLER).toBe("Failed to add a new traveller")
    expect(FAILED_TO_EDIT_TRAVELLER).toBe("Failed to edit a new traveller")
  })
})
