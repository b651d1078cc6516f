import { mulberry32 } from "../../server/db/seed/random.ts"

/**
 * Request bodies of `npm run bench:api`: a realistic mix, like many visitors at once: different
 * hotels, destinations, dates (check-in from tomorrow to about seven weeks out, 1 to 5 nights) and
 * parties (mostly one room of one or two adults, sometimes children, sometimes two or three rooms).
 * Deterministic (a seeded PRNG), so runs on different commits send the same requests.
 */

export interface CatalogueHotel {
  readonly code: string
  readonly city: string
  readonly province: string
  readonly latitude: number
  readonly longitude: number
}

export interface Party {
  readonly adults: number
  readonly kids: number
}

export interface Stay {
  readonly startDate: string
  readonly endDate: string
}

/** Noon on the hotels' clock, as the website sends dates (spec B §9). */
const noon = (day: string): string => `${day}T12:00:00+02:00`

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export interface BodyMaker {
  readonly pick: <T>(items: ReadonlyArray<T>) => T
  readonly stay: () => Stay
  readonly party: () => Party
  readonly parties: () => ReadonlyArray<Party>
}

/** `firstDay` is today at the hotels; stays end within `days` nights of inventory. */
export const bodyMaker = (seed: number, firstDay: string, days: number): BodyMaker => {
  const random = mulberry32(seed)
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!
  const party = (): Party => {
    const roll = random()
    if (roll < 0.45) return { adults: 2, kids: 0 }
    if (roll < 0.75) return { adults: 1, kids: 0 }
    if (roll < 0.95) return { adults: 2, kids: between(1, 2) }
    return { adults: 1, kids: 1 }
  }
  return {
    pick,
    party,
    parties: () => {
      const roll = random()
      const rooms = roll < 0.8 ? 1 : roll < 0.95 ? 2 : 3
      return Array.from({ length: rooms }, party)
    },
    stay: () => {
      const nights = pick([1, 1, 2, 2, 2, 3, 3, 4, 5])
      const start = between(1, Math.max(1, days - 1 - nights))
      return { startDate: addDays(firstDay, start), endDate: addDays(firstDay, start + nights) }
    },
  }
}

/** POST /api/web/bookings/hotels: by destination text (a city, a province, part of a name) or by coordinates. */
export const hotelSearchBodies = (maker: BodyMaker, hotels: ReadonlyArray<CatalogueHotel>, count: number): ReadonlyArray<string> =>
  Array.from({ length: count }, () => {
    const stay = maker.stay()
    const hotel = maker.pick(hotels)
    const byPlace = maker.pick([true, true, true, false])
    const location = byPlace ? maker.pick([hotel.city, hotel.city, hotel.province, hotel.city.slice(0, 4)]) : ""
    return JSON.stringify({
      rooms: {
        start_date: noon(stay.startDate),
        end_date: noon(stay.endDate),
        guests: maker.parties(),
        latitude: byPlace ? null : hotel.latitude + 0.01,
        longitude: byPlace ? null : hotel.longitude - 0.01,
        location,
        promotion_code: "",
      },
    })
  })

export interface RoomSearch {
  readonly hotelCode: string
  readonly stay: Stay
  readonly guests: ReadonlyArray<Party>
}

export const roomSearchBody = (search: RoomSearch): string =>
  JSON.stringify({
    rooms: {
      hotel_code: search.hotelCode,
      start_date: noon(search.stay.startDate),
      end_date: noon(search.stay.endDate),
      guests: search.guests,
      clicks_club_card: "",
      promotion_code: "",
    },
  })

/** POST /api/web/bookings/rooms: one hotel's rooms for a stay and party. */
export const roomSearches = (maker: BodyMaker, hotels: ReadonlyArray<CatalogueHotel>, count: number): ReadonlyArray<RoomSearch> =>
  Array.from({ length: count }, () => ({ hotelCode: maker.pick(hotels).code, stay: maker.stay(), guests: maker.parties() }))

/** What a room offer gives the reservation (contracts/api/search.ts RoomOffer). */
export interface OfferChoice {
  readonly hotelCode: string
  readonly stay: Stay
  readonly party: Party
  readonly roomTypeCode: string
  readonly ratePlanCode: string
}

/** POST /api/web/bookings/reservation: one room of an offer the search showed, as the website sends it. */
export const reservationBody = (choice: OfferChoice): string =>
  JSON.stringify({
    reservation: {
      allows_mail_list: false,
      clicks_club_card_number: "",
      start_date: noon(choice.stay.startDate),
      end_date: noon(choice.stay.endDate),
      hotel_code: choice.hotelCode,
      mandatory_payment: false,
      rooms: [
        {
          rate_plan_code: choice.ratePlanCode,
          room_type_code: choice.roomTypeCode,
          number_of_units: 1,
          currency_code: "ZAR",
          guests: choice.party,
          promotion_code: "",
        },
      ],
      uuid: null,
      via_email: false,
      via_sms: true,
    },
  })
