import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { type Banner, bannerOf } from "./banner.ts"
import { entitiesOf, readField } from "./content-item.ts"
import { loadContents } from "./load-content.ts"
import { NO_RESULTS } from "./messages.ts"

/**
 * The home page's first screen (spec A §2): the hero banners. The blocks below it are another model
 * (home-blocks-model.ts), loaded with their code once the page is idle. Every read is shared, so a page the server
 * rendered starts with its answers (docs/architecture.md "Server rendering").
 */

/** Decided: the home page lists up to this many of each kind of item (a carousel or a row, never a page of them). */
export const HOME_BLOCK_ITEMS = 12

/** A block's view: loading, the spec's empty words when the read found nothing (or failed), else its content. */
export const blockView = <A, B>(read: ResourceState<A>, shape: (value: A) => B | undefined, emptyMessage: string): ViewState<B> => {
  if (read.kind === "failed") return empty(emptyMessage)
  if (read.kind !== "ready") return LOADING
  const value = shape(read.value)
  return value === undefined ? empty(emptyMessage) : ready(value)
}

export const nonEmpty = <T>(items: ReadonlyArray<T>): ReadonlyArray<T> | undefined => (items.length === 0 ? undefined : items)

/** The first page of one content type's items, shared under the same id on the server and in the browser. */
export const homeContentsRead = (contentType: string) =>
  makeResource({
    key: fixedKey({ contentType, page: 1, per: HOME_BLOCK_ITEMS }),
    load: (query) => loadContents(query),
    shared: { id: (query) => `contents:${JSON.stringify(query)}` },
  })

export interface HomeModel {
  readonly banners: ReadonlySignal<ViewState<ReadonlyArray<Banner>>>
}

export const makeHomeModel = (): Effect.Effect<HomeModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const banners = yield* homeContentsRead("home_banner")
    return {
      banners: computed(() =>
        blockView(
          banners.state.value,
          (page) => {
            // spec A §2: the banners in their sequence (the content list is newest first)
            const ordered = [...page.items].sort((a, b) => (readField(a, "sequence", "IntegerField") ?? 0) - (readField(b, "sequence", "IntegerField") ?? 0))
            return nonEmpty(entitiesOf(ordered, bannerOf))
          },
          NO_RESULTS,
        ),
      ),
    }
  })

