import type { RateDetail, RoomOffer } from "../../contracts/api/search.ts"
import { toNoonIso } from "../../core/time/hotel-day.ts"
import type { Hotel } from "../../contracts/api/hotels.ts"
import { oncePerObject } from "../memo.ts"
import { JsonBytes } from "../http/json-bytes.ts"

/**
 * The search answers as JSON bytes, written directly: byte for byte what `JSON.stringify` of
 * `Schema.encodeSync(SearchRoomsResponse)` (and SearchHotelsResponse) writes, encoded as UTF-8 (keys in the
 * contract's order, calendar dates at noon on the hotels' clock), without walking the Schema, without a second
 * wire object per offer, and without a string Node must flatten, measure and encode again (json-bytes.ts).
 * Every value is valid by construction (SearchService builds amounts with formatAmount, dates as days);
 * search-wire.test.ts proves each answer equals the Schema's encoding and decodes with the contract.
 *
 * Most of an offer is the room type's and the same in every search: SearchService hands out the same
 * amenities and images arrays for a room type (and hotel) as long as its catalogue lives (SearchCatalogue), so
 * their bytes are kept by the arrays' identity and a repeated search only copies them. Those arrays are never
 * mutated (the search tests deep-freeze them). Each memo below says what it was measured to be worth
 * (`bench:search`, 2026-11-25, docs/benchmarks.md): each one switched off alone, the rest kept.
 */

type Images = RoomOffer["images"]
type Amenities = RoomOffer["amenities"]
type Periods = RoomOffer["mandatory_payment_periods"]

/** Writes one value of an answer. */
type Write<T> = (out: JsonBytes, value: T) => void

/** Pairs kept by keptByPair: forgotten all at once past this many, so the memory stays bounded whatever searches ask. */
const MAX_KEPT_PAIRS = 10_000

// Texts are written on the spot: keeping the bytes of long ones (descriptions, names) made answers no faster
// (measured 2026-11-25, docs/benchmarks.md).
const text: Write<string> = (out, value) => out.string(value)

const textOrNull: Write<string | null> = (out, value) => (value === null ? out.ascii("null") : text(out, value))

/** A calendar day as the wire writes it: noon on the hotels' clock. */
const day: Write<string> = (out, value) => out.string(toNoonIso(value))

// Numbers: every wire number is finite (integers, coordinates), and for those `${n}` is exactly JSON's form.

const list = <T>(out: JsonBytes, items: ReadonlyArray<T>, write: Write<T>): void => {
  out.ascii("[")
  for (let index = 0; index < items.length; index++) {
    if (index > 0) out.ascii(",")
    write(out, items[index]!)
  }
  out.ascii("]")
}

/**
 * `write`, its bytes remembered per argument object: the same array is written once, however many answers carry
 * it. The fragment is written by a writer of its own, so it never disturbs the answer being written.
 * Worth (with the catalogue's shared arrays it relies on): a room search and its answer take 1.5× as long without.
 */
const keptByIdentity = <K extends object>(write: Write<K>): Write<K> => {
  const fragments = new JsonBytes()
  const bytesOf = oncePerObject((key: K): Buffer => fragments.written((out) => write(out, key)))
  return (out, key) => out.bytes(bytesOf(key))
}

/**
 * `write` of two values, its bytes remembered per pair (catalogue texts and arrays: a plan's code and
 * description, a room type's amenities and images), up to MAX_KEPT_PAIRS pairs, all forgotten at once past that.
 * The second value nearly always comes with the same first (a plan code has one description), so each first keeps
 * its usual second beside it and only the rare others in a map. Worth: the answer takes 1.7× as long without.
 */
const keptByPair = <A, B>(write: (out: JsonBytes, first: A, second: B) => void): ((out: JsonBytes, first: A, second: B) => void) => {
  interface Kept {
    readonly second: B
    readonly bytes: Buffer
    others?: Map<B, Buffer>
  }
  const fragments = new JsonBytes()
  let known = new Map<A, Kept>()
  let count = 0
  return (out, first, second) => {
    const kept = known.get(first)
    if (kept !== undefined && kept.second === second) {
      out.bytes(kept.bytes)
      return
    }
    let bytes = kept?.others?.get(second)
    if (bytes === undefined) {
      bytes = fragments.written((out) => write(out, first, second))
      if (count >= MAX_KEPT_PAIRS) {
        known = new Map()
        count = 0
      }
      const usual = known.get(first)
      if (usual === undefined) known.set(first, { second, bytes })
      else (usual.others ??= new Map()).set(second, bytes)
      count += 1
    }
    out.bytes(bytes)
  }
}

const images = keptByIdentity((out, value: Images) =>
  list(out, value, (out, image) => {
    out.ascii('{"url":')
    text(out, image.url)
    out.ascii("}")
  }),
)

const amenities = keptByIdentity((out, value: Amenities) =>
  list(out, value, (out, amenity) => {
    out.ascii('{"name":')
    text(out, amenity.name)
    out.ascii(',"images":')
    images(out, amenity.images)
    out.ascii("}")
  }),
)

// The offers of a room search share one periods list (SearchService builds it once per search): written once.
const periods = keptByIdentity((out, value: Periods) =>
  list(out, value, (out, period) => {
    out.ascii('{"check_in_date":')
    day(out, period.check_in_date)
    out.ascii(',"check_out_date":')
    day(out, period.check_out_date)
    out.ascii(',"description":')
    text(out, period.description)
    out.ascii("}")
  }),
)

const detail: Write<RateDetail> = (out, value) => {
  out.ascii('{"rate_description":')
  text(out, value.rate_description)
  out.ascii(',"total_amount":')
  text(out, value.total_amount)
  stayPart(out, value)
  text(out, value.base_amount)
  out.ascii("}")
}

/**
 * What is written between a rate detail's two amounts: its currencies, nights and dates, the same for every rate
 * of an answer. Kept for the last stay written, so an answer writes it once. Worth: the answer takes 1.7× as long
 * without.
 */
const stayPart: Write<RateDetail> = (() => {
  const fragments = new JsonBytes()
  let last: { readonly detail: RateDetail; readonly bytes: Buffer } | undefined
  const sameStay = (a: RateDetail, b: RateDetail) =>
    a.total_currency === b.total_currency &&
    a.base_currency === b.base_currency &&
    a.unit_multiplier === b.unit_multiplier &&
    a.effective_date === b.effective_date &&
    a.expiry_date === b.expiry_date
  return (out, value) => {
    if (last === undefined || !sameStay(last.detail, value)) {
      const bytes = fragments.written((part) => {
        part.ascii(',"total_currency":')
        text(part, value.total_currency)
        part.ascii(',"base_currency":')
        text(part, value.base_currency)
        part.ascii(',"unit_multiplier":').number(value.unit_multiplier)
        part.ascii(',"effective_date":')
        day(part, value.effective_date)
        part.ascii(',"expiry_date":')
        day(part, value.expiry_date)
        part.ascii(',"base_amount":')
      })
      last = { detail: value, bytes }
    }
    out.bytes(last.bytes)
  }
})()

/** A rate's text up to its total, by plan code and description: the same in every search that offers the plan. */
const rateHead = keptByPair((out, code: string, description: string) => {
  out.ascii('{"rate_plan_code":')
  text(out, code)
  out.ascii(',"details":[{"rate_description":')
  text(out, description)
  out.ascii(',"total_amount":')
})

const rate: Write<RoomOffer["rates"][number]> = (out, value) => {
  const only = value.details.length === 1 ? value.details[0]! : undefined
  if (only !== undefined) {
    // The usual rate, one detail for the stay: its fixed text kept, its amounts written.
    rateHead(out, value.rate_plan_code, only.rate_description)
    text(out, only.total_amount)
    stayPart(out, only)
    text(out, only.base_amount)
    out.ascii(value.refundable ? '}],"refundable":true}' : '}],"refundable":false}')
    return
  }
  out.ascii('{"rate_plan_code":')
  text(out, value.rate_plan_code)
  out.ascii(',"details":')
  list(out, value.details, detail)
  out.ascii(value.refundable ? ',"refundable":true}' : ',"refundable":false}')
}

// An offer's fixed text around its few values of the search, kept per room type and hotel.

const offerHead = keptByPair((out, amenityList: Amenities, imageList: Images) => {
  out.ascii('{"amenities":')
  amenities(out, amenityList)
  out.ascii(',"images":')
  images(out, imageList)
  out.ascii(',"rate_plan_code":')
})

const roomText = keptByPair((out, description: string, name: string) => {
  out.ascii(',"room_description":')
  text(out, description)
  out.ascii(',"room_name":')
  text(out, name)
  out.ascii(',"room_type_code":')
})

const hotelText = keptByPair((out, code: string, name: string) => {
  out.ascii(',"hotel_code":')
  text(out, code)
  out.ascii(',"hotel_name":')
  text(out, name)
  out.ascii(',"number_of_units":')
})

const offer: Write<RoomOffer> = (out, value) => {
  offerHead(out, value.amenities, value.images)
  text(out, value.rate_plan_code)
  roomText(out, value.room_description, value.room_name)
  text(out, value.room_type_code)
  out.ascii(',"total_amount":')
  text(out, value.total_amount)
  out.ascii(',"total_currency":')
  text(out, value.total_currency)
  out.ascii(',"mandatory_payment_periods":')
  periods(out, value.mandatory_payment_periods)
  out.ascii(',"rates":')
  list(out, value.rates, rate)
  out.ascii(',"applicable_number_of_guests":').number(value.applicable_number_of_guests)
  hotelText(out, value.hotel_code, value.hotel_name)
  out.number(value.number_of_units)
  out.ascii("}")
}

const brand: Write<Hotel["brand"]> = (out, value) => {
  out.ascii('{"id":').number(value.id)
  out.ascii(',"name":')
  text(out, value.name)
  out.ascii(',"slogan":')
  textOrNull(out, value.slogan)
  out.ascii(',"logo":')
  if (value.logo === null) out.ascii("null")
  else {
    out.ascii('{"url":')
    text(out, value.logo.url)
    out.ascii("}")
  }
  out.ascii("}")
}

const numberOrNull = (out: JsonBytes, value: number | null): void => {
  if (value === null) out.ascii("null")
  else out.number(value)
}

const hotel: Write<Hotel> = (out, value) => {
  out.ascii('{"id":').number(value.id)
  out.ascii(',"code":')
  text(out, value.code)
  out.ascii(',"name":')
  text(out, value.name)
  out.ascii(',"brand":')
  brand(out, value.brand)
  out.ascii(',"physical_address":')
  text(out, value.physical_address)
  out.ascii(',"city":')
  text(out, value.city)
  out.ascii(',"country":')
  text(out, value.country)
  out.ascii(',"province":')
  text(out, value.province)
  out.ascii(',"email":')
  text(out, value.email)
  out.ascii(',"phone":')
  text(out, value.phone)
  out.ascii(',"manager_phone":')
  textOrNull(out, value.manager_phone)
  out.ascii(',"alternative_number":')
  textOrNull(out, value.alternative_number)
  out.ascii(',"latitude":').number(value.latitude)
  out.ascii(',"longitude":').number(value.longitude)
  out.ascii(',"images":')
  images(out, value.images)
  out.ascii(',"description":')
  text(out, value.description)
  out.ascii(',"amenities":')
  amenities(out, value.amenities)
  out.ascii(',"pdf":')
  if (value.pdf === null) out.ascii("null")
  else {
    out.ascii('{"url":')
    text(out, value.pdf.url)
    out.ascii("}")
  }
  out.ascii(',"mandatory_payment_periods":')
  periods(out, value.mandatory_payment_periods)
  out.ascii(',"lowest_rate":').number(value.lowest_rate)
  out.ascii(',"half_day_rate":')
  numberOrNull(out, value.half_day_rate)
  out.ascii(',"full_day_rate":')
  numberOrNull(out, value.full_day_rate)
  out.ascii(',"u_shaped_seats":')
  numberOrNull(out, value.u_shaped_seats)
  out.ascii(',"school_room_seats":')
  numberOrNull(out, value.school_room_seats)
  out.ascii(',"board_room_seats":')
  numberOrNull(out, value.board_room_seats)
  out.ascii(',"cinema_seats":')
  numberOrNull(out, value.cinema_seats)
  out.ascii(',"facilities_linked":')
  list(out, value.facilities_linked, numberOrNull)
  out.ascii(',"hotels_linked":')
  list(out, value.hotels_linked, numberOrNull)
  out.ascii(',"social_places_id":')
  textOrNull(out, value.social_places_id)
  out.ascii("}")
}

/** One writer for the answers: each is written synchronously and taken whole before the next begins. */
const answers = new JsonBytes()

/** `{ <key>: [items] }` as bytes; a writer that throws half-way leaves nothing behind. */
const answer = <T>(key: string, items: ReadonlyArray<T>, write: Write<T>): Buffer<ArrayBuffer> =>
  answers.writtenShortLived((out) => {
    out.ascii(`{"${key}":`)
    list(out, items, write)
    out.ascii("}")
  })

/** `{ room_offers }` as JSON bytes (UTF-8). */
export const roomSearchJson = (offers: ReadonlyArray<RoomOffer>): Buffer<ArrayBuffer> => answer("room_offers", offers, offer)

/** `{ hotels }` as JSON bytes (UTF-8). */
export const hotelSearchJson = (hotels: ReadonlyArray<Hotel>): Buffer<ArrayBuffer> => answer("hotels", hotels, hotel)
