import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { FAILED_TO_ADD_TRAVELLER, FAILED_TO_EDIT_TRAVELLER } from "./messages.ts"
import { emptyTraveller, identificationLabel, Traveller, TravellerDetails } from "./traveller.ts"

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

  it("holds the identification to the guests' rule for its type: a valid South African ID, or a passport number given", () => {
    expect(validate(Traveller)({ ...traveller, idType: "ID Number", identification: "8001015009087" })).toEqual(
      Result.succeed({ ...traveller, idType: "ID Number", identification: "8001015009087" }),
    )
    expect(validate(Traveller)({ ...traveller, idType: "ID Number", identification: "A1234567" })).toEqual(
      Result.fail({ identification: ["ID Number must be 13 characters long", "ID Number can only contain numbers"] }),
    )
    expect(validate(Traveller)({ ...traveller, idType: "ID Number", identification: "8001015009088" })).toEqual(
      Result.fail({ identification: ["Invalid South African ID number"] }),
    )
    expect(validate(Traveller)({ ...traveller, identification: " " })).toEqual(Result.fail({ identification: ["Passport number is required"] }))
  })

  it("requires a title of the guests' list and both names", () => {
    expect(validate(Traveller)({ ...traveller, title: "", firstName: " ", lastName: "" })).toEqual(
      Result.fail({ title: ["Required"], firstName: ["Required"], lastName: ["Required"] }),
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

describe("a traveller as read", () => {
  it("reads the id type Passport as Passport and any other as ID Number, so one odd row cannot hide the rest", () => {
    const read = (idType: string) => Schema.decodeUnknownSync(TravellerDetails)({ ...emptyTraveller, idType }).idType
    expect(read("Passport")).toBe("Passport")
    expect(read("ID Number")).toBe("ID Number")
    expect(read("Driver's licence")).toBe("ID Number")
    expect(read("")).toBe("ID Number")
  })
})
