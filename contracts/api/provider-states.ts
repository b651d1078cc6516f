import { Schema } from "effect"

/**
 * The provider states the website's pacts name (contracts/pacts/, contracts/README.md "Provider states"): what must
 * exist on the provider before an interaction is replayed. A provider sets each one up when its state-change
 * endpoint is asked (Pact's `{ state, params, action }`), and answers a JSON object of the values the interaction
 * takes from it: the `${name}` expressions of the pact (a booking's uuid, a stay's dates, a one-time code).
 *
 * Each state says what it returns. Dates are calendar dates on the wire (noon on the hotels' clock,
 * `2026-12-09T12:00:00+02:00`); a stay counts from the provider's today. The reference server sets the states up
 * with its own services (server/provider-states/), on the endpoint below, which exists only in test mode.
 */

/** Where the reference server answers state changes (NODE_ENV=test only). */
export const PROVIDER_STATES_PATH = "/_pact/provider_states"

export const PROVIDER_STATES = {
  /** Returns `start_date`, `end_date`: two nights from 14 days after today. Nothing to set up. */
  stay: "a two-night stay two weeks ahead",
  /** Hotel 801's Queen rooms at the flexible room-only rate on every night of the stay above (2 or more free). */
  roomsFree: "hotel 801 has 2 Queen rooms free at rate RO-FLEX for the stay",
  /** Returns `start_date`, `end_date`: one night 28 days after today on which hotel 801 has no room of any type free. */
  soldOut: "hotel 801 has no room free for a night four weeks ahead",
  /** The client calling (this connection's address) already holds as many rooms as the provider lets one client hold. */
  clientAtHoldLimit: "this client holds as many rooms as it may",
  /** Returns `uuid`: a live hold of one Queen room at RO-FLEX at hotel 801 for the stay above. */
  hold: "a hold of one Queen room at hotel 801 for the stay",
  /** Returns `uuid`: a hold of hotel 801 for the stay above whose time has run out (or that a newer hold replaced). */
  lapsedHold: "a hold at hotel 801 that has run out",
  /**
   * Returns `uuid`, `reference_number`, `email` (the main guest's), `new_check_in_date`, `new_check_out_date`: an
   * Unpaid pay-later booking of one Queen room at RO-FLEX at hotel 801 in the main guest's name (with an address), for
   * two nights on any dates ahead, its confirmation sent a moment ago by e-mail only, no code sent, no payment
   * started; and its room type and rate free on the two new nights.
   */
  unpaidBooking: "an unpaid booking at hotel 801, confirmed a moment ago by e-mail only",
  /** Returns `uuid`, `reference_number`, `email`: as the booking above, but its confirmation went by SMS only. */
  smsOnlyBooking: "an unpaid booking at hotel 801, confirmed a moment ago by SMS only",
  /** Returns `uuid`, `reference_number`, `email`, `otp` (the live code) and `wrong_otp` (6 digits that are not it). */
  codeSent: "an unpaid booking at hotel 801 with a one-time code sent a moment ago",
  /** Returns `uuid`, `reference_number`, `email`, `otp`: the booking's live code, locked by 5 wrong tries. */
  codeLocked: "an unpaid booking at hotel 801 whose one-time code took 5 wrong tries",
  /** Returns `uuid`, `reference_number`, `email`: a booking at hotel 801 the guest cancelled. */
  cancelledBooking: "a cancelled booking at hotel 801",
  /** Returns `uuid`, `reference_number`, `email`: an Unpaid booking at hotel 830, which takes payment at the hotel only. */
  payAtHotelBooking: "an unpaid booking at hotel 830, which takes payment at the hotel",
  /** Charities 1 and 2 exist and are active (the guest may choose them when paying). */
  charitiesActive: "charities 1 and 2 are active",
  /** A special offer with promo code STAYLONGER runs today at hotel 1 (code 801). */
  promoRunning: "a special offer with promo code STAYLONGER runs today at hotel 1",
  /** Hotel 1 (code 801) of the Karoo City brand, with its room types, banner pictures and information pack (pdf). */
  hotelOne: "hotel 1 exists with its room types, banners and information pack",
  /** Hotels of the city brand, hotels in Cape Town, and hotels whose name or city matches "Cape"; each has an information pack. */
  hotelsListed: "hotels of every brand exist, some in Cape Town, each with an information pack",
  /** 6009123456781 is a live Clicks ClubCard. */
  clubCardValid: "6009123456781 is a Clicks ClubCard",
  /** Nothing to set up: these name what must not exist. */
  noHotelCode999: "no hotel has code 999",
  noHotelId999999: "no hotel has id 999999",
  noBooking: "no booking has uuid 00000000-0000-4000-8000-000000000000 or reference NOSUCHREF",
  noPromo: "no special offer has promo code NOSUCHCODE",
  noOffer: "no special offer has slug no-such-offer",
  noCharity999: "no charity has id 999",
  noClubCard: "6009123456782 is not a Clicks ClubCard",
  /**
   * Content items are published (issue 16): FAQs in the Hotel section, more than one page of blog posts (10 a page),
   * the loyalty programmes with their points values per brand, and legal terms some of which have no sub-name.
   */
  contentPublished: "FAQs, several pages of blog posts, the loyalty programmes and legal terms are published",
  /** Returns `slug`: a published blog post's slug. */
  blogPost: "a blog post is published",
  /** Hotel 1 (code 801, brand 1) has a meeting room seating 20 or more, and attractions. */
  hotelOneContent: "hotel 1 has a meeting room for 20 or more and attractions nearby",
  /** Nothing to set up: names what must not exist. */
  noContent: "no content item has slug no-such-content",
  /** Open vacancies of the city brand in the front office category (and, on other pages, vacancies that expired). */
  jobsOpen: "open front office vacancies of the city brand exist",
  /** The hotel whose review-platform id is karoo-801 has reviews on tripadvisor, some rated 4 or more. */
  reviewsPublished: "the hotel with store id karoo-801 has tripadvisor reviews rated 4 or more",
  /** Returns `email`, `mobile_number`: an e-mail and a mobile number no account has (issue 14). */
  newMember: "no account has the e-mail and mobile number given",
  /** Returns `email`, `mobile_number`, `password`: a verified member, not signed in. */
  member: "a verified member exists",
  /** Returns `email`, `mobile_number`, `otp` (the code sent by SMS), `wrong_otp`: a registration waiting for its code. */
  registrationWaiting: "a registration waits for the code texted a moment ago",
  /** Returns `email`, `mobile_number`, `access_token`, `refresh_token`: a verified member signed in a moment ago. */
  memberSignedIn: "a verified member is signed in",
  /** Returns `access_token`, `refresh_token`: the member's session, its access token expired, its refresh token live. */
  accessTokenExpired: "a signed-in member's access token has expired",
  /** Returns `access_token`: a member signed in with one current booking (an unpaid booking at hotel 801). */
  memberWithBooking: "a signed-in member has a current booking",
  /** Returns `email`, `reset_token`: a member who asked for a password-reset link a moment ago. */
  resetLinkSent: "a member was e-mailed a password-reset link",
  /** Returns `access_token`: a member's session that the member ended (logged out) a moment ago. */
  memberLoggedOut: "a signed-in member has logged out",
  /** Returns `email`, `password` (the right one): a verified member whose sign-in took 5 wrong passwords a moment ago. */
  memberSignInLocked: "a member's sign-in is locked by 5 wrong passwords",
  /** Returns `access_token`, `new_mobile_number`: a signed-in member, and a mobile number no account has (issue 22 §4). */
  memberWithFreeNumber: "a verified member is signed in and a mobile number is free",
  /**
   * Returns `access_token`, `new_mobile_number`, `other_mobile_number`, `otp`, `wrong_otp`: a signed-in member whose new
   * mobile number waits for the code texted to it a moment ago; another free number.
   */
  mobileChangeWaiting: "a signed-in member's new mobile number waits for the code texted a moment ago",
  /** Returns `access_token`: a signed-in member whose new mobile number waits for a code texted over a minute ago. */
  mobileChangeCodeAMinuteOld: "a signed-in member's new mobile number waits for a code texted over a minute ago",
  /** Returns `access_token`, `otp`: a signed-in member's new mobile number waits for its code, and someone else has registered it since. */
  mobileChangeNumberTaken: "a signed-in member's new mobile number waiting for its code has been registered by someone else",
  /** Returns `email`: a registration waiting for its code, whose new codes were asked for as often as an hour allows (5). */
  registrationCodesUsedUp: "a registration's new codes were asked for as often as an hour allows",
  /** Returns `email`: a verified member who asked for as many password-reset links as an hour allows (3). */
  resetLinksUsedUp: "a member asked for as many password-reset links as an hour allows",
  /**
   * Returns `access_token`, `uuid`, `otp`: a signed-in member owning an Unpaid booking at hotel 801 ahead (made while
   * signed in), with a one-time code sent for it a moment ago.
   */
  memberBookingCodeSent: "a signed-in member's current booking has a one-time code sent a moment ago",
  /**
   * Returns `access_token`, `traveller_id`: a member signed in a moment ago whose company details are saved (the
   * contract's example company) and whose company has one traveller (the contract's example traveller) (issue 15).
   */
  corporateMember: "a signed-in member has company details and a traveller",
  /** Returns `access_token` (a member signed in a moment ago) and `traveller_id`: a traveller of another member. */
  othersTraveller: "a signed-in member and another member's traveller",
  /**
   * Returns `access_token`: a member signed in a moment ago, with the sign-up points, a past stay's points (usable) and,
   * newest, the points of a paid stay not over yet (pending, issue 22).
   */
  memberWithPoints: "a signed-in member has points from a past stay and pending points from a stay ahead",
  /**
   * Returns `access_token`, `uuid` (issue 15, points as payment): a member signed in, holding 10000 usable points, with
   * an Unpaid two-night booking of one Queen room at hotel 801 of their own, no payment started.
   */
  memberWithPointsAndBooking: "a signed-in member with 10000 points has an unpaid booking at hotel 801",
  /** Returns `access_token`, `uuid`: as above, but the member holds only the 100 sign-up points. */
  memberWithFewPointsAndBooking: "a signed-in member with only the sign-up points has an unpaid booking at hotel 801",
  /**
   * Returns `access_token`, `uuid` (issue 22): as memberWithPointsAndBooking, with a card payment of the booking started
   * a moment ago (its gateway page open), not finished.
   */
  memberWithCardPaymentUnderWay: "a signed-in member with 10000 points has an unpaid booking at hotel 801 whose card payment is under way",
  /** Returns `access_token`, `uuid` (issue 22): as memberWithPointsAndBooking, both nights then paid with the member's points. */
  memberPaidWithPoints: "a signed-in member's booking at hotel 801 is paid in full with points",
} as const

export type ProviderStateName = (typeof PROVIDER_STATES)[keyof typeof PROVIDER_STATES]

export const PROVIDER_STATE_NAMES: ReadonlyArray<ProviderStateName> = Object.values(PROVIDER_STATES)

/** The ids and codes the states above name, for the interactions that send them. */
export const MISSING = {
  hotelCode: "999",
  hotelId: 999_999,
  bookingUuid: "00000000-0000-4000-8000-000000000000",
  reference: "NOSUCHREF",
  promoCode: "NOSUCHCODE",
  charityId: 999,
  clubCard: "6009123456782",
  contentSlug: "no-such-content",
  offerSlug: "no-such-offer",
} as const

/** The review-platform id of hotel 801 the reviews state names. */
export const REVIEW_STORE_ID = "karoo-801"

/** Pact's state-change request (JSON, POST): `action` is absent in older verifiers, which only set up. */
export const ProviderStateChange = Schema.Struct({
  state: Schema.String,
  params: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
  action: Schema.optionalKey(Schema.Literals(["setup", "teardown"])),
}).annotate({ identifier: "ProviderStateChange" })
export type ProviderStateChange = typeof ProviderStateChange.Type

/** What a state returns: the values its interactions inject, as text. */
export const ProviderStateValues = Schema.Record(Schema.String, Schema.String)
export type ProviderStateValues = typeof ProviderStateValues.Type
