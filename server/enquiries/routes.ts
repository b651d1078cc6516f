import { API_PATH } from "../../contracts/api/endpoint.ts"
import { Effect } from "effect"
import { Hono } from "hono"
import { BookBoardroomRequest, EnquiryAccepted, GroupBookingRequest, NewsletterRequest } from "../../contracts/api/enquiries.ts"
import { REQUEST_SENT } from "../../contracts/api/messages.ts"
import { type EnquiryRejected, EnquiryService } from "./EnquiryService.ts"
import { ValidationProblem } from "../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../http/runtime.ts"

/**
 * The enquiry calls (spec A §7, contracts/README.md "Enquiries"), mounted at `/api/web`:
 *   POST /bookings/group_booking   `{ group_booking: {...} }` → 201 `{ id, message }`
 *   POST /bookings/book_boardroom  flat body → 201 `{ id, message }`
 *   POST /news_letters             flat body → 201 `{ id, message }`
 * Bodies are decoded with the contract's Schemas (400 / 415 / 422); the server's own refusals (a date
 * in the past, an unknown hotel, text PostgreSQL cannot store) are 422 on their fields too.
 */

/** Where the module is mounted (its paths span /bookings and /news_letters). */
export const ENQUIRY_ROUTES_PATH = API_PATH

const decodeGroupBooking = jsonBodyDecoder(GroupBookingRequest)
const decodeBoardroom = jsonBodyDecoder(BookBoardroomRequest)
const decodeNewsletter = jsonBodyDecoder(NewsletterRequest)
const answerAccepted = jsonAnswer(EnquiryAccepted)

const accepted = (c: AppContext) => (id: number) => answerAccepted(c, { id, message: REQUEST_SENT }, 201)

/** The server's refusals are field errors, answered like the Schema's (422). */
const toValidationProblem = (rejected: EnquiryRejected) => Effect.fail(new ValidationProblem({ errors: rejected.errors }))

export const makeEnquiryRoutes = <R>(http: HttpRuntime<R | EnquiryService>): Hono<AppEnv> =>
  new Hono<AppEnv>()
    .post("/bookings/group_booking", (c) =>
      http.respond(
        c,
        decodeGroupBooking(c).pipe(
          Effect.flatMap(({ group_booking }) => EnquiryService.use((service) => service.requestGroupBooking(group_booking))),
          Effect.catchTag("EnquiryRejected", toValidationProblem),
          Effect.flatMap(accepted(c)),
        ),
      ),
    )
    .post("/bookings/book_boardroom", (c) =>
      http.respond(
        c,
        decodeBoardroom(c).pipe(
          Effect.flatMap((request) => EnquiryService.use((service) => service.requestBoardroom(request))),
          Effect.catchTag("EnquiryRejected", toValidationProblem),
          Effect.flatMap(accepted(c)),
        ),
      ),
    )
    .post("/news_letters", (c) =>
      http.respond(
        c,
        decodeNewsletter(c).pipe(
          Effect.flatMap((request) => EnquiryService.use((service) => service.signUpForNewsletter(request))),
          Effect.catchTag("EnquiryRejected", toValidationProblem),
          Effect.flatMap(accepted(c)),
        ),
      ),
    )
