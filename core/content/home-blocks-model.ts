import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import { fixedKey, makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import type { ViewState } from "../screen/view-state.ts"
import { carouselStart, type CarouselStart } from "./carousel.ts"
import { OPERATING_FOOTPRINT, type Partner } from "./company-content.ts"
import { contentSectionOf, entitiesOf, partnerOf, testimonialOf } from "./content-entities.ts"
import type { ContentSection } from "./content-section.ts"
import { blockView, HOME_BLOCK_ITEMS, homeContentsRead, nonEmpty } from "./home-model.ts"
import { loadReviews, loadSpecialOffers } from "./load-content.ts"
import { NO_RESULTS, NO_SPECIAL_OFFERS } from "./messages.ts"
import { DEFAULT_REVIEW_PLATFORM, type ReviewPlatform } from "./review-query.ts"
import { reviewStars, type Stars } from "./review-stars.ts"
import type { Review } from "./review.ts"
import type { SpecialOffer, SpecialOffersQuery } from "./special-offer.ts"
import { shownTestimonials, type Testimonial } from "./testimonials.ts"

/**
 * The home page's blocks below the hero (spec A §2): the operating footprint, the latest special offers, the
 * testimonials, the guest reviews and the partners, each read from the content API with its own empty state. Shared
 * reads, as the hero's (home-model.ts).
 */

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

export interface HomeBlocksModel {
  readonly footprint: ReadonlySignal<ViewState<HomeFootprint>>
  readonly offers: ReadonlySignal<ViewState<HomeOffers>>
  readonly testimonials: ReadonlySignal<ViewState<ReadonlyArray<Testimonial>>>
  readonly partners: ReadonlySignal<ViewState<ReadonlyArray<Partner>>>
  /** The review tab on show: tripadvisor by default (spec A §2, §4). */
  readonly reviewPlatform: ReadonlySignal<ReviewPlatform>
  readonly reviews: ReadonlySignal<ViewState<ReadonlyArray<HomeReview>>>
  readonly showReviews: (platform: ReviewPlatform) => Effect.Effect<void>
}

export const makeHomeBlocksModel = (): Effect.Effect<HomeBlocksModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const footprint = yield* homeContentsRead("operating_footprint")
    const testimonials = yield* homeContentsRead("testimonial")
    const partners = yield* homeContentsRead("partner")
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
