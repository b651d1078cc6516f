import { computed, type ReadonlySignal, type Signal, signal } from "@preact/signals-core"
import { Result } from "effect"
import type { BookingSessionState } from "../booking/session-state.ts"
import { type FieldErrors, validate } from "../validation/field-errors.ts"
import type { Destination } from "./destination.ts"
import {
  addRoom as addRoomTo,
  decrement,
  type GuestKind,
  increment,
  removeRoom as removeRoomFrom,
} from "./guest-room-steppers.ts"
import { EMPTY_PROMO, type PromoState, searchDisabledByPromo } from "./promo-code.ts"
import { EMPTY_SEARCH_CRITERIA, SearchCriteria, type SearchCriteriaInput } from "./search-criteria.ts"
import { sessionSearchInput } from "./session-search.ts"

/**
 * The state of one search form (the home availability form or the booking top bar, spec B §2):
 * what the visitor entered, the promo code's check, and the messages of spec B §5 on the fields
 * where the spec puts them, shown once a search was attempted and kept live from then on.
 * Components render these signals and forward events to the commands; the search itself is
 * core/search/submit-search.ts.
 */
export interface SearchForm {
  readonly values: ReadonlySignal<SearchCriteriaInput>
  /** The promo code's check (core/search/check-promo-code.ts settles it). */
  readonly promo: Signal<PromoState>
  /** Every message of the form as it stands, by field path. */
  readonly errors: ReadonlySignal<FieldErrors>
  /** The messages to show: none before the first attempt to search. */
  readonly shownErrors: ReadonlySignal<FieldErrors>
  /** spec B §5, §8: ADD ROOM pressed with 10 rooms ("Cannot book more than 10 rooms through the website"). */
  readonly roomLimitMessage: ReadonlySignal<string | null>
  /** spec B §4: a promo code entered but not valid disables search. */
  readonly searchDisabled: ReadonlySignal<boolean>
  /** The date picker is open; choosing a destination opens it, the next thing a search needs (issue 27 §4: fewer taps). */
  readonly datesOpen: Signal<boolean>

  readonly setDestination: (destination: Destination | null) => void
  readonly setDates: (checkInDate: string | null, checkOutDate: string | null) => void
  readonly increment: (room: number, kind: GuestKind) => void
  readonly decrement: (room: number, kind: GuestKind) => void
  readonly addRoom: () => void
  readonly removeRoom: (room: number) => void
  readonly setPromoCode: (promoCode: string) => void
  readonly setClubCard: (clubCard: string) => void
  /** A search was attempted: the messages show from now on. Answers whether the form is valid. */
  readonly attempt: () => boolean
  readonly reset: (values: SearchCriteriaInput) => void
}

const validateSearch = validate(SearchCriteria)

export const makeSearchForm = (initial: SearchCriteriaInput = EMPTY_SEARCH_CRITERIA): SearchForm => {
  const values = signal<SearchCriteriaInput>(initial)
  const promo = signal<PromoState>(EMPTY_PROMO)
  const attempted = signal(false)
  const roomLimitMessage = signal<string | null>(null)
  const datesOpen = signal(false)
  const errors = computed(() => {
    const result = validateSearch(values.value)
    return Result.isFailure(result) ? result.failure : {}
  })
  const change = (update: Partial<SearchCriteriaInput>) => {
    values.value = { ...values.value, ...update }
  }
  const changeRooms = (guestRooms: SearchCriteriaInput["guestRooms"]) => {
    roomLimitMessage.value = null
    change({ guestRooms })
  }
  return {
    values,
    promo,
    errors,
    shownErrors: computed(() => (attempted.value ? errors.value : {})),
    roomLimitMessage,
    searchDisabled: computed(() => searchDisabledByPromo(promo.value)),
    datesOpen,
    setDestination: (destination) => {
      change({ destination })
      if (destination !== null) datesOpen.value = true
    },
    setDates: (checkInDate, checkOutDate) => change({ checkInDate, checkOutDate }),
    increment: (room, kind) => changeRooms(increment(values.value.guestRooms, room, kind)),
    decrement: (room, kind) => changeRooms(decrement(values.value.guestRooms, room, kind)),
    addRoom: () =>
      Result.match(addRoomTo(values.value.guestRooms), {
        onSuccess: changeRooms,
        onFailure: (error) => {
          roomLimitMessage.value = error.message
        },
      }),
    removeRoom: (room) => changeRooms(removeRoomFrom(values.value.guestRooms, room)),
    setPromoCode: (promoCode) => change({ promoCode }),
    setClubCard: (clubCard) => change({ clubCard }),
    attempt: () => {
      attempted.value = true
      return Object.keys(errors.value).length === 0
    },
    reset: (next) => {
      values.value = next
      attempted.value = false
      roomLimitMessage.value = null
      promo.value = EMPTY_PROMO
      datesOpen.value = false
    },
  }
}

/** The search the session holds, as the form's values (a new form starts from the last search). */
export const searchFormValues: (state: BookingSessionState) => SearchCriteriaInput = sessionSearchInput

const messagesUnder = (errors: FieldErrors, matches: (key: string) => boolean): ReadonlyArray<string> => [
  ...new Set(Object.entries(errors).flatMap(([key, messages]) => (matches(key) ? messages : []))),
]

/** spec B §5: the destination field shows THIS FIELD IS REQUIRED!. */
export const destinationMessages = (errors: FieldErrors): ReadonlyArray<string> => messagesUnder(errors, (key) => key === "destination")

/** spec B §5: Need a Check-In Date, Need a Check-Out Date (and the stay's own rules) on the dates field. */
export const datesMessages = (errors: FieldErrors): ReadonlyArray<string> =>
  messagesUnder(errors, (key) => key === "checkInDate" || key === "checkOutDate")

/** spec B §5: the rooms' messages on the guests field (Need to specify the rooms, At least one adult required...). */
export const guestsMessages = (errors: FieldErrors): ReadonlyArray<string> =>
  messagesUnder(errors, (key) => key === "guestRooms" || key.startsWith("guestRooms."))

/** The messages of one room, beside its steppers in the dropdown. */
export const roomMessages = (errors: FieldErrors, room: number): ReadonlyArray<string> =>
  messagesUnder(errors, (key) => key.startsWith(`guestRooms.${room}.`))
