import { Schema } from "effect"
import { Temporal } from "temporal-polyfill"
import { IsoDate, toPlainDate } from "../time/iso-date.ts"
import {
  CANNOT_UPDATE_TO_PAST_DATES,
  COULD_NOT_UPDATE_DATES,
  DATES_NOT_AVAILABLE,
  DATES_UPDATED,
  ROOM_TYPE_NOT_AVAILABLE,
} from "./messages.ts"

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

/** spec B §5: the edit-dates form, checked against today (the hotels' date, core/time/clock.ts). */
export const editDatesForm = (today: Temporal.PlainDate) =>
  Schema.Struct({
    checkInDate: IsoDate.check(Schema.makeFilter((date: string) => pastDatesError(date, today))),
    checkOutDate: IsoDate,
  })

export type AvailabilityVerdict = { readonly available: true } | { readonly available: false; readonly message: string }

/**
 * spec B §4, §5, §8: the answer of the booking-rooms call for the new dates. No rooms at all: the
 * dates are not available. Rooms, but not every booked item's room type with its rate plan: the
 * room type is not available. Presence is enough; the update itself takes the rooms atomically.
 */
export const availabilityVerdict = (
  bookedItems: ReadonlyArray<RoomPlan>,
  availableRooms: ReadonlyArray<RoomPlan>,
): AvailabilityVerdict => {
  if (availableRooms.length === 0) return { available: false, message: DATES_NOT_AVAILABLE }
  const offered = (item: RoomPlan) =>
    availableRooms.some((room) => room.roomTypeCode === item.roomTypeCode && room.ratePlanCode === item.ratePlanCode)
  return bookedItems.every(offered) ? { available: true } : { available: false, message: ROOM_TYPE_NOT_AVAILABLE }
}

/**
 * spec B §4: dates are locked until Edit Dates is pressed; saving asks for confirmation, then
 * checks availability, then updates. `error` keeps the dates so the guest can choose again.
 */
export type EditDates =
  | { readonly step: "locked" }
  | { readonly step: "editing"; readonly dates: StayDates; readonly error: string | null }
  | { readonly step: "confirming"; readonly dates: StayDates }
  | { readonly step: "checking"; readonly dates: StayDates }
  | { readonly step: "saving"; readonly dates: StayDates }
  | { readonly step: "done"; readonly message: string }
  | { readonly step: "error"; readonly dates: StayDates; readonly message: string }

export type EditDatesEvent =
  /** Edit Dates pressed, starting from the booking's dates. */
  | { readonly type: "edit"; readonly dates: StayDates }
  | { readonly type: "change"; readonly dates: StayDates }
  | { readonly type: "save"; readonly today: Temporal.PlainDate }
  | { readonly type: "confirm" }
  | { readonly type: "cancel" }
  | { readonly type: "availability"; readonly bookedItems: ReadonlyArray<RoomPlan>; readonly availableRooms: ReadonlyArray<RoomPlan> }
  /** The availability check or the update call failed. */
  | { readonly type: "failed" }
  | { readonly type: "saved" }
  | { readonly type: "dismiss" }

export const editDatesStart: EditDates = { step: "locked" }

const failed = (dates: StayDates, message: string): EditDates => ({ step: "error", dates, message })

/** The next step of editing dates; an event that does not apply to the current step changes nothing. */
export const editDatesStep = (state: EditDates, event: EditDatesEvent): EditDates => {
  switch (event.type) {
    case "edit":
      return state.step === "locked" ? { step: "editing", dates: event.dates, error: null } : state
    case "change":
      return state.step === "editing" ? { step: "editing", dates: event.dates, error: null } : state
    case "save": {
      if (state.step !== "editing") return state
      const error = pastDatesError(state.dates.checkInDate, event.today)
      return error === undefined ? { step: "confirming", dates: state.dates } : { ...state, error }
    }
    case "confirm":
      return state.step === "confirming" ? { step: "checking", dates: state.dates } : state
    case "cancel":
      if (state.step === "confirming") return { step: "editing", dates: state.dates, error: null }
      return state.step === "editing" ? editDatesStart : state
    case "availability": {
      if (state.step !== "checking") return state
      const verdict = availabilityVerdict(event.bookedItems, event.availableRooms)
      return verdict.available ? { step: "saving", dates: state.dates } : failed(state.dates, verdict.message)
    }
    case "failed":
      return state.step === "checking" || state.step === "saving" ? failed(state.dates, COULD_NOT_UPDATE_DATES) : state
    case "saved":
      return state.step === "saving" ? { step: "done", message: DATES_UPDATED } : state
    case "dismiss":
      if (state.step === "error") return { step: "editing", dates: state.dates, error: null }
      return state.step === "done" ? editDatesStart : state
  }
}

/** spec B §4: the date fields are editable only while editing. */
export const areDatesEditable = (state: EditDates): boolean => state.step === "editing"
