import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { RoomOffer as CoreRoomOffer } from "../../core/booking/room-offer.ts"
import { RateDetail as CoreRateDetail, RoomRate as CoreRoomRate } from "../../core/rates/room-rate.ts"
import { RateDetail, RateDetailFromWire, RoomOffer, RoomOfferFromWire, RoomRate, RoomRateFromWire } from "./search.ts"
import { searchRoomsResponseExample } from "./testing/examples.ts"
import { snakeCase } from "./wire-keys.ts"

const wireOffer = Schema.decodeUnknownSync(RoomOffer)(searchRoomsResponseExample.room_offers[0])

describe("the room offer's wire shape is core's", () => {
  it.each([
    ["RoomOffer", RoomOffer.fields, CoreRoomOffer.fields],
    ["RoomRate", RoomRate.fields, CoreRoomRate.fields],
    ["RateDetail", RateDetail.fields, CoreRateDetail.to.fields],
  ] as const)("%s has core's keys, in core's order, in snake_case (the cents named as the amounts they are)", (_, wire, core) => {
    expect(Object.keys(wire)).toEqual(Object.keys(core).map((key) => snakeCase(key).replace(/_cents$/u, "")))
  })

  it.each([
    ["RoomOffer", RoomOfferFromWire.from.fields, RoomOffer.fields],
    ["RoomRate", RoomRateFromWire.from.fields, RoomRate.fields],
    ["RateDetail", RateDetailFromWire.from.fields, RateDetail.fields],
  ] as const)("%s's mapping names exactly the wire's keys, in its order", (_, mapping, wire) => {
    expect(Object.keys(mapping)).toEqual(Object.keys(wire))
  })
})

describe("the room offer's one wire mapping", () => {
  it("reads the amounts' text as cents and the wire names as core's", () => {
    const offer = Schema.decodeSync(RoomOfferFromWire)(wireOffer)
    expect(offer).toMatchObject({ ratePlanCode: "BAR-RO", roomTypeCode: "QN", totalAmount: 250_000, applicableNumberOfGuests: 2, numberOfUnits: 4 })
    expect(offer.rates[0]).toEqual({
      ratePlanCode: "BAR-RO",
      refundable: true,
      details: [
        {
          rateDescription: "Room only, flexible",
          totalAmountCents: 250_000,
          totalCurrency: "ZAR",
          baseCurrency: "ZAR",
          unitMultiplier: 2,
          effectiveDate: "2026-12-01",
          expiryDate: "2026-12-03",
          baseAmountCents: 250_000,
        },
      ],
    })
  })

  it("takes core's offer back to the decoded wire offer unchanged", () => {
    expect(Schema.encodeSync(RoomOfferFromWire)(Schema.decodeSync(RoomOfferFromWire)(wireOffer))).toEqual(wireOffer)
  })

  it("refuses an amount core cannot read", () => {
    const rate = wireOffer.rates[0]!
    const broken = { ...wireOffer, rates: [{ ...rate, details: [{ ...rate.details[0]!, base_amount: "twelve" }] }] }
    expect(() => Schema.decodeSync(RoomOfferFromWire)(broken)).toThrow()
    expect(() => Schema.decodeSync(RoomOfferFromWire)({ ...wireOffer, total_amount: "12.345" })).toThrow()
  })
})
