import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import type { Temporal } from "temporal-polyfill"
import { FieldErrors, HOTEL_NOT_FOUND, NOT_A_HOTEL_OF_THE_OFFER, SPECIAL_OFFER_NOT_FOUND } from "../../contracts/api/errors.ts"
import type { Hotel, HotelBanner, HotelsQuery, HotelsResponse, LocationMatch, RoomType } from "../../contracts/api/hotels.ts"
import { MAX_LOCATION_MATCHES } from "../../contracts/api/hotels.ts"
import type { BookSpecialOfferRequest, SpecialOffer, SpecialOffersQuery, SpecialOffersResponse } from "../../contracts/api/offers.ts"
import { NO_RATE_AVAILABLE } from "../../core/booking/hotel.ts"
import { zonedAt } from "../../core/time/clock.ts"
import { hotels, roomTypes, specialOfferHotels, specialOffers } from "../db/schema.ts"
import { Db } from "../db/Db.ts"
import { EnquiryService } from "../enquiries/EnquiryService.ts"
import { containsPattern, hotelFilters, paginationOf, rankLocations } from "./catalogue-queries.ts"
import { amenitiesOf, bannersOf, byName, catalogueLowestRates, hotelExtras, type HotelRow, imagesOf, toWireHotel } from "./hotel-wire.ts"
import { offerFilters, readOfferHotelIds, toWireOffer } from "./offer-wire.ts"

/**
 * The catalogue: hotels (list with every filter, one hotel, its room types and banners), the location
 * search by text, special offers (list, one offer, the offer enquiry, handed to EnquiryService once the
 * hotel is known to be one of the offer's). A hotel's wire shape is hotel-wire.ts.
 */

// Errors

/** 404: no hotel with that id or code. */
export class HotelNotFound extends Schema.TaggedError<HotelNotFound>()("HotelNotFound", {
  message: Schema.String,
}) {}

/** 404: no special offer with that slug. */
export class SpecialOfferNotFound extends Schema.TaggedError<SpecialOfferNotFound>()("SpecialOfferNotFound", {
  message: Schema.String,
}) {}

/** 422: an offer enquiry whose fields the server refuses (a hotel e-mail that is not one of the offer's hotels). */
export class OfferEnquiryRejected extends Schema.TaggedError<OfferEnquiryRejected>()("OfferEnquiryRejected", {
  errors: FieldErrors,
}) {}

// Shape

export interface CatalogueServiceShape {
  readonly listHotels: (query: HotelsQuery) => Effect.Effect<HotelsResponse>
  readonly getHotel: (id: number) => Effect.Effect<Hotel, HotelNotFound>
  readonly listRoomTypes: (hotelId: number) => Effect.Effect<ReadonlyArray<RoomType>, HotelNotFound>
  readonly listBanners: (hotelId: number) => Effect.Effect<ReadonlyArray<HotelBanner>, HotelNotFound>
  readonly searchLocations: (text: string) => Effect.Effect<ReadonlyArray<LocationMatch>>
  readonly listSpecialOffers: (query: SpecialOffersQuery) => Effect.Effect<SpecialOffersResponse>
  readonly getSpecialOffer: (slug: string) => Effect.Effect<SpecialOffer, SpecialOfferNotFound>
  /** Records an enquiry about an offer and mails it to the chosen hotel; answers the enquiry's id. */
  readonly bookSpecialOffer: (slug: string, request: BookSpecialOfferRequest) => Effect.Effect<number, SpecialOfferNotFound | OfferEnquiryRejected>
}

export class CatalogueService extends Context.Service<CatalogueService, CatalogueServiceShape>()("hotel/server/CatalogueService") {
  static readonly layer: Layer.Layer<CatalogueService, never, Db | EnquiryService> = Layer.effect(
    CatalogueService,
    Effect.gen(function* () {
      const database = yield* Db
      const enquiries = yield* EnquiryService
      // A read the database refuses is our bug or an outage, not the visitor's doing: each method makes it a defect (500).
      const today = Effect.map(Clock.currentTimeMillis, (millis) => zonedAt(millis).toPlainDate())

      /** The wire shape of hotel rows, with their catalogue lowest rate. */
      const wireHotels = (rows: ReadonlyArray<HotelRow>, day: Temporal.PlainDate) =>
        database.query(async (db) => {
          const ids = rows.map((row) => row.id)
          const [extras, lowest] = await Promise.all([hotelExtras(db, ids, day.toString()), catalogueLowestRates(db, ids, day)])
          return rows.map((row) => toWireHotel(row, extras, lowest.get(row.id) ?? NO_RATE_AVAILABLE))
        })

      const hotelById = (id: number) =>
        database.query((db) => db.select().from(hotels).where(eq(hotels.id, id)).limit(1)).pipe(
          Effect.flatMap(([row]) => (row === undefined ? Effect.fail(new HotelNotFound({ message: HOTEL_NOT_FOUND })) : Effect.succeed(row))),
        )

      const listHotels = Effect.fn("CatalogueService.listHotels")(
        function* (hotelsQuery: HotelsQuery) {
          const where = and(...hotelFilters(hotelsQuery))
          const offset = (hotelsQuery.page - 1) * hotelsQuery.per
          const [rows, total] = yield* database.query((db) =>
            Promise.all([
              db.select().from(hotels).where(where).orderBy(byName, asc(hotels.id)).limit(hotelsQuery.per).offset(offset),
              db.select({ total: count() }).from(hotels).where(where),
            ]),
          )
          const day = yield* today
          return { hotels: yield* wireHotels(rows, day), pagination: paginationOf(hotelsQuery.page, hotelsQuery.per, total[0]?.total ?? 0) }
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const getHotel = Effect.fn("CatalogueService.getHotel")(
        function* (id: number) {
          const row = yield* hotelById(id)
          const [hotel] = yield* wireHotels([row], yield* today)
          return hotel!
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const listRoomTypes = Effect.fn("CatalogueService.listRoomTypes")(
        function* (hotelId: number) {
          yield* hotelById(hotelId)
          const rows = yield* database.query((db) => db.select().from(roomTypes).where(eq(roomTypes.hotelId, hotelId)).orderBy(asc(roomTypes.id)))
          return rows.map(
            (row): RoomType => ({
              id: row.id,
              room_type_code: row.code,
              name: row.name,
              description: row.description,
              images: imagesOf(row.images),
              amenities: amenitiesOf(row.amenities),
              max_adults: row.maxAdults,
              max_occupancy: row.maxOccupancy,
            }),
          )
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const listBanners = Effect.fn("CatalogueService.listBanners")(
        function* (hotelId: number) {
          const row = yield* hotelById(hotelId)
          return bannersOf(row)
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const searchLocations = Effect.fn("CatalogueService.searchLocations")(
        function* (text: string) {
          const needle = text.trim()
          const pattern = containsPattern(needle)
          const rows = yield* database.query((db) =>
            db
              .select()
              .from(hotels)
              .where(
                or(
                  ilike(hotels.name, pattern),
                  ilike(hotels.city, pattern),
                  ilike(hotels.province, pattern),
                  ilike(hotels.country, pattern),
                  ilike(hotels.physicalAddress, pattern),
                ),
              ),
          )
          return rankLocations(rows, needle)
            .slice(0, MAX_LOCATION_MATCHES)
            .map(
              (row): LocationMatch => ({
                id: row.id,
                name: row.name,
                physical_address: row.physicalAddress,
                city: row.city,
                code: row.code,
                latitude: row.latitude,
                longitude: row.longitude,
              }),
            )
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const listSpecialOffers = Effect.fn("CatalogueService.listSpecialOffers")(
        function* (offersQuery: SpecialOffersQuery) {
          const day = (yield* today).toString()
          const where = and(...offerFilters(offersQuery, day))
          const offset = (offersQuery.page - 1) * offersQuery.per
          const [rows, total] = yield* database.query((db) =>
            Promise.all([
              db.select().from(specialOffers).where(where).orderBy(asc(specialOffers.id)).limit(offersQuery.per).offset(offset),
              db.select({ total: count() }).from(specialOffers).where(where),
            ]),
          )
          const hotelIds = yield* database.query((db) => readOfferHotelIds(db, rows.map((row) => row.id)))
          return {
            specials: rows.map((row) => toWireOffer(row, hotelIds.get(row.id) ?? [], day)),
            pagination: paginationOf(offersQuery.page, offersQuery.per, total[0]?.total ?? 0),
          }
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const offerBySlug = (slug: string) =>
        database.query((db) => db.select().from(specialOffers).where(eq(specialOffers.slug, slug)).limit(1)).pipe(
          Effect.flatMap(([row]) =>
            row === undefined ? Effect.fail(new SpecialOfferNotFound({ message: SPECIAL_OFFER_NOT_FOUND })) : Effect.succeed(row),
          ),
        )

      const getSpecialOffer = Effect.fn("CatalogueService.getSpecialOffer")(
        function* (slug: string) {
          const row = yield* offerBySlug(slug)
          const day = (yield* today).toString()
          const hotelIds = yield* database.query((db) => readOfferHotelIds(db, [row.id]))
          return toWireOffer(row, hotelIds.get(row.id) ?? [], day)
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      const bookSpecialOffer = Effect.fn("CatalogueService.bookSpecialOffer")(
        function* (slug: string, request: BookSpecialOfferRequest) {
          const offer = yield* offerBySlug(slug)
          const hotelEmail = request.hotel_email.trim().toLowerCase()
          // The enquiry goes only to a hotel of the offer: the API never mails an address a client chose.
          const [hotel] = yield* database.query((db) =>
            db
              .select({ id: hotels.id, name: hotels.name, email: hotels.email })
              .from(hotels)
              .innerJoin(specialOfferHotels, eq(specialOfferHotels.hotelId, hotels.id))
              .where(and(eq(specialOfferHotels.specialOfferId, offer.id), sql`lower(${hotels.email}) = ${hotelEmail}`))
              .orderBy(asc(hotels.id))
              .limit(1),
          )
          if (hotel === undefined) return yield* new OfferEnquiryRejected({ errors: { hotel_email: [NOT_A_HOTEL_OF_THE_OFFER] } })
          return yield* enquiries.forwardOfferEnquiry({ offer, hotel, request })
        },
        Effect.catchTag("DbFailure", (failure) => Effect.die(failure)),
      )

      return CatalogueService.of({
        listHotels,
        getHotel,
        listRoomTypes,
        listBanners,
        searchLocations,
        listSpecialOffers,
        getSpecialOffer,
        bookSpecialOffer,
      })
    }),
  )
}
