import { Buffer } from "node:buffer"
import type { ContentType } from "../../../core/content/content-types.ts"
import type { FieldableType } from "../../../core/content/content-item.ts"
import { drawImage } from "../../catalogue/images.ts"
import { hashText } from "./random.ts"

/**
 * The seed's content items as plain data (issue 16): each item's type, its fields in order, its pictures (drawn
 * locally by server/catalogue/images.ts, so their sizes are the drawn SVGs') and its files, and how many days before
 * the calendar's first day it was published. content.ts turns them into rows.
 */

export interface SeedField {
  readonly type: FieldableType
  readonly key: string
  readonly value: string | null
  readonly brandId?: number
}

export interface SeedFile {
  readonly name: string
  readonly type: string
  readonly size: number
  readonly url: string
  readonly thumb: string | null
}

export interface SeedItem {
  readonly type: ContentType
  readonly fields: ReadonlyArray<SeedField>
  readonly images?: ReadonlyArray<SeedFile>
  readonly files?: ReadonlyArray<SeedFile>
  /** Published this many days (fractions allowed) before the calendar's first day. */
  readonly daysAgo: number
  /** A charity item presents this charity (its fields are the charity's own). */
  readonly charityId?: number
}

/** The hotels content may name: every seeded hotel. */
export interface ContentHotel {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly brandKey: "city" | "courtyard" | "road" | "town"
  readonly brandId: number
  readonly city: string
  /** Its meeting room's rates in cents and largest layout, when it has one. */
  readonly meeting: { readonly halfDayCents: number; readonly fullDayCents: number; readonly seats: ReadonlyArray<number | null> } | null
}

// Field builders: the value as text in the form its kind reads (server/db/schema.ts content_fields).
export const text = (key: string, value: string, brandId?: number): SeedField => ({ type: "StringField", key, value, ...(brandId === undefined ? {} : { brandId }) })
export const whole = (key: string, value: number, brandId?: number): SeedField => ({ type: "IntegerField", key, value: String(value), ...(brandId === undefined ? {} : { brandId }) })
export const day = (key: string, value: string): SeedField => ({ type: "DateField", key, value })
export const flag = (key: string, value: boolean): SeedField => ({ type: "BooleanField", key, value: String(value) })
export const html = (key: string, value: string): SeedField => ({ type: "WriteUpField", key, value })
export const hotelLink = (hotelId: number, key = "hotel"): SeedField => ({ type: "HotelLinkField", key, value: String(hotelId) })
export const brandLink = (brandId: number, key = "brand"): SeedField => ({ type: "BrandLinkField", key, value: String(brandId) })
export const slug = (value: string): SeedField => text("slug", value)

/** A picture drawn at `path` (under /images/content/), with its thumbnail. */
export const picture = (path: string): SeedFile => {
  const url = `/images/content/${path}.svg`
  const thumb = `/images/content/${path}-thumb.svg`
  return { name: `${path.split("/").at(-1)}.svg`, type: "image/svg+xml", size: Buffer.byteLength(drawImage(url) ?? ""), url, thumb }
}

/** A PDF document under /files/content/; its size is a plausible one, fixed by its path. */
export const pdf = (path: string, name: string): SeedFile => ({
  name,
  type: "application/pdf",
  size: 80_000 + (hashText(path) % 2_400_000),
  url: `/files/content/${path}.pdf`,
  thumb: null,
})

/** "Karoo City Sandton" → "karoo-city-sandton". */
export const slugOf = (words: string): string =>
  words
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
