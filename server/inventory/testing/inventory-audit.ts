import type pg from "pg"

/**
 * An audit of the inventory against what was promised, for the load benchmark and the crash test: no night below
 * zero or above its room count, and for every room type and night, the rooms taken since a starting point equal
 * the rooms of live holds and of bookings not cancelled. Reads one snapshot (repeatable read), so a reservation
 * committing meanwhile cannot skew it. Plain SQL over a node-postgres client (PostgreSQL).
 */

/** Rooms of each room type and night that are not free, keyed "roomTypeId|day". */
export const takenRooms = async (client: pg.Client): Promise<Map<string, number>> => {
  const { rows } = await client.query<{ key: string; taken: number }>(
    "select room_type_id || '|' || day::text as key, (total - available)::int as taken from daily_inventory",
  )
  return new Map(rows.map((row) => [row.key, row.taken]))
}

export interface InventoryCheck {
  readonly belowZero: number
  readonly aboveTotal: number
  /** Room-nights where (taken now - taken at seeding) differs from the rooms held and booked. */
  readonly disagreeing: number
  /** A few of them, "roomTypeId|day: taken at seeding -> now, promised", to look into. */
  readonly examples: ReadonlyArray<string>
  readonly heldUnits: number
}

/**
 * Every night of every live hold and of every booking not cancelled, per room type: what the
 * inventory must have given out since seeding.
 */
const promisedRooms = async (client: pg.Client): Promise<Map<string, number>> => {
  const { rows } = await client.query<{ key: string; units: number }>(`
    select key, sum(units)::int as units from (
      select h.room_type_id || '|' || d::date::text as key, h.units
        from hold_rooms h join reservations r on r.uuid = h.reservation_uuid
        cross join generate_series(r.check_in_date, r.check_out_date - 1, interval '1 day') d
        where r.status = 'held'
      union all
      select i.room_type_id || '|' || d::date::text as key, i.units
        from booking_items i join bookings b on b.id = i.booking_id
        cross join generate_series(b.check_in_date, b.check_out_date - 1, interval '1 day') d
        where b.status <> 'cancelled'
    ) promised group by key`)
  return new Map(rows.map((row) => [row.key, row.units]))
}

/** The checks read one snapshot (repeatable read), so a reservation committing meanwhile cannot skew them. */
export const checkInventory = async (client: pg.Client, takenAtSeeding: ReadonlyMap<string, number>): Promise<InventoryCheck> => {
  await client.query("begin isolation level repeatable read read only")
  try {
    return await readInventoryCheck(client, takenAtSeeding)
  } finally {
    await client.query("commit")
  }
}

const readInventoryCheck = async (client: pg.Client, takenAtSeeding: ReadonlyMap<string, number>): Promise<InventoryCheck> => {
  const { rows } = await client.query<{ below: number; above: number }>(
    "select count(*) filter (where available < 0)::int as below, count(*) filter (where available > total)::int as above from daily_inventory",
  )
  const taken = await takenRooms(client)
  const promised = await promisedRooms(client)
  const wrong = [...new Set([...taken.keys(), ...promised.keys()])].filter(
    (key) => (taken.get(key) ?? 0) - (takenAtSeeding.get(key) ?? 0) !== (promised.get(key) ?? 0) || !taken.has(key),
  )
  const examples = wrong.slice(0, 5).map((key) => `${key}: taken ${takenAtSeeding.get(key) ?? "?"} at seeding, ${taken.get(key) ?? "?"} now, ${promised.get(key) ?? 0} held or booked`)
  const held = await client.query<{ units: number }>(
    "select coalesce(sum(h.units), 0)::int as units from hold_rooms h join reservations r on r.uuid = h.reservation_uuid where r.status = 'held'",
  )
  return { belowZero: rows[0]!.below, aboveTotal: rows[0]!.above, disagreeing: wrong.length, examples, heldUnits: held.rows[0]!.units }
}
