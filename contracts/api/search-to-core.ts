import { Result, Schema } from "effect"
import type { MandatoryPaymentPeriod } from "../../core/booking/mandatory-payment.ts"
import type { RoomOffer as CoreRoomOffer } from "../../core/booking/room-offer.ts"
import { parseAmount } from "../../core/rates/amount.ts"
import type { CalendarCell } from "../../core/time/calendar.ts"
import { addDays, hotelDayOf } from "../../core/time/hotel-day.ts"
import type { CalendarNight } from "./calendar.ts"
import { MandatoryPaymentPeriodFromWire } from "./hotels.ts"
import type { RoomOffer } from "./search.ts"

/**
 * The searches' answers (already checked by the contract) as the encoded side of core's Schemas: one mapping for the
 * browser's HTTP adapter (adapters/http/rooms.ts, calendar.ts) and the server's own port for the pages it renders
 * (server/render/BookingApi.server.ts, issue 27). Core's Schemas then decode them (amounts, checks).
 */

/** A wire date as a calendar day (the hotels' clock); anything else as it is, for core's Schema to refuse. */
const wireDay = (text: string): string => hotelDayOf(text) ?? text

const periodOf: (period: (typeof MandatoryPaymentPeriodFromWire)["Encoded"]) => MandatoryPaymentPeriod = Schema.decodeSync(MandatoryPaymentPeriodFromWire)

/** An amount the contract already checked ("1,250.00") in cents; core's Schema refuses the NaN of one it could not read. */
const cents = (amount: string): number => Result.getOrElse(parseAmount(amount), () => Number.NaN)

export const roomOfferToCore = (offer: RoomOffer): typeof CoreRoomOffer.Encoded => ({
  amenities: offer.amenities,
  images: offer.images,
  ratePlanCode: offer.rate_plan_code,
  roomDescription: offer.room_description,
  roomName: offer.room_name,
  roomTypeCode: offer.room_type_code,
  totalAmount: cents(offer.total_amount),
  totalCurrency: offer.total_currency,
  mandatoryPaymentPeriods: offer.mandatory_payment_periods.map(periodOf),
  // Core parses the amount strings of the rate details itself (core/rates/room-rate.ts).
  rates: offer.rates.map((rate) => ({
    ratePlanCode: rate.rate_plan_code,
    details: rate.details.map((detail) => ({
      rateDescription: detail.rate_description,
      totalAmount: detail.total_amount,
      totalCurrency: detail.total_currency,
      baseCurrency: detail.base_currency,
      unitMultiplier: detail.unit_multiplier,
      effectiveDate: wireDay(detail.effective_date),
      expiryDate: wireDay(detail.expiry_date),
      baseAmount: detail.base_amount,
    })),
    refundable: rate.refundable,
  })),
  applicableNumberOfGuests: offer.applicable_number_of_guests,
  hotelCode: offer.hotel_code,
  hotelName: offer.hotel_name,
  numberOfUnits: offer.number_of_units,
})

/** A priced night as core's calendar cell (spec B §3: price, description, start, end); a night without a price has none. */
export const calendarNightToCore = (night: CalendarNight): ReadonlyArray<typeof CalendarCell.Encoded> => {
  if (!night.available || night.price_cents === null) return []
  const start = wireDay(night.date)
  return [{ price: night.price_cents, description: night.rate_description ?? "", start, end: addDays(start, 1) }]
}
