import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { Temporal } from "temporal-polyfill"
import { OFFER_REQUEST_FAILED } from "../account/messages.ts"
import type { SpecialOfferEnquiry } from "../account/special-offer-enquiry.ts"
import { allHotelsQuery, type HotelDetails } from "../content/hotel-listing.ts"
import { loadSpecialOffer } from "../content/load-content.ts"
import { siteTitle } from "../content/messages.ts"
import { type SpecialOffer, specialOfferRequestOf } from "../content/special-offer.ts"
import { truncate } from "../content/truncate.ts"
import { hotelPageOf } from "../hotels/hotel-card.ts"
import { loadHotelsPage } from "../hotels/load-hotels.ts"
import { META_DESCRIPTION_MAX_LENGTH } from "../hotels/hotel-page-model.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { DEFAULT_GUEST_ROOMS } from "../search/guest-rooms.ts"
import { searchLinkHref } from "../search/search-link.ts"
import { CALENDAR_ROUTE, specialOfferRoute } from "../routes.ts"
import { today } from "../time/clock.ts"
import { formatDate } from "../time/format.ts"
import { bookHotelLabel, bookWithCodeLabel, OFFER_NOT_FOUND, offerDates, offerDescriptionFallback } from "./messages.ts"
import { offerData } from "./structured-data.ts"

/**
 * One special offer's page (spec A §2, §3, §8; issue 25): /special-offers/{slug}, its write-up, terms, the hotels it
 * applies to (each with Book Now: the hotel's rate calendar with the offer's promo code), and the enquiry form
 * whose sent request shows the thank-you modal. Its reads are shared, so the server's render hands them over.
 */

export interface SpecialOfferPageInput {
  readonly slug: string
}

export interface OfferHotel {
  readonly id: number
  readonly name: string
  readonly city: string
  readonly href: string
  /** The hotel's rate calendar, carrying the offer's promo code when it has one. */
  readonly bookHref: string
  readonly bookLabel: string
}

export interface SpecialOfferContent {
  readonly slug: string
  readonly name: string
  readonly description: string
  readonly tag: string | null
  readonly banner: string | null
  readonly promoCode: string | null
  readonly dates: string
  readonly writeUpHtml: string
  readonly termsUrl: string | null
  readonly hotels: ReadonlyArray<OfferHotel>
  /** The enquiry's hotel dropdown: the names of the offer's hotels. */
  readonly hotelNames: ReadonlyArray<string>
}

/** The offer's hotels, in the order of its hotel ids (hotels not read are left out). */
export const offerHotelsOf = (offer: SpecialOffer, hotels: ReadonlyArray<HotelDetails>): ReadonlyArray<HotelDetails> =>
  offer.hotelIds.flatMap((id) => hotels.filter((hotel) => hotel.id === id))

/**
 * Book Now at one of the offer's hotels: its rate calendar (one room, 1 adult, flexible dates) from the later of
 * today and the offer's first day, the offer's promo code in the search (spec B §4: the code is checked there).
 */
export const bookWithOfferHref = (offer: Pick<SpecialOffer, "promoCode" | "startAt">, hotel: Pick<HotelDetails, "id" | "code" | "name">, day: Temporal.PlainDate): string => {
  const start = Temporal.PlainDate.compare(Temporal.PlainDate.from(offer.startAt), day) > 0 ? Temporal.PlainDate.from(offer.startAt) : day
  return searchLinkHref(CALENDAR_ROUTE, {
    destination: { category: "hotel", hotelId: hotel.id, hotelCode: hotel.code, name: hotel.name },
    checkInDate: start.toString(),
    checkOutDate: start.add({ days: 1 }).toString(),
    flexiDate: true,
    guestRooms: DEFAULT_GUEST_ROOMS,
    promoCode: offer.promoCode ?? "",
    clubCard: "",
  })
}

export const specialOfferContent = (offer: SpecialOffer, hotels: ReadonlyArray<HotelDetails>, day: Temporal.PlainDate): SpecialOfferContent => {
  const own = offerHotelsOf(offer, hotels)
  return {
    slug: offer.slug,
    name: offer.name,
    description: offer.description,
    tag: offer.specialTag,
    banner: offer.bannerImage?.url ?? offer.image?.url ?? null,
    promoCode: offer.promoCode,
    dates: offerDates(formatDate(offer.startAt, "DD MMMM YYYY"), formatDate(offer.endAt, "DD MMMM YYYY")),
    writeUpHtml: offer.writeUp.htmlContent,
    termsUrl: offer.termsAndConditions?.url ?? null,
    hotels: own.map((hotel) => ({
      id: hotel.id,
      name: hotel.name,
      city: hotel.city,
      href: hotelPageOf(hotel),
      bookHref: bookWithOfferHref(offer, hotel, day),
      bookLabel: offer.promoCode === null ? bookHotelLabel(hotel.name) : bookWithCodeLabel(hotel.name, offer.promoCode),
    })),
    hotelNames: own.map((hotel) => hotel.name),
  }
}

/** The offer's head: its name, a description of search-result length, its address and its schema.org Offer. */
export const specialOfferHead = (offer: SpecialOffer, hotels: ReadonlyArray<HotelDetails>): PageHead => {
  const path = specialOfferRoute(offer.slug)
  const image = offer.bannerImage?.url ?? offer.image?.url
  return {
    title: siteTitle(offer.name),
    description: truncate(offer.description.trim() || offerDescriptionFallback(offer.name), META_DESCRIPTION_MAX_LENGTH),
    canonicalPath: path,
    ...(image === undefined ? {} : { image }),
    structuredData: [offerData(offer, path, offerHotelsOf(offer, hotels))],
  }
}

export interface SpecialOfferReads {
  readonly offer: ResourceState<SpecialOffer | null>
  readonly hotels: ResourceState<ReadonlyArray<HotelDetails>>
  readonly today: ResourceState<string>
}

/** An offer that cannot be read shows that it is no longer available (a 404 on the server). */
export const specialOfferView = (reads: SpecialOfferReads): ViewState<SpecialOfferContent> => {
  const { offer, hotels, today: day } = reads
  if (offer.kind === "failed" || (offer.kind === "ready" && offer.value === null)) return empty(OFFER_NOT_FOUND)
  if (offer.kind !== "ready" || offer.value === null || hotels.kind !== "ready" || day.kind !== "ready") return LOADING
  return ready(specialOfferContent(offer.value, hotels.value, Temporal.PlainDate.from(day.value)))
}

export interface SpecialOfferPageModel {
  readonly view: ReadonlySignal<ViewState<SpecialOfferContent>>
  /** null while the offer is on its way; a missing offer's says so (and is a 404). */
  readonly head: ReadonlySignal<PageHead | null>
  readonly submitting: ReadonlySignal<boolean>
  /** The thank-you modal is open (a request was sent). */
  readonly thanked: ReadonlySignal<boolean>
  /** spec A §5: Send Enquiry only once every field holds, and not while sending. */
  readonly canSubmit: (enquiry: SpecialOfferEnquiry) => boolean
  /** Sends the enquiry to the chosen hotel: sent, the thank-you modal; refused, "Could not make booking request". */
  readonly submit: (enquiry: SpecialOfferEnquiry) => Effect.Effect<void, never, ContentApi | Notifications>
  readonly closeThankYou: () => Effect.Effect<void>
}

const filled = (enquiry: SpecialOfferEnquiry): boolean =>
  [enquiry.firstName, enquiry.surname, enquiry.contactNumber, enquiry.email, enquiry.selectedHotelName].every((text) => text.trim() !== "")

export const makeSpecialOfferPageModel = (
  input: SpecialOfferPageInput,
): Effect.Effect<SpecialOfferPageModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const slug = input.slug.trim()
    const offer = yield* makeResource({ key: fixedKey(slug === "" ? null : slug), load: loadSpecialOffer, shared: { id: (key) => `special-offer:${key}` } })
    const hotels = yield* makeResource({
      key: fixedKey(allHotelsQuery()),
      load: (key) => Effect.map(loadHotelsPage(key), (answer) => answer.hotels),
      shared: { id: (key) => `hotels:${JSON.stringify(key)}:list` },
    })
    const day = yield* makeResource({ key: fixedKey("today"), load: () => Effect.map(today, (date) => date.toString()), shared: { id: () => "today" } })
    const reads = computed((): SpecialOfferReads => ({ offer: offer.state.value, hotels: hotels.state.value, today: day.state.value }))
    const submitting = signal(false)
    const thanked = signal(false)
    return {
      view: computed(() => (slug === "" ? empty(OFFER_NOT_FOUND) : specialOfferView(reads.value))),
      head: computed((): PageHead | null => {
        const state = reads.value
        if (state.offer.kind === "ready" && state.offer.value !== null && state.hotels.kind === "ready") return specialOfferHead(state.offer.value, state.hotels.value)
        if (slug === "" || state.offer.kind === "failed" || (state.offer.kind === "ready" && state.offer.value === null))
          return { title: siteTitle(OFFER_NOT_FOUND), description: OFFER_NOT_FOUND, canonicalPath: specialOfferRoute(slug), notFound: true }
        return null
      }),
      submitting,
      thanked,
      canSubmit: (enquiry) => filled(enquiry) && !submitting.value,
      submit: (enquiry) =>
        Effect.suspend(() => {
          if (submitting.value) return Effect.void
          const state = reads.value
          const request = specialOfferRequestOf(enquiry, state.hotels.kind === "ready" ? state.hotels.value : [])
          submitting.value = true
          return Effect.gen(function* () {
            const notifications = yield* Notifications
            if (request === undefined) return yield* notifications.error(OFFER_REQUEST_FAILED)
            const api = yield* ContentApi
            yield* api.requestSpecialOffer(slug, request).pipe(
              Effect.matchEffect({
                onSuccess: () => Effect.sync(() => void (thanked.value = true)),
                onFailure: () => notifications.error(OFFER_REQUEST_FAILED),
              }),
            )
          }).pipe(Effect.ensuring(Effect.sync(() => void (submitting.value = false))))
        }),
      closeThankYou: () => Effect.sync(() => void (thanked.value = false)),
    }
  })
