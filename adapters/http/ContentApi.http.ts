import { Effect, Layer } from "effect"
import { normaliseHttpError } from "../../core/http/http-error.ts"
import { ContentApi, type ContentApiShape } from "../../core/ports/ContentApi.ts"
import { TokenStore } from "../../core/ports/TokenStore.ts"
import { type HttpClient, type HttpClientConfig, makeHttpClient } from "./client.ts"
import { listHotelBanners } from "./hotel-banners.ts"
import { getHotel, listHotels } from "./hotel-listing.ts"
import { getContent, listContents } from "./contents.ts"
import { listJobVacancies } from "./job-vacancies.ts"
import { searchLocations } from "./locations.ts"
import { listReviews } from "./reviews.ts"
import { listRoomTypes } from "./room-types.ts"
import { readSiteConfig } from "./site-config.ts"

/** A content call no landed screen makes yet: it answers the normaliser's generic failure, which core's reads show as their empty state. */
const notYet = () => Effect.fail(normaliseHttpError({ kind: "other" }))

/**
 * core's ContentApi port over HTTP. The booking website needs the location search, the hotels list, one hotel with
 * its room types and banners (spec B §7: the search, the mega-menu, the chosen hotel's facts) and the site settings
 * (the map's tiles), and the content, job vacancy and review reads below the screens (issue 16); the offer and newsletter
 * calls are added here with their screens.
 */
export const makeContentApiHttp = (http: HttpClient): ContentApiShape => ({
  hotels: listHotels(http),
  hotel: getHotel(http),
  roomTypes: listRoomTypes(http),
  hotelBanners: listHotelBanners(http),
  searchLocations: searchLocations(http),
  specialOffers: notYet,
  specialOffer: notYet,
  requestSpecialOffer: notYet,
  contents: listContents(http),
  content: getContent(http),
  jobVacancies: listJobVacancies(http),
  reviews: listReviews(http),
  signUpForNewsletter: notYet,
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
