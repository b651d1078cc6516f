import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import type { Banner } from "./banner.ts"
import { carouselStart, type CarouselStart } from "./carousel.ts"
import { OPERATING_FOOTPRINT, type Partner } from "./company-content.ts"
import { readField } from "./content-item.ts"
import { bannerOf, contentSectionOf, entitiesOf, partnerOf, testimonialOf } from "./content-entities.ts"
import type { ContentSection } from "./content-section.ts"
import { loadContents, loadReviews, loadSpecialOffers } from "./load-content.ts"
import { NO_RESULTS, NO_SPECIAL_OFFERS } from "./messages.ts"
import { DEFAULT_REVIEW_PLATFORM, type ReviewPlatform } from "./review-query.ts"
import { reviewStars, type Stars } from "./review-stars.ts"
import type { Review } from "./review.ts"
import type { SpecialOffer, SpecialOffersQuery } from "./special-offer.ts"
import { shownTestimonials, type Testimonial } from "./testimonials.ts"

/**
 * The home page (spec A §2): the hero banners, the operating footprint, the latest special offers, the testimonials,
 * the partners and the guest reviews, each a block read from the content API with its own empty state. Every read is
 * shared, so a page the server rendered starts with its answers (docs/architecture.md "Server rendering").
 */

/** Decided: the home page lists up to this many of each kind of item (a carousel or a row, never a page of them). */
export const HOME_BLOCK_ITEMS = 12

/**
 * Decided: the home page's "What our guests are saying" shows the reviews of the group's flagship hotel (801, the
 * first hotel of the catalogue): the review platforms (GET /api/social-places) rate one store, a hotel, at a time.
 */
export const HOME_REVIEWS_STORE_ID = "karoo-801"

/** spec A §2: the latest special offers, running today, newest first. */
export const LATEST_OFFERS_QUERY: SpecialOffersQuery = { page: 1, per: HOME_BLOCK_ITEMS, activeStatus: true }

export interface HomeFootprint {
  readonly section: ContentSection
  /** spec A §9: the counters animate to 58 hotels and 7324 rooms. */
  readonly hotels: number
  readonly rooms: number
}

export interface HomeOffers {
  readonly offers: ReadonlyArray<SpecialOffer>
  /** spec A §4: fewer than 4 offers start centred. */
  readonly start: CarouselStart
}

export interface HomeReview extends Review {
  readonly stars: Stars
}

export interface HomeModel {
  readonly banners: ReadonlySignal<ViewState<ReadonlyArray<Banner>>>
  readonly footprint: ReadonlySignal<ViewState<HomeFootprint>>
  readonly offers: ReadonlySignal<ViewState<HomeOffers>>
  readonly testimonials: ReadonlySignal<ViewState<ReadonlyArray<Testimonial>>>
  readonly partners: ReadonlySignal<ViewState<ReadonlyArray<Partner>>>
  /** The review tab on show: tripadvisor by default (spec A §2, §4). */
  readonly reviewPlatform: ReadonlySignal<ReviewPlatform>
  readonly reviews: ReadonlySignal<ViewState<ReadonlyArray<HomeReview>>>
  readonly showReviews: (platform: ReviewPlatform) => Effect.Effect<void>
}

/** A block's view: loading, the spec's empty words when the read found nothing (or failed), else its content. */
export const blockView = <A, B>(read: ResourceState<A>, shape: (value: A) => B | undefined, emptyMessage: string): ViewState<B> => {
  if (read.kind === "failed") return empty(emptyMessage)
  if (read.kind !== "ready") return LOADING
  const value = shape(read.value)
  return value === undefined ? empty(emptyMessage) : ready(value)
}

const nonEmpty = <T>(items: ReadonlyArray<T>): ReadonlyArray<T> | undefined => (items.length === 0 ? undefined : items)

const contentsRead = (contentType: string) =>
  makeResource({
    key: fixedKey({ contentType, page: 1, per: HOME_BLOCK_ITEMS }),
    load: (query) => loadContents(query),
    shared: { id: (query) => `contents:${JSON.stringify(query)}` },
  })

export const makeHomeModel = (): Effect.Effect<HomeModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const banners = yield* contentsRead("home_banner")
    const footprint = yield* contentsRead("operating_footprint")
    const testimonials = yield* contentsRead("testimonial")
    const partners = yield* contentsRead("partner")
    const offers = yield* makeResource({
      key: fixedKey(LATEST_OFFERS_QUERY),
      load: (query) => loadSpecialOffers(query),
      shared: { id: (query) => `special-offers:${JSON.stringify(query)}` },
    })
    const reviewPlatform = signal<ReviewPlatform>(DEFAULT_REVIEW_PLATFORM)
    const reviews = yield* makeResource({
      key: reviewPlatform,
      load: (platform) => loadReviews(HOME_REVIEWS_STORE_ID, platform),
      shared: { id: (platform) => `reviews:${HOME_REVIEWS_STORE_ID}:${platform}` },
    })
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
      footprint: computed(() =>
        blockView(
          footprint.state.value,
          (page) => {
            const section = entitiesOf(page.items, contentSectionOf)[0]
            return section === undefined ? undefined : { section, ...OPERATING_FOOTPRINT }
          },
          NO_RESULTS,
        ),
      ),
      offers: computed(() =>
        blockView(offers.state.value, (page) => (page.offers.length === 0 ? undefined : { offers: page.offers, start: carouselStart(page.offers.length) }), NO_SPECIAL_OFFERS),
      ),
      testimonials: computed(() => blockView(testimonials.state.value, (page) => nonEmpty(shownTestimonials(entitiesOf(page.items, testimonialOf))), NO_RESULTS)),
      partners: computed(() => blockView(partners.state.value, (page) => nonEmpty(entitiesOf(page.items, partnerOf)), NO_RESULTS)),
      reviewPlatform,
      reviews: computed(() => blockView(reviews.state.value, (list) => nonEmpty(list.map((review) => ({ ...review, stars: reviewStars(review.rating) }))), NO_RESULTS)),
      showReviews: (platform) =>
        Effect.sync(() => {
          reviewPlatform.value = platform
        }),
    }
  })
