import type { RoomRate } from "../rates/room-rate.ts"
import { SHORT_MONTH_NAMES } from "../time/format.ts"
import { toPlainDate } from "../time/iso-date.ts"
import { CANCEL_CUTOFF } from "./cancel-cutoff.ts"
import { FREE_CANCELLATION_UNTIL, NON_REFUNDABLE } from "./messages.ts"
import type { GuestRoomState } from "./session-state.ts"

/**
 * Issue 29 §3: the one line a rate card and the review page say of a rate's cancellation: "Free cancellation until
 * 16:00 on 29 Dec" for a refundable rate (the cancel cut-off on the hotels' clock, spec B §9, on the stay's first day,
 * its first detail's effective date), "Non-refundable" for one that is not; null where the rate's policy is unknown.
 */
export const cancellationLine = (rate: Pick<RoomRate, "details" | "refundable">): string | null => {
  if (rate.refundable === undefined) return null
  if (!rate.refundable) return NON_REFUNDABLE
  const first = rate.details[0]
  if (first === undefined) return null
  const day = toPlainDate(first.effectiveDate)
  return FREE_CANCELLATION_UNTIL.replace("{time}", CANCEL_CUTOFF.toString().slice(0, 5)).replace(
    "{day}",
    `${day.day} ${SHORT_MONTH_NAMES[day.month - 1]!}`,
  )
}

/** One chosen room's rate as the review page names it, above the policy's acceptance. */
export interface ChosenRateTerms {
  /** "Room 1: Deluxe King". */
  readonly room: string
  /** The rate's name (its description, as the rate picker showed it). */
  readonly rate: string
  readonly policy: string | null
}

/** Issue 29 §3: the rate each chosen room is booked at, and its cancellation line; rooms without a choice are left out. */
export const chosenRateTerms = (rooms: ReadonlyArray<GuestRoomState>): ReadonlyArray<ChosenRateTerms> =>
  rooms.flatMap((room, index) => {
    if (room.roomDescription === null) return []
    const rate = room.rates.find((candidate) => candidate.ratePlanCode === room.ratePlanCode)
    return [
      {
        room: `Room ${index + 1}: ${room.roomDescription.roomName}`,
        rate: rate?.details[0]?.rateDescription ?? room.ratePlanCode ?? "",
        policy: rate === undefined ? null : cancellationLine(rate),
      },
    ]
  })
