import { Schema } from "effect"
import { daysBetween } from "../time/hotel-day.ts"
import { IsoDate } from "../time/iso-date.ts"
import { Destination } from "./destination.ts"
import { DEFAULT_GUEST_ROOMS, type GuestRoom, GuestRooms } from "./guest-rooms.ts"
import {
  CHECK_OUT_AFTER_CHECK_IN,
  NEED_A_CHECK_IN_DATE,
  NEED_A_CHECK_OUT_DATE,
  NEED_TO_SPECIFY_THE_ROOMS,
  STAY_TOO_LONG,
  THIS_FIELD_IS_REQUIRED,
} from "./messages.ts"

/** Decision: the longest stay the website books, in nights (longer stays go through the hotel; the server agrees). */
export const MAX_STAY_NIGHTS = 30

/**
 * The form starts with no destination (`null`) and empty dates (`null`, or `""` from a date
 * input); the search requires them. The encoded side is what the form holds, the decoded side has
 * the value, so a validated search never carries a missing destination or date.
 */
const RequiredDestination = Schema.NullOr(Destination).pipe(
  Schema.refine((value): value is Destination => value !== null, { message: THIS_FIELD_IS_REQUIRED }),
  Schema.annotateKey({ messageMissingKey: THIS_FIELD_IS_REQUIRED }),
)

/** A date the form must have: the spec's message when it is missing, the IsoDate rule otherwise. */
const requiredDate = (message: string) =>
  Schema.NullOr(Schema.String).pipe(
    Schema.refine((value): value is string => value !== null && value !== "", { message }),
    Schema.decodeTo(IsoDate),
    Schema.annotateKey({ messageMissingKey: message }),
  )

/** spec B §5: the first room with nobody in it means the rooms were never specified. */
const SearchedRooms = GuestRooms.check(
  Schema.makeFilter((rooms: ReadonlyArray<GuestRoom>) => {
    const first = rooms[0]
    return first !== undefined && first.adults + first.kids === 0 ? NEED_TO_SPECIFY_THE_ROOMS : undefined
  }),
)

/**
 * spec B §1, B §4, B §5: what a visitor searches with (home availability form and booking top
 * bar). `validate(SearchCriteria)` from core/validation gives every message on its field path.
 */
export const SearchCriteria = Schema.Struct({
  destination: RequiredDestination,
  checkInDate: requiredDate(NEED_A_CHECK_IN_DATE),
  checkOutDate: requiredDate(NEED_A_CHECK_OUT_DATE),
  /** Flexible dates: a hotel search shows the rate calendar instead of the rooms. */
  flexiDate: Schema.Boolean,
  guestRooms: SearchedRooms,
  /** `""` when no promo code is entered. */
  promoCode: Schema.String,
  /** `""` when no club card is entered. */
  clubCard: Schema.String,
}).check(
  Schema.makeFilter((criteria) => {
    const nights = daysBetween(criteria.checkInDate, criteria.checkOutDate)
    if (nights < 1) return { path: ["checkOutDate"], issue: CHECK_OUT_AFTER_CHECK_IN }
    return nights > MAX_STAY_NIGHTS ? { path: ["checkOutDate"], issue: STAY_TOO_LONG } : undefined
  }),
)
export type SearchCriteria = typeof SearchCriteria.Type
/** The form's values before validation: destination and dates may still be empty. */
export type SearchCriteriaInput = typeof SearchCriteria.Encoded

/** spec B §3: an empty search form (one room, 1 adult, 0 kids). */
export const EMPTY_SEARCH_CRITERIA: SearchCriteriaInput = {
  destination: null,
  checkInDate: null,
  checkOutDate: null,
  flexiDate: false,
  guestRooms: DEFAULT_GUEST_ROOMS,
  promoCode: "",
  clubCard: "",
}
