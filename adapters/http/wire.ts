import { Schema } from "effect"
import * as Wire from "../../contracts/api/hotels.ts"
import type { HotelDetails } from "../../core/content/hotel-listing.ts"
import type { MandatoryPaymentPeriod } from "../../core/booking/mandatory-payment.ts"
import { hotelDayOf } from "../../core/time/hotel-day.ts"

/**
 * The pieces of the wire (snake_case, contracts/api/) that several API areas share, mapped to the
 * encoded side of core's Schemas (camelCase); each area then decodes with core's Schema, so core's own
 * parsing (amounts "1,250.00" to cents) and checks run on every answer.
 */

/**
 * A date as a calendar day. The contract's CalendarDate decodes wire dates to days and encodes days as
 * noon on the hotels' clock (spec A §9), so requests are built with days; answers' dates arrive as days
 * too. Anything else is left as it is, for core's Schema to refuse.
 */
export const fromWireDate = (text: string): string => hotelDayOf(text) ?? text

/** A wire period (already checked by the contract) as core's, through contracts' one mapping. */
export const fromWirePeriod: (period: (typeof Wire.MandatoryPaymentPeriodFromWire)["Encoded"]) => MandatoryPaymentPeriod = Schema.decodeSync(
  Wire.MandatoryPaymentPeriodFromWire,
)

/**
 * spec B §3: a wire hotel (already checked by the contract) as core's, through contracts' one mapping
 * (HotelFromWire): core's HotelDetails, which is also a Hotel (core's Hotel Schema keeps its own fields).
 */
export const fromWireHotel: (hotel: Wire.Hotel) => HotelDetails = Schema.decodeSync(Wire.HotelFromWire)
