import type { CommunicationMethod } from "./communication.ts"
import type { IdType } from "./guest.ts"

// spec B §3: the guest-details form's fields (the words of the labels are ours; * marks a required field)
export const requiredLabel = (text: string, required: boolean): string => (required ? `${text} *` : text)

export const GUEST_FIELD_LABELS = {
  title: "Title",
  firstName: "First name",
  lastName: "Surname",
  mobile: "Mobile number",
  email: "E-mail address",
  identification: "Identification",
} as const
export const CHOOSE_A_TITLE = "Choose a title"
export const MOBILE_HINT = "With the country code, e.g. +27 82 123 4567"
// issue 29 §6: why the main guest's ID or passport number is asked for (ours)
export const ID_NUMBER_HINT = "We ask for it so the hotel can match your booking to you at check-in."

/** The identification number's label, by its ID type. */
export const idNumberLabel = (idType: IdType): string => (idType === "Passport" ? "Passport number" : "South African ID number")

// spec B §2, §3: the main guest's address (required fields marked *; the second line optional)
export const ADDRESS = "Address"
export const ADDRESS_FIELD_LABELS = {
  lineOne: "Address line 1 *",
  lineTwo: "Address line 2",
  city: "City *",
  postalCode: "Postal code *",
  country: "Country *",
} as const

// The words are ours (spec B §2 names the section; §4 its rules)
export const CONFIRMATION_COMMUNICATION = "How should we send your confirmation?"
export const METHOD_LABELS: Readonly<Record<CommunicationMethod, string>> = { email: "E-mail", sms: "SMS" }
export const MAILING_LIST_QUESTION = "Send me news and special offers by e-mail"

// Not the spec's words: the review's overview heading
export const YOUR_STAY = "Your stay"

// issue 24: paying whole room-nights with loyalty points on payment details (the words are ours)
export const NIGHTS_BY_POINTS = "Room-nights to pay with points"
export const PAY_WITH_POINTS = "Pay with points"
export const pointsPaidSummary = (nights: number, points: number, covered: string): string =>
  `Your points paid ${nights} room-night${nights === 1 ? "" : "s"}: ${points.toLocaleString("en-US")} points for ${covered}.`
export const leftForCard = (card: string): string => `Left to pay by card: ${card}`
// issue 24: the thank-you page says what the points paid and what the card paid
export const POINTS_PAID_LABEL = "Paid with loyalty points"
export const pointsPaidFor = (points: number, nights: number, covered: string): string =>
  `${points.toLocaleString("en-US")} points for ${nights} room-night${nights === 1 ? "" : "s"}: ${covered}`
export const CARD_PAID_LABEL = "Paid by card"
export const CARD_LEFT_LABEL = "Left to pay by card"
export const POINTS_ALREADY_APPLIED = "Your loyalty points already pay part of this booking."

// spec B §2, §6: Quick Assign Guests for members whose type is not individual (its words but the title are ours)
export const QUICK_ASSIGN_GUESTS = "Quick Assign Guests"
export const ASSIGN_GUESTS = "Assign Guests"
export const QUICK_ASSIGN_HINT = "Choose a traveller of your company for any of the guests; their details fill that guest's fields."
export const NO_TRAVELLER = "Not assigned"

// issue 29 §8: the card's pay button says what it charges; the charity choice says what it adds (the words are ours)
export const payAmountLabel = (amount: string): string => `Pay ${amount}`
export const charityAddsLabel = (amount: string): string => `Adds ${amount} to your price`
export const CHARITY_ADDS_NOTHING = "Adds nothing to your price"
// issue 29 §8: Loyalty Points for a visitor: the link that opens the sign-in (the words are ours)
export const LOG_IN_FOR_POINTS = "Log in or sign up"

// issue 29 §9 (WCAG 2.2.1): the hold's warning before it ends, and the way back to the search after (the words are ours)
export const HOLD_ENDING_TITLE = "Your room hold is ending"
export const holdEndingMessage = (warningMinutes: number, holdMinutes: number): string =>
  `We hold your rooms for ${warningMinutes} more minutes at most. Keep them for another ${holdMinutes} minutes while you finish your booking?`
export const KEEP_MY_ROOM = "Keep my room"
export const NOT_NOW = "Not now"
export const holdKeptMessage = (holdMinutes: number): string => `Your rooms are held for another ${holdMinutes} minutes.`
// issue 29 §9 (ours): a confirmed booking's hold at its own release (the pay-by deadline) cannot be kept longer
export const BOOKING_RELEASE_TITLE = "Your booking is about to be released"
export const bookingReleaseMessage = (time: string): string =>
  `Unless it is paid, your booking is released at ${time} and its rooms go back on sale. This hold cannot be extended: pay now to keep your room.`
export const CONTINUE_TO_PAYMENT = "Continue to payment"
export const CHECK_AVAILABILITY_AGAIN = "Check availability again"
