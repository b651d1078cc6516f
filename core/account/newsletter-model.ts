import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, Schema } from "effect"
import { ContentApi } from "../ports/ContentApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { Notifications } from "../ports/Notifications.ts"
import { OUR_HOTELS_ROUTE } from "../routes.ts"
import { NEWSLETTER_FAILED } from "./messages.ts"
import { NewsletterSignup } from "./newsletter.ts"

/**
 * The newsletter sign-up (spec A §2, §4, §5, §8): the modal 'Sign-up to our newsletter', then its thank-you modal on
 * top of it; closing the thank-you closes both. Join Today is disabled while the form is invalid or sending; a sent
 * sign-up resets the form; a failed one shows the toast 'Sign up has failed, Please try again.' and keeps the form.
 */

/** Where the sign-up stands: closed, the form open, or the thank-you over the form. */
export type NewsletterStage = "closed" | "form" | "thanks"

const isValidSignup = Schema.is(NewsletterSignup)

export interface NewsletterModel {
  readonly stage: ReadonlySignal<NewsletterStage>
  readonly submitting: ReadonlySignal<boolean>
  /** Grows with each sign-up sent: the form starts afresh (spec A §4: on success the form resets). */
  readonly formVersion: ReadonlySignal<number>
  /** spec A §5: every text field filled in (no format rule on any). */
  readonly canSubmit: (form: NewsletterSignup) => boolean
  readonly open: () => Effect.Effect<void>
  /** The sign-up modal closed (Escape, its close button); the thank-you closed: both close. */
  readonly close: () => Effect.Effect<void>
  readonly submit: (form: NewsletterSignup) => Effect.Effect<void, never, ContentApi | Notifications>
  /** The thank-you's Explore Hotels: both modals close and the hotels show. */
  readonly exploreHotels: () => Effect.Effect<void, never, Navigation>
}

export const makeNewsletterModel = (): Effect.Effect<NewsletterModel> =>
  Effect.sync(() => {
    const stage = signal<NewsletterStage>("closed")
    const submitting = signal(false)
    const formVersion = signal(0)
    const close = () => Effect.sync(() => void (stage.value = "closed"))
    return {
      stage,
      submitting,
      formVersion,
      canSubmit: (form) => isValidSignup(form),
      open: () => Effect.sync(() => void (stage.value = "form")),
      close,
      submit: (form) =>
        Effect.suspend(() => {
          if (submitting.value || !isValidSignup(form)) return Effect.void
          submitting.value = true
          return ContentApi.use((api) => api.signUpForNewsletter(form)).pipe(
            Effect.matchEffect({
              onSuccess: () =>
                Effect.sync(() => {
                  formVersion.value += 1
                  stage.value = "thanks"
                }),
              onFailure: () => Notifications.use((notifications) => notifications.error(NEWSLETTER_FAILED)),
            }),
            Effect.ensuring(Effect.sync(() => void (submitting.value = false))),
          )
        }),
      exploreHotels: () => Effect.andThen(close(), Navigation.use((navigation) => navigation.go(OUR_HOTELS_ROUTE))),
    }
  })
