import { SOUTH_AFRICA } from "../../core/checkout/countries.ts"
import type { CancelBookingRequest, SendBookingCodeRequest, UpdateDatesRequest, VerifyBookingCodeRequest } from "./bookings.ts"
import type { ConfirmationRequest, ReservationRequest } from "./reservations.ts"
import type { SearchHotelsRequest, SearchRoomsRequest } from "./search.ts"
import type { PriceCalendarRequest } from "./calendar.ts"
import type { CompanyEnvelope, TravellerRequest } from "./corporate.ts"
import type { InitiatePaymentRequest } from "./charities.ts"
import type { ValidateClubCardRequest } from "./clicks.ts"
import type { BookBoardroomRequest, GroupBookingRequest, NewsletterRequest } from "./enquiries.ts"
import type { PointsPaymentRequest } from "./loyalty-payments.ts"
import type { BookSpecialOfferRequest } from "./offers.ts"

/**
 * The example body of each call that takes one, in its wire (encoded) form: the spec's shapes with plausible
 * values. The OpenAPI document the server answers shows them (openapi.ts), so they are documentation, not test
 * support; tests decode them too (testing/examples.ts re-exports them beside the answers' examples). Every date
 * is noon on the hotels' clock and every defaulted key is present, so encode(decode(example)) gives it back.
 */

export const UUID = "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"

export const searchHotelsExample: (typeof SearchHotelsRequest)["Encoded"] = {
  rooms: {
    start_date: "2026-12-01T12:00:00+02:00",
    end_date: "2026-12-03T12:00:00+02:00",
    guests: [
      { adults: 2, kids: 1 },
      { adults: 1, kids: 0 },
    ],
    latitude: -33.9249,
    longitude: 18.4241,
    location: "Cape Town",
    promotion_code: "",
  },
}

export const searchRoomsExample: (typeof SearchRoomsRequest)["Encoded"] = {
  rooms: {
    hotel_code: "830",
    start_date: "2026-12-01T12:00:00+02:00",
    end_date: "2026-12-03T12:00:00+02:00",
    guests: [{ adults: 2, kids: 0 }],
    clicks_club_card: "6009123456781",
    promotion_code: "FESTIVE",
  },
}

export const priceCalendarExample: (typeof PriceCalendarRequest)["Encoded"] = {
  calendar: {
    hotel_code: "830",
    start_date: "2026-12-01T12:00:00+02:00",
    end_date: "2027-03-01T12:00:00+02:00",
    guests: [{ adults: 2, kids: 0 }],
    clicks_club_card: "",
    promotion_code: "",
  },
}

export const initiatePaymentExample: (typeof InitiatePaymentRequest)["Encoded"] = {
  payment: { selected_charities: [1, 3] },
}

export const reservationExample: (typeof ReservationRequest)["Encoded"] = {
  reservation: {
    allows_mail_list: false,
    clicks_club_card_number: "",
    start_date: "2026-12-01T12:00:00+02:00",
    end_date: "2026-12-03T12:00:00+02:00",
    hotel_code: "830",
    mandatory_payment: false,
    rooms: [
      {
        rate_plan_code: "BAR-RO",
        room_type_code: "QN",
        number_of_units: 1,
        currency_code: "ZAR",
        guests: { adults: 2, kids: 0 },
        promotion_code: "",
      },
    ],
    uuid: null,
    via_email: true,
    via_sms: true,
  },
}

export const mainGuestExample = {
  title: "Ms",
  first_name: "Thandi",
  surname: "Mokoena",
  mobile: "0027821234567",
  email: "thandi@example.co.za",
  address: {
    address_one: "12 Long Street",
    address_two: "",
    city: "Cape Town",
    state: "ZA",
    postal_code: "8001",
    country: SOUTH_AFRICA,
  },
  id_number: "8001015009087",
  id_type: "ID Number",
} as const

export const confirmationExample: (typeof ConfirmationRequest)["Encoded"] = {
  reservation: {
    ...reservationExample.reservation,
    rooms: [{ ...reservationExample.reservation.rooms[0]!, number_of_units: 2 }],
    uuid: UUID,
    guests: [
      mainGuestExample,
      { title: "", first_name: "Lerato", surname: "Mokoena", mobile: "", email: "", id_number: "", id_type: "ID Number" },
    ],
  },
}

export const updateDatesExample: (typeof UpdateDatesRequest)["Encoded"] = {
  booking: { check_in_date: "2026-12-05T12:00:00+02:00", check_out_date: "2026-12-07T12:00:00+02:00" },
}

export const sendBookingCodeExample: (typeof SendBookingCodeRequest)["Encoded"] = {
  booking_otp: { email: "thandi@example.co.za", reference_number: "TL-7K3M9Q" },
}

export const verifyBookingCodeExample: (typeof VerifyBookingCodeRequest)["Encoded"] = {
  booking_otp: { email: "thandi@example.co.za", otp: "042917", reference_number: "TL-7K3M9Q" },
}

export const cancelBookingExample: (typeof CancelBookingRequest)["Encoded"] = { booking_otp: { otp: "042917" } }

export const validateClubCardExample: (typeof ValidateClubCardRequest)["Encoded"] = { clicks: { clubcard_number: "6009123456781" } }

export const groupBookingExample: (typeof GroupBookingRequest)["Encoded"] = {
  group_booking: {
    email: "events@example.co.za",
    first_name: "Sipho",
    last_name: "Dlamini",
    arrival_date: "2027-03-10T12:00:00+02:00",
    contact_number: "+27821234567",
    departure_date: "2027-03-13T12:00:00+02:00",
    location_or_hotel: "Durban",
    total_guests: 24,
    total_rooms: 12,
  },
}

export const bookBoardroomExample: (typeof BookBoardroomRequest)["Encoded"] = {
  boardroom_name: "Protea Boardroom",
  booking_type: "boardroom_and_meetings",
  contact_number: "+27821234567",
  event_duration: "full_day",
  expected_guest_count: 12,
  email_address: "events@example.co.za",
  event_date: "2027-02-18T12:00:00+02:00",
  first_name: "Sipho",
  hotel_id: 12,
  last_name: "Dlamini",
}

export const newsletterExample: (typeof NewsletterRequest)["Encoded"] = {
  first_name: "Thandi",
  surname: "Mokoena",
  contact_number: "+27821234567",
  email: "thandi@example.co.za",
  via_email: true,
  via_whatsapp: false,
}

export const bookSpecialOfferExample: (typeof BookSpecialOfferRequest)["Encoded"] = {
  hotel_email: "waterfront@townlodge.example",
  sender_email: "thandi@example.co.za",
  sender_first_name: "Thandi",
  sender_mobile: "+27821234567",
  sender_surname: "Mokoena",
}

export const companyExample: (typeof CompanyEnvelope)["Encoded"] = {
  company: {
    company_name: "Karoo Logistics",
    trading_as: "Karoo Freight",
    vat_no: "4123456789",
    iata_no: "",
    type: "Logistics",
    email: "travel@karoo-logistics.example",
    number: "+27215550100",
    fax_no: "",
    address_line1: "12 Long Street",
    address_line2: "",
    city: "Cape Town",
    postal_code: "8001",
    province: "Western Cape",
    country: SOUTH_AFRICA,
  },
}

export const travellerExample: (typeof TravellerRequest)["Encoded"] = {
  traveller: {
    title: "Ms",
    first_name: "Lerato",
    last_name: "Dlamini",
    mobile_no: "+27821234567",
    email: "lerato@karoo-logistics.example",
    id_type: "Passport",
    identification: "A12345678",
  },
}

/** The example body of each call that takes one, by operationId (openapi.ts shows them; tests decode them). */
// Accounts (issue 14)
const MEMBER_EMAIL = "thandi@example.co.za"
const MEMBER_PASSWORD = "Sunny-Stay-2030"
const TOKEN_EXAMPLE = "rE8wQ2aS5dF1gH4jK7lZ0xC3vB6nM9qW2eR5tY8uI1o"

/** Points as payment: the stay's first two room-nights paid with points. */
export const pointsPaymentExample: (typeof PointsPaymentRequest)["Encoded"] = { points_payment: { nights: 2 } }

export const accountRequestExamples: Readonly<Record<string, unknown>> = {
  logIn: { username: MEMBER_EMAIL, password: MEMBER_PASSWORD },
  token: { grant_type: "refresh_token", client_id: "hotel-website", scope: "member", refresh_token: TOKEN_EXAMPLE },
  register: {
    user_account: { email: MEMBER_EMAIL, first_name: "Thandi", last_name: "Nkosi", password: MEMBER_PASSWORD, account_attributes: { mobile_number: "+27821234567" } },
  },
  verifyRegistration: { otp: { email: MEMBER_EMAIL, code: "042917" } },
  resendRegistrationCode: { otp: { email: MEMBER_EMAIL } },
  forgotPassword: { user: { email: MEMBER_EMAIL } },
  resetPassword: { user: { password: "Brand-New-Pass-9", password_confirmation: "Brand-New-Pass-9", token: TOKEN_EXAMPLE } },
  updateAccount: {
    user_account: {
      first_name: "Thandi",
      account_attributes: { title: "Ms", town: "Durban", communication_methods: { sms: true, email: true, whatsapp: false } },
    },
  },
  logOut: {},
  verifyMobileNumber: { otp: { code: "042917" } },
}

export const requestExamples: Readonly<Record<string, unknown>> = {
  ...accountRequestExamples,
  searchHotels: searchHotelsExample,
  searchRooms: searchRoomsExample,
  priceCalendar: priceCalendarExample,
  initiatePayment: initiatePaymentExample,
  makeReservation: reservationExample,
  confirmBooking: confirmationExample,
  updateBookingDates: updateDatesExample,
  sendBookingCode: sendBookingCodeExample,
  verifyBookingCode: verifyBookingCodeExample,
  cancelBooking: cancelBookingExample,
  requestGroupBooking: groupBookingExample,
  requestBoardroom: bookBoardroomExample,
  signUpForNewsletter: newsletterExample,
  validateClubCard: validateClubCardExample,
  bookSpecialOffer: bookSpecialOfferExample,
  saveCompany: companyExample,
  addTraveller: travellerExample,
  editTraveller: travellerExample,
  payWithPoints: pointsPaymentExample,
}
