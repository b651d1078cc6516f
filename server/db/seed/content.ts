import { asc, eq, sql } from "drizzle-orm"
import type { BrandKeyValue } from "../schema.ts"
import type { AppTransaction } from "../database.ts"
import { brands, charities, contentFields, contentFiles, contentItems, guestReviews, hotels, jobVacancies, loyaltyPointsValues } from "../schema.ts"
import { companyContent } from "./content-company.ts"
import { hotelContent } from "./content-hotels.ts"
import type { ContentHotel, SeedItem } from "./content-items.ts"
import { slugOf } from "./content-items.ts"
import { mediaContent } from "./content-media.ts"
import { guestReviewRows, jobVacancyRows, loyaltyPointsValueRows } from "./jobs-reviews.ts"
import { seededRandom } from "./random.ts"

/**
 * Writes the seed's content (issue 16): a content item for every block and page of spec A §2, job vacancies, guest
 * reviews of every seeded hotel, and the loyalty points values. Each part is written only into its empty tables, so a
 * database seeded before content existed gets it on its next start, and one that has it is left alone.
 */

export interface ContentSeedOptions {
  readonly startDate: string
  readonly seed: number
}

export interface ContentSeedReport {
  readonly contentItems: number
  readonly jobVacancies: number
  readonly guestReviews: number
}

/** Rows per INSERT: well under the 65 535 parameters a statement may bind. */
const ROWS_PER_INSERT = 2_000

const inChunks = async <T>(rows: ReadonlyArray<T>, insert: (chunk: ReadonlyArray<T>) => Promise<unknown>): Promise<void> => {
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) await insert(rows.slice(at, at + ROWS_PER_INSERT))
}

const isEmpty = async (tx: AppTransaction, table: typeof contentItems | typeof jobVacancies | typeof guestReviews | typeof loyaltyPointsValues): Promise<boolean> =>
  (await tx.select({ id: table.id }).from(table).limit(1)).length === 0

/** The seeded hotels, as content names them. */
const contentHotels = async (tx: AppTransaction): Promise<ReadonlyArray<ContentHotel>> => {
  const rows = await tx
    .select({
      id: hotels.id,
      code: hotels.code,
      name: hotels.name,
      brandId: hotels.brandId,
      brandKey: brands.key,
      city: hotels.city,
      halfDay: hotels.halfDayRateCents,
      fullDay: hotels.fullDayRateCents,
      uShaped: hotels.uShapedSeats,
      schoolRoom: hotels.schoolRoomSeats,
      boardRoom: hotels.boardRoomSeats,
      cinema: hotels.cinemaSeats,
    })
    .from(hotels)
    .innerJoin(brands, eq(brands.id, hotels.brandId))
    .orderBy(asc(hotels.id))
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    brandId: row.brandId,
    brandKey: row.brandKey as BrandKeyValue,
    city: row.city,
    meeting:
      row.halfDay === null || row.fullDay === null
        ? null
        : { halfDayCents: row.halfDay, fullDayCents: row.fullDay, seats: [row.uShaped, row.schoolRoom, row.boardRoom, row.cinema] },
  }))
}

/** Noon on the calendar's first day at the hotels, less `daysAgo` days. */
const publishedAt = (startDate: string, daysAgo: number): Date => new Date(Date.parse(`${startDate}T12:00:00+02:00`) - Math.round(daysAgo * 86_400_000))

const writeItems = async (tx: AppTransaction, items: ReadonlyArray<SeedItem>, startDate: string): Promise<void> => {
  // Ids in seed order, so fields and files can name their item in the same statements.
  const itemRows = items.map((item, index) => ({
    id: index + 1,
    contentType: item.type,
    charityId: item.charityId ?? null,
    createdAt: publishedAt(startDate, item.daysAgo),
  }))
  const fieldRows = items.flatMap((item, index) =>
    item.fields.map((field, position) => ({
      contentItemId: index + 1,
      position,
      fieldableType: field.type,
      key: field.key,
      value: field.value,
      brandId: field.brandId ?? null,
    })),
  )
  const fileRows = items.flatMap((item, index) => [
    ...(item.images ?? []).map((file, position) => ({ contentItemId: index + 1, kind: "image" as const, position, ...file })),
    ...(item.files ?? []).map((file, position) => ({ contentItemId: index + 1, kind: "file" as const, position, ...file })),
  ])
  await inChunks(itemRows, (chunk) => tx.insert(contentItems).values([...chunk]))
  await inChunks(fieldRows, (chunk) => tx.insert(contentFields).values([...chunk]))
  await inChunks(fileRows, (chunk) => tx.insert(contentFiles).values([...chunk]))
  await tx.execute(sql`select setval(pg_get_serial_sequence('content_items', 'id'), coalesce((select max(id) from content_items), 0) + 1, false)`)
}

/** The loyalty points values, when the table is empty (the ledger needs them whether or not content is seeded). */
export const writeLoyaltyPointsValues = async (tx: AppTransaction): Promise<number> => {
  if (!(await isEmpty(tx, loyaltyPointsValues))) return 0
  const rows = loyaltyPointsValueRows()
  await tx.insert(loyaltyPointsValues).values([...rows])
  return rows.length
}

/** Content items, job vacancies and guest reviews, each into its table when that is empty. */
export const writeContent = async (tx: AppTransaction, options: ContentSeedOptions): Promise<ContentSeedReport> => {
  const random = seededRandom(options.seed)
  const seededHotels = await contentHotels(tx)
  let items: ReadonlyArray<SeedItem> = []
  if (await isEmpty(tx, contentItems)) {
    const charityRows = await tx.select({ id: charities.id, name: charities.name }).from(charities).orderBy(asc(charities.id))
    items = [
      ...companyContent({ charities: charityRows.map((row) => ({ id: row.id, slug: slugOf(row.name) })) }),
      ...mediaContent({ hotels: seededHotels, startDate: options.startDate }),
      ...hotelContent(seededHotels, random),
    ]
    await writeItems(tx, items, options.startDate)
  }
  const jobs = (await isEmpty(tx, jobVacancies)) ? jobVacancyRows(options.startDate, random) : []
  if (jobs.length > 0) await tx.insert(jobVacancies).values([...jobs])
  const reviews = (await isEmpty(tx, guestReviews)) ? guestReviewRows(seededHotels, options.startDate, random) : []
  await inChunks(reviews, (chunk) => tx.insert(guestReviews).values([...chunk]))
  return { contentItems: items.length, jobVacancies: jobs.length, guestReviews: reviews.length }
}
