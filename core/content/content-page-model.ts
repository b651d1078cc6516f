import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING, type ViewState } from "../screen/view-state.ts"
import type { ContentItem } from "./content-item.ts"
import type { ContentsQuery } from "./content-query.ts"
import type { ContentType } from "./content-types.ts"
import { loadContent, loadContents } from "./load-content.ts"

/**
 * The one model of the company's content pages (investors, loyalty, about us, food and beverage; issue 26): a page is
 * a few content reads, a pure function from their items to its view state, and a head. Every read is shared, so a
 * page the server rendered starts with its answers and the browser reads nothing again.
 */

/** The most items one read asks for (the contract's `per` limit): these pages show a section's items at once. */
export const SECTION_READ_SIZE = 100

/** One read of a page: a content type's items (one page of them), or one item by its slug. */
export type ContentRead =
  | { readonly kind: "list"; readonly query: ContentsQuery }
  | { readonly kind: "item"; readonly slug: string }

export const listRead = (contentType: ContentType, extra: Omit<ContentsQuery, "contentType"> = {}): ContentRead => ({
  kind: "list",
  query: { contentType, per: SECTION_READ_SIZE, ...extra },
})

export const itemRead = (slug: string): ContentRead => ({ kind: "item", slug })

/** What a read answered: a list's items and its page count, or the item (null when there is none). */
export type ReadAnswer =
  | { readonly kind: "list"; readonly items: ReadonlyArray<ContentItem>; readonly totalPages: number }
  | { readonly kind: "item"; readonly item: ContentItem | null }

/** The cache's key of a read: equal reads share one answer across the page's screens. */
export const readId = (read: ContentRead): string => (read.kind === "item" ? `content:${read.slug}` : `contents:${JSON.stringify(read.query)}`)

const answerOf = (read: ContentRead): Effect.Effect<ReadAnswer, never, ContentApi> =>
  read.kind === "item"
    ? Effect.map(loadContent(read.slug), (item): ReadAnswer => ({ kind: "item", item }))
    : Effect.map(loadContents(read.query), (page): ReadAnswer => ({ kind: "list", items: page.items, totalPages: page.pagination.totalPages }))

/** The items of a list read (none for an item read). */
export const itemsOf = (answer: ReadAnswer | undefined): ReadonlyArray<ContentItem> => (answer?.kind === "list" ? answer.items : [])
/** The item of an item read, or null. */
export const itemOf = (answer: ReadAnswer | undefined): ContentItem | null => (answer?.kind === "item" ? answer.item : null)

/** Every read in, by name: the answers; else undefined (the page is loading). */
export const answersWhenIn = <N extends string>(states: Readonly<Record<N, ResourceState<ReadAnswer>>>): Readonly<Record<N, ReadAnswer>> | undefined => {
  const entries = Object.entries(states) as Array<[N, ResourceState<ReadAnswer>]>
  if (entries.some(([, state]) => state.kind !== "ready" && state.kind !== "failed")) return undefined
  // core's reads answer their empty value on failure, so "failed" is a defect: shown as nothing found.
  return Object.fromEntries(
    entries.map(([name, state]) => [name, state.kind === "ready" ? state.value : ({ kind: "list", items: [], totalPages: 0 } satisfies ReadAnswer)]),
  ) as Record<N, ReadAnswer>
}

export interface ContentPageSpec<N extends string, A> {
  readonly reads: Readonly<Record<N, ContentRead>>
  /** The page's view from its answers and what the visitor searched for (the spec's empty states when there is nothing to show). */
  readonly view: (answers: Readonly<Record<N, ReadAnswer>>, search: string) => ViewState<A>
  /** The page's head once its answers are in (a detail page's from its item). */
  readonly head: (answers: Readonly<Record<N, ReadAnswer>>) => PageHead
}

export interface ContentPageModel<A> {
  readonly view: ReadonlySignal<ViewState<A>>
  /** null while the reads are on their way (the route's head meanwhile). */
  readonly head: ReadonlySignal<PageHead | null>
  /** What the visitor typed into the page's search (the loyalty FAQ's); the view follows it at once. */
  readonly searchText: ReadonlySignal<string>
  readonly search: (text: string) => Effect.Effect<void>
}

export const makeContentPageModel = <N extends string, A>(
  spec: ContentPageSpec<N, A>,
): Effect.Effect<ContentPageModel<A>, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const names = Object.keys(spec.reads) as Array<N>
    const resources = yield* Effect.forEach(names, (name) =>
      makeResource({ key: fixedKey(spec.reads[name]), load: answerOf, shared: { id: readId } }),
    )
    const answers = computed(() => answersWhenIn(Object.fromEntries(names.map((name, index) => [name, resources[index]!.state.value])) as Record<N, ResourceState<ReadAnswer>>))
    const searchText = signal("")
    return {
      view: computed(() => {
        const value = answers.value
        return value === undefined ? LOADING : spec.view(value, searchText.value)
      }),
      searchText,
      search: (text: string) => Effect.sync(() => void (searchText.value = text)),
      head: computed(() => {
        const value = answers.value
        return value === undefined ? null : spec.head(value)
      }),
    }
  })
