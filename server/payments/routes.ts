import { API_PATH } from "../../contracts/api/endpoint.ts"
import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { InitiatePaymentResponse } from "../../contracts/api/bookings.ts"
import { InitiatePaymentRequest } from "../../contracts/api/charities.ts"
import { CharityService } from "../charities/CharityService.ts"
import { Uuid } from "../../contracts/api/common.ts"
import { BOOKING_NOT_FOUND } from "../../contracts/api/messages.ts"
import { FORM_CONTENT_TYPE } from "./payweb3/form.ts"
import { thankYouRoute } from "../../core/routes.ts"
import { PAYWEB3_NOTIFY_PATH, PAYWEB3_RETURN_PATH, PaymentService } from "./PaymentService.ts"
import { ServerConfig } from "../config.ts"
import { ConflictProblem, NotFoundProblem, UpstreamProblem, ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"
import { paymentSiteOrigin } from "./site-origin.ts"

/**
 * Card payments (contracts/README.md "Initiate payment"; PayWeb3's own form-encoded protocol for the
 * rest), mounted at `/api/web`:
 *   POST /bookings/{id}/initiate_payment  optional body `{ payment: { selected_charities } }` (the guest's charities, kept on
 *                                         the booking once the payment starts; 422 for an unknown or inactive one) → 200 `{ success: true, body: { checksum, pay_request_id, reference, process_url } }`;
 *                                         404 unknown booking, 409 cancelled / paid / hotel 830, 502 gateway failed
 *   POST /payments/payweb3/notify         the gateway's notify (form) → 200 `OK` (text) once the gateway's query.trans
 *                                         answer is recorded (replays and results kept for audit only included); 503
 *                                         `RETRY` (text) when the query fails or does not confirm it yet; 400 `REFUSED`
 *                                         (text) when forged or not about our payment. Nothing changes unless `OK`
 *   POST /payments/payweb3/return         the guest's browser (form) → 303 to /booking/thank-you?booking={uuid}
 *                                         once the return's checksum verifies; 400 page when it does not: nothing changes
 */

/** Where the module is mounted (its paths span /bookings and /payments). */
export const PAYMENT_ROUTES_PATH = API_PATH

/** The plain-text answers PayWeb3's notify expects: `OK` acknowledges; anything else makes the gateway retry. */
export const NOTIFY_ACCEPTED = "OK"
export const NOTIFY_REFUSED = "REFUSED"
/** With 503: nothing recorded, because the gateway's own query did not confirm the notify (yet); PayGate's retry may. */
export const NOTIFY_RETRY = "RETRY"

/** The page a browser gets for a return we cannot verify (no booking is named: the form may be forged). */
export const RETURN_REFUSED_TITLE = "We could not verify this payment"
const RETURN_REFUSED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${RETURN_REFUSED_TITLE}</title></head>
<body><main><h1>${RETURN_REFUSED_TITLE}</h1>
<p>The card payment service's answer could not be verified, so nothing was changed. If you paid, your booking is updated as soon as the payment service confirms it: open it from the link in your confirmation, or contact us.</p>
</main></body></html>`

const answerInitiated = jsonAnswer(InitiatePaymentResponse)
const decodePaymentChoice = jsonBodyDecoder(InitiatePaymentRequest)

/** Where the chosen charities sit in the body: a 422 keys its refusals from here. */
const SELECTED_CHARITIES_FIELD = "payment.selected_charities"

/** The charities the body chooses, or undefined without a body (an older client's call: the booking keeps its choice). */
const charityChoice = (c: AppContext) =>
  Effect.promise(() => c.req.text()).pipe(
    Effect.catchDefect(() => Effect.succeed("")),
    Effect.flatMap((text) => (text.trim() === "" ? Effect.succeed(undefined) : Effect.map(decodePaymentChoice(c), (body) => body.payment.selected_charities))),
  )
const isUuid = Schema.is(Uuid)

const suffix = (path: string): string => path.slice(PAYMENT_ROUTES_PATH.length)

/** The request's form body; anything not sent as a form reads as no fields (and so fails verification). */
const formBody = (c: AppContext): Effect.Effect<string> =>
  (c.req.header("content-type") ?? "").toLowerCase().startsWith(FORM_CONTENT_TYPE)
    ? Effect.promise(() => c.req.text()).pipe(Effect.catchDefect(() => Effect.succeed("")))
    : Effect.succeed("")

const initiate = Effect.fnUntraced(function* (c: AppContext) {
  const id = c.req.param("id") ?? ""
  // A path id that is not a UUID is an unknown booking (contracts/README.md Errors).
  if (!isUuid(id)) return yield* new NotFoundProblem({ message: BOOKING_NOT_FOUND })
  const charities = yield* charityChoice(c)
  if (charities !== undefined) {
    yield* CharityService.use((service) => service.checkChoice(charities, SELECTED_CHARITIES_FIELD)).pipe(
      Effect.catchTag("CharitiesNotAvailable", (error) => Effect.fail(new ValidationProblem({ errors: error.errors }))),
    )
  }
  const started = yield* PaymentService.use((service) => service.initiate(id.toLowerCase(), new URL(c.req.url).origin)).pipe(
    Effect.catchTags({
      PaymentBookingNotFound: (error) => Effect.fail(new NotFoundProblem({ message: error.message })),
      PaymentNotAllowed: (error) => Effect.fail(new ConflictProblem({ message: error.message })),
      PaymentGatewayFailed: (error) => Effect.fail(new UpstreamProblem({ status: 502, message: error.message })),
    }),
  )
  // Kept once the payment has started: a refused start leaves the booking's choice as it was.
  if (charities !== undefined) yield* CharityService.use((service) => service.choose(id.toLowerCase(), charities))
  return yield* answerInitiated(c, {
    success: true,
    body: { checksum: started.checksum, pay_request_id: started.payRequestId, reference: started.reference, process_url: started.processUrl },
  })
})

const notify = (c: AppContext) =>
  formBody(c).pipe(
    Effect.flatMap((body) => PaymentService.use((service) => service.acceptNotify(body))),
    Effect.map(() => c.text(NOTIFY_ACCEPTED, 200)),
    Effect.catchTags({
      PaymentResultRefused: () => Effect.succeed(c.text(NOTIFY_REFUSED, 400)),
      PaymentUnconfirmed: () => Effect.succeed(c.text(NOTIFY_RETRY, 503)),
    }),
  )

const returned = Effect.fnUntraced(function* (c: AppContext) {
  const body = yield* formBody(c)
  const { publicUrl } = yield* ServerConfig
  return yield* PaymentService.use((service) => service.acceptReturn(body)).pipe(
    // The thank-you page shows the booking's real state, whatever the query said (spec B §4: it polls).
    Effect.map(({ bookingUuid }) => c.redirect(`${paymentSiteOrigin(publicUrl, new URL(c.req.url).origin)}${thankYouRoute(bookingUuid)}`, 303)),
    Effect.catchTag("PaymentResultRefused", () => Effect.succeed(c.html(RETURN_REFUSED_PAGE, 400))),
  )
})

export const makePaymentRoutes = <R>(http: HttpRuntime<R | PaymentService | CharityService | ServerConfig>): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .post("/bookings/:id/initiate_payment", (c) => http.respond(c, initiate(c)))
    .post(suffix(PAYWEB3_NOTIFY_PATH), (c) => http.respond(c, notify(c)))
    .post(suffix(PAYWEB3_RETURN_PATH), (c) => http.respond(c, returned(c)))
