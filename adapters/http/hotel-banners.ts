import { Effect } from "effect"
import { HotelBannersResponse, HotelParams } from "../../contracts/api/hotels.ts"
import type { HotelBanner } from "../../core/content/banner.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"
import { hotelPath } from "./hotel-listing.ts"

/** spec B §7, A §7 "Hotel banner by hotel id" (contracts/README.md "Banners"): GET /api/web/hotels/{id}/banners. */
export const hotelBannersPath = (hotelId: number): string => `${hotelPath(hotelId)}/banners`

const encodeParams = encodeWith(HotelParams)
const decodeAnswer = decodeWith(HotelBannersResponse)

/** The hotel's banner pictures (spec: a list with image.url). */
export const listHotelBanners =
  (http: HttpClient) =>
  (hotelId: number): Effect.Effect<ReadonlyArray<HotelBanner>, HttpError> =>
    Effect.gen(function* () {
      const { id } = yield* encodeParams({ id: hotelId })
      const answer = yield* exchange(http, { method: "GET", path: hotelBannersPath(Number(id)) }, decodeAnswer)
      return answer.banners.map((banner) => ({ image: { url: banner.image.url } }))
    })
