// @ts-nocheck
import { Temporal } from "temporal-polyfill"
import { type IsoDate, toPlainDate } from "../time/iso-date.ts"
import { PAY_LATER_ONLY_HOTEL_CODE } from "../booking/hotel.ts"
import type { Destination } from "./destination.ts"
import { SAME_DAY_NOTICE_BUTTON, SAME_DAY_NOTICE_TEXT, SAME_DAY_NOTICE_TITLE } from "./messages.ts"


/** spec B §2, B §8: the Same Day Reservations warning modal. */
export const SAME_DAY_NOTICE = {
  title: SAME_DAY_NOTICE_TITLE,
  text: SAME_DAY_NOTICE_TEXT,
  button: SAME_DAY_NOTICE_BUTTON,
} as const

/**
 * spec B §4: a search for a hotel (other than 830) checking in today first shows the Same Day
 * Reservations notice. A location search names no hotel yet, so it never does. `today` is the
 * hotels' date (core/time/clock.ts `today`), not the visitor's.
 */
export const needsSameDayNotice = (
  destination: Destination | null,
  checkInDate: IsoDate | Temporal.PlainDate | null,
  today: Temporal.PlainDate,
): boolean =>
  destination !== null &&
  destination.category === "hotel" &&
  destination.hotelCode !== PAY_LATER_ONLY_HOTEL_CODE &&
  checkInDate !== null &&
  toPlainDate(checkInDate).equals(today)
