import { Effect, Layer } from "effect"
import { ContentApi, type ContentApiShape } from "../../core/ports/ContentApi.ts"
import { TokenStore } from "../../core/ports/TokenStore.ts"
import { type HttpClient, type HttpClientConfig, makeHttpClient } from "./client.ts"
import { listHotelBanners } from "./hotel-banners.ts"
import { getHotel, listHotels } from "./hotel-listing.ts"
import { searchLocations } from "./locations.ts"
import { listRoomTypes } from "./room-types.ts"
import { readSiteConfig } from "./site-config.ts"
import { lazyCall } from "../lazy-load.ts"

/**
 * core's ContentApi port over HTTP. The booking website needs the location search, the hotels list, one hotel with
 * its room types and banners (spec B §7: the search, the mega-menu, the chosen hotel's facts) and the site settings
 * (the map's tiles), the content, job vacancy and review reads below the screens (issue 16), and the special offers, the
 * offer enquiry and the newsletter sign-up (issue 25). The reads of the search and the shell come with the adapter;
 * the pages' own reads and sends load when first made (adapters/lazy-load.ts), so the booking pages carry none of
 * their wire Schemas.
 */
export const makeContentApiHttp = (http: HttpClient): ContentApiShape => ({
  hotels: listHotels(http),
  hotel: getHotel(http),
  roomTypes: listRoomTypes(http),
  hotelBanners: listHotelBanners(http),
  searchLocations: searchLocations(http),
  specialOffers: lazyCall(() => import("./offers.ts").then((module) => module.listSpecialOffers(http))),
  specialOffer: lazyCall(() => import("./offers.ts").then((module) => module.getSpecialOffer(http))),
  requestSpecialOffer: lazyCall(() => import("./offers.ts").then((module) => module.requestSpecialOffer(http))),
  contents: lazyCall(() => import("./contents.ts").then((module) => module.listContents(http))),
  content: lazyCall(() => import("./contents.ts").then((module) => module.getContent(http))),
  jobVacancies: lazyCall(() => import("./job-vacancies.ts").then((module) => module.listJobVacancies(http))),
  reviews: lazyCall(() => import("./reviews.ts").then((module) => module.listReviews(http))),
  signUpForNewsletter: lazyCall(() => import("./newsletter.ts").then((module) => module.signUpForNewsletter(http))),
  siteConfig: readSiteConfig(http),
})

/** The port over one HTTP client built on the app's TokenStore. */
export const layerHttp = (config: HttpClientConfig = {}): Layer.Layer<ContentApi, never, TokenStore> =>
  Layer.effect(
    ContentApi,
    Effect.gen(function* () {
      const http = yield* makeHttpClient(config, yield* Effect.service(TokenStore))
      return makeContentApiHttp(http)
    }),
  )
