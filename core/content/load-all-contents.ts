import { Effect } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { ContentItem } from "./content-item.ts"
import { loadContents } from "./load-content.ts"

/**
 * The most items one contents call answers (contracts/api/common.ts MAX_PER_PAGE): the company pages' short lists
 * (legal terms, FAQs, a media kind's items) are read whole, then searched and paged in core, as the server's
 * contents call has no text search.
 */
export const ALL_CONTENTS_PER_PAGE = 100

/** Every item of a content type (its first 100, newest first); a failed read is none (spec A §7, §8). */
export const loadAllContents = Effect.fn("Content.loadAll")(function* (
  contentType: string,
): Effect.fn.Return<ReadonlyArray<ContentItem>, never, ContentApi> {
  const page = yield* loadContents({ contentType, page: 1, per: ALL_CONTENTS_PER_PAGE })
  return page.items
})

/** The shared read's id of a content type's items: every screen that reads them asks once. */
export const allContentsId = (contentType: string): string => `contents:${contentType}:all`
