import type { NightInventory, StayInventory } from "../inventory/availability.ts"
import { perNightCents, type StayQuote } from "../rates/pricing.ts"

/**
 * The price calendar's arithmetic (contracts/README.md "Price calendar"), pure: each night of the range is
 * priced as a one-night stay from that night, by the room search's own offers (roomOffersOf, pricing.ts), so a
 * night's from-price is what the room search answers for that night's cheapest rate. Only the inventory is
 * read differently: once for the whole range (InventoryMirror.nightly), then cut into one-night stays here.
 */

/** One night of the calendar: its cheapest rate per night for the requested rooms, or none when nothing is free. */
export interface CalendarNightPrice {
  readonly day: string
  readonly cheapest: { readonly cents: number; readonly description: string } | undefined
}

/**
 * Each room type's inventory for the one-night stay from `day`, as readStayInventory would read it for that
 * stay: the night's free rooms and price, or 0 free and no nights when the night has no row.
 */
export const oneNightInventory = (nightly: ReadonlyMap<number, ReadonlyMap<string, NightInventory>>, day: string): ReadonlyMap<number, StayInventory> => {
  const answer = new Map<number, StayInventory>()
  for (const [roomTypeId, nights] of nightly) {
    const night = nights.get(day)
    answer.set(roomTypeId, night === undefined ? { roomTypeId, freeUnits: 0, nights: [] } : { roomTypeId, freeUnits: Math.max(0, night.available), nights: [night.price] })
  }
  return answer
}

/** What a night's price reads of a room type offer (SearchService's RoomTypeOffer): its rates, cheapest first. */
export interface OfferRates {
  readonly rates: ReadonlyArray<{ readonly plan: { readonly name: string }; readonly price: Pick<StayQuote, "totalCents" | "nightCount"> }>
}

/** The cheapest per-night price among the offers (each offer's rates come cheapest first), as the hotel search's lowest_rate. */
export const calendarNightOf = (day: string, offers: ReadonlyArray<OfferRates>): CalendarNightPrice => {
  let cheapest: CalendarNightPrice["cheapest"]
  for (const offer of offers) {
    const rate = offer.rates[0]
    if (rate === undefined) continue
    const cents = perNightCents(rate.price)
    if (cheapest === undefined || cents < cheapest.cents) cheapest = { cents, description: rate.plan.name }
  }
  return { day, cheapest }
}
