import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CompanyDetails } from "../../core/account/company.ts"
import { MandatoryPaymentPeriod as CorePeriod } from "../../core/booking/mandatory-payment.ts"
import { HotelDetails, LocationMatch as CoreLocationMatch } from "../../core/content/hotel-listing.ts"
import { MandatoryPaymentPeriod } from "./common.ts"
import { Company } from "./corporate.ts"
import { Hotel, LocationMatch } from "./hotels.ts"
import { fromWire, snakeCase, wireFields } from "./wire-keys.ts"

describe("a wire name is core's name in snake_case", () => {
  it.each([
    ["id", "id"],
    ["physicalAddress", "physical_address"],
    ["uShapedSeats", "u_shaped_seats"],
    ["addressLine1", "address_line1"],
    ["socialPlacesId", "social_places_id"],
  ])("%s → %s", (core, wire) => {
    expect(snakeCase(core)).toBe(wire)
  })

  it("keeps core's order and core's field Schemas unless the wire gives its own form", () => {
    const Core = Schema.Struct({ lowestRate: Schema.Int, checkInDate: Schema.String })
    const wire = wireFields(Core.fields, { checkInDate: Schema.Literal("2026-12-15") })
    expect(Object.keys(wire)).toEqual(["lowest_rate", "check_in_date"])
    expect(wire.lowest_rate).toBe(Core.fields.lowestRate)
    expect(Schema.is(Schema.Struct(wire))({ lowest_rate: 1, check_in_date: "2026-12-16" })).toBe(false)
  })

  it("maps the wire object to core's and back", () => {
    const Core = Schema.Struct({ lowestRate: Schema.Int, addressLine1: Schema.String })
    const mapping = fromWire(Core)
    expect(Schema.decodeUnknownSync(mapping)({ lowest_rate: 5, address_line1: "1 Dock Road" })).toEqual({ lowestRate: 5, addressLine1: "1 Dock Road" })
    expect(Schema.encodeSync(mapping)({ lowestRate: 5, addressLine1: "1 Dock Road" })).toEqual({ lowest_rate: 5, address_line1: "1 Dock Road" })
  })
})

describe("the wire shapes derived from core's", () => {
  const wireKeysOf = (fields: Schema.Struct.Fields) => Object.keys(fields).map(snakeCase)
  it.each([
    ["Hotel", Hotel.fields, HotelDetails.fields],
    ["LocationMatch", LocationMatch.fields, CoreLocationMatch.fields],
    ["MandatoryPaymentPeriod", MandatoryPaymentPeriod.fields, CorePeriod.fields],
    ["Company", Company.fields, { ...CompanyDetails.fields }],
  ] as const)("%s has core's keys, in core's order, in snake_case", (_, wire, core) => {
    expect(Object.keys(wire)).toEqual(wireKeysOf(core))
  })
})

describe("a wire name core renames", () => {
  const Core = Schema.Struct({ rateDescription: Schema.String, totalAmountCents: Schema.Int })
  const names = { totalAmountCents: "total_amount" } as const

  it("stands in core's place, in core's order, in the wire shape", () => {
    expect(Object.keys(wireFields(Core.fields, {}, names))).toEqual(["rate_description", "total_amount"])
  })

  it("maps the wire object to core's and back under the same name", () => {
    const mapping = fromWire(Core, names)
    expect(Schema.decodeUnknownSync(mapping)({ rate_description: "Room only", total_amount: 5 })).toEqual({ rateDescription: "Room only", totalAmountCents: 5 })
    expect(Schema.encodeSync(mapping)({ rateDescription: "Room only", totalAmountCents: 5 })).toEqual({ rate_description: "Room only", total_amount: 5 })
  })
})
