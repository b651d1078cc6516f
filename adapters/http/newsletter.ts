import { Effect } from "effect"
import { EnquiryAccepted, NewsletterRequest } from "../../contracts/api/enquiries.ts"
import type { NewsletterSignup } from "../../core/account/newsletter.ts"
import type { HttpError } from "../../core/http/http-error.ts"
import { decodeWith, encodeWith, exchange } from "./call.ts"
import type { HttpClient } from "./client.ts"

/** spec A §7: the newsletter sign-up, POST /api/web/news_letters. */
export const NEWSLETTER_PATH = "/api/web/news_letters"

const encodeSignup = encodeWith(NewsletterRequest)
const decodeAccepted = decodeWith(EnquiryAccepted)

/** spec A §2, §3: the sign-up as the wire's; a contact preference not ticked is sent as false (consent is never presumed). */
export const toNewsletterRequest = (signup: NewsletterSignup): NewsletterRequest => ({
  first_name: signup.firstName,
  surname: signup.surname,
  contact_number: signup.contactNumber,
  email: signup.email,
  via_email: signup.viaEmail ?? false,
  via_whatsapp: signup.viaWhatsapp ?? false,
})

export const signUpForNewsletter =
  (http: HttpClient) =>
  (signup: NewsletterSignup): Effect.Effect<void, HttpError> =>
    Effect.gen(function* () {
      const body = yield* encodeSignup(toNewsletterRequest(signup))
      yield* exchange(http, { method: "POST", path: NEWSLETTER_PATH, body }, decodeAccepted)
    })
