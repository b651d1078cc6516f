import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentItem } from "../content/content-item.ts"
import { entitiesOf, legalTermOf } from "../content/content-entities.ts"
import { filterLegalTerms, LEGAL_HUB_SECTION_PARAM, type LegalDocumentView, legalDocumentView, type LegalTerm, selectLegalSection } from "../content/legal-hub.ts"
import { allContentsId, loadAllContents } from "../content/load-all-contents.ts"
import { loadContent } from "../content/load-content.ts"
import { NO_RESULTS, NO_TERMS, siteTitle } from "../content/messages.ts"
import { hrefWith, makeUrlSearch } from "../content/url-search.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { LEGAL_HUB_ROUTE, legalTermRoute } from "../routes.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { legalTermDescription, readDocumentLabel } from "./messages.ts"

/**
 * The legal hub (spec A §2): /legal-hub lists the terms documents; its `name` parameter selects a section
 * (name=reservations shows the reservations cancellation policy) and holds the search text, which filters the list.
 * /legal-hub/{slug} shows one document, or "No Terms and Conditions available".
 */

export const LEGAL_TERM_TYPE = "legal_term"

export interface LegalTermCard {
  readonly slug: string
  readonly name: string
  readonly subName: string | null
  readonly href: string
  readonly linkLabel: string
}

export interface LegalSection {
  readonly name: string
  readonly subName: string | null
  readonly document: LegalDocumentView
}

export interface LegalHubContent {
  /** The section `name` selects, shown in full; null when it names none. */
  readonly selected: LegalSection | null
  readonly cards: ReadonlyArray<LegalTermCard>
}

const cardOf = (term: LegalTerm): LegalTermCard => ({
  slug: term.slug,
  name: term.name,
  subName: term.subName,
  href: legalTermRoute(term.slug),
  linkLabel: readDocumentLabel(term.name),
})

const sectionOf = (term: LegalTerm): LegalSection => ({ name: term.name, subName: term.subName, document: legalDocumentView(term.writeUp.htmlContent) })

/** spec A §2, §8: the section the name selects (its whole document) and the terms its text finds; none found is "No results". */
export const legalHubView = (read: ResourceState<ReadonlyArray<ContentItem>>, name: string): ViewState<LegalHubContent> => {
  if (read.kind !== "ready") return read.kind === "failed" ? empty(NO_TERMS) : LOADING
  const terms = entitiesOf(read.value, legalTermOf)
  if (terms.length === 0) return empty(NO_TERMS)
  const selected = selectLegalSection(terms, name)
  if (selected !== undefined) return ready({ selected: sectionOf(selected), cards: terms.filter((term) => term !== selected).map(cardOf) })
  const found = filterLegalTerms(terms, name)
  return found.length === 0 ? empty(NO_RESULTS) : ready({ selected: null, cards: found.map(cardOf) })
}

/** The hub's address with the search text (none: the bare hub). */
export const legalHubHref = (name: string): string => hrefWith(LEGAL_HUB_ROUTE, { [LEGAL_HUB_SECTION_PARAM]: name })

export interface LegalHubModel {
  readonly view: ReadonlySignal<ViewState<LegalHubContent>>
  readonly text: ReadonlySignal<string>
  /** spec A §4: after a 500 ms pause the text replaces the address's `name`. */
  readonly search: (text: string) => Effect.Effect<void>
}

export const makeLegalHubModel = (input: { readonly search: string }): Effect.Effect<LegalHubModel, never, ContentApi | Navigation | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const name = new URLSearchParams(input.search).get(LEGAL_HUB_SECTION_PARAM) ?? ""
    const terms = yield* makeResource({ key: fixedKey(LEGAL_TERM_TYPE), load: loadAllContents, shared: { id: allContentsId } })
    const search = yield* makeUrlSearch(name, legalHubHref)
    return {
      view: computed(() => legalHubView(terms.state.value, name)),
      text: search.text,
      search: search.type,
    }
  })

export interface LegalTermContent extends LegalSection {
  readonly slug: string
}

/** One document: its name and write-up, or "No Terms and Conditions available" (none by that slug, or no content). */
export const legalTermView = (read: ResourceState<ContentItem | null>): ViewState<LegalTermContent> => {
  if (read.kind !== "ready") return read.kind === "failed" ? empty(NO_TERMS) : LOADING
  const term = read.value === null || read.value.contentType !== LEGAL_TERM_TYPE ? undefined : legalTermOf(read.value)
  if (term === undefined) return empty(NO_TERMS)
  return ready({ slug: term.slug, ...sectionOf(term) })
}

export const legalTermHead = (term: LegalTermContent): PageHead => ({
  title: siteTitle(term.name),
  description: legalTermDescription(term.name, term.subName),
  canonicalPath: legalTermRoute(term.slug),
})

export interface LegalTermModel {
  readonly view: ReadonlySignal<ViewState<LegalTermContent>>
  readonly head: ReadonlySignal<PageHead | null>
}

export const makeLegalTermModel = (input: { readonly slug: string }): Effect.Effect<LegalTermModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const item = yield* makeResource({ key: fixedKey(input.slug), load: loadContent, shared: { id: (slug) => `content:${slug}` } })
    const view = computed(() => legalTermView(item.state.value))
    return {
      view,
      head: computed(() => (view.value.kind === "ready" ? legalTermHead(view.value.value) : null)),
    }
  })
