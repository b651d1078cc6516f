import { randomUUID } from "node:crypto"
import { Effect, Random, Schema } from "effect"
import type { Temporal } from "temporal-polyfill"
import { ConfirmationRequest, ReservationRequest } from "../../../contracts/api/reservations.ts"
import { OTP_MAX_ATTEMPTS } from "../../../contracts/api/search.ts"
import { mainGuestExample } from "../../../contracts/api/request-examples.ts"
import { PROVIDER_STATES, type ProviderStateName, type ProviderStateValues } from "../../../contracts/api/provider-states.ts"
import { today } from "../../../core/time/clock.ts"
import { toNoonIso } from "../../../core/time/hotel-day.ts"
import { BookingService } from "../../bookings/BookingService.ts"
import { CatalogueService } from "../../catalogue/CatalogueService.ts"
import { OtpService } from "../../codes/OtpService.ts"
import { Db } from "../../db/Db.ts"
import { InventoryService, type RoomNights } from "../../inventory/InventoryService.ts"
import { makeOutboxStoreDrizzle } from "../../notify/OutboxStore.drizzle.ts"
import { ReservationService } from "../../reservations/ReservationService.ts"
import { SearchService } from "../../search/SearchService.ts"
import { CONTENT_STATE_SET_UPS, type ContentStateServices } from "./content-states.ts"
import { ACCOUNT_STATE_SET_UPS, accountIdOf, type AccountStateServices, signedInMember } from "./account-states.ts"
import { CORPORATE_STATE_SET_UPS, type CorporateStateServices } from "./corporate-states.ts"
import { MOBILE_CHANGE_STATE_SET_UPS, type MobileChangeStateServices } from "./mobile-change-states.ts"
import { loyaltyStateSetUps, type LoyaltyStateServices } from "./loyalty-states.ts"
import { bookings } from "../../db/schema.ts"
import { eq } from "drizzle-orm"

/**
 * How the reference server makes each provider state of contracts/api/provider-states.ts true, with its own
 * services (a guest's hold and booking, a code sent and read from the outbox as a person would, rooms taken from the
 * inventory), and undoes what a state took that would stand in another's way. Test mode only (routes.ts).
 *
 * States never share a client with the verifier, except the one about it: each hold a state makes is held by a
 * client of its own, so the verifier's limit of rooms on hold (issue 9) counts only its interactions' holds.
 */

export type StateServices =
  | Db
  | ReservationService
  | BookingService
  | OtpService
  | InventoryService
  | CatalogueService
  | SearchService
  | ContentStateServices
  | AccountStateServices
  | CorporateStateServices
  | MobileChangeStateServices
  | LoyaltyStateServices

/** The state is not one of the pacts' (the verifier's pact is newer than this server, or misspelt). */
export class UnknownProviderState extends Schema.TaggedError<UnknownProviderState>()("UnknownProviderState", {
  message: Schema.String,
}) {}

/** What a set-up took, for its teardown to give back. */
export interface Taken {
  readonly rooms: ReadonlyArray<RoomNights>
  /** Holds of the verifier's client, to end so its limit is free again. */
  readonly holds: ReadonlyArray<string>
}

export interface SetUp {
  readonly values: ProviderStateValues
  readonly taken: Taken
}

const NOTHING_TAKEN: Taken = { rooms: [], holds: [] }

// The stays the states name (contracts/api/provider-states.ts), counted from today at the hotels.
const STAY_OFFSET_DAYS = 14
const SOLD_OUT_OFFSET_DAYS = 28
const STAY_NIGHTS = 2
/**
 * A booking state's stay starts on a day picked at random from these, well after the stays above: bookings keep their
 * rooms, so a server verified again and again spreads them over the calendar instead of selling out one stay.
 */
const BOOKING_OFFSETS = { first: 35, days: 300 } as const
/** A booking's new dates (update dates): a week after its stay. */
const NEW_DATES_AFTER_DAYS = 7

interface Stay {
  readonly checkIn: string
  readonly checkOut: string
}

const stayFrom = (day: Temporal.PlainDate, offset: number, nights: number): Stay => ({
  checkIn: day.add({ days: offset }).toString(),
  checkOut: day.add({ days: offset + nights }).toString(),
})

const stayAhead = (offset: number, nights: number) => Effect.map(today, (day) => stayFrom(day, offset, nights))

/** A stay for a booking state's booking (BOOKING_OFFSETS), and the two nights a week later it may move to. */
const bookingStays = Effect.gen(function* () {
  const offset = yield* Random.nextIntBetween(BOOKING_OFFSETS.first, BOOKING_OFFSETS.first + BOOKING_OFFSETS.days, { halfOpen: true })
  return { stay: yield* stayAhead(offset, STAY_NIGHTS), newDates: yield* stayAhead(offset + NEW_DATES_AFTER_DAYS, STAY_NIGHTS) }
})

/** A booking of one Queen room at hotel 801 in mainGuestExample's name, on a booking state's stay. */
const bookQueen = (channels?: { readonly viaEmail: boolean; readonly viaSms: boolean }) =>
  Effect.gen(function* () {
    const { stay, newDates } = yield* bookingStays
    return { ...(yield* book(queenAt801(stay, channels))), newDates }
  })

const stayValues = (stay: Stay, prefix = ""): ProviderStateValues => ({
  [`${prefix}start_date`]: toNoonIso(stay.checkIn),
  [`${prefix}end_date`]: toNoonIso(stay.checkOut),
})

/** The hotel and room the booking states are about (contracts/api/provider-states.ts). */
const HOTEL_CODE = "801"
const QUEEN = { room_type_code: "QUEEN", rate_plan_code: "RO-FLEX" } as const
const PAY_AT_HOTEL_CODE = "830"
/** Rooms one hold request may take (contracts: at most 10 counting every room's units). */
const MOST_UNITS_PER_HOLD = 10

/** A client of a state's own: its holds never count against the verifier's. */
const stateClient = (): string => `provider-state-${randomUUID()}`

const decodeReservation = Schema.decodeUnknownEffect(ReservationRequest)
const decodeConfirmation = Schema.decodeUnknownEffect(ConfirmationRequest)

interface HoldOf {
  readonly hotelCode: string
  readonly stay: Stay
  readonly room: { readonly room_type_code: string; readonly rate_plan_code: string }
  readonly units?: number
  readonly viaEmail?: boolean
  readonly viaSms?: boolean
}

const reservationOf = (hold: HoldOf) => ({
  start_date: hold.stay.checkIn,
  end_date: hold.stay.checkOut,
  hotel_code: hold.hotelCode,
  rooms: [{ ...hold.room, number_of_units: hold.units ?? 1, guests: { adults: 2, kids: 0 } }],
  via_email: hold.viaEmail ?? true,
  via_sms: hold.viaSms ?? false,
})

/** A guest's hold, as POST /reservation takes it, for `client`. */
const holdRooms = (hold: HoldOf, client: string) =>
  Effect.gen(function* () {
    const request = yield* decodeReservation({ reservation: reservationOf(hold) }).pipe(Effect.orDie)
    return yield* ReservationService.use((reservations) => reservations.hold(request.reservation, client))
  })

/** A hold confirmed as a pay-later booking in mainGuestExample's name: its uuid, reference and internal id. */
const book = (hold: HoldOf) =>
  Effect.gen(function* () {
    const held = yield* holdRooms(hold, stateClient())
    const request = yield* decodeConfirmation({
      reservation: { ...reservationOf(hold), uuid: held.uuid, mandatory_payment: false, guests: [mainGuestExample] },
    }).pipe(Effect.orDie)
    return yield* ReservationService.use((reservations) => reservations.confirm(request.reservation))
  })

const bookingValues = (booking: { readonly uuid: string; readonly referenceNumber: string }): ProviderStateValues => ({
  uuid: booking.uuid,
  reference_number: booking.referenceNumber,
  email: mainGuestExample.email,
})

/** A new one-time code for the booking, read from the outbox as the guest would read it. */
const sendCode = (bookingId: number) =>
  Effect.gen(function* () {
    yield* OtpService.use((codes) => codes.issue(bookingId, { clientKey: codes.clientKeyOf(stateClient()) }))
    const outbox = makeOutboxStoreDrizzle(yield* Db)
    const [message] = yield* outbox.list({ bookingId, kind: "one_time_code", limit: 1 })
    const code = message === undefined ? undefined : /\b(\d{6})\b/.exec(message.body)?.[1]
    if (code === undefined) return yield* Effect.die(new Error(`no one-time code in the outbox for booking ${bookingId}`))
    return code
  })

/** Six digits that are not `code`. */
const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

const queenAt801 = (stay: Stay, channels: { readonly viaEmail: boolean; readonly viaSms: boolean } = { viaEmail: true, viaSms: false }): HoldOf => ({
  hotelCode: HOTEL_CODE,
  stay,
  room: QUEEN,
  ...channels,
})

/** The hotel with `code`, from the catalogue's list (the website knows hotels by code). */
const hotelIdOf = (code: string) =>
  Effect.gen(function* () {
    const { hotels } = yield* CatalogueService.use((catalogue) => catalogue.listHotels({ page: 1, per: 100 }))
    const hotel = hotels.find((candidate) => candidate.code === code)
    if (hotel === undefined) return yield* Effect.die(new Error(`no hotel has code ${code}`))
    return hotel.id
  })

/** Every free room of every type at hotel `code` for the stay's nights: after this, some night of the stay has none. */
const takeEveryRoom = (code: string, stay: Stay) =>
  Effect.gen(function* () {
    const hotelId = yield* hotelIdOf(code)
    const roomTypes = yield* CatalogueService.use((catalogue) => catalogue.listRoomTypes(hotelId)).pipe(Effect.orDie)
    const rooms: Array<RoomNights> = []
    for (const roomType of roomTypes) {
      const nights = yield* InventoryService.use((inventory) => inventory.nights(roomType.id, stay.checkIn, stay.checkOut))
      const units = Math.min(...nights.map((night) => night.available))
      if (units > 0) rooms.push({ roomTypeId: roomType.id, units, checkIn: stay.checkIn, checkOut: stay.checkOut })
    }
    yield* InventoryService.use((inventory) => inventory.take(rooms))
    return rooms
  })

/** Holds for `client` until the server refuses one more room: the client then holds as many rooms as it may. */
const fillHoldLimit = (stay: Stay, client: string) =>
  Effect.gen(function* () {
    const holds: Array<string> = []
    for (let units = MOST_UNITS_PER_HOLD; units >= 1; units--) {
      for (;;) {
        const held = yield* holdRooms({ ...queenAt801(stay), units }, client).pipe(
          Effect.map((hold) => hold.uuid),
          Effect.catchTag("TooManyRoomsOnHold", () => Effect.succeed(undefined)),
        )
        if (held === undefined) break
        holds.push(held)
      }
    }
    return holds
  })

/** Free rooms of the states' room type (Queen at RO-FLEX, hotel 801) for `stay`, or the state cannot be set up. */
const ensureQueenRoomsFree = (stay: Stay, rooms: number) =>
  Effect.gen(function* () {
    const offers = yield* SearchService.use((search) =>
      search.searchRooms({ hotel_code: HOTEL_CODE, start_date: stay.checkIn, end_date: stay.checkOut, guests: [{ adults: 2, kids: 0 }], clicks_club_card: "", promotion_code: "" }),
    )
    const queen = offers.find((offer) => offer.room_type_code === QUEEN.room_type_code && offer.rates.some((rate) => rate.rate_plan_code === QUEEN.rate_plan_code))
    if (queen === undefined || queen.number_of_units < rooms) {
      return yield* Effect.die(new Error(`hotel ${HOTEL_CODE} has fewer than ${rooms} ${QUEEN.room_type_code} rooms at ${QUEEN.rate_plan_code} from ${stay.checkIn} to ${stay.checkOut}`))
    }
  })

/** The first room hotel `code` offers two adults for the stay (hotel 830's rooms and rates are its own). */
const firstOffer = (code: string, stay: Stay) =>
  Effect.gen(function* () {
    const [offer] = yield* SearchService.use((search) =>
      search.searchRooms({ hotel_code: code, start_date: stay.checkIn, end_date: stay.checkOut, guests: [{ adults: 2, kids: 0 }], clicks_club_card: "", promotion_code: "" }),
    )
    if (offer === undefined) return yield* Effect.die(new Error(`hotel ${code} offers no room from ${stay.checkIn} to ${stay.checkOut}`))
    return { room_type_code: offer.room_type_code, rate_plan_code: offer.rate_plan_code }
  })

const only = (values: ProviderStateValues, taken: Taken = NOTHING_TAKEN): SetUp => ({ values, taken })

/** The states whose facts the seeded catalogue already has, or that name what must not exist: nothing to do. */
const SEEDED: ReadonlySet<ProviderStateName> = new Set([
  PROVIDER_STATES.charitiesActive,
  PROVIDER_STATES.promoRunning,
  PROVIDER_STATES.hotelOne,
  PROVIDER_STATES.hotelsListed,
  PROVIDER_STATES.clubCardValid,
  PROVIDER_STATES.noHotelCode999,
  PROVIDER_STATES.noHotelId999999,
  PROVIDER_STATES.noBooking,
  PROVIDER_STATES.noPromo,
  PROVIDER_STATES.noOffer,
  PROVIDER_STATES.noCharity999,
  PROVIDER_STATES.noClubCard,
  PROVIDER_STATES.noContent,
])

const SET_UPS: Readonly<Record<string, (client: string) => Effect.Effect<SetUp, unknown, StateServices>>> = {
  [PROVIDER_STATES.stay]: () => Effect.map(stayAhead(STAY_OFFSET_DAYS, STAY_NIGHTS), (stay) => only(stayValues(stay))),
  [PROVIDER_STATES.roomsFree]: () =>
    Effect.gen(function* () {
      yield* ensureQueenRoomsFree(yield* stayAhead(STAY_OFFSET_DAYS, STAY_NIGHTS), 2)
      return only({})
    }),
  [PROVIDER_STATES.soldOut]: () =>
    Effect.gen(function* () {
      const night = yield* stayAhead(SOLD_OUT_OFFSET_DAYS, 1)
      return only(stayValues(night), { rooms: yield* takeEveryRoom(HOTEL_CODE, night), holds: [] })
    }),
  [PROVIDER_STATES.clientAtHoldLimit]: (client) =>
    Effect.gen(function* () {
      const holds = yield* fillHoldLimit(yield* stayAhead(STAY_OFFSET_DAYS, STAY_NIGHTS), client)
      return only({}, { rooms: [], holds })
    }),
  [PROVIDER_STATES.hold]: () =>
    Effect.gen(function* () {
      const held = yield* holdRooms(queenAt801(yield* stayAhead(STAY_OFFSET_DAYS, STAY_NIGHTS)), stateClient())
      return only({ uuid: held.uuid })
    }),
  [PROVIDER_STATES.lapsedHold]: () =>
    Effect.gen(function* () {
      // A replaced hold answers as one whose time ran out (contracts/README.md "Engine rules").
      const hold = queenAt801(yield* stayAhead(STAY_OFFSET_DAYS, STAY_NIGHTS))
      const client = stateClient()
      const first = yield* holdRooms(hold, client)
      const request = yield* decodeReservation({ reservation: { ...reservationOf(hold), uuid: first.uuid } }).pipe(Effect.orDie)
      yield* ReservationService.use((reservations) => reservations.hold(request.reservation, client))
      return only({ uuid: first.uuid })
    }),
  [PROVIDER_STATES.unpaidBooking]: () =>
    Effect.gen(function* () {
      const booking = yield* bookQueen()
      yield* ensureQueenRoomsFree(booking.newDates, 1)
      return only({ ...bookingValues(booking), new_check_in_date: toNoonIso(booking.newDates.checkIn), new_check_out_date: toNoonIso(booking.newDates.checkOut) })
    }),
  [PROVIDER_STATES.smsOnlyBooking]: () => Effect.map(bookQueen({ viaEmail: false, viaSms: true }), (booking) => only(bookingValues(booking))),
  [PROVIDER_STATES.codeSent]: () =>
    Effect.gen(function* () {
      const booking = yield* bookQueen()
      const code = yield* sendCode(booking.bookingId)
      return only({ ...bookingValues(booking), otp: code, wrong_otp: otherCode(code) })
    }),
  [PROVIDER_STATES.codeLocked]: () =>
    Effect.gen(function* () {
      const booking = yield* bookQueen()
      const code = yield* sendCode(booking.bookingId)
      for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt++) {
        yield* OtpService.use((codes) => codes.verify(booking.bookingId, otherCode(code))).pipe(Effect.ignore)
      }
      return only({ ...bookingValues(booking), otp: code })
    }),
  [PROVIDER_STATES.cancelledBooking]: () =>
    Effect.gen(function* () {
      const booking = yield* bookQueen()
      const code = yield* sendCode(booking.bookingId)
      yield* BookingService.use((bookings) => bookings.cancel(booking.uuid, code))
      return only(bookingValues(booking))
    }),
  [PROVIDER_STATES.payAtHotelBooking]: () =>
    Effect.gen(function* () {
      const { stay } = yield* bookingStays
      const booking = yield* book({ hotelCode: PAY_AT_HOTEL_CODE, stay, room: yield* firstOffer(PAY_AT_HOTEL_CODE, stay) })
      return only(bookingValues(booking))
    }),
  [PROVIDER_STATES.memberWithBooking]: () =>
    Effect.gen(function* () {
      const member = yield* signedInMember
      const booking = yield* bookQueen()
      const accountId = yield* accountIdOf(member.email)
      yield* Db.use((db) => db.query((d) => d.update(bookings).set({ memberId: accountId }).where(eq(bookings.uuid, booking.uuid))))
      return only({ access_token: member.tokens.accessToken })
    }),
  // issue 14, the account panel's cancel: the member's own booking (made signed in) and its code; here for bookQueen and sendCode.
  [PROVIDER_STATES.memberBookingCodeSent]: () =>
    Effect.gen(function* () {
      const member = yield* signedInMember
      const booking = yield* bookQueen()
      const accountId = yield* accountIdOf(member.email)
      yield* Db.use((db) => db.query((d) => d.update(bookings).set({ memberId: accountId }).where(eq(bookings.uuid, booking.uuid))))
      const code = yield* sendCode(booking.bookingId)
      return only({ access_token: member.tokens.accessToken, uuid: booking.uuid, otp: code })
    }),
  ...Object.fromEntries(Object.entries(ACCOUNT_STATE_SET_UPS).map(([state, values]) => [state, () => Effect.map(values, (answer) => only(answer))])),
  ...Object.fromEntries(Object.entries(CORPORATE_STATE_SET_UPS).map(([state, values]) => [state, () => Effect.map(values, (answer) => only(answer))])),
  ...Object.fromEntries(Object.entries(MOBILE_CHANGE_STATE_SET_UPS).map(([state, values]) => [state, () => Effect.map(values, (answer) => only(answer))])),
  ...Object.fromEntries(Object.entries(CONTENT_STATE_SET_UPS).map(([state, values]) => [state, () => Effect.map(values, (answer) => only(answer))])),
  ...Object.fromEntries(Object.entries(loyaltyStateSetUps(bookQueen())).map(([state, values]) => [state, () => Effect.map(values, (answer) => only(answer))])),
}

/** Sets `state` up for the verifier at `client`; answers the values its interactions inject and what it took. */
export const setUpState = (state: string, client: string): Effect.Effect<SetUp, UnknownProviderState, StateServices> => {
  // Pact's verifier asks for the empty state before an interaction that names none.
  if (state === "" || SEEDED.has(state as ProviderStateName)) return Effect.succeed(only({}))
  const setUp = SET_UPS[state]
  if (setUp === undefined) return Effect.fail(new UnknownProviderState({ message: `Unknown provider state: "${state}"` }))
  // A state that cannot be made true is the server's fault here, not the verifier's: a defect, answered 500 and logged.
  return setUp(client).pipe(
    Effect.catch((error) => Effect.die(new Error(`Provider state "${state}" could not be set up: ${error instanceof Error ? error.message : String(error)}`, { cause: error }))),
  )
}

/**
 * Gives back what a set-up took: the rooms, and the verifier's holds (each replaced by a one-room hold of a state's
 * own client, which ends it and frees the verifier's limit; the replacement lapses on its own).
 */
export const tearDownState = (taken: Taken): Effect.Effect<void, never, StateServices> =>
  Effect.gen(function* () {
    if (taken.rooms.length > 0) yield* InventoryService.use((inventory) => inventory.release(taken.rooms))
    const stay = yield* stayAhead(STAY_OFFSET_DAYS, STAY_NIGHTS)
    for (const uuid of taken.holds) {
      const request = yield* decodeReservation({ reservation: { ...reservationOf(queenAt801(stay)), uuid } }).pipe(Effect.orDie)
      yield* ReservationService.use((reservations) => reservations.hold(request.reservation, stateClient()))
    }
  }).pipe(Effect.orDie)
