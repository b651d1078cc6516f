import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect } from "effect"
import { ContentApi } from "../ports/ContentApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { NEWSLETTER_FAILED } from "./messages.ts"
import type { NewsletterSignup } from "./newsletter.ts"

/**
 * The newsletter sign-up (spec A §2, §4, §8): the modal "Sign-up to our newsletter" and its thank-you modal. Join
 * Today is disabled while a field is empty or a sign-up is on its way; a sign-up that lands resets the form and opens
 * the thank-you modal, and closing that closes both; one that fails says "Sign up has failed, Please try again." and
 * keeps what was typed. Used on the home page and the specials page.
 */
export interface NewsletterModel {
  /** The sign-up modal is open. */
  readonly opened: ReadonlySignal<boolean>
  /** The thank-you modal is open (over the sign-up modal). */
  readonly thanked: ReadonlySignal<boolean>
  readonly submitting: ReadonlySignal<boolean>
  /** Counts the sign-ups that landed: the form starts afresh on each (spec A §4: the form resets). */
  readonly signedUp: ReadonlySignal<number>
  readonly canSubmit: (signup: NewsletterSignup) => boolean
  readonly open: (open: boolean) => Effect.Effect<void>
  readonly submit: (signup: NewsletterSignup) => Effect.Effect<void, never, ContentApi | Notifications>
  /** Closing the thank-you modal closes both. */
  readonly closeThankYou: () => Effect.Effect<void>
}

const filled = (signup: NewsletterSignup): boolean => [signup.firstName, signup.surname, signup.contactNumber, signup.email].every((text) => text.trim() !== "")

export const makeNewsletterModel = (): Effect.Effect<NewsletterModel> =>
  Effect.sync(() => {
    const opened = signal(false)
    const thanked = signal(false)
    const submitting = signal(false)
    const signedUp = signal(0)
    return {
      opened,
      thanked,
      submitting,
      signedUp,
      canSubmit: (signup) => filled(signup) && !submitting.value,
      open: (open) => Effect.sync(() => void (opened.value = open)),
      submit: (signup) =>
        Effect.suspend(() => {
          if (submitting.value) return Effect.void
          submitting.value = true
          return Effect.gen(function* () {
            const api = yield* ContentApi
            const notifications = yield* Notifications
            yield* api.signUpForNewsletter(signup).pipe(
              Effect.matchEffect({
                onSuccess: () =>
                  Effect.sync(() => {
                    signedUp.value += 1
                    thanked.value = true
                  }),
                onFailure: () => notifications.error(NEWSLETTER_FAILED),
              }),
            )
          }).pipe(Effect.ensuring(Effect.sync(() => void (submitting.value = false))))
        }),
      closeThankYou: () =>
        Effect.sync(() => {
          thanked.value = false
          opened.value = false
        }),
    }
  })
