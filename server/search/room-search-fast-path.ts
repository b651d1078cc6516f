import { MAX_GUESTS_PER_ROOM, MAX_ROOMS, MAX_STAY_NIGHTS, MIN_ROOMS, type SearchRoomsRequest } from "../../contracts/api/search.ts"
import { daysBetween, hotelDayOf } from "../../core/time/hotel-day.ts"
import { MAX_CODE_LENGTH, MAX_PROMO_CODE_LENGTH } from "../../contracts/api/common.ts"
import { rememberedUpTo } from "../memo.ts"

/**
 * The room search request as the website sends it, decoded without walking the contract's Schema:
 * decoding with the Schema was a sixth of a room search's CPU, and the room search is the busiest call.
 * It answers the value `SearchRoomsRequest` would decode to, or undefined for anything it is not sure of
 * (any error, any unusual form), which the Schema then decodes and explains. So it can only be faster,
 * never different: room-search-fast-path.test.ts checks it against the Schema on valid, broken and
 * random bodies.
 */

const HOTEL_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/
/** CalendarDate's own bound on the text of a date. */
const MAX_DATE_TEXT = 40

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max && !value.includes("\u0000")

/** Days are numbered from here, so a stay's nights are one subtraction. */
const DAY_ZERO = "1970-01-01"

/** A day the body names: the calendar day and its number counted from DAY_ZERO, to count nights by. */
interface ReadDay {
  readonly day: string
  readonly number: number
}

/**
 * The website sends the same few hundred dates (noon on the hotels' clock) in search after search, so each text is
 * read once: working the day out cost more than finding it again. Bounded, as texts come from clients.
 * Worth: decoding a body takes 15–35× as long without, about a tenth of a room search's own work (2026-11-25,
 * docs/benchmarks.md).
 */
const KNOWN_DATE_TEXTS = 5_000

const readDay = rememberedUpTo(KNOWN_DATE_TEXTS, (text: string): ReadDay | null => {
  const day = hotelDayOf(text)
  return day === undefined ? null : { day, number: daysBetween(DAY_ZERO, day) }
})

const dayOf = (value: unknown): ReadDay | undefined =>
  typeof value === "string" && value.length <= MAX_DATE_TEXT && value.trim() !== "" ? (readDay(value) ?? undefined) : undefined

const isCount = (value: unknown, min: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= MAX_GUESTS_PER_ROOM

type Guests = SearchRoomsRequest["rooms"]["guests"]

const guestsOf = (value: unknown): Guests | undefined => {
  if (!Array.isArray(value) || value.length < MIN_ROOMS || value.length > MAX_ROOMS) return undefined
  const guests: Array<Guests[number]> = []
  for (const room of value) {
    if (!isRecord(room) || !isCount(room["adults"], 1) || !isCount(room["kids"], 0)) return undefined
    guests.push({ adults: room["adults"], kids: room["kids"] })
  }
  return guests
}

/** An optional text field: "" when absent (the Schema's default), undefined when present but not plain text. */
const optionalText = (search: Record<string, unknown>, key: string, max: number): string | undefined => {
  if (!(key in search)) return ""
  const value = search[key]
  return isText(value, max) ? value : undefined
}

export const fastRoomSearch = (body: unknown): SearchRoomsRequest | undefined => {
  if (!isRecord(body)) return undefined
  const search = body["rooms"]
  if (!isRecord(search)) return undefined
  const hotelCode = search["hotel_code"]
  if (!isText(hotelCode, MAX_CODE_LENGTH) || !HOTEL_CODE.test(hotelCode)) return undefined
  const startDate = dayOf(search["start_date"])
  const endDate = dayOf(search["end_date"])
  if (startDate === undefined || endDate === undefined) return undefined
  const nights = endDate.number - startDate.number
  if (nights < 1 || nights > MAX_STAY_NIGHTS) return undefined
  const guests = guestsOf(search["guests"])
  if (guests === undefined) return undefined
  const clubCard = optionalText(search, "clicks_club_card", 13)
  if (clubCard === undefined || (clubCard !== "" && clubCard.length !== 13)) return undefined
  const promotionCode = optionalText(search, "promotion_code", MAX_PROMO_CODE_LENGTH)
  if (promotionCode === undefined) return undefined
  return {
    rooms: { hotel_code: hotelCode, start_date: startDate.day, end_date: endDate.day, guests, clicks_club_card: clubCard, promotion_code: promotionCode },
  }
}
