import { Buffer } from "node:buffer"
import { describe, expect, it } from "vitest"
import { FIELD_KEY_PATTERN } from "../../../core/content/content-item.ts"
import { CONTENT_TYPES } from "../../../core/content/content-types.ts"
import { HELP_FAQ_SECTIONS } from "../../../core/content/faq.ts"
import { JOB_CATEGORY_KEYS } from "../../../core/content/job-vacancy.ts"
import { DEFAULT_PAGE_SIZE } from "../../../core/content/pagination.ts"
import { MAX_STRING_FIELD_BYTES } from "../schema.ts"
import { buildCatalogue } from "./catalogue.ts"
import { companyContent, SEEDED_FAQ_SECTIONS } from "./content-company.ts"
import { hotelContent } from "./content-hotels.ts"
import type { ContentHotel, SeedItem } from "./content-items.ts"
import { mediaContent } from "./content-media.ts"
import { guestReviewRows, jobVacancyRows } from "./jobs-reviews.ts"
import { seededRandom } from "./random.ts"

/** The seed's content (issue 16): an item for every block and page of spec A §2, jobs and reviews, as rows the tables take. */

const START = "2030-03-04"
const random = seededRandom(1)
const catalogue = buildCatalogue({ random, startDate: START, days: 1 })
const BRAND_KEYS = ["city", "courtyard", "road", "town"] as const
const hotels: ReadonlyArray<ContentHotel> = catalogue.hotels.map((hotel) => ({
  id: hotel.id!,
  code: hotel.code,
  name: hotel.name,
  brandId: hotel.brandId,
  brandKey: BRAND_KEYS[hotel.brandId - 1]!,
  city: hotel.city,
  meeting: hotel.halfDayRateCents == null ? null : { halfDayCents: hotel.halfDayRateCents, fullDayCents: hotel.fullDayRateCents!, seats: [hotel.uShapedSeats ?? null, hotel.schoolRoomSeats ?? null, hotel.boardRoomSeats ?? null, hotel.cinemaSeats ?? null] },
}))
const items: ReadonlyArray<SeedItem> = [
  ...companyContent({ charities: [1, 2, 3, 4].map((id) => ({ id, slug: `charity-${id}` })) }),
  ...mediaContent({ hotels, startDate: START }),
  ...hotelContent(hotels, random),
]
const ofType = (type: string) => items.filter((item) => item.type === type)
const valueOf = (item: SeedItem, key: string) => item.fields.find((field) => field.key === key)?.value

describe("the seeded content", () => {
  it("has items of every content type", () => {
    expect(CONTENT_TYPES.filter((type) => ofType(type).length === 0)).toStrictEqual([])
  })

  it("fills the help page's four FAQ sections and the loyalty pages'", () => {
    expect(SEEDED_FAQ_SECTIONS).toStrictEqual([...HELP_FAQ_SECTIONS, "Loyalty"])
    for (const section of SEEDED_FAQ_SECTIONS) expect(ofType("faq").filter((item) => valueOf(item, "section") === section).length, section).toBeGreaterThanOrEqual(5)
  })

  it("has several pages of each of the media centre's five kinds", () => {
    for (const type of ["award", "blog", "newsletter", "news_article", "press_release"]) expect(ofType(type).length, type).toBeGreaterThan(2 * DEFAULT_PAGE_SIZE)
  })

  it("has investor downloads over six or more years", () => {
    expect(new Set(ofType("investor_download").map((item) => String(valueOf(item, "date")).slice(0, 4))).size).toBeGreaterThanOrEqual(6)
  })

  it("has the three kinds of testimonial, the loyalty programmes and attractions and dining for every hotel", () => {
    for (const type of ["testimonial", "meeting_testimonial", "employee_testimonial"]) expect(ofType(type).length, type).toBeGreaterThanOrEqual(5)
    expect(ofType("loyalty_programme").map((item) => valueOf(item, "programme"))).toStrictEqual(["individual", "corporate"])
    const linked = (type: string) => new Set(ofType(type).flatMap((item) => item.fields.filter((field) => field.type === "HotelLinkField").map((field) => Number(field.value))))
    expect(linked("attraction").size).toBe(hotels.length)
    expect(linked("dining_info").size).toBe(hotels.length)
  })

  it("writes only what the tables take: unique slugs, keys and values in their kinds' forms", () => {
    const slugs = items.map((item) => valueOf(item, "slug"))
    expect(slugs.every((slug) => typeof slug === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const field of items.flatMap((item) => item.fields)) {
      expect(FIELD_KEY_PATTERN.test(field.key), field.key).toBe(true)
      if (field.type === "StringField") expect(Buffer.byteLength(field.value ?? "")).toBeLessThanOrEqual(MAX_STRING_FIELD_BYTES)
      if (["IntegerField", "HotelLinkField", "BrandLinkField"].includes(field.type)) expect(field.value, field.key).toMatch(/^-?\d+$/)
      if (field.type === "DateField") expect(field.value, field.key).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(items.flatMap((item) => [...(item.images ?? []), ...(item.files ?? [])]).every((file) => file.size > 0)).toBe(true)
  })

  it("has vacancies of every brand and of the group in every category, some of them expired", () => {
    const jobs = jobVacancyRows(START, random)
    expect(new Set(jobs.map((job) => job.brandId))).toStrictEqual(new Set([1, 2, 3, 4, null]))
    expect(new Set(jobs.map((job) => job.category))).toStrictEqual(new Set(JOB_CATEGORY_KEYS))
    expect(jobs.some((job) => job.expiryDate < START)).toBe(true)
    expect(jobs.filter((job) => job.expiryDate >= START).length).toBeGreaterThan(12)
  })

  it("has reviews of every hotel on both platforms, most but not all rated 4 or more", () => {
    const reviews = guestReviewRows(hotels, START, random)
    expect(new Set(reviews.map((review) => `${review.hotelId}|${review.platform}`)).size).toBe(hotels.length * 2)
    const good = reviews.filter((review) => review.rating >= 4).length
    expect(good / reviews.length).toBeGreaterThan(0.5)
    expect(good).toBeLessThan(reviews.length)
  })
})
