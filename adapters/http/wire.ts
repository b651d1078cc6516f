import type * as Wire from "../../contracts/api/hotels.ts"
import type { Hotel } from "../../core/booking/hotel.ts"
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

export const fromWirePeriod = (period: {
  readonly check_in_date: string
  readonly check_out_date: string
  readonly description: string
}): typeof MandatoryPaymentPeriod.Encoded => ({
  checkInDate: fromWireDate(period.check_in_date),
  checkOutDate: fromWireDate(period.check_out_date),
  description: period.description,
})

/** spec B §3: a hotel as core shows it (the wire's meeting-room and linking fields are for content pages). */
export const fromWireHotel = (hotel: Wire.Hotel): typeof Hotel.Encoded => ({
  id: hotel.id,
  code: hotel.code,
  name: hotel.name,
  brand: { id: hotel.brand.id, name: hotel.brand.name },
  physicalAddress: hotel.physical_address,
  city: hotel.city,
  country: hotel.country,
  province: hotel.province,
  email: hotel.email,
  phone: hotel.phone,
  managerPhone: hotel.manager_phone,
  alternativeNumber: hotel.alternative_number,
  latitude: hotel.latitude,
  longitude: hotel.longitude,
  images: hotel.images,
  description: hotel.description,
  amenities: hotel.amenities,
  pdf: hotel.pdf,
  mandatoryPaymentPeriods: hotel.mandatory_payment_periods.map(fromWirePeriod),
  lowestRate: hotel.lowest_rate,
})

