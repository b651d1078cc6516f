import { truncate } from "../content/truncate.ts"
import { PAYMENT_REQUIRED_UPON_CHECKOUT } from "../payment/messages.ts"
import { formatMoney } from "../rates/money-format.ts"
import { nightsBetween } from "../time/calendar.ts"
import { NO_HOTELS_AVAILABLE, PER_NIGHT_INCL_VAT, PER_ROOM_PER_NIGHT_INCL_VAT, STAY_TOTAL_A_ROOM_FOR, STAY_TOTAL_FOR } from "./messages.ts"
import { nightsLabel } from "./summary-panel.ts"
import { BRAND_KEYS, type BrandKey, type Hotel, NO_RATE_AVAILABLE } from "./hotel.ts"
import { needsPaymentAtCheckout, type Stay } from "./mandatory-payment.ts"

// spec B §2: hotel card address length, on wide screens and on mobile
export const CARD_ADDRESS_MAX_LENGTH = 40
export const CARD_ADDRESS_MAX_LENGTH_MOBILE = 100

// spec B §2, §9: facilities shown on a hotel card
export const CARD_MAX_FACILITIES = 8

/** spec B §2: hotels with lowestRate -1 have nothing available for the search and are hidden. */
export const isListed = (hotel: Hotel): boolean => hotel.lowestRate !== NO_RATE_AVAILABLE

export interface HotelCardView {
  readonly hotel: Hotel
  readonly brandKey: BrandKey
  readonly address: string
  readonly facilities: ReadonlyArray<string>
  /** The from-price in cents: the lowest rate for the search, a room's price for one night (server: perNightCents). */
  readonly fromPrice: number
  /** What the from-price is: a night's, with VAT (a room's, when several rooms are searched). */
  readonly fromPriceCaption: string
  /** The stay's total at that price, e.g. "R 3,612.50 for 2 nights". */
  readonly stayTotal: string
  /** The mandatory-payment warning, or null when the stay needs no payment at checkout. */
  readonly warning: string | null
}

export interface HotelCardOptions {
  /** The searched stay: the warning shows when one of the hotel's mandatory payment periods overlaps it. */
  readonly stay: Stay
  /** The rooms searched: the from-price is one room's. */
  readonly rooms: number
  readonly mobile: boolean
}

const stayTotalOf = (nightly: number, { stay, rooms }: HotelCardOptions): string => {
  const nights = Math.max(1, nightsBetween(stay.checkInDate, stay.checkOutDate))
  return `${formatMoney(nightly * nights)} ${rooms > 1 ? STAY_TOTAL_A_ROOM_FOR : STAY_TOTAL_FOR} ${nightsLabel(nights)}`
}

export const hotelCard = (hotel: Hotel, options: HotelCardOptions): HotelCardView => ({
  hotel,
  brandKey: BRAND_KEYS[hotel.brand.id],
  address: truncate(hotel.physicalAddress, options.mobile ? CARD_ADDRESS_MAX_LENGTH_MOBILE : CARD_ADDRESS_MAX_LENGTH),
  facilities: hotel.amenities.slice(0, CARD_MAX_FACILITIES).map((amenity) => amenity.name),
  fromPrice: hotel.lowestRate,
  fromPriceCaption: options.rooms > 1 ? PER_ROOM_PER_NIGHT_INCL_VAT : PER_NIGHT_INCL_VAT,
  stayTotal: stayTotalOf(hotel.lowestRate, options),
  warning: needsPaymentAtCheckout(options.stay, hotel.mandatoryPaymentPeriods) ? PAYMENT_REQUIRED_UPON_CHECKOUT : null,
})

export type HotelListView =
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready"; readonly cards: ReadonlyArray<HotelCardView> }

/** spec B §2, §8: the hotel list of a location search, in the order the server gave. */
export const hotelListView = (hotels: ReadonlyArray<Hotel>, options: HotelCardOptions): HotelListView => {
  const cards = hotels.filter(isListed).map((hotel) => hotelCard(hotel, options))
  return cards.length === 0 ? { kind: "empty", message: NO_HOTELS_AVAILABLE } : { kind: "ready", cards }
}

