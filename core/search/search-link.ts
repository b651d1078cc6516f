import { Result } from "effect"
import { validate } from "../validation/field-errors.ts"
import type { Destination } from "./destination.ts"
import type { GuestRoom } from "./guest-rooms.ts"
import { SearchCriteria, type SearchCriteriaInput } from "./search-criteria.ts"

/**
 * The search in the URL (issue 11 §2, beyond the spec): a link to /booking/hotels or /booking/rooms
 * carries the whole search, so it opens the same search on another device and Back works. One
 * codec, both ways: `searchLinkParams` writes the query parameters, `readSearchLink` reads them.
 *
 * The parameters (decision, short and readable in a shared link):
 *   hotel, code, name       a hotel: its id, its booking code and its name
 *   location, lat, lng      a place: its name and coordinates
 *   check_in, check_out     YYYY-MM-DD
 *   rooms                   adults-kids per room, rooms joined by "_": "2-0_1-1"
 *   flexi                   "1" for flexible dates (absent otherwise)
 *   promo, club_card        absent when empty
 */
export const SEARCH_LINK_KEYS = ["hotel", "code", "name", "location", "lat", "lng", "check_in", "check_out", "rooms", "flexi", "promo", "club_card"] as const
export type SearchLinkKey = (typeof SEARCH_LINK_KEYS)[number]

/** Query parameters as the URL holds them (the UI reads them with URLSearchParams). */
export type SearchLinkParams = Readonly<Partial<Record<string, string>>>

const ROOM_SEPARATOR = "_"
const COUNT_SEPARATOR = "-"
const FLEXI_ON = "1"

const destinationParams = (destination: Destination): Record<string, string> =>
  destination.category === "hotel"
    ? { hotel: String(destination.hotelId), code: destination.hotelCode, name: destination.name }
    : { location: destination.name, lat: String(destination.latitude), lng: String(destination.longitude) }

const roomsParam = (rooms: ReadonlyArray<GuestRoom>): string =>
  rooms.map((room) => `${room.adults}${COUNT_SEPARATOR}${room.kids}`).join(ROOM_SEPARATOR)

/** The query parameters of a validated search, in a stable order. */
export const searchLinkParams = (criteria: SearchCriteria): Readonly<Record<string, string>> => ({
  ...destinationParams(criteria.destination),
  check_in: criteria.checkInDate,
  check_out: criteria.checkOutDate,
  rooms: roomsParam(criteria.guestRooms),
  ...(criteria.flexiDate ? { flexi: FLEXI_ON } : {}),
  ...(criteria.promoCode === "" ? {} : { promo: criteria.promoCode }),
  ...(criteria.clubCard === "" ? {} : { club_card: criteria.clubCard }),
})

/** `route?query` for a validated search: where a submitted search navigates. */
export const searchLinkHref = (route: string, criteria: SearchCriteria): string => {
  const query = Object.entries(searchLinkParams(criteria))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&")
  return `${route}?${query}`
}

/**
 * Issue 27 §3: a booking page's address with the search in it, the page's other parameters (active-room-index)
 * kept after it: what a page opened without its search shows in the address bar, so it can be shared.
 */
export const searchLinkHrefKeeping = (route: string, criteria: SearchCriteria, params: SearchLinkParams): string => {
  const others = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && !(SEARCH_LINK_KEYS as ReadonlyArray<string>).includes(entry[0]))
    .map(([key, value]) => `&${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
  return searchLinkHref(route, criteria) + others.join("")
}

export type SearchLink =
  /** The URL names no search: the session decides (the redirect rule). */
  | { readonly kind: "none" }
  | { readonly kind: "valid"; readonly criteria: SearchCriteria }
  /** The URL names a search that does not hold: the visitor is sent home like any booking page without a search. */
  | { readonly kind: "invalid" }

const NONE: SearchLink = { kind: "none" }
const INVALID: SearchLink = { kind: "invalid" }

/** A whole number written plainly ("12", not "12.0", "1e1" or " 12"). */
const wholeNumber = (text: string): number | undefined => (/^(0|[1-9]\d{0,8})$/.test(text) ? Number(text) : undefined)

/** A finite decimal number as String(number) writes it. */
const decimal = (text: string): number | undefined => {
  if (text.trim() !== text || text === "") return undefined
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}

const readRooms = (text: string): ReadonlyArray<GuestRoom> | undefined => {
  const rooms: Array<GuestRoom> = []
  for (const room of text.split(ROOM_SEPARATOR)) {
    const [adults, kids, ...rest] = room.split(COUNT_SEPARATOR).map(wholeNumber)
    if (adults === undefined || kids === undefined || rest.length > 0) return undefined
    rooms.push({ adults, kids })
  }
  return rooms
}

/** The destination the parameters name: a hotel, a place, or something that is neither (undefined). */
const readDestination = (params: SearchLinkParams): unknown => {
  const { hotel, code, name, location, lat, lng } = params
  if (hotel !== undefined && location === undefined) {
    return { category: "hotel", hotelId: wholeNumber(hotel), hotelCode: code, name }
  }
  if (location !== undefined && hotel === undefined) {
    return { category: "location", name: location, latitude: lat === undefined ? undefined : decimal(lat), longitude: lng === undefined ? undefined : decimal(lng) }
  }
  return undefined
}

const validateSearch = validate(SearchCriteria)

/**
 * Reads the search from the URL's parameters: none when the URL names no search parameter at all,
 * else the search if every rule of the search form holds (SearchCriteria), else invalid.
 * Parameters the search does not use (such as active-room-index) are left alone.
 */
export const readSearchLink = (params: SearchLinkParams): SearchLink => {
  if (!SEARCH_LINK_KEYS.some((key) => params[key] !== undefined)) return NONE
  const rooms = params.rooms === undefined ? undefined : readRooms(params.rooms)
  const flexi = params.flexi
  if (rooms === undefined || (flexi !== undefined && flexi !== FLEXI_ON)) return INVALID
  const input: SearchCriteriaInput | Record<string, unknown> = {
    destination: readDestination(params),
    checkInDate: params.check_in ?? null,
    checkOutDate: params.check_out ?? null,
    flexiDate: flexi === FLEXI_ON,
    guestRooms: rooms,
    promoCode: params.promo ?? "",
    clubCard: params.club_card ?? "",
  }
  const validated = validateSearch(input)
  return Result.isSuccess(validated) ? { kind: "valid", criteria: validated.success } : INVALID
}
