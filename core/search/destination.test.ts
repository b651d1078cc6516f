import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { Destination, DESTINATION_DEBOUNCE_MS, isHotelDestination } from "./destination.ts"
import { POPULAR_CITIES } from "./popular-city-names.ts"

describe("destination", () => {
  it("is a location with its address name and coordinates", () => {
    const location = { category: "location", name: "Umhlanga", latitude: -29.7256, longitude: 31.0849 }
    expect(validate(Destination)(location)).toEqual(Result.succeed(location))
    expect(isHotelDestination(Schema.decodeUnknownSync(Destination)(location))).toBe(false)
  })

  it("is a hotel with its id, code and name", () => {
    const hotel = { category: "hotel", hotelId: 7, hotelCode: "830", name: "Karoo Town Lodge Gqeberha" }
    expect(validate(Destination)(hotel)).toEqual(Result.succeed(hotel))
    expect(isHotelDestination(Schema.decodeUnknownSync(Destination)(hotel))).toBe(true)
  })

  it("refuses coordinates off the globe, on the field that is wrong", () => {
    expect(validate(Destination)({ category: "location", name: "Nowhere", latitude: 90.5, longitude: 0 })).toEqual(
      Result.fail({ latitude: ["Expected a value between -90 and 90"] }),
    )
    expect(Result.isFailure(validate(Destination)({ category: "location", name: "Nowhere", latitude: 0, longitude: -180.5 }))).toBe(true)
    expect(Result.isSuccess(validate(Destination)({ category: "location", name: "Edge", latitude: -90, longitude: 180 }))).toBe(true)
  })

  it("debounces the destination search by 500 ms", () => {
    expect(DESTINATION_DEBOUNCE_MS).toBe(500)
  })

  it("offers the spec's popular cities in order", () => {
    expect(POPULAR_CITIES).toEqual(["Johannesburg", "Cape Town", "Waterfall", "Umhlanga", "Pretoria", "Gqeberha"])
  })
})
