import { PAY_LATER_ONLY_HOTEL_CODE } from "../../../core/booking/hotel.ts"
import { SOUTH_AFRICA } from "../../../core/checkout/countries.ts"
import type { brands, charities, hotels, mandatoryPaymentPeriods, ratePlans, roomTypes, specialOfferHotels, specialOffers } from "../schema.ts"
import { amenity, BRAND_PROFILES, BRAND_LIST, type BrandProfile } from "./brands.ts"
import { addDays, festivePeriods, type CalendarRoom } from "./calendar.ts"
import { HOTELS, type HotelEntry } from "./hotels.ts"
import { slugOf } from "./content-items.ts"
import { CHARITIES, OFFERS } from "./offers.ts"
import { PLACES, placeOf, type Place } from "./places.ts"
import { intBetween, type SeededRandom } from "./random.ts"
import { roomAmenities, roomTypeCodesFor, roomTypeContent, splitRooms } from "./room-types.ts"

/**
 * The catalogue the seed writes: brands, hotels, their room types and rate plans, mandatory
 * payment periods, special offers and charities, as rows ready to insert. A pure function of its
 * options, so the same options always give the same rows.
 */

/** Which hotels to seed: all 58, the first `n`, or those with the given codes. */
export type HotelSelection = number | ReadonlyArray<string>

export interface CatalogueOptions {
  readonly random: SeededRandom
  /** The calendar's first day ("YYYY-MM-DD"); offers and periods are placed around it. */
  readonly startDate: string
  readonly days: number
  readonly hotels?: HotelSelection | undefined
}

export interface Catalogue {
  readonly brands: ReadonlyArray<typeof brands.$inferInsert>
  readonly hotels: ReadonlyArray<typeof hotels.$inferInsert>
  readonly mandatoryPaymentPeriods: ReadonlyArray<typeof mandatoryPaymentPeriods.$inferInsert>
  readonly roomTypes: ReadonlyArray<typeof roomTypes.$inferInsert>
  readonly specialOffers: ReadonlyArray<typeof specialOffers.$inferInsert>
  readonly specialOfferHotels: ReadonlyArray<typeof specialOfferHotels.$inferInsert>
  readonly ratePlans: ReadonlyArray<typeof ratePlans.$inferInsert>
  readonly charities: ReadonlyArray<typeof charities.$inferInsert>
  /** The room types as the calendar prices them. */
  readonly calendarRooms: ReadonlyArray<CalendarRoom>
}

/** A hotel's id is its place in HOTELS, from 1; its code is 800 + id ("830" is the 30th). */
export const hotelCodeOf = (hotelId: number): string => String(800 + hotelId)

/** Stable ids for child rows, so a partial seed numbers them as the full one does. */
export const roomTypeIdOf = (hotelId: number, index: number): number => hotelId * 10 + index + 1
export const ratePlanIdOf = (hotelId: number, index: number): number => hotelId * 100 + index + 1

interface SeedHotel {
  readonly id: number
  readonly code: string
  readonly entry: HotelEntry
  readonly brand: BrandProfile
  readonly place: Place
}

const selectHotels = (selection: HotelSelection | undefined): ReadonlyArray<SeedHotel> => {
  const all = HOTELS.map((entry, index) => {
    const id = index + 1
    return { id, code: hotelCodeOf(id), entry, brand: BRAND_PROFILES[entry.brand], place: PLACES[entry.city] }
  })
  if (selection === undefined) return all
  if (typeof selection === "number") return all.slice(0, Math.max(0, selection))
  const unknown = selection.filter((code) => !all.some((hotel) => hotel.code === code))
  if (unknown.length > 0) throw new Error(`Unknown hotel codes for the seed: ${unknown.join(", ")}`)
  return all.filter((hotel) => selection.includes(hotel.code))
}

const digits = (random: () => number, count: number): string => {
  // A local number never starts with 0 or 1 (those are trunk and service prefixes).
  let text = String(intBetween(random, 2, 9))
  while (text.length < count) text += String(intBetween(random, 0, 9))
  return text
}

/** "3912345" → "391 2345"; "234567" → "234 567". */
const groupDigits = (text: string): string => `${text.slice(0, 3)} ${text.slice(3)}`

const landline = (random: () => number, place: Place): string => `${place.dialPrefix} ${groupDigits(digits(random, place.localDigits))}`

const MOBILE_PREFIXES: Readonly<Record<string, ReadonlyArray<string>>> = {
  [SOUTH_AFRICA]: ["+27 82", "+27 83", "+27 72", "+27 73", "+27 76", "+27 79", "+27 84"],
  Botswana: ["+267 71", "+267 72", "+267 74"],
  Namibia: ["+264 81", "+264 85"],
  Mozambique: ["+258 82", "+258 84", "+258 86"],
}

const mobile = (random: () => number, place: Place): string => {
  const prefixes = MOBILE_PREFIXES[place.country] ?? MOBILE_PREFIXES[SOUTH_AFRICA]!
  const prefix = prefixes[intBetween(random, 0, prefixes.length - 1)]!
  return `${prefix} ${groupDigits(digits(random, 7))}`
}

/** A reserved domain (RFC 2606): the seed's addresses look real and can never reach anyone. */
export const HOTEL_EMAIL_DOMAIN = "karoohotels.example"

const hotelRow = (hotel: SeedHotel, random: SeededRandom, sisters: ReadonlyArray<number>): typeof hotels.$inferInsert => {
  const { entry, brand, place, code } = hotel
  const stream = random.stream("hotel", code)
  const name = `${brand.name} ${entry.place}`
  const extras = brand.optionalAmenities.filter(() => stream() < 0.5)
  const meeting = brand.meetingRoom
  const seatScale = 0.6 + stream() * 0.4
  const seats = (share: number): number | null => (meeting === null ? null : Math.round((meeting.seats * share * seatScale) / 2) * 2)
  const rateScale = place.priceLevel * (0.9 + stream() * 0.2)
  const rate = (cents: number): number => Math.round((cents * rateScale) / 5_000) * 5_000
  return {
    id: hotel.id,
    code,
    name,
    brandId: brand.id,
    physicalAddress: entry.address,
    city: entry.city,
    province: place.province,
    country: place.country,
    latitude: entry.latitude,
    longitude: entry.longitude,
    phone: landline(stream, place),
    managerPhone: mobile(stream, place),
    alternativeNumber: brand.key === "road" ? null : landline(stream, place),
    email: `${slugOf(entry.place)}.${brand.key}@${HOTEL_EMAIL_DOMAIN}`,
    description:
      `${name} is ${brand.kind} ${place.nearby}. ` +
      `Its ${entry.rooms} rooms all have free Wi-Fi, and backup power keeps the lights and the Wi-Fi on through load-shedding.`,
    images: [1, 2, 3, 4].map((n) => `/images/hotels/${code}/${n}.svg`),
    amenities: [...brand.amenities, ...extras].map(amenity),
    pdfUrl: `/files/hotels/${code}/info-pack.pdf`,
    halfDayRateCents: meeting === null ? null : rate(meeting.halfDayCents),
    fullDayRateCents: meeting === null ? null : rate(meeting.fullDayCents),
    uShapedSeats: seats(0.3),
    schoolRoomSeats: seats(0.5),
    boardRoomSeats: meeting === null ? null : Math.min(24, seats(0.25) ?? 0),
    cinemaSeats: seats(1),
    facilitiesLinked: [],
    hotelsLinked: sisters,
    socialPlacesId: `karoo-${code}`,
  }
}

const standardRatePlans = (hotel: SeedHotel, random: SeededRandom): ReadonlyArray<typeof ratePlans.$inferInsert> => {
  const saverPercent = intBetween(random.stream("saver", hotel.code), 10, 15)
  const breakfast = hotel.brand.breakfastCents
  const plans: ReadonlyArray<Omit<typeof ratePlans.$inferInsert, "id" | "hotelId">> = [
    {
      code: "RO-FLEX",
      name: "Flexible Rate",
      description: "Room only. Free cancellation until 16:00 on the day of arrival.",
      kind: "room_only",
      adjustmentPercent: 0,
      perGuestNightCents: 0,
      refundable: true,
      includesBreakfast: false,
    },
    {
      code: "BB-FLEX",
      name: "Bed and Breakfast",
      description: `Room with breakfast for every guest (R ${(breakfast / 100).toFixed(2)} per guest per night). Free cancellation until 16:00 on the day of arrival.`,
      kind: "bed_and_breakfast",
      adjustmentPercent: 0,
      perGuestNightCents: breakfast,
      refundable: true,
      includesBreakfast: true,
    },
    {
      code: "NR-SAVER",
      name: "Non-refundable Saver",
      description: `Room only, ${saverPercent} % below the flexible rate. Paid in full; no refund if cancelled or changed.`,
      kind: "non_refundable",
      adjustmentPercent: -saverPercent,
      perGuestNightCents: 0,
      refundable: false,
      includesBreakfast: false,
    },
  ]
  return plans.map((plan, index) => ({ ...plan, id: ratePlanIdOf(hotel.id, index), hotelId: hotel.id }))
}

/** Builds every catalogue row for `options`. */
export const buildCatalogue = (options: CatalogueOptions): Catalogue => {
  const { random, startDate, days } = options
  const seeded = selectHotels(options.hotels)

  const hotelRows = seeded.map((hotel) =>
    hotelRow(
      hotel,
      random,
      seeded.filter((other) => other.id !== hotel.id && other.entry.city === hotel.entry.city).map((other) => other.id),
    ),
  )

  const roomTypeRows: Array<typeof roomTypes.$inferInsert> = []
  const calendarRooms: Array<CalendarRoom> = []
  for (const hotel of seeded) {
    const codes = roomTypeCodesFor(hotel.brand.key, random.stream("room-types", hotel.code))
    const counts = splitRooms(hotel.entry.rooms, codes)
    codes.forEach((code, index) => {
      const content = roomTypeContent(hotel.brand.key, code)
      const id = roomTypeIdOf(hotel.id, index)
      const roomCount = counts.get(code)!
      roomTypeRows.push({
        id,
        hotelId: hotel.id,
        code,
        name: content.name,
        description: content.description,
        maxAdults: content.maxAdults,
        maxOccupancy: content.maxOccupancy,
        bed: content.bed,
        sizeM2: content.sizeM2,
        roomCount,
        amenities: roomAmenities(content.amenityNames),
        images: [1, 2].map((n) => `/images/hotels/${hotel.code}/rooms/${code.toLowerCase()}/${n}.svg`),
        isAccessible: content.isAccessible,
      })
      calendarRooms.push(calendarRoom(hotel.code, hotel.brand, hotel.entry.city, code, id, roomCount, content.priceFactor))
    })
  }

  const offerRows = OFFERS.map((offer, index) => ({
    id: index + 1,
    slug: offer.slug,
    name: offer.name,
    description: offer.description,
    specialTag: offer.specialTag,
    imageUrl: `/images/offers/${offer.slug}/card.svg`,
    bannerImageUrl: `/images/offers/${offer.slug}/banner.svg`,
    specialType: offer.specialType,
    actionType: offer.actionType,
    promoCode: offer.promoCode,
    startAt: addDays(startDate, offer.startOffset),
    endAt: addDays(startDate, offer.endOffset),
    marketStartAt: addDays(startDate, offer.startOffset - 14),
    marketEndAt: addDays(startDate, offer.endOffset),
    isActive: offer.isActive,
    discountPercent: offer.discountPercent,
    images: [`/images/offers/${offer.slug}/1.svg`, `/images/offers/${offer.slug}/2.svg`],
    link: `/special-offers/${offer.slug}`,
    writeUpHtml: offer.writeUp,
    termsUrl: `/files/offers/${offer.slug}/terms.pdf`,
  }))

  const offerHotelRows = OFFERS.flatMap((offer, index) =>
    seeded.filter((hotel) => offer.appliesTo(hotel.entry, hotel.code)).map((hotel) => ({ specialOfferId: index + 1, hotelId: hotel.id })),
  )

  const ratePlanRows = seeded.flatMap((hotel) => {
    const standard = standardRatePlans(hotel, random)
    const promos = OFFERS.flatMap((offer, index) =>
      offer.discountPercent !== null && offer.promoCode !== null && offer.appliesTo(hotel.entry, hotel.code)
        ? [
            {
              id: ratePlanIdOf(hotel.id, 10 + index),
              hotelId: hotel.id,
              code: `PROMO-${offer.promoCode}`,
              name: offer.name,
              description: `${offer.description} ${offer.refundable ? "Free cancellation until 16:00 on the day of arrival." : "No refund if cancelled or changed."}`,
              kind: "promo" as const,
              adjustmentPercent: -offer.discountPercent,
              perGuestNightCents: offer.includesBreakfast ? hotel.brand.breakfastCents : 0,
              refundable: offer.refundable,
              includesBreakfast: offer.includesBreakfast,
              specialOfferId: index + 1,
            },
          ]
        : [],
    )
    return [...standard, ...promos]
  })

  return {
    brands: BRAND_LIST.map((brand) => ({
      id: brand.id,
      key: brand.key,
      name: brand.name,
      slogan: brand.slogan,
      logoUrl: `/images/brands/${brand.key}.svg`,
    })),
    hotels: hotelRows,
    mandatoryPaymentPeriods: seeded.flatMap((hotel) => (hasFestivePeriods(hotel) ? festivePeriods(hotel.id, startDate, days) : [])),
    roomTypes: roomTypeRows,
    specialOffers: offerRows,
    specialOfferHotels: offerHotelRows,
    ratePlans: ratePlanRows,
    charities: CHARITIES.map((charity, index) => ({
      id: index + 1,
      name: charity.name,
      imageUrl: `/images/charities/${charity.slug}.svg`,
      isActive: charity.isActive,
      link: `/charities/${charity.slug}`,
      htmlContent: charity.htmlContent,
    })),
    calendarRooms,
  }
}

/**
 * Leisure towns ask for payment up front over the festive season, except Road Lodges (travellers
 * on the road book late and pay on arrival) and hotel 830, which only takes pay later.
 */
export const hasFestivePeriods = (hotel: { readonly code: string; readonly entry: HotelEntry }): boolean =>
  placeOf(hotel.entry.city)?.leisure === true && hotel.entry.brand !== "road" && hotel.code !== PAY_LATER_ONLY_HOTEL_CODE

/** A room type as the calendar prices it, from what the hotel and the room type say. */
export const calendarRoom = (
  hotelCode: string,
  brand: BrandProfile,
  city: string,
  roomTypeCode: string,
  roomTypeId: number,
  roomCount: number,
  roomFactor: number,
): CalendarRoom => {
  const place = placeOf(city)
  return {
    hotelCode,
    roomTypeCode,
    roomTypeId,
    roomCount,
    brandBaseCents: brand.basePriceCents,
    placeLevel: place?.priceLevel ?? 1,
    roomFactor,
    leisure: place?.leisure ?? false,
    winterRainfall: place?.province === "Western Cape",
    budget: brand.key === "road",
  }
}
