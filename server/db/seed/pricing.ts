import type { SeededRandom } from "./random.ts"

/**
 * Nightly base prices and how full the seeded hotels already are. Prices follow the brand, the
 * town, the kind of room, the day of the week and the season; a small keyed wobble keeps
 * neighbouring days from looking machine-made. Everything is a pure function of its inputs.
 */

/** One night of the calendar, with what pricing reads from it. */
export interface CalendarDay {
  /** "YYYY-MM-DD". */
  readonly iso: string
  readonly month: number
  readonly dayOfMonth: number
  /** ISO weekday, 1 Monday .. 7 Sunday. */
  readonly weekday: number
  /** Days after today, the night's lead time (0 for tonight). */
  readonly offset: number
}

export interface PricedRoom {
  readonly hotelCode: string
  readonly roomTypeCode: string
  /** The brand's queen-room base price in cents. */
  readonly brandBaseCents: number
  /** The town's price level (1 = the brand's usual price). */
  readonly placeLevel: number
  /** The kind of room against a queen room. */
  readonly roomFactor: number
  /** A leisure destination: dearer at weekends and over the festive season. */
  readonly leisure: boolean
  /** Western Cape: winter is the quiet, rainy season. */
  readonly winterRainfall: boolean
  /** Road Lodges: one price, smaller swings. */
  readonly budget: boolean
}

/** Friday and Saturday nights. */
const isWeekendNight = (day: CalendarDay): boolean => day.weekday === 5 || day.weekday === 6

/** 15 December to 5 January, both included: the South African festive season. */
export const isFestive = (day: Pick<CalendarDay, "month" | "dayOfMonth">): boolean =>
  (day.month === 12 && day.dayOfMonth >= 15) || (day.month === 1 && day.dayOfMonth <= 5)

const isShoulder = (day: CalendarDay): boolean => (day.month === 12 && day.dayOfMonth < 15) || (day.month === 1 && day.dayOfMonth > 5)

/** The winter school holidays, roughly the last week of June to mid-July. */
const isWinterHoliday = (day: CalendarDay): boolean => (day.month === 6 && day.dayOfMonth >= 24) || (day.month === 7 && day.dayOfMonth <= 15)

const seasonFactor = (room: PricedRoom, day: CalendarDay): number => {
  if (isFestive(day)) return room.leisure ? 1.35 : 0.9
  if (isShoulder(day)) return room.leisure ? 1.12 : 0.95
  let factor = 1
  if (room.winterRainfall && day.month >= 5 && day.month <= 8) factor *= 0.85
  if (room.winterRainfall && (day.month === 2 || day.month === 3)) factor *= 1.1
  if (isWinterHoliday(day) && room.leisure) factor *= 1.08
  return factor
}

const weekdayFactor = (room: PricedRoom, day: CalendarDay): number => {
  if (!isWeekendNight(day)) return 1
  if (room.leisure) return room.budget ? 1.05 : 1.12
  // Business hotels empty out at weekends and sell them cheaper.
  return room.budget ? 0.95 : 0.85
}

/** Prices end in a round ten rand, as hotels quote them. */
const roundToTenRand = (cents: number): number => Math.max(1_000, Math.round(cents / 1_000) * 1_000)

/** The base price of one night of `room`, in cents. */
export const nightlyPriceCents = (random: SeededRandom, room: PricedRoom, day: CalendarDay): number => {
  const wobble = 1 + (random.unit("price", room.hotelCode, room.roomTypeCode, day.iso) - 0.5) * 0.06
  return roundToTenRand(room.brandBaseCents * room.placeLevel * room.roomFactor * seasonFactor(room, day) * weekdayFactor(room, day) * wobble)
}

/** The most of a room type the seed ever counts as sold elsewhere: something is always left. */
export const MAX_SOLD_SHARE = 0.8

/**
 * How many of `total` rooms are already taken on `day` by bookings from other channels (travel
 * agents, corporate allocations, walk-ins): more in the coming weeks than months ahead, more at
 * weekends in leisure towns and midweek in business ones. At most 80 %, so the seed never sells
 * a room type out; tests that need a full night set it themselves.
 */
export const roomsSoldElsewhere = (random: SeededRandom, room: PricedRoom, day: CalendarDay, total: number): number => {
  const leadTime = Math.max(0, 1 - day.offset / 90)
  const demand = room.leisure ? (isWeekendNight(day) ? 0.2 : 0) + (isFestive(day) ? 0.25 : 0) : isWeekendNight(day) ? -0.1 : 0.1
  const noise = (random.unit("sold", room.hotelCode, room.roomTypeCode, day.iso) - 0.5) * 0.3
  const share = Math.min(MAX_SOLD_SHARE, Math.max(0, 0.15 + 0.3 * leadTime + demand + noise))
  return Math.floor(total * share)
}
