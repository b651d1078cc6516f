// @ts-nocheck
import { Schema } from "effect"

/** A point on the map, in decimal degrees (WGS 84, as browsers and the hotel records give it). */
export const Coordinates = Schema.Struct({
  latitude: Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 })),
  longitude: Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 })),
})
export type Coordinates = typeof Coordinates.Type
