import type { Hotel } from "../booking/hotel.ts"
import { NO_CONTACT_HOTEL } from "./messages.ts"

/** Lower case without accents, so "Úmhlanga" finds Umhlanga. */
const folded = (text: string): string => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase()

/**
 * The hotels whose name, city, province or address holds the text, ignoring case, accents and the text's
 * surrounding blanks (blank text keeps them all), in the order given.
 */
export const findContactHotels = <H extends Pick<Hotel, "name" | "city" | "province" | "physicalAddress">>(hotels: ReadonlyArray<H>, text: string): ReadonlyArray<H> => {
  const needle = folded(text.trim())
  if (needle === "") return hotels
  return hotels.filter((hotel) => [hotel.name, hotel.city, hotel.province, hotel.physicalAddress].some((field) => folded(field).includes(needle)))
}

/** What the finder's live region says: how many hotels are shown, or that none matches. */
export const shownContactHotels = (shown: number, all: number, text: string): string => {
  if (shown === 0) return NO_CONTACT_HOTEL
  const hotels = all === 1 ? "hotel" : "hotels"
  return text.trim() === "" ? `${all} ${hotels}` : `${shown} of ${all} ${hotels}`
}
