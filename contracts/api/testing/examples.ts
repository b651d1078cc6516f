import type { BookingResponse, InitiatePaymentResponse } from "../bookings.ts"
import type { SearchRoomsResponse } from "../search.ts"
import type { LoyaltyStatementResponse } from "../loyalty.ts"
import type { Hotel } from "../hotels.ts"
import type { PointsPaymentResponse } from "../loyalty-payments.ts"
import type { SpecialOffer } from "../offers.ts"
import { UUID } from "../request-examples.ts"

/**
 * Test support: example answers in their wire (encoded) form, as the README shows them, beside the request
 * examples of the OpenAPI document (../request-examples.ts), so a test imports every example from here. Tests
 * decode them; the server's tests may post them. Every date is noon on the hotels' clock and every defaulted key
 * is present, so encode(decode(example)) gives it back.
 */

export * from "../request-examples.ts"

const image = { url: "/images/hotels/830/front.webp" }

export const hotelExample: (typeof Hotel)["Encoded"] = {
  id: 12,
  code: "830",
  name: "Karoo Town Lodge Cape Town Waterfront",
  brand: { id: 4, name: "Karoo Town Lodge", slogan: "Stay in town", logo: { url: "/images/brands/town.svg" } },
  physical_address: "1 Dock Road, V&A Waterfront, Cape Town, 8001",
  city: "Cape Town",
  country: "South Africa",
  province: "Western Cape",
  email: "waterfront@townlodge.example",
  phone: "+27 21 555 0100",
  manager_phone: null,
  alternative_number: null,
  latitude: -33.9036,
  longitude: 18.4207,
  images: [image],
  description: "A short walk from the Waterfront.",
  amenities: [{ name: "Free Wi-Fi", images: [] }],
  pdf: null,
  mandatory_payment_periods: [
    { check_in_date: "2026-12-15T12:00:00+02:00", check_out_date: "2027-01-05T12:00:00+02:00", description: "Festive season" },
  ],
  lowest_rate: 125000,
  half_day_rate: 250000,
  full_day_rate: 400000,
  u_shaped_seats: 20,
  school_room_seats: 30,
  board_room_seats: 14,
  cinema_seats: null,
  facilities_linked: [1, 2],
  hotels_linked: [],
  social_places_id: "sp-830",
}

export const searchRoomsResponseExample: (typeof SearchRoomsResponse)["Encoded"] = {
  room_offers: [
    {
      amenities: [{ name: "Queen bed", images: [] }],
      images: [image],
      rate_plan_code: "BAR-RO",
      room_description: "A queen room for two.",
      room_name: "Queen Room",
      room_type_code: "QN",
      total_amount: "2,500.00",
      total_currency: "ZAR",
      mandatory_payment_periods: [],
      rates: [
        {
          rate_plan_code: "BAR-RO",
          details: [
            {
              rate_description: "Room only, flexible",
              total_amount: "2,500.00",
              total_currency: "ZAR",
              base_currency: "ZAR",
              unit_multiplier: 2,
              effective_date: "2026-12-01T12:00:00+02:00",
              expiry_date: "2026-12-03T12:00:00+02:00",
              base_amount: "2,500.00",
            },
          ],
          refundable: true,
        },
      ],
      applicable_number_of_guests: 2,
      hotel_code: "830",
      hotel_name: "Karoo Town Lodge Cape Town Waterfront",
      number_of_units: 4,
    },
  ],
}

export const bookingResponseExample: (typeof BookingResponse)["Encoded"] = {
  booking: {
    uuid: UUID,
    id: 1042,
    reference_number: "TL-7K3M9Q",
    confirmation_number: "TL-7K3M9Q-1",
    check_in_date: "2026-12-01T12:00:00+02:00",
    check_out_date: "2026-12-03T12:00:00+02:00",
    total_guests: 2,
    total_rooms: 1,
    cost_of_room_cents: 250000,
    total_for_stay_cents: 250000,
    total_for_stay_currency: "ZAR",
    is_paid: false,
    status: "Unpaid",
    cancelled_at: null,
    hold_until: "2026-11-30T10:00:00.000Z",
    hotel: hotelExample,
    booking_items: [
      {
        id: 2001,
        reference_number: "TL-7K3M9Q-1",
        guests: [
          {
            title: "Ms",
            first_name: "Thandi",
            surname: "Mokoena",
            email: "thandi@example.co.za",
            mobile: "0027821234567",
            address: { address_one: "12 Long Street", address_two: "", city: "Cape Town", state: "ZA", postal_code: "8001", country: "South Africa" },
            id_type: "ID Number",
            masked_id_number: "••••••••••087",
          },
        ],
        total_adults: 2,
        total_children: 0,
        total_units: 1,
        room_type_code: "QN",
        rate_plan_code: "BAR-RO",
        refundable: true,
        cost_of_room_cents: 250000,
        cost_of_room_currency: "ZAR",
        promotion_code: null,
        content: { name: "Queen Room", description: "A queen room for two.", images: [image] },
        session_id: null,
        response_type: null,
        status: "Confirmed",
      },
    ],
    last_payment: {
      id: 7,
      amount_cents: 250000,
      currency: "ZAR",
      country: "ZAF",
      created_at: "2026-11-20T08:30:00.000Z",
      locale: "en-za",
      reference: "TL-7K3M9Q",
      status: "declined",
      response: { result_description: "Insufficient Funds", transaction_status: 2, result_code: "900003" },
    },
    via_email: true,
    via_sms: true,
    clicks_club_card_number: null,
    allows_mail_list: false,
    earnable_loyalty_points: 250,
    is_redemption: false,
    selected_charities: [1],
  },
}

export const initiatePaymentResponseExample: (typeof InitiatePaymentResponse)["Encoded"] = {
  success: true,
  body: {
    checksum: "b41a2d6b6ae2a0a4f4c3c5e4c0e2a7f1",
    pay_request_id: "23B785AE-C96C-32AF-4879-D2C9363DB6E8",
    reference: "TL-7K3M9Q",
    process_url: "https://secure.paygate.co.za/payweb3/process.trans",
  },
}

export const specialOfferExample: (typeof SpecialOffer)["Encoded"] = {
  id: 3,
  name: "Festive Escape",
  slug: "festive-escape",
  description: "Two nights with breakfast.",
  special_tag: "Limited",
  image,
  banner_image: null,
  special_type: "accommodation_plus_food",
  action_type: "booking_with_mandatory_payment",
  promo_code: "FESTIVE",
  start_at: "2026-12-01T12:00:00+02:00",
  end_at: "2027-01-10T12:00:00+02:00",
  market_start_at: null,
  market_end_at: null,
  hotel_ids: [12],
  is_active: true,
  link: null,
  write_up: { html_content: "<p>Two nights with breakfast.</p>" },
  terms_and_conditions: { url: "/documents/festive-escape-terms.pdf" },
}

/**
 * A member's points statement (GET /api/web/accounts/loyalty_points), as of 2026-09-10: the sign-up gift, a stay's
 * points (usable since the day after it ended), points paid for a later stay, and the points of a stay paid for but not
 * over yet (pending); the answer README "Loyalty points" shows.
 */
export const loyaltyStatementExample: (typeof LoyaltyStatementResponse)["Encoded"] = {
  total_usable_loyalty_points: 450,
  total_pending_loyalty_points: 300,
  total_redeemed_loyalty_points: 250,
  total_expired_loyalty_points: 0,
  // the redemption drew on the sign-up points first (they expired sooner), then 150 of the stay's, which became
  // usable on 2026-06-17 and last 24 months from then
  points_expiring: [{ date: "2028-06-17T12:00:00+02:00", points: 450 }],
  points_history: [
    { date: "2026-09-02T12:00:00+02:00", reservation: "KR9C5W7E", id: "7c1e9a3b-4d2f-4b6a-8e5c-1f0d2c3b4a59", depart: "2026-12-12T12:00:00+02:00", redeemed: 0, earned: 300, kind: "earned", pending: true },
    { date: "2026-09-02T12:00:00+02:00", reservation: "KR8T2M4Q", id: "0b9d6c1e-2f4a-4e8b-9c3d-5a6b7c8d9e0f", depart: "2026-09-04T12:00:00+02:00", redeemed: 250, earned: 0, kind: "redeemed", pending: false },
    { date: "2026-06-14T12:00:00+02:00", reservation: "KR7P1L3N", id: "6e5d4c3b-2a19-4f8e-8d7c-6b5a4e3d2c1b", depart: "2026-06-16T12:00:00+02:00", redeemed: 0, earned: 600, kind: "earned", pending: false },
    { date: "2026-03-01T12:00:00+02:00", reservation: null, id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", depart: null, redeemed: 0, earned: 100, kind: "sign_up", pending: false },
  ],
}

/** The answer: one of the two nights paid with points (3,000 points for R1,250.00), the other left for the card. */
export const pointsPaymentResponseExample: (typeof PointsPaymentResponse)["Encoded"] = {
  points_payment: { nights: 1, points: 3000, covered_cents: 125000, card_cents: 125000 },
  booking: { ...bookingResponseExample.booking, is_redemption: true },
}
