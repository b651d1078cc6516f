import { eq, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import type { BookBoardroomRequest, GroupBookingRequest, NewsletterRequest } from "../../contracts/api/enquiries.ts"
import type { BookSpecialOfferRequest } from "../../contracts/api/offers.ts"
import { CANNOT_BE_IN_THE_PAST, FieldErrors, HOTEL_NOT_FOUND } from "../../contracts/api/errors.ts"
import { MUST_BE_TEXT } from "../../contracts/api/messages.ts"
import { arrivalIssue } from "../../core/account/group-booking.ts"
import { zonedAt } from "../../core/time/clock.ts"
import { hotelDayAt, startsInThePast } from "../../core/time/hotel-day.ts"
import { formatDate } from "../../core/time/format.ts"
import { enquiries, type EnquiryKind, hotels, newsletterSignups } from "../db/schema.ts"
import { type Notification, Notifier } from "../notify/Notifier.ts"
import { Db } from "../db/Db.ts"

/**
 * Requests people send to the hotels (spec A §7): a group booking, a meeting room, a special offer, the
 * newsletter. Each is stored; a group booking is mailed to the reservations desk, a meeting-room or
 * special-offer request to its hotel, through the outbox and in the same transaction as the request's row, so a recorded
 * request is never left unsent (nor a message sent for a request that was not recorded).
 */

/** Fields the server refuses after the Schema accepted them (a date in the past, an unknown hotel). */
export class EnquiryRejected extends Schema.TaggedError<EnquiryRejected>()("EnquiryRejected", {
  /** Messages per field, keyed by the field's path in the request body (as a 422 reports them). */
  errors: FieldErrors,
}) {}

/** What the desk or hotel is told about a request (plain text, like server/notify/templates.ts). */
export interface EnquiryMessage {
  readonly subject: string
  readonly body: string
}

export type GroupBooking = GroupBookingRequest["group_booking"]

export interface EnquiryServiceShape {
  /** Records a group booking request and mails it to the reservations desk; answers its id. */
  readonly requestGroupBooking: (request: GroupBooking) => Effect.Effect<number, EnquiryRejected>
  /** Records a meeting-room request and mails it to the hotel; answers its id. */
  readonly requestBoardroom: (request: BookBoardroomRequest) => Effect.Effect<number, EnquiryRejected>
  /** Records an enquiry about a special offer and mails it to the hotel the sender chose; answers its id. */
  readonly forwardOfferEnquiry: (enquiry: OfferEnquiry) => Effect.Effect<number>
  /** Signs up for the newsletter, or updates the sign-up of the same e-mail (ignoring case); answers its id. */
  readonly signUpForNewsletter: (request: NewsletterRequest) => Effect.Effect<number, EnquiryRejected>
}

/** An enquiry about a special offer, to one of the offer's hotels (the catalogue checks that it is one). */
export interface OfferEnquiry {
  readonly offer: { readonly id: number; readonly slug: string; readonly name: string }
  readonly hotel: { readonly id: number; readonly name: string; readonly email: string }
  readonly request: BookSpecialOfferRequest
}

export interface EnquiryServiceOptions {
  /** Where group booking requests go. */
  readonly reservationsEmail?: string
}

/**
 * Decision: group bookings go to the central reservations desk, at the group's mail domain (the seed's
 * HOTEL_EMAIL_DOMAIN, server/db/seed/catalogue.ts; a test keeps the two together).
 */
export const RESERVATIONS_DESK_EMAIL = "reservations@karoohotels.example"

export class EnquiryService extends Context.Service<EnquiryService, EnquiryServiceShape>()("hotel/server/EnquiryService") {
  static readonly make = (options: EnquiryServiceOptions = {}): Layer.Layer<EnquiryService, never, Db | Notifier> =>
    Layer.effect(
      EnquiryService,
      Effect.gen(function* () {
        const database = yield* Db
        const notifier = yield* Notifier
        const reservationsEmail = options.reservationsEmail ?? RESERVATIONS_DESK_EMAIL
        /** Writes the request's row, then its message; answers the row's id. */
        const recordAndMailIn = Effect.fnUntraced(function* (
          kind: EnquiryKind,
          payload: Readonly<Record<string, unknown>>,
          nowMillis: number,
          message: (id: number) => Notification,
        ) {
          const createdAt = new Date(nowMillis)
          const [row] = yield* database.query((db) => db.insert(enquiries).values({ kind, payload, createdAt }).returning({ id: enquiries.id }))
          const id = row!.id
          yield* notifier.send(message(id))
          return id
        })

        // A refused insert here is our bug (the Schema bounded every field): a defect, answered 500.
        const recordAndMail = (kind: EnquiryKind, payload: Readonly<Record<string, unknown>>, nowMillis: number, message: (id: number) => Notification) =>
          database.transaction(recordAndMailIn(kind, payload, nowMillis, message)).pipe(Effect.orDie)

        const requestGroupBooking = Effect.fn("EnquiryService.requestGroupBooking")(function* (request: GroupBooking) {
          const now = yield* Clock.currentTimeMillis
          const errors = unstorableText(request, "group_booking.")
          const arrival = arrivalIssue(request.arrival_date, zonedAt(now).toPlainDate())
          if (arrival !== undefined) errors["group_booking.arrival_date"] = [arrival]
          if (Object.keys(errors).length > 0) return yield* new EnquiryRejected({ errors })
          const id = yield* recordAndMail("group_booking", request, now, (id) => ({
            channel: "email",
            to: reservationsEmail,
            kind: "enquiry",
            ...groupBookingMessage(id, request),
          }))
          yield* Effect.logInfo("enquiry recorded", { kind: "group_booking", enquiry_id: id })
          return id
        })

        const requestBoardroom = Effect.fn("EnquiryService.requestBoardroom")(function* (request: BookBoardroomRequest) {
          const now = yield* Clock.currentTimeMillis
          const found = yield* database
            .query((db) => db.select({ name: hotels.name, email: hotels.email }).from(hotels).where(eq(hotels.id, request.hotel_id)).limit(1))
            .pipe(Effect.orDie)
          const hotel = found[0]
          // Every refused field at once, so the form shows them together.
          const errors = unstorableText(request)
          if (hotel === undefined) errors["hotel_id"] = [HOTEL_NOT_FOUND]
          if (isBeforeToday(request.event_date, now)) errors["event_date"] = [CANNOT_BE_IN_THE_PAST]
          if (hotel === undefined || Object.keys(errors).length > 0) return yield* new EnquiryRejected({ errors })
          const id = yield* recordAndMail("boardroom", request, now, (id) => ({
            channel: "email",
            to: hotel.email,
            kind: "enquiry",
            ...boardroomMessage(id, hotel.name, request),
          }))
          yield* Effect.logInfo("enquiry recorded", { kind: "boardroom", enquiry_id: id })
          return id
        })

        const forwardOfferEnquiry = Effect.fn("EnquiryService.forwardOfferEnquiry")(function* ({ offer, hotel, request }: OfferEnquiry) {
          const now = yield* Clock.currentTimeMillis
          const payload = {
            special_offer_id: offer.id,
            special_offer_slug: offer.slug,
            hotel_id: hotel.id,
            hotel_email: hotel.email,
            sender_email: request.sender_email,
            sender_first_name: request.sender_first_name,
            sender_mobile: request.sender_mobile,
            sender_surname: request.sender_surname,
          }
          const id = yield* recordAndMail("special_offer", payload, now, (id) => ({
            channel: "email",
            to: hotel.email,
            kind: "enquiry",
            ...offerEnquiryMessage(id, offer.name, hotel.name, request),
          }))
          yield* Effect.logInfo("enquiry recorded", { kind: "special_offer", enquiry_id: id })
          return id
        })

        const signUpForNewsletter = Effect.fn("EnquiryService.signUpForNewsletter")(function* (request: NewsletterRequest) {
          const errors = unstorableText(request)
          if (Object.keys(errors).length > 0) return yield* new EnquiryRejected({ errors })
          const now = new Date(yield* Clock.currentTimeMillis)
          const t = newsletterSignups
          const column = (c: { readonly name: string }) => sql.identifier(c.name)
          // One sign-up per address ignoring case: the unique index is on lower(email), which Drizzle's
          // onConflictDoUpdate cannot name, so the upsert is written out (atomic under concurrent sign-ups).
          const rows = yield* database
            .query((db) =>
              db.execute<{ id: number }>(sql`
                insert into ${t} (${column(t.firstName)}, ${column(t.surname)}, ${column(t.contactNumber)}, ${column(t.email)},
                  ${column(t.viaEmail)}, ${column(t.viaWhatsapp)}, ${column(t.createdAt)}, ${column(t.updatedAt)})
                values (${request.first_name}, ${request.surname}, ${request.contact_number}, ${request.email},
                  ${request.via_email}, ${request.via_whatsapp}, ${now}, ${now})
                on conflict (lower(${column(t.email)})) do update set
                  ${column(t.firstName)} = excluded.${column(t.firstName)},
                  ${column(t.surname)} = excluded.${column(t.surname)},
                  ${column(t.contactNumber)} = excluded.${column(t.contactNumber)},
                  ${column(t.email)} = excluded.${column(t.email)},
                  ${column(t.viaEmail)} = excluded.${column(t.viaEmail)},
                  ${column(t.viaWhatsapp)} = excluded.${column(t.viaWhatsapp)},
                  ${column(t.updatedAt)} = excluded.${column(t.updatedAt)}
                returning ${column(t.id)} as id`),
            )
            .pipe(Effect.orDie)
          const id = Number(rows.rows[0]!.id)
          yield* Effect.logInfo("newsletter sign-up recorded", { signup_id: id })
          return id
        })

        return EnquiryService.of({ requestGroupBooking, requestBoardroom, forwardOfferEnquiry, signUpForNewsletter })
      }),
    )

  static readonly layer: Layer.Layer<EnquiryService, never, Db | Notifier> = EnquiryService.make()
}

/**
 * The text fields PostgreSQL cannot store: U+0000 is valid JSON ("\u0000") and passes the Schemas,
 * but text and jsonb columns refuse it. Refused on the field ("Must be text": NUL is not text) rather
 * than answered 500 or quietly dropped. `prefix` is the fields' path in the body.
 */
export const unstorableText = (request: Readonly<Record<string, unknown>>, prefix = ""): Record<string, Array<string>> =>
  Object.fromEntries(
    Object.entries(request)
      .filter(([, value]) => typeof value === "string" && value.includes("\u0000"))
      .map(([field]) => [`${prefix}${field}`, [MUST_BE_TEXT]]),
  )

/** True when `day` ("YYYY-MM-DD") is before today at the hotels (today itself is allowed): a meeting's date. */
export const isBeforeToday = (day: string, nowMillis: number): boolean => startsInThePast(day, hotelDayAt(nowMillis))

// Messages to the desk and the hotels.

/**
 * Text a person typed, fit for a subject line: control characters (line breaks above all, which
 * would let a sender forge mail headers once a real e-mail channel reads the outbox) become spaces.
 */
export const oneLine = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim()

const longDate = (day: string): string => formatDate(day, "weekday, DD MMMM YYYY")
const shortDate = (day: string): string => formatDate(day, "DD MMM YYYY")

const lines = (fields: ReadonlyArray<readonly [string, string | number]>): string => fields.map(([label, value]) => `${label}: ${value}`).join("\n")

const SIGN_OFF = "Please reply to the sender directly. This message was sent from the website's enquiry form."

export const groupBookingMessage = (id: number, request: GroupBooking): EnquiryMessage => ({
  subject: oneLine(
    `Group booking request ${id}: ${request.total_rooms} rooms, ${shortDate(request.arrival_date)} to ${shortDate(request.departure_date)}, ${request.location_or_hotel}`,
  ),
  body: [
    "A group booking request has arrived from the website.",
    lines([
      ["Request", id],
      ["Name", `${request.first_name} ${request.last_name}`],
      ["E-mail", request.email],
      ["Contact number", request.contact_number],
      ["Location or hotel", request.location_or_hotel],
      ["Arrival", longDate(request.arrival_date)],
      ["Departure", longDate(request.departure_date)],
      ["Rooms", request.total_rooms],
      ["Guests", request.total_guests],
    ]),
    SIGN_OFF,
  ].join("\n\n"),
})

const BOOKING_TYPE_LABELS: Readonly<Record<BookBoardroomRequest["booking_type"], string>> = {
  boardroom_and_meetings: "Boardroom and meetings",
  conferences: "Conference",
  events: "Event",
}

const DURATION_LABELS: Readonly<Record<BookBoardroomRequest["event_duration"], string>> = {
  half_day: "Half day",
  full_day: "Whole day",
}

export const boardroomMessage = (id: number, hotelName: string, request: BookBoardroomRequest): EnquiryMessage => ({
  subject: oneLine(`Meeting room request ${id}: ${request.boardroom_name}, ${shortDate(request.event_date)}`),
  body: [
    `A meeting room request for ${hotelName} has arrived from the website.`,
    lines([
      ["Request", id],
      ["Type", BOOKING_TYPE_LABELS[request.booking_type]],
      ["Room", request.boardroom_name],
      ["Date", longDate(request.event_date)],
      ["Duration", DURATION_LABELS[request.event_duration]],
      ["Expected guests", request.expected_guest_count],
      ["Name", `${request.first_name} ${request.last_name}`],
      ["E-mail", request.email_address],
      ["Contact number", request.contact_number],
    ]),
    SIGN_OFF,
  ].join("\n\n"),
})

export const offerEnquiryMessage = (id: number, offerName: string, hotelName: string, request: BookSpecialOfferRequest): EnquiryMessage => ({
  subject: oneLine(`Special offer enquiry ${id}: ${offerName} at ${hotelName}`),
  body: [
    `An enquiry about the special offer "${offerName}" at ${hotelName} has arrived from the website.`,
    lines([
      ["Enquiry", id],
      ["Name", `${request.sender_first_name} ${request.sender_surname}`],
      ["E-mail", request.sender_email],
      ["Mobile", request.sender_mobile],
    ]),
    "Please reply to the sender directly. This message was sent from the website's special offer page.",
  ].join("\n\n"),
})
