import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Company, CompanyFromWire } from "./corporate.ts"
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
