import { asc, count, desc, eq, inArray } from "drizzle-orm"
import { Context, Effect, Layer, Schema } from "effect"
import { paginationOf } from "../../contracts/api/common.ts"
import type { ContentItem, ContentsQuery, ContentsResponse } from "../../contracts/api/contents.ts"
import { CONTENT_NOT_FOUND } from "../../contracts/api/errors.ts"
import { charitiesByIds } from "../charities/charity-queries.ts"
import { Db } from "../db/Db.ts"
import { contentFields, contentFiles, contentItems } from "../db/schema.ts"
import { LoyaltyPointsService } from "../loyalty/LoyaltyPointsService.ts"
import { contentWhere, slugCondition } from "./content-queries.ts"
import { byItem, type ItemRow, toWireItem } from "./content-wire.ts"

/**
 * Content (spec A §3, §7; contracts/README.md "Content"): a page of one type's items, newest first, with the filters
 * of both call forms, and one item by its slug (or id). An item's stored fields, images and files are read for the
 * page's items at once; a charity item's fields are its charity's, a loyalty programme's points values the loyalty
 * slice's (content-wire.ts).
 */

// Errors

/** 404: no item has that slug, nor (for a number) that id. */
export class ContentNotFound extends Schema.TaggedError<ContentNotFound>()("ContentNotFound", {
  message: Schema.String,
}) {}

// Shape

export interface ContentServiceShape {
  readonly list: (query: ContentsQuery) => Effect.Effect<ContentsResponse>
  readonly get: (slug: string) => Effect.Effect<ContentItem, ContentNotFound>
}

export class ContentService extends Context.Service<ContentService, ContentServiceShape>()("hotel/server/ContentService") {
  static readonly layer: Layer.Layer<ContentService, never, Db | LoyaltyPointsService> = Layer.effect(
    ContentService,
    Effect.gen(function* () {
      const database = yield* Db
      const loyalty = yield* LoyaltyPointsService

      /** The items in the wire's shape, their fields, files, charities and points values read once for all of them. */
      const wireItems = Effect.fnUntraced(function* (items: ReadonlyArray<ItemRow>) {
        if (items.length === 0) return []
        const ids = items.map((item) => item.id)
        const [fields, files] = yield* database
          .query((db) =>
            Promise.all([
              db.select().from(contentFields).where(inArray(contentFields.contentItemId, ids)).orderBy(asc(contentFields.contentItemId), asc(contentFields.position)),
              db.select().from(contentFiles).where(inArray(contentFiles.contentItemId, ids)).orderBy(asc(contentFiles.contentItemId), asc(contentFiles.kind), asc(contentFiles.position)),
            ]),
          )
          .pipe(Effect.orDie)
        const charityIds = items.flatMap((item) => (item.charityId === null ? [] : [item.charityId]))
        const charities = new Map((yield* charitiesByIds(database, charityIds)).map((charity) => [charity.id, charity]))
        const pointsValues = items.some((item) => item.contentType === "loyalty_programme") ? yield* loyalty.values : []
        const parts = { fields: byItem(fields), files: byItem(files), charities, pointsValues }
        return items.map((item) => toWireItem(item, parts))
      })

      const list = Effect.fn("ContentService.list")(function* (query: ContentsQuery) {
        const where = contentWhere(query)
        const [rows, total] = yield* database
          .query((db) =>
            Promise.all([
              db
                .select()
                .from(contentItems)
                .where(where)
                .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
                .limit(query.per)
                .offset((query.page - 1) * query.per),
              db.select({ total: count() }).from(contentItems).where(where),
            ]),
          )
          .pipe(Effect.orDie)
        return { contents: yield* wireItems(rows), pagination: paginationOf(query.page, query.per, total[0]?.total ?? 0) }
      })

      const get = Effect.fn("ContentService.get")(function* (slug: string) {
        const bySlug = yield* database.query((db) => db.select().from(contentItems).where(slugCondition(slug)).limit(1)).pipe(Effect.orDie)
        // An item without a slug is fetched by its id (core/content/content-item.ts contentSlug).
        const found =
          bySlug[0] ??
          (/^\d{1,9}$/.test(slug) ? (yield* database.query((db) => db.select().from(contentItems).where(eq(contentItems.id, Number(slug))).limit(1)).pipe(Effect.orDie))[0] : undefined)
        if (found === undefined) return yield* new ContentNotFound({ message: CONTENT_NOT_FOUND })
        const [item] = yield* wireItems([found])
        return item!
      })

      return ContentService.of({ list, get })
    }),
  )
}
