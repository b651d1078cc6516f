import { and, eq } from "drizzle-orm"
import { Effect } from "effect"
import { HOLD_SECONDS } from "../../contracts/api/search.ts"
import type { DbShape } from "../db/Db.ts"
import { holdRooms, reservations } from "../db/schema.ts"
import type { InventoryServiceShape, RoomNights } from "../inventory/InventoryService.ts"
import { lapsedHold } from "./hold-expiry.ts"
import { checkHeldRooms, lockClientHolds } from "./hold-limit.ts"
import type { HoldPlan } from "./hold-plan.ts"
import type { HoldRequest } from "./reservation-errors.ts"

/** A hold's rooms taken, and given back when it lapses or is replaced. */

/** Gives a held hold's rooms back and marks it; nothing when it is not held (or, for "expired", not yet due). */
export const endHold = Effect.fnUntraced(function* (inventory: InventoryServiceShape, database: DbShape, uuid: string, status: "expired" | "released", nowMillis: number) {
  const now = new Date(nowMillis)
  const ended = yield* database.query((db) =>
    db
      .update(reservations)
      .set({ status, updatedAt: now, clientAddress: null })
      .where(
        and(eq(reservations.uuid, uuid), status === "expired" ? lapsedHold(nowMillis) : eq(reservations.status, "held")),
      )
      .returning({ checkIn: reservations.checkInDate, checkOut: reservations.checkOutDate }),
  )
  const hold = ended[0]
  if (hold === undefined) return false
  const rooms = yield* database.query((db) => db.select().from(holdRooms).where(eq(holdRooms.reservationUuid, uuid)))
  yield* inventory.release(rooms.map((room): RoomNights => ({ roomTypeId: room.roomTypeId, units: room.units, checkIn: hold.checkIn, checkOut: hold.checkOut })),
  )
  return true
})

/**
 * Takes the planned rooms for HOLD_SECONDS in the caller's transaction, for `client` within the rooms it may hold
 * (hold-limit.ts); the hold the request replaces is given back first.
 */
export const takeRooms = Effect.fnUntraced(function* (
  inventory: InventoryServiceShape,
  maxHeldRooms: number,
  database: DbShape,
  request: HoldRequest,
  planned: HoldPlan,
  client: string,
  nowMillis: number,
) {
  yield* lockClientHolds(database, client)
  if (request.uuid !== null) yield* endHold(inventory, database, request.uuid, "released", nowMillis)
  const rooms = planned.lines.reduce((sum, line) => sum + line.units, 0)
  yield* checkHeldRooms(database, client, rooms, maxHeldRooms, nowMillis)
  yield* inventory.take(planned.lines.map((line) => ({ roomTypeId: line.roomTypeId, units: line.units, checkIn: request.start_date, checkOut: request.end_date })),
  )
  const now = new Date(nowMillis)
  const expiresAt = new Date(nowMillis + HOLD_SECONDS * 1000)
  const [created] = yield* database.query((db) =>
    db
      .insert(reservations)
      .values({
        hotelId: planned.hotelId,
        status: "held",
        expiresAt,
        checkInDate: request.start_date,
        checkOutDate: request.end_date,
        mandatoryPayment: request.mandatory_payment,
        viaEmail: request.via_email,
        viaSms: request.via_sms,
        allowsMailList: request.allows_mail_list && request.via_email,
        clicksClubCardNumber: planned.clubCard,
        promotionCode: planned.promotionCode,
        totalCents: planned.totalCents,
        clientAddress: client,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ uuid: reservations.uuid }),
  )
  yield* database.query((db) =>
    db.insert(holdRooms).values(
      planned.lines.map((line) => ({
        reservationUuid: created!.uuid,
        hotelId: planned.hotelId,
        roomTypeId: line.roomTypeId,
        ratePlanCode: line.ratePlanCode,
        adults: line.adults,
        kids: line.kids,
        units: line.units,
        priceCents: line.priceCents,
        promotionCode: line.promotionCode,
      })),
    ),
  )
  return { uuid: created!.uuid, expiresAt, totalCents: planned.totalCents }
})
