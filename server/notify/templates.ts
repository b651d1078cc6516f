import { formatMoney } from "../../core/rates/money-format.ts"
import { nightsBetween } from "../../core/time/calendar.ts"
import { formatDate } from "../../core/time/format.ts"
import type { IsoDate } from "../../core/time/iso-date.ts"
import type { Notification, NotificationKind } from "./Notifier.ts"

/**
 * The plain-text messages the server sends. Pure functions of plain data: amounts in integer cents
 * (shown as "R 1,250.00", core's money formatting), dates as IsoDate (shown as "Tuesday, 01 December
 * 2026" in e-mails and "01 Dec 2026" in SMS, core's display formats). Each template gives an e-mail
 * (subject and body) and a short SMS, so a service sends whichever the booking's via_email / via_sms
 * ask for (`notificationsFor`).
 */

export interface MessageContent {
  readonly subject: string
  readonly email: string
  readonly sms: string
}

export interface Stay {
  readonly referenceNumber: string
  readonly hotelName: string
  readonly checkIn: IsoDate
  readonly checkOut: IsoDate
}

export interface BookedRoom {
  readonly name: string
  /** The room's own reference (a booking has one reference plus one per room). */
  readonly reference: string
}

/** The group's name as it signs its messages. */
export const SIGNATURE = "The reservations team"

const longDate = (date: IsoDate): string => formatDate(date, "weekday, DD MMMM YYYY")
const shortDate = (date: IsoDate): string => formatDate(date, "DD MMM YYYY")

const nightsText = (stay: Stay): string => {
  const nights = nightsBetween(stay.checkIn, stay.checkOut)
  return `${nights} ${nights === 1 ? "night" : "nights"}`
}

const greeting = (guestName: string | undefined): string =>
  guestName === undefined || guestName.trim() === "" ? "Dear guest," : `Dear ${guestName.trim()},`

const stayLines = (stay: Stay): ReadonlyArray<string> => [
  `Booking reference: ${stay.referenceNumber}`,
  `Hotel: ${stay.hotelName}`,
  `Check-in: ${longDate(stay.checkIn)}`,
  `Check-out: ${longDate(stay.checkOut)} (${nightsText(stay)})`,
]

const letter = (guestName: string | undefined, paragraphs: ReadonlyArray<string | ReadonlyArray<string>>): string =>
  [greeting(guestName), ...paragraphs.map((part) => (typeof part === "string" ? part : part.join("\n"))), `Kind regards,\n${SIGNATURE}`].join(
    "\n\n",
  )

export interface BookingConfirmationInput extends Stay {
  readonly guestName?: string
  readonly rooms: ReadonlyArray<BookedRoom>
  readonly totalCents: number
  readonly currency?: string
  /** Paid by card already. */
  readonly paid: boolean
  /** Not paid yet, and the guest chose to pay by card now rather than later (confirmation's mandatory_payment). */
  readonly payNow?: boolean
  /** Where the guest can manage the booking (the site's Manage booking page). */
  readonly manageUrl?: string
  /** The names of the charities the guest chose to support (spec B §3 payment form), in the order chosen. */
  readonly charities?: ReadonlyArray<string>
}

/** The line naming the charities the guest chose, when there are any. */
const charityLines = (charities: ReadonlyArray<string> | undefined): ReadonlyArray<string> =>
  charities === undefined || charities.length === 0 ? [] : [`Charities you chose to support: ${charities.join(", ")}`]

export const bookingConfirmation = (input: BookingConfirmationInput): MessageContent => {
  const total = formatMoney(input.totalCents, input.currency)
  const rooms = input.rooms.map((room, index) => `Room ${index + 1}: ${room.name} (reference ${room.reference})`)
  const payment = input.paid ? `Total paid: ${total}` : input.payNow === true ? `Total due: ${total} (card payment pending)` : `Total due: ${total} (pay later: unpaid)`
  const manage = input.manageUrl === undefined ? [] : [`Manage your booking: ${input.manageUrl}`]
  return {
    subject: `Booking confirmation ${input.referenceNumber}`,
    email: letter(input.guestName, [
      `Thank you for booking with us. Your booking at ${input.hotelName} is confirmed.`,
      stayLines(input),
      rooms,
      [payment, ...charityLines(input.charities), ...manage],
    ]),
    sms: `Booking ${input.referenceNumber} confirmed: ${input.hotelName}, ${shortDate(input.checkIn)} to ${shortDate(input.checkOut)}. ${payment}.`,
  }
}

export interface OneTimeCodeInput {
  readonly code: string
  readonly referenceNumber: string
  readonly validMinutes: number
}

export const oneTimeCode = (input: OneTimeCodeInput): MessageContent => ({
  subject: `Your booking code for ${input.referenceNumber}`,
  email: letter(undefined, [
    `Your one-time code for booking ${input.referenceNumber} is ${input.code}.`,
    `It is valid for ${input.validMinutes} minutes and can be used once. If you did not ask for it, ignore this message: your booking is unchanged.`,
  ]),
  sms: `Your code for booking ${input.referenceNumber} is ${input.code}. Valid ${input.validMinutes} minutes. Do not share it.`,
})

export interface CancellationInput extends Stay {
  readonly guestName?: string
  /** What cancelling gives back, in core's words (core/manage-booking/refund-statement.ts). */
  readonly refund: string
}

export const cancellation = (input: CancellationInput): MessageContent => ({
  subject: `Booking ${input.referenceNumber} cancelled`,
  email: letter(input.guestName, [`Your booking has been cancelled as you asked.`, stayLines(input), input.refund, `We hope to welcome you another time.`]),
  sms: `Booking ${input.referenceNumber} at ${input.hotelName} (${shortDate(input.checkIn)} to ${shortDate(input.checkOut)}) is cancelled. ${input.refund}`,
})

export interface DateChangeInput extends Stay {
  readonly guestName?: string
  readonly previousCheckIn: IsoDate
  readonly previousCheckOut: IsoDate
  readonly totalCents: number
  readonly currency?: string
}

export const dateChange = (input: DateChangeInput): MessageContent => {
  const total = formatMoney(input.totalCents, input.currency)
  return {
    subject: `New dates for booking ${input.referenceNumber}`,
    email: letter(input.guestName, [
      `The dates of your booking have been changed.`,
      `Previous dates: ${longDate(input.previousCheckIn)} to ${longDate(input.previousCheckOut)}`,
      stayLines(input),
      `New total: ${total}`,
    ]),
    sms: `Booking ${input.referenceNumber} at ${input.hotelName} now ${shortDate(input.checkIn)} to ${shortDate(input.checkOut)}. New total ${total}.`,
  }
}

export interface PaymentReceivedInput extends Stay {
  readonly guestName?: string
  readonly amountCents: number
  readonly currency?: string
  /** The gateway's transaction reference, for the guest's records. */
  readonly transactionReference?: string
  /** The names of the charities the guest chose to support, in the order chosen. */
  readonly charities?: ReadonlyArray<string>
}

export const paymentReceived = (input: PaymentReceivedInput): MessageContent => {
  const amount = formatMoney(input.amountCents, input.currency)
  const transaction = input.transactionReference === undefined ? [] : [`Transaction reference: ${input.transactionReference}`]
  return {
    subject: `Payment received for booking ${input.referenceNumber}`,
    email: letter(input.guestName, [`We have received your card payment of ${amount}. Your booking is paid.`, [...stayLines(input), ...transaction, ...charityLines(input.charities)]]),
    sms: `Payment of ${amount} received for booking ${input.referenceNumber} at ${input.hotelName}. Thank you.`,
  }
}

export interface PointsPaymentReceivedInput extends Stay {
  readonly guestName?: string
  readonly points: number
  /** The room-nights the points paid for. */
  readonly nights: number
  readonly coveredCents: number
  /** What is left to pay by card (0: the points paid it all). */
  readonly cardCents: number
  readonly currency?: string
}

/** issue 15: loyalty points paid part or all of a booking. */
export const pointsPaymentReceived = (input: PointsPaymentReceivedInput): MessageContent => {
  const points = `${new Intl.NumberFormat("en-US").format(input.points)} loyalty points`
  const covered = formatMoney(input.coveredCents, input.currency)
  const nights = `${input.nights} ${input.nights === 1 ? "room-night" : "room-nights"}`
  const rest = input.cardCents === 0 ? "Your booking is paid." : `${formatMoney(input.cardCents, input.currency)} is left to pay by card.`
  return {
    subject: `Payment received for booking ${input.referenceNumber}`,
    email: letter(input.guestName, [`We have received your payment of ${points} for ${nights} (${covered}). ${rest}`, stayLines(input)]),
    sms: `${points} received for booking ${input.referenceNumber} at ${input.hotelName}. ${rest}`,
  }
}

export interface Recipients {
  /** Set when the booking asked for e-mail (via_email). */
  readonly email?: string
  /** Set when the booking asked for SMS (via_sms). */
  readonly mobile?: string
}

/** The notifications to send for one message: an e-mail, an SMS, both or none, as the recipients say. */
export const notificationsFor = (
  content: MessageContent,
  kind: NotificationKind,
  recipients: Recipients,
  bookingId?: number,
): ReadonlyArray<Notification> => {
  const about = bookingId === undefined ? {} : { bookingId }
  return [
    ...(recipients.email === undefined ? [] : [{ channel: "email" as const, to: recipients.email, subject: content.subject, body: content.email, kind, ...about }]),
    ...(recipients.mobile === undefined ? [] : [{ channel: "sms" as const, to: recipients.mobile, body: content.sms, kind, ...about }]),
  ]
}

export interface RegistrationCodeInput {
  readonly code: string
  readonly validMinutes: number
}

/** issue 14: the SMS code that completes a registration (spec A §4). */
export const registrationCode = (input: RegistrationCodeInput): string =>
  `Your verification code is ${input.code}. Valid ${input.validMinutes} minutes. Do not share it.`

/**
 * issue 22 §4: the code that makes this number a member's (texted to the new number). It reads as the registration's
 * code does, and says what to do when the person did not ask: anyone may type any number.
 */
export const mobileChangeCode = (input: RegistrationCodeInput): string =>
  `Your verification code is ${input.code}. Valid ${input.validMinutes} minutes. It makes this number the mobile number of a hotel account: if you did not ask for it, ignore this message.`

export interface PasswordResetInput {
  readonly firstName: string
  /** The site's page that opens the reset dialog, with the reset_token query parameter (spec A §2). */
  readonly link: string
  readonly validMinutes: number
}

/** issue 14: the e-mail with the password-reset link (single use). */
export const passwordResetLink = (input: PasswordResetInput): MessageContent => ({
  subject: "Reset your password",
  email: letter(input.firstName, [
    `To choose a new password, open this link: ${input.link}`,
    `It works once, for ${input.validMinutes} minutes. If you did not ask for it, ignore this message: your password is unchanged.`,
  ]),
  sms: `Reset your password: ${input.link}`,
})
