import { Effect, Exit, Layer, type ManagedRuntime, Schema } from "effect"
import { DEFAULT_CURRENCY } from "../../contracts/api/common.ts"
import { HotelFromWire } from "../../contracts/api/hotels.ts"
import { toPromoOffers, toSpecialOffersQuery } from "../../contracts/api/offers.ts"
import { RoomOfferFromWire } from "../../contracts/api/search.ts"
import { calendarNightToCore } from "../../contracts/api/search-to-core.ts"
import { type HttpError, normaliseHttpError } from "../../core/http/http-error.ts"
import { BookingApi, type BookingApiShape } from "../../core/ports/BookingApi.ts"
import { isValidClubCardNumber } from "../../core/rates/club-card-discount.ts"
import { CalendarCell } from "../../core/time/calendar.ts"
import { CatalogueService } from "../catalogue/CatalogueService.ts"
import { SearchService } from "../search/SearchService.ts"

/**
 * Core's BookingApi port answered by the server's own services, for the booking pages it renders from their URL
 * (issue 27, core/screen/page-render.ts): the three searches the hotel list, the rate calendar and the rooms page read,
 * and the checks of the link's promo code and club card, in process, with the answers the browser's HTTP adapter would
 * decode (contracts/api/search.ts, search-to-core.ts and offers.ts, one mapping each). Nothing else is served: the server draws
 * no page that books, pays or sends a code (every other call fails as a broken call would, which core's reads show as
 * their empty state).
 */

const BROKEN = normaliseHttpError({ kind: "other" })

const decodeHotel = Schema.decodeEffect(HotelFromWire)
const decodeOffer = Schema.decodeEffect(RoomOfferFromWire)
const decodeCell = Schema.decodeUnknownEffect(CalendarCell)

/** A call the rendered pages do not make: the generic failure, as the browser's adapter answers one it lacks. */
const notServed = () => Effect.fail(BROKEN)

/** The services the drawn booking pages read. */
export type BookingServices = SearchService | CatalogueService

export const makeServerBookingApi = (runtime: ManagedRuntime.ManagedRuntime<BookingServices, unknown>): BookingApiShape => {
  /** Runs a search in the server's runtime; any failure (a stay in the past, a missing hotel, a fault) is the generic HttpError. */
  const call = <A, E>(program: Effect.Effect<A, E, BookingServices>): Effect.Effect<A, HttpError> =>
    Effect.flatMap(
      Effect.promise(() => runtime.runPromiseExit(program)),
      (exit) => (Exit.isSuccess(exit) ? Effect.succeed(exit.value) : Effect.fail(BROKEN)),
    )
  const guests = (rooms: ReadonlyArray<{ readonly adults: number; readonly kids: number }>) => rooms.map(({ adults, kids }) => ({ adults, kids }))
  return {
    searchHotels: (search) =>
      call(
        Effect.gen(function* () {
          const hotels = yield* (yield* SearchService).searchHotels({
            start_date: search.checkInDate,
            end_date: search.checkOutDate,
            guests: guests(search.guestRooms),
            latitude: search.coordinates?.latitude ?? null,
            longitude: search.coordinates?.longitude ?? null,
            location: search.location,
            promotion_code: search.promoCode,
          })
          return yield* Effect.forEach(hotels, (hotel) => Effect.orDie(decodeHotel(hotel)))
        }),
      ),
    searchRooms: (search) =>
      call(
        Effect.gen(function* () {
          const offers = yield* (yield* SearchService).searchRooms({
            hotel_code: search.hotelCode,
            start_date: search.checkInDate,
            end_date: search.checkOutDate,
            guests: guests(search.guestRooms),
            clicks_club_card: search.clubCard,
            promotion_code: search.promoCode,
          })
          return yield* Effect.forEach(offers, (offer) => Effect.orDie(decodeOffer(offer)))
        }),
      ),
    priceCalendar: (search) =>
      call(
        Effect.gen(function* () {
          const nights = yield* (yield* SearchService).priceCalendar({
            hotel_code: search.hotelCode,
            start_date: search.startDate,
            end_date: search.endDate,
            guests: guests(search.guestRooms),
            clicks_club_card: search.clubCard,
            promotion_code: search.promoCode,
          })
          // The night as the wire writes it (server/search/routes.ts), then the contract's one mapping to core's cell.
          const cells = nights.flatMap((night) =>
            calendarNightToCore({
              date: night.day,
              available: night.cheapest !== undefined,
              price_cents: night.cheapest?.cents ?? null,
              currency: DEFAULT_CURRENCY,
              rate_description: night.cheapest?.description ?? null,
            }),
          )
          return yield* Effect.forEach(cells, (cell) => Effect.orDie(decodeCell(cell)))
        }),
      ),
    makeReservation: notServed,
    confirmBooking: notServed,
    getBooking: notServed,
    updateDates: notServed,
    initiatePayment: notServed,
    payWithPoints: notServed,
    listCharities: notServed,
    sendBookingCode: notServed,
    verifyBookingCode: notServed,
    cancelBooking: notServed,
    resendConfirmation: notServed,
    lookupPromoCode: (query) =>
      call(
        Effect.gen(function* () {
          return toPromoOffers(yield* (yield* CatalogueService).listSpecialOffers(toSpecialOffersQuery(query)))
        }),
      ),
    // POST /clicks/validate answers this rule and nothing else (server/catalogue/routes.ts).
    validateClubCard: (clubCardNumber) => Effect.succeed({ isValid: isValidClubCardNumber(clubCardNumber) }),
    requestGroupBooking: notServed,
    requestBoardroom: notServed,
  }
}

export const serverBookingApiLayer = (runtime: ManagedRuntime.ManagedRuntime<BookingServices, unknown>): Layer.Layer<BookingApi> =>
  Layer.succeed(BookingApi, makeServerBookingApi(runtime))
