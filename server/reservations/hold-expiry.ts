import { and, eq, gt, lte, type SQL } from "drizzle-orm"
import { reservations } from "../db/schema.ts"

/**
 * When a hold has lapsed, in one place (issue 28 §4): a held reservation is expired from its expires_at on (at or
 * before now), live until then. The SQL conditions and the check of a row already read say the same.
 */

/** A hold read already: lapsed at `nowMillis`. */
export const holdLapsed = (hold: { readonly expiresAt: Date }, nowMillis: number): boolean => hold.expiresAt.getTime() <= nowMillis

/** SQL: a held reservation that has lapsed at `nowMillis` (the sweeper ends these). */
export const lapsedHold = (nowMillis: number): SQL => and(eq(reservations.status, "held"), lte(reservations.expiresAt, new Date(nowMillis)))!

/** SQL: a held reservation still running at `nowMillis` (its rooms count against the client's limit). */
export const liveHold = (nowMillis: number): SQL => and(eq(reservations.status, "held"), gt(reservations.expiresAt, new Date(nowMillis)))!
