import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { makeSiteConfigResource, mapTilesOf } from "../content/site-config-model.ts"
import type { MapTiles } from "../content/site-config.ts"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { Navigation } from "../ports/Navigation.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { failed, fromListView, LOADING, type ViewState } from "../screen/view-state.ts"
import { makeSameDayFlow, type NoticeWords } from "../search/same-day-flow.ts"
import { submitSearch } from "../search/submit-search.ts"
import { rememberChosenHotel } from "./chosen-hotel-store.ts"
import type { Hotel } from "./hotel.ts"
import { type HotelCardView } from "./hotel-list.ts"
import { hotelsTitle } from "./hotels-title.ts"
import type { HotelOrder } from "./hotel-order.ts"
import { type HotelPin, type HotelsLoad, hotelSearchOf, hotelsPageView, loadHotels } from "./load-hotels.ts"
import { ONE_HOTEL, ORDER_BY_DISTANCE, ORDER_BY_PRICE, ORDER_RECOMMENDED } from "./messages.ts"
import { viewRatesSearch } from "./search-from-session.ts"
import { BookingSession } from "./session-store.ts"

/** The sort select's words, by choice. */
export const HOTEL_ORDER_LABELS: Readonly<Record<HotelOrder, string>> = {
  recommended: ORDER_RECOMMENDED,
  price: ORDER_BY_PRICE,
  distance: ORDER_BY_DISTANCE,
}

/** What the hotel list shows once read: the cards in the chosen order, a pin per card, and how many. */
export interface HotelsContent {
  readonly cards: ReadonlyArray<HotelCardView>
  readonly pins: ReadonlyArray<HotelPin>
  readonly count: string
}

export const hotelCount = (count: number): string => (count === 1 ? ONE_HOTEL : `${count} hotels`)

/** The list's view state from the read and the guest's choices; `narrow` screens show longer addresses (spec B §2). */
export const hotelsView = (
  read: ResourceState<Exclude<HotelsLoad, { kind: "loading" }>>,
  search: ReturnType<typeof hotelSearchOf>,
  options: { readonly order: HotelOrder; readonly narrow: boolean },
): ViewState<HotelsContent> => {
  if (read.kind === "failed") return failed(SOMETHING_TERRIBLE)
  if (read.kind !== "ready" || search === null) return LOADING
  return fromListView(hotelsPageView(read.value, search, { order: options.order, mobile: options.narrow }), (list) => ({
    cards: list.cards,
    pins: list.pins,
    count: hotelCount(list.cards.length),
  }))
}

export interface HotelsModel {
  readonly title: ReadonlySignal<string>
  /** The list as the layout shows it: narrow screens (below 1120 px) keep longer addresses. */
  readonly viewFor: (layout: { readonly narrow: boolean }) => ViewState<HotelsContent>
  readonly order: ReadonlySignal<HotelOrder>
  /** The hotel whose card and pin are marked (pointed at, focused, or picked on the map). */
  readonly highlighted: ReadonlySignal<number | null>
  /** The hotel whose View Rates is on its way. */
  readonly opening: ReadonlySignal<number | null>
  /** The site settings' tile server, once read (shared with every map of the page life). */
  readonly mapTiles: ReadonlySignal<MapTiles | null>
  readonly sameDayNotice: ReadonlySignal<NoticeWords | null>
  readonly sortBy: (order: HotelOrder) => Effect.Effect<void>
  readonly highlight: (hotelId: number | null) => Effect.Effect<void>
  /** spec B §4 "Hotel View Rates": the same search for this hotel, then its calendar or rooms (the notice first on a same-day stay). */
  readonly viewRates: (hotel: Hotel) => Effect.Effect<void, never, BookingSession | SessionStore | Navigation>
  /** Got it! on the Same Day Reservations notice: on to the hotel's rates. */
  readonly goOn: () => Effect.Effect<void, never, Navigation>
}

/**
 * The screen model of /booking/hotels (spec B §2, §4): the hotels of the session's location search, sortable, with
 * a map beside them on wide screens; View Rates goes on to the hotel's rates.
 */
export const makeHotelsModel = (): Effect.Effect<HotelsModel, never, BookingSession | BookingApi | ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const search = computed(() => hotelSearchOf(session.state.value))
    // A search is its key: the same search (a signal settling on an equal value) is not read again.
    const searchKey = computed(() => JSON.stringify(search.value))
    // Shared under its search, so a page the server drew with its list hydrates with that answer (no second search).
    const hotels = yield* makeResource({
      key: computed(() => (search.value === null ? null : searchKey.value)),
      load: () => loadHotels(search.peek()!),
      shared: { id: (key) => `hotels ${key}`, keep: (answer) => answer.kind === "loaded" },
    })
    const siteConfig = yield* makeSiteConfigResource()
    const order = signal<HotelOrder>("recommended")
    const highlighted = signal<number | null>(null)
    const opening = signal<number | null>(null)
    const flow = makeSameDayFlow()
    return {
      title: computed(() => hotelsTitle(session.state.value)),
      viewFor: ({ narrow }) => hotelsView(hotels.state.value, search.value, { order: order.value, narrow }),
      order,
      highlighted,
      opening,
      mapTiles: mapTilesOf(siteConfig),
      sameDayNotice: flow.notice,
      sortBy: (next) => Effect.sync(() => void (order.value = next)),
      highlight: (hotelId) => Effect.sync(() => void (highlighted.value = hotelId)),
      viewRates: (hotel) =>
        Effect.gen(function* () {
          opening.value = hotel.id
          yield* rememberChosenHotel(hotel)
          const next = yield* submitSearch(viewRatesSearch(session.state.value, hotel), "viewRates")
          yield* flow.go(next.href, next.sameDayNoticeFirst)
        }).pipe(Effect.catch(() => Effect.sync(() => void (opening.value = null)))),
      goOn: () => flow.acknowledge,
    }
  })
