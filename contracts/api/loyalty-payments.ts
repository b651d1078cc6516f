import { Schema } from "effect"
import { MAX_ROOMS } from "../../core/search/guest-rooms.ts"
import { MAX_STAY_NIGHTS } from "../../core/search/search-criteria.ts"
import { CARD_PAYMENT_UNDER_WAY, CHOOSE_NIGHTS_FOR_POINTS } from "../../core/payment/messages.ts"
import { Booking, BookingParams } from "./bookings.ts"
import { Cents, WholeNumber, WireStruct } from "./common.ts"
import { ALWAYS, BOOKINGS_API_PATH, type Endpoint, WITH_BODY } from "./endpoint.ts"

/**
 * Points as payment (issue 15, contracts/README.md "Points as payment"): a signed-in member with at least 500 usable
 * points pays whole room-nights of their own unpaid booking with points, at the redeem table's value, and the rest by
 * card (initiate_payment then charges only what is left). The spec shows the option but no call: decided here.
 */

export const POINTS_PAYMENT_PATH = `${BOOKINGS_API_PATH}/{id}/points_payment`

/** 409: points pay part of a booking once (a cancellation gives them back). */
export const POINTS_ALREADY_PAID = "Loyalty points already pay part of this booking."
/** 409: a card payment started in the last 30 minutes is in flight (core's words, which the site shows). */
export { CARD_PAYMENT_UNDER_WAY }
/** 409: a booking paid partly with points keeps its dates (the points paid for those nights). */
export const POINTS_PAID_DATES_FIXED = "Part of this booking is paid with loyalty points, so its dates cannot be changed online. Cancel it to get the points back, or contact the hotel."

/** The most room-nights one booking can have: 10 rooms for the longest stay. */
export const MAX_ROOM_NIGHTS = MAX_ROOMS * MAX_STAY_NIGHTS

/** `{ "points_payment": { "nights": 2 } }`: how many room-nights to pay with points, the stay's first ones, room by room. */
export const PointsPaymentRequest = WireStruct({
  points_payment: WireStruct({
    nights: WholeNumber({ min: 1, max: MAX_ROOM_NIGHTS, minMessage: CHOOSE_NIGHTS_FOR_POINTS, maxMessage: CHOOSE_NIGHTS_FOR_POINTS }),
  }),
}).annotate({ identifier: "PointsPaymentRequest" })
export type PointsPaymentRequest = typeof PointsPaymentRequest.Type

/**
 * What the points paid: the room-nights, the points taken from the member's ledger, the part of the total they
 * cover and what is left for the card (0: the booking is paid), with the booking as it now is.
 */
export const PointsPayment = Schema.Struct({
  nights: Schema.Int,
  points: Schema.Int,
  covered_cents: Cents,
  card_cents: Cents,
}).annotate({ identifier: "PointsPayment" })
export type PointsPayment = typeof PointsPayment.Type

export const PointsPaymentResponse = Schema.Struct({ points_payment: PointsPayment, booking: Booking }).annotate({ identifier: "PointsPaymentResponse" })
export type PointsPaymentResponse = typeof PointsPaymentResponse.Type

export const loyaltyPaymentEndpoints: ReadonlyArray<Endpoint> = [
  {
    name: "payWithPoints",
    method: "POST",
    path: POINTS_PAYMENT_PATH,
    tag: "Bookings",
    summary: "Pay whole room-nights of the signed-in member's own unpaid booking with loyalty points; the rest is left for the card",
    description:
      "Needs the member's bearer token and at least 500 usable points. 422 with the refusal (not enough points, no points value for a night, more nights than the stay has) on points_payment.nights; 404 for a booking that is not the member's; 409 when the booking is paid, cancelled, already paid partly with points, or a card payment of it is under way.",
    params: BookingParams,
    body: PointsPaymentRequest,
    success: { status: 200, description: "What the points paid, what is left for the card, and the booking.", body: PointsPaymentResponse },
    errors: [401, 404, 409, ...WITH_BODY, ...ALWAYS],
  },
]
