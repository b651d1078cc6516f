import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { Temporal } from "temporal-polyfill"
import type { WebsiteAssistance } from "../content/company-content.ts"
import { type ContentItem, contentSlug } from "../content/content-item.ts"
import { awardOf, entitiesOf, mediaItemOf, websiteAssistanceOf } from "../content/content-entities.ts"
import { MEDIA_CONTENT_TYPES } from "../content/content-types.ts"
import { allContentsId, loadAllContents } from "../content/load-all-contents.ts"
import { loadContent } from "../content/load-content.ts"
import { MEDIA_CENTRE_SECTIONS, mediaCardImage } from "../content/media.ts"
import { NO_RESULTS, siteTitle } from "../content/messages.ts"
import { DEFAULT_PAGE_SIZE, PAGE_PARAM, pageFromParam, pageWindow, type PageWindowItem } from "../content/pagination.ts"
import { SEARCH_PARAM } from "../content/search-as-you-type.ts"
import { truncate } from "../content/truncate.ts"
import { hrefWith, makeUrlSearch } from "../content/url-search.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { formatDate } from "../time/format.ts"
import { byAuthor, MEDIA_SECTION_TITLES, mediaSectionDescription, readMoreLabel } from "./messages.ts"

/**
 * The media centre (spec A §2): awards and recognition, blogs, newsletters, news articles and press releases, each a
 * list searched as you type (`search`, 500 ms, page reset to 1, the URL replaced) and paged (`page`), with a detail
 * page at {list}/{slug}. One model for the five, by the section's key; the list is read whole (the contents call has
 * no text search) and searched and paged here, 10 a page (the paging helper's default, spec A §9).
 */

export type MediaSection = (typeof MEDIA_CENTRE_SECTIONS)[number]["section"]

/** The section a path is of (its list or one of its items), or undefined. */
export const mediaSectionOfPath = (pathname: string): MediaSection | undefined =>
  MEDIA_CENTRE_SECTIONS.find((each) => pathname === each.path || pathname.startsWith(`${each.path}/`))?.section

export const mediaSectionPath = (section: MediaSection): string => MEDIA_CENTRE_SECTIONS.find((each) => each.section === section)!.path
export const mediaItemPath = (section: MediaSection, slug: string): string => `${mediaSectionPath(section)}/${encodeURIComponent(slug)}`

/** The side panel's links: every section, the one on show marked. */
export const MEDIA_SECTION_LINKS = MEDIA_CENTRE_SECTIONS.map((each) => ({ section: each.section, to: each.path, label: MEDIA_SECTION_TITLES[each.section] }))

export interface MediaEntry {
  readonly slug: string
  readonly title: string
  readonly description: string
  /** The day as the page shows it (DD MMMM YYYY), and its ISO date. */
  readonly date: string
  readonly isoDate: string
  readonly author: string | null
  /** spec A §3: the second image is the card's (the first the detail page's banner). */
  readonly cardImage: string | null
  readonly banner: string | null
  /** What the search reads besides the title and description: category and tags. */
  readonly keywords: ReadonlyArray<string>
  readonly htmlContent: string
}

/** A content item as a media entry of its section's kind; undefined when it is of another kind or lacks its title. */
export const mediaEntryOf = (section: MediaSection, item: ContentItem): MediaEntry | undefined => {
  if (item.contentType !== MEDIA_CONTENT_TYPES[section]) return undefined
  const banner = item.images[0]?.url ?? null
  const cardImage = mediaCardImage(item)?.url ?? null
  if (section === "awards-and-recognition") {
    const award = awardOf(item)
    return award === undefined
      ? undefined
      : {
          slug: contentSlug(item),
          title: award.title,
          description: "",
          date: formatDate(award.dateAwarded, "DD MMMM YYYY"),
          isoDate: award.dateAwarded,
          author: null,
          cardImage,
          banner,
          keywords: [],
          htmlContent: award.content.htmlContent,
        }
  }
  const media = mediaItemOf(item)
  if (media === undefined) return undefined
  const isoDate = media.createdAt.slice(0, 10)
  return {
    slug: media.slug,
    title: media.title,
    description: media.description,
    date: /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? formatDate(Temporal.PlainDate.from(isoDate), "DD MMMM YYYY") : "",
    isoDate,
    author: media.authorName,
    cardImage,
    banner,
    keywords: [media.category, ...media.tags],
    htmlContent: media.content.htmlContent,
  }
}

/** spec A §2: the entries whose title, description, category, tags or author hold the text, ignoring case and blanks around it. */
export const searchMedia = (entries: ReadonlyArray<MediaEntry>, text: string): ReadonlyArray<MediaEntry> => {
  const needle = text.trim().toLowerCase()
  if (needle === "") return entries
  return entries.filter((entry) => [entry.title, entry.description, entry.author ?? "", ...entry.keywords].some((value) => value.toLowerCase().includes(needle)))
}

export interface MediaCard {
  readonly slug: string
  readonly title: string
  readonly description: string
  readonly meta: string
  readonly image: string | null
  readonly href: string
  readonly linkLabel: string
}

export interface MediaListContent {
  readonly cards: ReadonlyArray<MediaCard>
  readonly page: number
  readonly totalPages: number
  readonly pages: ReadonlyArray<PageWindowItem>
}

const metaOf = (entry: MediaEntry): string => [entry.author === null ? null : byAuthor(entry.author), entry.date].filter((part) => part !== null && part !== "").join(" · ")

/** A page of the entries the text finds (a page past the end shows the last), or "No results". */
export const mediaListView = (section: MediaSection, read: ResourceState<ReadonlyArray<ContentItem>>, text: string, page: number): ViewState<MediaListContent> => {
  if (read.kind === "idle" || read.kind === "loading") return LOADING
  const entries = entitiesOf(read.kind === "ready" ? read.value : [], (item) => mediaEntryOf(section, item))
  const found = searchMedia(entries, text)
  if (found.length === 0) return empty(NO_RESULTS)
  const totalPages = Math.ceil(found.length / DEFAULT_PAGE_SIZE)
  const current = Math.min(page, totalPages)
  return ready({
    cards: found.slice((current - 1) * DEFAULT_PAGE_SIZE, current * DEFAULT_PAGE_SIZE).map((entry) => ({
      slug: entry.slug,
      title: entry.title,
      description: entry.description,
      meta: metaOf(entry),
      image: entry.cardImage,
      href: mediaItemPath(section, entry.slug),
      linkLabel: readMoreLabel(entry.title),
    })),
    page: current,
    totalPages,
    pages: pageWindow(current, totalPages),
  })
}

/** The list's address: its search text and page (blank text and page 1 left out). */
export const mediaListHref = (section: MediaSection, text: string, page: number): string =>
  hrefWith(mediaSectionPath(section), { [SEARCH_PARAM]: text, [PAGE_PARAM]: page > 1 ? String(page) : undefined })

export interface MediaListInput {
  readonly section: MediaSection
  /** The page's query string. */
  readonly search: string
}

export interface MediaListModel {
  readonly title: string
  readonly view: ReadonlySignal<ViewState<MediaListContent>>
  readonly text: ReadonlySignal<string>
  /** spec A §4: 500 ms after the last keystroke the text and page 1 replace the address. */
  readonly search: (text: string) => Effect.Effect<void>
  readonly goToPage: (page: number) => Effect.Effect<void>
  readonly contacts: ReadonlySignal<WebsiteAssistance | null>
}

const readContacts = () =>
  Effect.map(makeResource({ key: fixedKey("website_assistance"), load: loadAllContents, shared: { id: allContentsId } }), (resource) =>
    computed(() => (resource.state.value.kind === "ready" ? (entitiesOf(resource.state.value.value, websiteAssistanceOf)[0] ?? null) : null)),
  )

export const makeMediaListModel = (input: MediaListInput): Effect.Effect<MediaListModel, never, ContentApi | Navigation | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const navigation = yield* Navigation
    const params = new URLSearchParams(input.search)
    const text = params.get(SEARCH_PARAM) ?? ""
    const page = pageFromParam(params.get(PAGE_PARAM))
    const items = yield* makeResource({ key: fixedKey(MEDIA_CONTENT_TYPES[input.section]), load: loadAllContents, shared: { id: allContentsId } })
    // spec A §4: page reset to 1 with the new text (mediaListHref writes page 1 as no parameter: one address per list)
    const search = yield* makeUrlSearch(text, (typed) => mediaListHref(input.section, typed, 1))
    return {
      title: MEDIA_SECTION_TITLES[input.section],
      view: computed(() => mediaListView(input.section, items.state.value, text, page)),
      text: search.text,
      search: search.type,
      goToPage: (next) => navigation.go(mediaListHref(input.section, text, next)),
      contacts: yield* readContacts(),
    }
  })

export interface MediaDetailModel {
  readonly title: string
  readonly view: ReadonlySignal<ViewState<MediaEntry>>
  readonly head: ReadonlySignal<PageHead | null>
  readonly contacts: ReadonlySignal<WebsiteAssistance | null>
}

export const mediaDetailView = (section: MediaSection, read: ResourceState<ContentItem | null>): ViewState<MediaEntry> => {
  if (read.kind === "idle" || read.kind === "loading") return LOADING
  const entry = read.kind === "ready" && read.value !== null ? mediaEntryOf(section, read.value) : undefined
  return entry === undefined ? empty(NO_RESULTS) : ready(entry)
}

/** Search engines read a description of about this length. */
const DESCRIPTION_LENGTH = 155

export const mediaDetailHead = (section: MediaSection, entry: MediaEntry): PageHead => ({
  title: siteTitle(entry.title),
  description: truncate(entry.description.trim() || `${entry.title}. ${mediaSectionDescription(MEDIA_SECTION_TITLES[section])}`, DESCRIPTION_LENGTH),
  canonicalPath: mediaItemPath(section, entry.slug),
  ...(entry.banner === null ? {} : { image: entry.banner }),
})

export const makeMediaDetailModel = (input: { readonly section: MediaSection; readonly slug: string }): Effect.Effect<MediaDetailModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const item = yield* makeResource({ key: fixedKey(input.slug), load: loadContent, shared: { id: (slug) => `content:${slug}` } })
    const view = computed(() => mediaDetailView(input.section, item.state.value))
    return {
      title: MEDIA_SECTION_TITLES[input.section],
      view,
      head: computed(() => (view.value.kind === "ready" ? mediaDetailHead(input.section, view.value.value) : null)),
      contacts: yield* readContacts(),
    }
  })
