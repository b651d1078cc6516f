import { BOOKINGS_API_PATH } from "../../contracts/api/endpoint.ts"
import { Effect } from "effect"
import { Hono } from "hono"
import { SearchHotelsRequest, SearchRoomsRequest } from "../../contracts/api/search.ts"
import { SearchService, type StayStartsInPast } from "./SearchService.ts"
import { NotFoundProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"
import { fastRoomSearch } from "./room-search-fast-path.ts"
import { hotelSearchJson, roomSearchJson } from "./search-wire.ts"
import { PriceCalendarRequest, PriceCalendarResponse } from "../../contracts/api/calendar.ts"
import { DEFAULT_CURRENCY } from "../../contracts/api/common.ts"
import type { CalendarNightPrice } from "./price-calendar.ts"

/**
 * The searches of the booking engine, mounted at /api/web/bookings (contracts/README.md):
 * POST /hotels (hotels for a destination, with the lowest rate for the stay) and POST /rooms (one
 * hotel's room offers) and POST /calendar (one hotel's nightly from-prices over a range). Decode with the contract, search, and answer the contract's wire form as JSON bytes
 * written directly (search-wire.ts): encoding these large answers was their largest CPU cost.
 */

/** What c.json would send: the same header, with the bytes already written. */
const JSON_HEADERS = { "content-type": "application/json" }

const decodeHotelSearch = jsonBodyDecoder(SearchHotelsRequest)
const decodeRoomSearch = jsonBodyDecoder(SearchRoomsRequest, fastRoomSearch)
const decodeCalendar = jsonBodyDecoder(PriceCalendarRequest)
const answerCalendar = jsonAnswer(PriceCalendarResponse)

/** A night of the calendar on the wire: no price (and no description) when nothing is free. */
const wireNight = (night: CalendarNightPrice) => ({
  date: night.day,
  available: night.cheapest !== undefined,
  price_cents: night.cheapest?.cents ?? null,
  currency: DEFAULT_CURRENCY,
  rate_description: night.cheapest?.description ?? null,
})

/** 422 on the check-in field: the contract's "Cannot be in the past.". */
const pastStay = (error: StayStartsInPast) => Effect.fail(new ValidationProblem({ errors: { [error.field]: [error.message] } }))

const searchHotels = Effect.fnUntraced(function* (c: AppContext) {
  const { rooms } = yield* decodeHotelSearch(c)
  const hotels = yield* SearchService.use((search) => search.searchHotels(rooms)).pipe(Effect.catchTag("StayStartsInPast", pastStay))
  return c.body(hotelSearchJson(hotels), 200, JSON_HEADERS)
})

const searchRooms = Effect.fnUntraced(function* (c: AppContext) {
  const { rooms } = yield* decodeRoomSearch(c)
  const offers = yield* SearchService.use((search) => search.searchRooms(rooms)).pipe(
    Effect.catchTags({
      StayStartsInPast: pastStay,
      HotelNotFound: (error) => Effect.fail(new NotFoundProblem({ message: error.message })),
    }),
  )
  return c.body(roomSearchJson(offers), 200, JSON_HEADERS)
})

const priceCalendar = Effect.fnUntraced(function* (c: AppContext) {
  const { calendar } = yield* decodeCalendar(c)
  const nights = yield* SearchService.use((search) => search.priceCalendar(calendar)).pipe(
    Effect.catchTags({
      StayStartsInPast: pastStay,
      HotelNotFound: (error) => Effect.fail(new NotFoundProblem({ message: error.message })),
    }),
  )
  return yield* answerCalendar(c, { nights: nights.map(wireNight) })
})

export const SEARCH_ROUTES_PATH = BOOKINGS_API_PATH

export const makeSearchRoutes = (http: HttpRuntime<SearchService>): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .post("/hotels", (c) => http.respond(c, searchHotels(c)))
    .post("/rooms", (c) => http.respond(c, searchRooms(c)))
    .post("/calendar", (c) => http.respond(c, priceCalendar(c)))
