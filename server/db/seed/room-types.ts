import type { BrandKeyValue } from "../schema.ts"
import { amenity } from "./brands.ts"

/** The kinds of room the group sells; the code is the spec's roomTypeCode. */
export const ROOM_TYPE_CODES = ["QUEEN", "TWIN", "FAMILY", "ACCESSIBLE", "EXECUTIVE"] as const
export type RoomTypeCode = (typeof ROOM_TYPE_CODES)[number]

interface RoomTypeTemplate {
  readonly code: RoomTypeCode
  readonly name: string
  readonly bed: string
  readonly maxAdults: number
  readonly maxOccupancy: number
  /** Share of the hotel's rooms, before rounding. */
  readonly share: number
  /** Least rooms of this type in a hotel that has it. */
  readonly minimum: number
  /** Price against the queen room. */
  readonly priceFactor: number
  readonly isAccessible: boolean
  readonly extraAmenities: ReadonlyArray<string>
}

const template = (fields: RoomTypeTemplate): RoomTypeTemplate => fields

const TEMPLATES: Readonly<Record<RoomTypeCode, RoomTypeTemplate>> = {
  QUEEN: template({
    code: "QUEEN",
    name: "Queen Room",
    bed: "1 queen bed",
    maxAdults: 2,
    maxOccupancy: 3,
    share: 0.45,
    minimum: 10,
    priceFactor: 1,
    isAccessible: false,
    extraAmenities: [],
  }),
  TWIN: template({
    code: "TWIN",
    name: "Twin Room",
    bed: "2 single beds",
    maxAdults: 2,
    maxOccupancy: 3,
    share: 0.3,
    minimum: 6,
    priceFactor: 1,
    isAccessible: false,
    extraAmenities: [],
  }),
  FAMILY: template({
    code: "FAMILY",
    name: "Family Room",
    bed: "1 double bed and 2 single beds",
    maxAdults: 3,
    maxOccupancy: 4,
    share: 0.12,
    minimum: 4,
    priceFactor: 1.3,
    isAccessible: false,
    extraAmenities: ["Sleeper couch", "Microwave"],
  }),
  ACCESSIBLE: template({
    code: "ACCESSIBLE",
    name: "Accessible Queen Room",
    bed: "1 queen bed",
    maxAdults: 2,
    maxOccupancy: 2,
    share: 0.04,
    minimum: 2,
    priceFactor: 1,
    isAccessible: true,
    extraAmenities: ["Roll-in shower", "Grab rails", "Wide doorways", "Visual alarm"],
  }),
  EXECUTIVE: template({
    code: "EXECUTIVE",
    name: "Executive King Room",
    bed: "1 king bed",
    maxAdults: 2,
    maxOccupancy: 2,
    share: 0.09,
    minimum: 4,
    priceFactor: 1.45,
    isAccessible: false,
    extraAmenities: ["Espresso machine", "Bathrobe and slippers", "Work lounge access"],
  }),
}

/** Courtyards are all-suite hotels: the same kinds of room, sold as suites and larger. */
const COURTYARD_NAMES: Readonly<Record<RoomTypeCode, string>> = {
  QUEEN: "Studio Suite",
  TWIN: "Twin Suite",
  FAMILY: "Two-Bedroom Family Suite",
  ACCESSIBLE: "Accessible Studio Suite",
  EXECUTIVE: "Executive Suite",
}

const SIZE_M2: Readonly<Record<BrandKeyValue, number>> = { road: 18, town: 23, city: 27, courtyard: 40 }
const SIZE_FACTOR: Readonly<Record<RoomTypeCode, number>> = { QUEEN: 1, TWIN: 1, FAMILY: 1.5, ACCESSIBLE: 1.2, EXECUTIVE: 1.4 }

const BASE_AMENITIES: Readonly<Record<BrandKeyValue, ReadonlyArray<string>>> = {
  road: ["Free Wi-Fi", "Flat-screen TV", "Tea and coffee", "Air conditioning"],
  town: ["Free Wi-Fi", "Flat-screen TV", "Tea and coffee", "Air conditioning", "Work desk"],
  city: ["Free Wi-Fi", "Smart TV", "Tea and coffee", "Air conditioning", "Work desk", "In-room safe", "Minibar"],
  courtyard: ["Free Wi-Fi", "Smart TV", "Kitchenette", "Lounge area", "Air conditioning", "Work desk", "In-room safe"],
}

/**
 * Which kinds a hotel has (3 to 5): every hotel has queen, twin and accessible rooms; Road and Town
 * Lodges and some Courtyards add family rooms; City and Courtyard hotels and some Town Lodges add
 * executive rooms.
 */
export const roomTypeCodesFor = (brand: BrandKeyValue, random: () => number): ReadonlyArray<RoomTypeCode> => {
  const family = brand === "road" ? random() < 0.75 : brand === "town" ? random() < 0.5 : brand === "courtyard" ? random() < 0.6 : random() < 0.35
  const executive = brand === "city" || brand === "courtyard" ? true : brand === "town" ? random() < 0.3 : false
  return ROOM_TYPE_CODES.filter((code) => (code === "FAMILY" ? family : code === "EXECUTIVE" ? executive : true))
}

/** The hotel's rooms shared between its kinds; the queen rooms take what rounding leaves. */
export const splitRooms = (rooms: number, codes: ReadonlyArray<RoomTypeCode>): ReadonlyMap<RoomTypeCode, number> => {
  const totalShare = codes.reduce((sum, code) => sum + TEMPLATES[code].share, 0)
  const counts = new Map<RoomTypeCode, number>()
  for (const code of codes) {
    if (code !== "QUEEN") counts.set(code, Math.max(TEMPLATES[code].minimum, Math.floor((rooms * TEMPLATES[code].share) / totalShare)))
  }
  const others = [...counts.values()].reduce((sum, count) => sum + count, 0)
  counts.set("QUEEN", rooms - others)
  return new Map(codes.map((code) => [code, counts.get(code)!]))
}

export interface RoomTypeContent {
  readonly code: RoomTypeCode
  readonly name: string
  readonly description: string
  readonly bed: string
  readonly maxAdults: number
  readonly maxOccupancy: number
  readonly sizeM2: number
  readonly isAccessible: boolean
  readonly amenityNames: ReadonlyArray<string>
  readonly priceFactor: number
}

const occupancyText = (maxAdults: number, maxOccupancy: number): string =>
  maxOccupancy > maxAdults
    ? `Sleeps up to ${maxOccupancy} guests, of whom at most ${maxAdults} adults.`
    : `Sleeps up to ${maxOccupancy} adults.`

/** A kind of room as a brand sells it. */
export const roomTypeContent = (brand: BrandKeyValue, code: RoomTypeCode): RoomTypeContent => {
  const room = TEMPLATES[code]
  const name = brand === "courtyard" ? COURTYARD_NAMES[code] : room.name
  const sizeM2 = Math.round(SIZE_M2[brand] * SIZE_FACTOR[code])
  const amenityNames = [...BASE_AMENITIES[brand], ...room.extraAmenities]
  return {
    code,
    name,
    description: `${sizeM2} m² with ${room.bed}. ${occupancyText(room.maxAdults, room.maxOccupancy)}${
      room.isAccessible ? " Step-free from the entrance, with a roll-in shower and grab rails." : ""
    }`,
    bed: room.bed,
    maxAdults: room.maxAdults,
    maxOccupancy: room.maxOccupancy,
    sizeM2,
    isAccessible: room.isAccessible,
    amenityNames,
    priceFactor: room.priceFactor,
  }
}

export const roomAmenities = (names: ReadonlyArray<string>) => names.map(amenity)
