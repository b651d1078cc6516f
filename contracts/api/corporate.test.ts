import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Company, CompanyFromWire, Traveller, TravellerDetailsFromWire, TravellerFields, TravellerFromWire } from "./corporate.ts"
import { companyExample } from "./testing/examples.ts"

describe("the company's one wire mapping", () => {
  it("names exactly the wire company's keys, in its order", () => {
    expect(Object.keys(CompanyFromWire.from.fields)).toEqual(Object.keys(Company.fields))
  })

  it("takes the wire company to core's details and back unchanged", () => {
    const details = Schema.decodeUnknownSync(CompanyFromWire)(companyExample.company)
    expect(details).toMatchObject({ companyName: "Karoo Logistics", tradingAs: "Karoo Freight", addressLine1: "12 Long Street", postalCode: "8001" })
    expect(Schema.encodeSync(CompanyFromWire)(details)).toEqual(companyExample.company)
  })
})

describe("the traveller's one wire mapping", () => {
  const saved = { id: 3, title: "Mr", first_name: "Sipho", last_name: "Dlamini", mobile_no: "+27821234567", email: "sipho@example.co.za", id_type: "Passport", identification: "A1234567" }

  it("names exactly the wire traveller's keys, in its order", () => {
    expect(Object.keys(TravellerFromWire.from.fields)).toEqual(Object.keys(Traveller.fields))
    expect(Object.keys(TravellerDetailsFromWire.from.fields)).toEqual(Object.keys(TravellerFields.fields))
  })

  it("takes a saved wire traveller to core's and back unchanged", () => {
    const traveller = Schema.decodeUnknownSync(TravellerFromWire)(saved)
    expect(traveller).toEqual({ id: 3, title: "Mr", firstName: "Sipho", lastName: "Dlamini", mobileNo: "+27821234567", email: "sipho@example.co.za", idType: "Passport", identification: "A1234567" })
    expect(Schema.encodeSync(TravellerFromWire)(traveller)).toEqual(saved)
  })

  it("reads an id type it does not know as ID Number, so one odd row cannot hide the rest", () => {
    expect(Schema.decodeUnknownSync(TravellerFromWire)({ ...saved, id_type: "Driver's licence" }).idType).toBe("ID Number")
  })
})
