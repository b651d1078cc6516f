// @ts-nocheck
import type { Temporal } from "temporal-polyfill"

export type PointsDayKind = "midweek" | "weekend"

/** ISO day of week of Thursday (Monday is 1, Sunday 7). */
const THURSDAY = 4

/** spec accounts-and-content §9 (points): midweek is Monday to Thursday, weekend Friday to Sunday. */
export const pointsDayKind = (date: Temporal.PlainDate): PointsDayKind => (date.dayOfWeek <= THURSDAY ? "midweek" : "weekend")
