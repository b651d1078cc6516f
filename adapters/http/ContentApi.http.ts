import { Effect, Layer } from "effect"
import { ContentApi, type ContentApiShape } from "../../core/ports/ContentApi.ts"
import { TokenStore } from "../../core/ports/TokenStore.ts"
import { type HttpClient, type HttpClientConfig, makeHttpClient } from "./client.ts"
import { listHotelBanners } from "./hotel-banners.ts"
import { getHotel, listHotels } from "./hotel-listing.ts"
import { getContent, listContents } from "./contents.ts"
import { listJobVacancies } from "./job-vacancies.ts"
import { searchLocations } from "./locations.ts"
import { signUpForNewsletter } from "./newsletter.ts"
import { getSpecialOffer, listSpecialOffers, requestSpecialOffer } from "./offers.ts"
import { listReviews } from "./reviews.ts"
import { listRoomTypes } from "./room-types.ts"
import { readSiteConfig } from "./site-config.ts"

/**
 * core's ContentApi port over HTTP. The booking website needs the location search, the hotels list, one hotel with
 * its room types and banners (spec B §7: the search, the mega-menu, the chosen hotel's facts) and the site settings
 * (the map's tiles), the content, job vacancy and review reads below the screens (issue 16), and the special offers, the
 * offer enquiry and the newsletter sign-up (issue 25).
 */
export const makeContentApiHttp = (http: HttpClient): ContentApiShape => ({
  hotels: listHotels(http),
  hotel: getHotel(http),
  roomTypes: listRoomTypes(http),
  hotelBanners: listHotelBanners(http),
  searchLocations: searchLocations(http),
  specialOffers: listSpecialOffers(http),
  specialOffer: getSpecialOffer(http),
  requestSpecialOffer: requestSpecialOffer(http),
  contents: listContents(http),
  content: getContent(http),
  jobVacancies: listJobVacancies(http),
  reviews: listReviews(http),
  signUpForNewsletter: signUpForNewsletter(http),
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
