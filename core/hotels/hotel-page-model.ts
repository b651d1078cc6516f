import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { Temporal } from "temporal-polyfill"
import type { BrandKey } from "../booking/hotel.ts"
import { BRAND_KEYS } from "../booking/hotel.ts"
import { meetingRoomCapacity, meetingRoomRateLabels, type MeetingRoomRateLabels } from "../content/boardroom.ts"
import type { Attraction } from "../content/company-content.ts"
import type { HotelDetails, RoomType } from "../content/hotel-listing.ts"
import { actionLabel, NO_RESULTS, siteTitle } from "../content/messages.ts"
import { DEFAULT_REVIEW_PLATFORM } from "../content/review-query.ts"
import { type Review, reviewsAverage } from "../content/review.ts"
import { reviewStars, type Stars } from "../content/review-stars.ts"
import { makeSiteConfigResource } from "../content/site-config-model.ts"
import { truncate } from "../content/truncate.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { bookHotelHref } from "../search/book-hotel-link.ts"
import { OUR_HOTELS_ROUTE } from "../routes.ts"
import { today } from "../time/clock.ts"
import { hotelPageOf } from "./hotel-card.ts"
import { loadAttractions, loadDining, loadHotel, loadHotelReviews, loadRoomTypes } from "./load-hotel-page.ts"
import {
  BOARDROOM,
  BOOK_THIS_HOTEL,
  CINEMA,
  durationRateLabel,
  hotelDescriptionFallback,
  hotelPhotoAlt,
  NO_HOTELS,
  SCHOOLROOM,
  seatsLabel,
  U_SHAPE,
} from "./messages.ts"
import { hotelData, type HotelRating } from "./structured-data.ts"

/**
 * A hotel's page (spec B §2: /our-hotels/{brandName}/{hotelId}): its gallery, description, facilities, room types,
 * map, meeting rooms and reviews, and Book this hotel. Every read is shared, so a page the server rendered starts
 * with its answers; the reviews follow the hotel (they are read by its review-platform id).
 */

export interface HotelPageInput {
  /** The hotel's id as written in the path. */
  readonly hotelId: string
}

/** Search engines read a description of about this length. */
export const META_DESCRIPTION_MAX_LENGTH = 155

export interface HotelMeetingRoom {
  readonly rates: MeetingRoomRateLabels
  /** The most guests it seats, in its largest layout. */
  readonly capacity: number
  /** What the section lists: each duration's rate ("Half Day: From R 2,500.00"), each layout's seats ("Boardroom: 12 seats"). */
  readonly facts: ReadonlyArray<string>
}

/** A hotel's dining (spec A §3): its heading, description and menu (a PDF), when it has one. */
export interface HotelDining {
  readonly heading: string
  readonly description: string
  readonly menu: string | null
}

/** A block read from the content API: its entries, or the spec's words when there are none (spec A §8). */
export type HotelBlock<A> = { readonly kind: "ready"; readonly items: ReadonlyArray<A> } | { readonly kind: "empty"; readonly message: string }

export const hotelBlock = <A>(items: ReadonlyArray<A>): HotelBlock<A> => (items.length === 0 ? { kind: "empty", message: NO_RESULTS } : { kind: "ready", items })

export interface HotelReviews {
  readonly average: number
  readonly stars: Stars
  readonly reviews: ReadonlyArray<Review>
}

export interface HotelPageContent {
  readonly id: number
  readonly name: string
  readonly city: string
  /** The page's own path. */
  readonly href: string
  readonly brandKey: BrandKey
  readonly brandName: string
  readonly slogan: string | null
  readonly address: string
  readonly phone: string
  readonly email: string
  readonly description: string
  readonly images: ReadonlyArray<{ readonly url: string; readonly alt: string }>
  readonly facilities: ReadonlyArray<string>
  readonly roomTypes: ReadonlyArray<RoomType>
  readonly position: { readonly latitude: number; readonly longitude: number }
  readonly meetingRoom: HotelMeetingRoom | null
  readonly attractions: HotelBlock<Attraction>
  readonly dining: HotelBlock<HotelDining>
  readonly reviews: HotelReviews | null
  readonly bookHref: string
  readonly bookLabel: string
}

/** The reads the page is made of, as they stand. */
export interface HotelPageReads {
  readonly hotel: ResourceState<HotelDetails | null>
  readonly roomTypes: ResourceState<ReadonlyArray<RoomType>>
  readonly reviews: ResourceState<ReadonlyArray<Review>>
  readonly attractions: ResourceState<ReadonlyArray<Attraction>>
  readonly dining: ResourceState<ReadonlyArray<HotelDining>>
  /** Today's date (ISO), for Book this hotel's calendar. */
  readonly today: ResourceState<string>
}

const SEAT_LAYOUTS = [
  [U_SHAPE, "uShapedSeats"],
  [SCHOOLROOM, "schoolRoomSeats"],
  [BOARDROOM, "boardRoomSeats"],
  [CINEMA, "cinemaSeats"],
] as const

/** A hotel lets a meeting room when it has a rate or a seat count. */
export const meetingRoomOf = (hotel: HotelDetails): HotelMeetingRoom | null => {
  const rates = meetingRoomRateLabels(hotel)
  const seats = SEAT_LAYOUTS.flatMap(([layout, key]) => {
    const count = hotel[key]
    return count === null || count === 0 ? [] : [seatsLabel(layout, count)]
  })
  const prices = [
    ...(rates.halfDay === null ? [] : [durationRateLabel("Half Day", rates.halfDay)]),
    ...(rates.fullDay === null ? [] : [durationRateLabel("Whole Day", rates.fullDay)]),
  ]
  return prices.length === 0 && seats.length === 0 ? null : { rates, capacity: meetingRoomCapacity(hotel), facts: [...prices, ...seats] }
}

export const ratingOf = (reviews: ReadonlyArray<Review>): HotelRating | null => {
  const average = reviewsAverage(reviews)
  return average === undefined ? null : { average, count: reviews.length }
}

export const hotelPageContent = (
  hotel: HotelDetails,
  roomTypes: ReadonlyArray<RoomType>,
  reviews: ReadonlyArray<Review>,
  day: string,
  blocks: { readonly attractions: ReadonlyArray<Attraction>; readonly dining: ReadonlyArray<HotelDining> } = { attractions: [], dining: [] },
): HotelPageContent => {
  const rating = ratingOf(reviews)
  return {
    id: hotel.id,
    name: hotel.name,
    city: hotel.city,
    href: hotelPageOf(hotel),
    brandKey: BRAND_KEYS[hotel.brand.id],
    brandName: hotel.brand.name,
    slogan: hotel.brand.slogan,
    address: hotel.physicalAddress,
    phone: hotel.phone,
    email: hotel.email,
    description: hotel.description,
    images: hotel.images.map((image, index) => ({ url: image.url, alt: hotelPhotoAlt(hotel.name, index) })),
    facilities: hotel.amenities.map((amenity) => amenity.name),
    roomTypes,
    position: { latitude: hotel.latitude, longitude: hotel.longitude },
    meetingRoom: meetingRoomOf(hotel),
    attractions: hotelBlock(blocks.attractions),
    dining: hotelBlock(blocks.dining),
    reviews: rating === null ? null : { average: rating.average, stars: reviewStars(rating.average), reviews },
    bookHref: bookHotelHref(hotel, Temporal.PlainDate.from(day)),
    bookLabel: actionLabel(BOOK_THIS_HOTEL, hotel.name),
  }
}

/** spec A §8: a hotel that cannot be read shows "No hotels available"; the page waits for its hotel, rooms and today. */
export const hotelPageView = (reads: HotelPageReads): ViewState<HotelPageContent> => {
  const { hotel, roomTypes, reviews, attractions, dining, today: day } = reads
  if (hotel.kind === "failed" || (hotel.kind === "ready" && hotel.value === null)) return empty(NO_HOTELS)
  if (hotel.kind !== "ready" || hotel.value === null || roomTypes.kind !== "ready" || day.kind !== "ready") return LOADING
  if (attractions.kind === "loading" || attractions.kind === "idle" || dining.kind === "loading" || dining.kind === "idle") return LOADING
  return ready(
    hotelPageContent(hotel.value, roomTypes.value, reviews.kind === "ready" ? reviews.value : [], day.value, {
      attractions: attractions.kind === "ready" ? attractions.value : [],
      dining: dining.kind === "ready" ? dining.value : [],
    }),
  )
}

/** The page's head: the hotel's name, a description of search-result length, its canonical address and its schema.org Hotel. */
export const hotelPageHead = (hotel: HotelDetails, reviews: ReadonlyArray<Review>): PageHead => {
  const path = hotelPageOf(hotel)
  const image = hotel.images[0]?.url
  return {
    title: siteTitle(hotel.name),
    description: truncate(hotel.description.trim() || hotelDescriptionFallback(hotel.name, hotel.city), META_DESCRIPTION_MAX_LENGTH),
    canonicalPath: path,
    ...(image === undefined ? {} : { image }),
    structuredData: [hotelData(hotel, path, ratingOf(reviews))],
  }
}

export interface HotelPageModel {
  readonly view: ReadonlySignal<ViewState<HotelPageContent>>
  /** null until the hotel is read (and when there is none: the route's own title then). */
  readonly head: ReadonlySignal<PageHead | null>
}

export const makeHotelPageModel = (input: HotelPageInput): Effect.Effect<HotelPageModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const id = /^\d+$/.test(input.hotelId) ? Number(input.hotelId) : null
    const hotel = yield* makeResource({ key: fixedKey(id), load: loadHotel, shared: { id: (key) => `hotel:${key}` } })
    const roomTypes = yield* makeResource({ key: fixedKey(id), load: loadRoomTypes, shared: { id: (key) => `room-types:${key}` } })
    const attractions = yield* makeResource({ key: fixedKey(id), load: loadAttractions, shared: { id: (key) => `attractions:${key}` } })
    const dining = yield* makeResource({ key: fixedKey(id), load: loadDining, shared: { id: (key) => `dining:${key}` } })
    const storeId = computed(() => (hotel.state.value.kind === "ready" ? (hotel.state.value.value?.socialPlacesId ?? null) : null))
    const reviews = yield* makeResource({ key: storeId, load: loadHotelReviews, shared: { id: (key) => `reviews:${key}:${DEFAULT_REVIEW_PLATFORM}` } })
    // Today as text: an answer the server hands the page must be plain data.
    const day = yield* makeResource({ key: fixedKey("today"), load: () => Effect.map(today, (date) => date.toString()), shared: { id: () => "today" } })
    // The map's settings, read with the page so the server hands them over too (the map itself draws in the browser).
    yield* makeSiteConfigResource()
    const reads = computed(
      (): HotelPageReads => ({
        hotel: hotel.state.value,
        roomTypes: roomTypes.state.value,
        reviews: reviews.state.value,
        attractions: attractions.state.value,
        dining: dining.state.value,
        today: day.state.value,
      }),
    )
    return {
      view: computed(() => (id === null ? empty(NO_HOTELS) : hotelPageView(reads.value))),
      head: computed((): PageHead | null => {
        const state = reads.value
        // No such hotel: the page says so, and the server answers 404 (issue 25).
        if (id === null || state.hotel.kind === "failed" || (state.hotel.kind === "ready" && state.hotel.value === null))
          return { title: siteTitle(NO_HOTELS), description: NO_HOTELS, canonicalPath: OUR_HOTELS_ROUTE, notFound: true }
        if (state.hotel.kind !== "ready" || state.hotel.value === null) return null
        return hotelPageHead(state.hotel.value, state.reviews.kind === "ready" ? state.reviews.value : [])
      }),
    }
  })
