/**
 * The special offers pages' words (spec A §2, §8; issue 25). The empty-state, thank-you and failure messages are the
 * spec's and live beside their rules (core/content/messages.ts, core/account/messages.ts); the headings, labels and
 * descriptions below are ours.
 */

export const SPECIAL_OFFERS = "Special Offers"
export const SPECIAL_OFFERS_DESCRIPTION =
  "Special offers at Karoo Hotels: stay longer and save, breakfast included, early-bird rates, experiences and partner deals across South Africa."
export const OFFER_TABS = "Kinds of offer"
export const OFFER_PAGES = "Special offer pages"
import { actionLabel, VIEW_OFFER } from "../content/messages.ts"
export { VIEW_OFFER }
export const viewOfferLabel = (name: string): string => actionLabel(VIEW_OFFER, name)
export const VALID_AT = "Valid at"
export const OFFER_HOTELS = "Hotels this offer applies to"
export const BOOK_WITH_CODE = "Book Now"
export const bookWithCodeLabel = (hotel: string, code: string): string => `${BOOK_WITH_CODE} at ${hotel} with promo code ${code}`
export const bookHotelLabel = (hotel: string): string => `${BOOK_WITH_CODE} at ${hotel}`
export { PROMO_CODE } from "../search/messages.ts"
export const offerDates = (start: string, end: string): string => `Stay between ${start} and ${end}`
export const TERMS_AND_CONDITIONS = "Terms and conditions"
export const ENQUIRE = "Enquire about this offer"
export const ENQUIRY_INTRO = "Send your details and the hotel will contact you about this offer."
export const SEND_ENQUIRY = "Send Enquiry"
export const SELECT_HOTEL = "Hotel"
export const CHOOSE_A_HOTEL = "Choose a hotel"
export const ENQUIRY_LABELS = { firstName: "First Name", surname: "Surname", contactNumber: "Contact Number", email: "Email", selectedHotelName: "Hotel" } as const
export const THANK_YOU = "Thank you"
export { CLOSE } from "../search/messages.ts"
export const ALL_SPECIAL_OFFERS = "All special offers"
export const OFFER_NOT_FOUND = "This special offer is no longer available"
export const offerDescriptionFallback = (name: string): string => `${name}: a special offer at Karoo Hotels.`
