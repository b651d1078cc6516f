import { type StayInventory, stayInventoryOf, stayNights } from "./availability.ts"

/**
 * The daily inventory held in memory: each room type's nights with what is free, the base price and the
 * version stamp of the row's last write (schema.ts dailyInventoryVersion). A change is kept only when its
 * stamp is higher than the one held, so changes may arrive late, twice or out of order (a reload racing
 * the notifications of migration 0003) and the memory still ends with each row's last committed value.
 */

export interface InventoryNight {
  readonly roomTypeId: number
  readonly day: string
  readonly available: number
  readonly basePriceCents: number
  readonly version: number
}

/** A night as held: mutable in place, so following a change allocates nothing. */
interface HeldNight {
  available: number
  basePriceCents: number
  version: number
}

export class InventoryMemory {
  private readonly byType = new Map<number, Map<string, HeldNight>>()

  static of(nights: Iterable<InventoryNight>): InventoryMemory {
    const memory = new InventoryMemory()
    for (const night of nights) memory.apply(night)
    return memory
  }

  /** Keeps the night when it is newer than the one held (or new); answers whether it was kept. */
  apply(night: InventoryNight): boolean {
    let days = this.byType.get(night.roomTypeId)
    if (days === undefined) this.byType.set(night.roomTypeId, (days = new Map()))
    const held = days.get(night.day)
    if (held === undefined) {
      days.set(night.day, { available: night.available, basePriceCents: night.basePriceCents, version: night.version })
      return true
    }
    if (night.version <= held.version) return false
    held.available = night.available
    held.basePriceCents = night.basePriceCents
    held.version = night.version
    return true
  }

  /**
   * Each asked room type's inventory for the stay, exactly as availability.ts reads it from the
   * database (readStayInventory): every asked room type is in the answer, with 0 free when a night has
   * no row.
   */
  stay(roomTypeIds: ReadonlyArray<number>, checkIn: string, checkOut: string): ReadonlyMap<number, StayInventory> {
    const nights = stayNights(checkIn, checkOut)
    const answer = new Map<number, StayInventory>()
    for (const id of roomTypeIds) {
      const days = this.byType.get(id)
      const rows: Array<{ day: string; available: number; basePriceCents: number }> = []
      if (days !== undefined) {
        for (const day of nights) {
          const held = days.get(day)
          if (held !== undefined) rows.push({ day, available: held.available, basePriceCents: held.basePriceCents })
        }
      }
      answer.set(id, stayInventoryOf(id, nights, rows))
    }
    return answer
  }
}

/** What one notification of migration 0003 says. */
export type InventoryNotice = { readonly kind: "night"; readonly night: InventoryNight } | { readonly kind: "reload" } | { readonly kind: "other"; readonly payload: string }

const WHOLE = /^\d+$/

/** Reads a payload of the daily_inventory channel: "<room_type_id> <day> <available> <base_price_cents> <version>" or "reload". */
export const parseInventoryNotice = (payload: string): InventoryNotice => {
  if (payload === "reload") return { kind: "reload" }
  const parts = payload.split(" ")
  if (parts.length === 5 && /^\d{4}-\d{2}-\d{2}$/.test(parts[1]!) && [parts[0]!, parts[2]!, parts[3]!, parts[4]!].every((part) => WHOLE.test(part))) {
    return {
      kind: "night",
      night: { roomTypeId: Number(parts[0]), day: parts[1]!, available: Number(parts[2]), basePriceCents: Number(parts[3]), version: Number(parts[4]) },
    }
  }
  return { kind: "other", payload }
}
