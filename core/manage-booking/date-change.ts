import { Temporal } from "temporal-polyfill"
import { type PricedRate, rateTotalCents } from "../rates/rate-pricing.ts"
import { type IsoDate, toPlainDate } from "../time/iso-date.ts"
import { daysBetween } from "../time/hotel-day.ts"
import { MAX_STAY_NIGHTS } from "../search/search-criteria.ts"
import { STAY_TOO_LONG } from "../search/messages.ts"
import {
  CANNOT_UPDATE_TO_PAST_DATES,
  COULD_NOT_UPDATE_DATES,
  DATES_NOT_AVAILABLE,
  DATES_UPDATED,
  ROOM_TYPE_NOT_AVAILABLE,
} from "../booking/messages.ts"

export interface StayDates {
  readonly checkInDate: IsoDate
  readonly checkOutDate: IsoDate
}

/** A room type and rate plan: what a booking item holds and what the booking-rooms call answers. */
export interface RoomPlan {
  readonly roomTypeCode: string
  readonly ratePlanCode: string
}

/** spec B §5, §8: new dates may not start before today (today itself is allowed). */
export const pastDatesError = (checkInDate: IsoDate, today: Temporal.PlainDate): string | undefined =>
  Temporal.PlainDate.compare(toPlainDate(checkInDate), today) < 0 ? CANNOT_UPDATE_TO_PAST_DATES : undefined

/** What the booking-rooms call's offers mean for new dates: available at a new total, or the spec's reason why not. */
export type DateChangeQuote =
  | { readonly available: true; readonly totalCents: number }
  | { readonly available: false; readonly message: string }

/** A booked item as the quote prices it: its room type and rate plan, for how many rooms. */
export interface BookedPlan extends RoomPlan {
  readonly totalUnits: number
}

/** An offer of the booking-rooms call as the quote reads it: its default plan and price, and its other rates. */
export interface OfferedRoom extends RoomPlan {
  /** Cents, for the default rate plan. */
  readonly totalAmount: number
  readonly rates: ReadonlyArray<PricedRate>
}

/** Cents for one room of `item`'s room type on its rate plan, when the offers have it. */
const offeredPrice = (item: RoomPlan, offers: ReadonlyArray<OfferedRoom>): number | undefined => {
  for (const offer of offers) {
    if (offer.roomTypeCode !== item.roomTypeCode) continue
    const rate = offer.rates.find((candidate) => candidate.ratePlanCode === item.ratePlanCode)
    if (rate !== undefined) return rateTotalCents(rate)
    if (offer.ratePlanCode === item.ratePlanCode) return offer.totalAmount
  }
  return undefined
}

/**
 * spec B §4, §5, §8 and issue 13: the new dates' quote from the booking-rooms call. No rooms at all: the dates are
 * not available; rooms, but not every booked item's room type on its rate plan: the room type is not available;
 * otherwise the stay's new total (each item's rate for the new nights, times its rooms), shown before the guest
 * confirms (docs/decisions.md: a guest never confirms an unknown price).
 */
export const dateChangeQuote = (bookedItems: ReadonlyArray<BookedPlan>, offers: ReadonlyArray<OfferedRoom>): DateChangeQuote => {
  if (offers.length === 0) return { available: false, message: DATES_NOT_AVAILABLE }
  let totalCents = 0
  for (const item of bookedItems) {
    const price = offeredPrice(item, offers)
    if (price === undefined) return { available: false, message: ROOM_TYPE_NOT_AVAILABLE }
    totalCents += price * Math.max(1, item.totalUnits)
  }
  return { available: true, totalCents }
}

/**
 * spec B §4: dates are locked until Edit Dates is pressed. Saving checks availability for the booked room types and
 * rate plans first and then asks for confirmation with the new price (the spec asks first; issue 13 and
 * docs/decisions.md put the check first so the confirmation can show the price), then updates. `error` keeps the
 * dates so the guest can choose again.
 */
export type EditDates =
  | { readonly step: "locked" }
  | {
      readonly step: "editing"
      readonly dates: StayDates
      readonly error: string | null
      /** Issue 29 §11: a new check-in tapped in the range picker, its check-out still to be tapped. */
      readonly pickedCheckIn?: IsoDate
    }
  | { readonly step: "checking"; readonly dates: StayDates }
  | { readonly step: "confirming"; readonly dates: StayDates; readonly totalCents: number }
  | { readonly step: "saving"; readonly dates: StayDates }
  | { readonly step: "done"; readonly message: string }
  | { readonly step: "error"; readonly dates: StayDates; readonly message: string }

export type EditDatesEvent =
  /** Edit Dates pressed, starting from the booking's dates. */
  | { readonly type: "edit"; readonly dates: StayDates }
  /** A day tapped in the range picker. */
  | { readonly type: "pick"; readonly day: IsoDate }
  | { readonly type: "save"; readonly today: Temporal.PlainDate }
  /** The availability check's answer for the dates being checked. */
  | { readonly type: "quoted"; readonly quote: DateChangeQuote }
  | { readonly type: "confirm" }
  | { readonly type: "cancel" }
  /** The availability check or the update call failed. */
  | { readonly type: "failed" }
  | { readonly type: "saved" }
  | { readonly type: "dismiss" }

export const editDatesStart: EditDates = { step: "locked" }

const failed = (dates: StayDates, message: string): EditDates => ({ step: "error", dates, message })

type Editing = Extract<EditDates, { readonly step: "editing" }>

/**
 * Issue 29 §11, the range picker's taps as hotel sites read them: a tap after a whole stay starts a new one at that
 * check-in; the next tap after it is the check-out, one on or before it a new check-in; no stay over 30 nights.
 */
const pickDay = (state: Editing, day: IsoDate): Editing => {
  const checkIn = state.pickedCheckIn
  if (checkIn === undefined || day <= checkIn) return { step: "editing", dates: state.dates, error: null, pickedCheckIn: day }
  if (daysBetween(checkIn, day) > MAX_STAY_NIGHTS) return { ...state, error: STAY_TOO_LONG }
  return { step: "editing", dates: { checkInDate: checkIn, checkOutDate: day }, error: null }
}

/** A stay being chosen: its check-out is null while the guest is still to tap it. */
export interface DraftStay {
  readonly checkInDate: IsoDate
  readonly checkOutDate: IsoDate | null
}

/** The dates the edit-dates view shows while they are being changed; null when the booking's own dates are shown. */
export const shownStay = (state: EditDates): DraftStay | null => {
  if (state.step === "locked" || state.step === "done") return null
  if (state.step === "editing" && state.pickedCheckIn !== undefined) return { checkInDate: state.pickedCheckIn, checkOutDate: null }
  return state.dates
}

/** Save dates is offered while editing a whole stay. */
export const canSaveDates = (state: EditDates): boolean => state.step === "editing" && state.pickedCheckIn === undefined

/** The next step of editing dates; an event that does not apply to the current step changes nothing. */
export const editDatesStep = (state: EditDates, event: EditDatesEvent): EditDates => {
  switch (event.type) {
    case "edit":
      return state.step === "locked" ? { step: "editing", dates: event.dates, error: null } : state
    case "pick":
      return state.step === "editing" ? pickDay(state, event.day) : state
    case "save": {
      if (!canSaveDates(state) || state.step !== "editing") return state
      const error = pastDatesError(state.dates.checkInDate, event.today)
      return error === undefined ? { step: "checking", dates: state.dates } : { ...state, error }
    }
    case "quoted":
      if (state.step !== "checking") return state
      return event.quote.available
        ? { step: "confirming", dates: state.dates, totalCents: event.quote.totalCents }
        : failed(state.dates, event.quote.message)
    case "confirm":
      return state.step === "confirming" ? { step: "saving", dates: state.dates } : state
    case "cancel":
      if (state.step === "confirming") return { step: "editing", dates: state.dates, error: null }
      return state.step === "editing" ? editDatesStart : state
    case "failed":
      return state.step === "checking" || state.step === "saving" ? failed(state.dates, COULD_NOT_UPDATE_DATES) : state
    case "saved":
      return state.step === "saving" ? { step: "done", message: DATES_UPDATED } : state
    case "dismiss":
      if (state.step === "error") return { step: "editing", dates: state.dates, error: null }
      return state.step === "done" ? editDatesStart : state
  }
}
