import { type NightInventory, type StayInventory, stayNights } from "./availability.ts"
import type { NightPrice } from "../rates/pricing.ts"

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

/**
 * A night as held: mutable in place, so following a change of rooms allocates nothing. Its price is an object of
 * its own, replaced when the price changes, so every search of the night hands on the same one.
 */
interface HeldNight {
  available: number
  price: NightPrice
  version: number
}

const priceOf = (night: InventoryNight): NightPrice => ({ day: night.day, basePriceCents: night.basePriceCents })

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
      days.set(night.day, { available: night.available, price: priceOf(night), version: night.version })
      return true
    }
    if (night.version <= held.version) return false
    held.available = night.available
    if (held.price.basePriceCents !== night.basePriceCents) held.price = priceOf(night)
    held.version = night.version
    return true
  }

  /**
   * Each asked room type's inventory for the stay, exactly as availability.ts reads it from the
   * database (readStayInventory, stayInventoryOf): every asked room type is in the answer, with 0 free
   * when a night has no row. Worked out in one pass over the nights, handing on the nights' own prices.
   */
  stay(roomTypeIds: ReadonlyArray<number>, checkIn: string, checkOut: string): ReadonlyMap<number, StayInventory> {
    const nights = stayNights(checkIn, checkOut)
    const answer = new Map<number, StayInventory>()
    for (const id of roomTypeIds) {
      const days = this.byType.get(id)
      const prices: Array<NightPrice> = []
      let complete = true
      let fewest = Number.POSITIVE_INFINITY
      for (const day of nights) {
        const held = days?.get(day)
        if (held === undefined) {
          complete = false
          continue
        }
        prices.push(held.price)
        if (held.available < fewest) fewest = held.available
      }
      answer.set(id, { roomTypeId: id, freeUnits: complete ? Math.max(0, fewest) : 0, nights: prices })
    }
    return answer
  }

  /** Each asked room type's nights from `from` up to the night before `to`, as readNightlyInventory reads them. */
  nightly(roomTypeIds: ReadonlyArray<number>, from: string, to: string): ReadonlyMap<number, ReadonlyMap<string, NightInventory>> {
    const nights = stayNights(from, to)
    return new Map(
      roomTypeIds.map((id) => {
        const days = this.byType.get(id)
        const answer = new Map<string, NightInventory>()
        for (const day of nights) {
          const held = days?.get(day)
          if (held !== undefined) answer.set(day, { available: held.available, price: held.price })
        }
        return [id, answer]
      }),
    )
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
