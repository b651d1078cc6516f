import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { Temporal } from "temporal-polyfill"
import type { WebsiteAssistance } from "../content/company-content.ts"
import { type ContactCard, contactCardOf } from "../content/contact-us-model.ts"
import type { ContentItem } from "../content/content-item.ts"
import { entitiesOf, faqItemOf, faqSectionOf } from "../content/content-entities.ts"
import { HELP_FAQ_SECTIONS, searchFaq } from "../content/faq.ts"
import { allContentsId, loadAllContents } from "../content/load-all-contents.ts"
import { type ContactDetails, loadContactDetails } from "../content/load-contact-details.ts"
import { NO_RESULTS } from "../content/messages.ts"
import { SEARCH_PARAM } from "../content/search-as-you-type.ts"
import { hrefWith, makeUrlSearch } from "../content/url-search.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { HELP_ROUTE } from "../routes.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { today } from "../time/clock.ts"

/**
 * The help page (spec A §2): the four FAQ sections (General, Hotel, Partnership, Special Offers) searched by the
 * `search` parameter, the contact box (the website assistance numbers and e-mails) and the hotels' contact cards with
 * View Hotel and Book Hotel, as /contact-us shows them. Every read is shared: the server renders the page whole.
 */

export interface HelpQuestion {
  readonly id: number
  readonly question: string
  /** Rich text, sanitised by the server. */
  readonly answer: string
}

export interface HelpSection {
  readonly title: string
  readonly questions: ReadonlyArray<HelpQuestion>
}

export interface HelpContent {
  /** The sections with a question the search finds, in the spec's order. */
  readonly sections: ReadonlyArray<HelpSection>
  /** "No results" when the search finds no question. */
  readonly noResults: string | null
  readonly contact: WebsiteAssistance | null
  readonly cards: ReadonlyArray<ContactCard>
}

/** spec A §2: each help section's questions the text finds, by sequence; sections without one are left out. */
export const helpSections = (items: ReadonlyArray<ContentItem>, text: string): ReadonlyArray<HelpSection> =>
  HELP_FAQ_SECTIONS.flatMap((title) => {
    const found = searchFaq(
      entitiesOf(
        items.filter((item) => faqSectionOf(item) === title),
        faqItemOf,
      ),
      text,
    )
    return found.length === 0 ? [] : [{ title, questions: found.map(({ id, question, answer }) => ({ id, question, answer })) }]
  })

export const helpView = (
  faqs: ResourceState<ReadonlyArray<ContentItem>>,
  contacts: ResourceState<ContactDetails>,
  day: ResourceState<string>,
  text: string,
): ViewState<HelpContent> => {
  if (faqs.kind === "idle" || faqs.kind === "loading" || contacts.kind === "idle" || contacts.kind === "loading" || day.kind !== "ready") return LOADING
  const sections = faqs.kind === "ready" ? helpSections(faqs.value, text) : []
  const details = contacts.kind === "ready" ? contacts.value : { group: null, hotels: [] }
  const date = Temporal.PlainDate.from(day.value)
  return ready({
    sections,
    noResults: sections.length === 0 ? NO_RESULTS : null,
    contact: details.group,
    cards: details.hotels.map((hotel) => contactCardOf(hotel, date)),
  })
}

export const helpHref = (text: string): string => hrefWith(HELP_ROUTE, { [SEARCH_PARAM]: text })

export interface HelpModel {
  readonly view: ReadonlySignal<ViewState<HelpContent>>
  readonly text: ReadonlySignal<string>
  readonly search: (text: string) => Effect.Effect<void>
}

export const makeHelpModel = (input: { readonly search: string }): Effect.Effect<HelpModel, never, ContentApi | Navigation | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const text = new URLSearchParams(input.search).get(SEARCH_PARAM) ?? ""
    const faqs = yield* makeResource({ key: fixedKey("faq"), load: loadAllContents, shared: { id: allContentsId } })
    const contacts = yield* makeResource({ key: fixedKey("contact-details"), load: () => loadContactDetails(), shared: { id: () => "contact-details" } })
    // Today as text (an answer the server hands the page is plain data), for Book Hotel's calendar.
    const day = yield* makeResource({ key: fixedKey("today"), load: () => Effect.map(today, (date) => date.toString()), shared: { id: () => "today" } })
    const search = yield* makeUrlSearch(text, helpHref)
    return {
      view: computed(() => helpView(faqs.state.value, contacts.state.value, day.state.value, text)),
      text: search.text,
      search: search.type,
    }
  })
