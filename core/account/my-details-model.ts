import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, Result, type Scope } from "effect"
import type { HttpError } from "../http/http-error.ts"
import { type CodeResend, makeCodeResend } from "../manage-booking/code-resend.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { Notifications } from "../ports/Notifications.ts"
import { TokenStore } from "../ports/TokenStore.ts"
import { LOADING, empty, ready, type ViewState } from "../screen/view-state.ts"
import { type FieldErrors, validate } from "../validation/field-errors.ts"
import type { Account } from "./account.ts"
import { hasChanges } from "./manage-membership.ts"
import { MemberSession } from "./member-session-store.ts"
import {
  ACCOUNT_DELETE_FAILED,
  ACCOUNT_DELETED,
  CHANGES_SAVED,
  FAILED_TO_SEND_RESET_EMAIL,
  LOG_IN_TO_SEE_ACCOUNT,
  MOBILE_NUMBER_VERIFIED,
  NOT_GIVEN,
} from "./messages.ts"
import { displayMobile } from "./mobile.ts"
import { registrationFormErrors } from "./registration.ts"
import { LOGOUT_ROUTE } from "./session.ts"
import { type ProfileUpdate, UserDetailsForm, type UserDetailsInput, userDetailsFromAccount } from "./user-details.ts"
import { readMemberAccount } from "./user-menu-model.ts"

/** What My Details shows of the member, in display form; `form` is what the edit form starts from. */
export interface MyDetailsContent {
  readonly name: string
  readonly email: string
  readonly mobileNumber: string
  /** The title, or "Not given" (a blank title is never shown as an empty value). */
  readonly title: string
  readonly points: number
  /** issue 22 §4: a new mobile number saved and waiting for the code texted to it, in display form. */
  readonly pendingMobileNumber: string | null
  readonly form: UserDetailsInput
}

const shownOrNotGiven = (text: string | null): string => (text === null || text.trim() === "" ? NOT_GIVEN : text)

export const myDetailsOf = (account: Account): MyDetailsContent => ({
  name: `${account.user.firstName} ${account.user.lastName}`.trim(),
  email: account.user.email,
  mobileNumber: account.mobileNumber === null ? NOT_GIVEN : displayMobile(account.mobileNumber),
  title: shownOrNotGiven(account.title),
  points: account.totalUsableLoyaltyPoints,
  pendingMobileNumber: account.pendingMobileNumber === null ? null : displayMobile(account.pendingMobileNumber),
  form: userDetailsFromAccount(account),
})

/** A visitor is asked to log in; a member waits for the account, then sees it. */
export const myDetailsView = (loggedIn: boolean, account: Account | null): ViewState<MyDetailsContent> => {
  if (!loggedIn) return empty(LOG_IN_TO_SEE_ACCOUNT)
  return account === null ? LOADING : ready(myDetailsOf(account))
}

/**
 * The dialog open over My Details: none; the code texted to a new mobile number (issue 22 §4); Reset password
 * (spec A §2: a link to the member's e-mail, `sent` once it went); Delete account's question (spec A §4).
 */
export type MyDetailsDialog =
  | { readonly kind: "none" }
  | { readonly kind: "mobileCode"; readonly mobileNumber: string }
  | { readonly kind: "resetPassword"; readonly sent: boolean }
  | { readonly kind: "deleteAccount" }

/** The last refusal: the server's words (a toast says them too; none for the form's own rules) and its field errors by the form's field names. */
export interface Refusal {
  readonly message: string | null
  readonly fieldErrors: FieldErrors | null
}

type Needs = MemberSession | AccountApi | Notifications | Navigation | TokenStore

export interface MyDetailsModel {
  readonly view: ReadonlySignal<ViewState<MyDetailsContent>>
  /** The form is open (Edit details), else the details are read. */
  readonly editing: ReadonlySignal<boolean>
  readonly dialog: ReadonlySignal<MyDetailsDialog>
  /** A call on its way (the dialog's or the form's button spins). */
  readonly busy: ReadonlySignal<boolean>
  /** The last refusal of the open form or dialog (a 422's field errors on the fields, values kept). */
  readonly refusal: ReadonlySignal<Refusal | null>
  readonly resend: Pick<CodeResend, "remainingText" | "canResend">
  readonly edit: () => Effect.Effect<void>
  readonly cancelEdit: () => Effect.Effect<void>
  /** spec A §4, §8: saves what changed; a new mobile number then asks for the code texted to it. */
  readonly save: (values: UserDetailsInput) => Effect.Effect<void, never, Needs>
  /** issue 22 §4: the code texted to the new number makes it the member's. */
  readonly verifyMobile: (code: string) => Effect.Effect<void, never, Needs>
  /** spec A §4: Resend OTP once the 60 s are over. */
  readonly resendMobileCode: () => Effect.Effect<void, never, Needs>
  /** Back to the code of a new number still waiting (the dialog was closed). */
  readonly openMobileCode: () => Effect.Effect<void>
  readonly openResetPassword: () => Effect.Effect<void>
  /** spec A §2, §7: the reset link goes to the member's e-mail (the reset itself is the link's, in the auth modal). */
  readonly sendResetLink: () => Effect.Effect<void, never, Needs>
  readonly openDeleteAccount: () => Effect.Effect<void>
  /** spec A §4, §8: delete, then logged out and sent to /. */
  readonly deleteAccount: () => Effect.Effect<void, never, Needs>
  readonly closeDialog: () => Effect.Effect<void>
}

const validateDetails = validate(UserDetailsForm)

/** What the profile call sends: the form's values, the e-mail being read only (spec A §5). */
const profileUpdateOf = (values: UserDetailsInput): ProfileUpdate => ({ ...values, mobileNumber: values.mobileNumber.replace(/\s+/g, "") })

/** A refusal of the profile or mobile-code call, its field errors as the form names them (the duplicate mobile in the spec's words). */
const refusalOf = (error: HttpError): Refusal & { readonly message: string } => {
  const fieldErrors = registrationFormErrors(error.fieldErrors ?? {})
  return { message: error.message, fieldErrors: Object.keys(fieldErrors).length === 0 ? null : fieldErrors }
}

/**
 * The screen model of /my-account/my-details (spec A §2, §3, §4, §5, §8; issue 22 §4): the member's account, read once
 * for the page (the greeting shares it), the edit form saved only once something changed, a new mobile number
 * verified by the code texted to it before it replaces the old, Reset password and Delete account. A session that ends
 * (a refused refresh) turns the page into the visitor's. Its query's currentPoints, memberType and name are kept by
 * the page's left panel, as on every /my-account page (spec A §2, account-panel-model.ts).
 */
export const makeMyDetailsModel = (): Effect.Effect<MyDetailsModel, never, MemberSession | AccountApi | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    yield* Effect.forkScoped(readMemberAccount)
    const editing = signal(false)
    const dialog = signal<MyDetailsDialog>({ kind: "none" })
    const busy = signal(false)
    const refusal = signal<Refusal | null>(null)
    const resend = yield* makeCodeResend()

    const open = (next: MyDetailsDialog) =>
      Effect.sync(() => {
        dialog.value = next
        refusal.value = null
      })
    /** Runs a call with the button spinning. */
    const calling = <R>(work: Effect.Effect<void, never, R>): Effect.Effect<void, never, R> =>
      Effect.suspend(() => {
        busy.value = true
        refusal.value = null
        return Effect.ensuring(work, Effect.sync(() => void (busy.value = false)))
      })
    const refuse = (said: Refusal & { readonly message: string }) =>
      Effect.andThen(
        Effect.sync(() => void (refusal.value = said)),
        Notifications.use((toasts) => toasts.error(said.message)),
      )
    /** The account as saved: kept for the page and the greeting; a new number waiting asks for its code. */
    const saved = (account: Account) =>
      Effect.gen(function* () {
        yield* session.keep(account)
        editing.value = false
        if (account.pendingMobileNumber === null) return
        dialog.value = { kind: "mobileCode", mobileNumber: displayMobile(account.pendingMobileNumber) }
        yield* resend.start
      })

    return {
      view: computed(() => myDetailsView(session.loggedIn.value, session.account.value)),
      editing,
      dialog,
      busy,
      refusal,
      resend,
      edit: () =>
        Effect.sync(() => {
          editing.value = true
          refusal.value = null
        }),
      cancelEdit: () =>
        Effect.sync(() => {
          editing.value = false
          refusal.value = null
        }),
      save: (values) =>
        Effect.suspend(() => {
          const account = session.account.value
          if (account === null || !hasChanges(userDetailsFromAccount(account), values)) return Effect.void
          const checked = validateDetails(values)
          // The form's own rules refuse it before any call: messages on the fields, nothing to toast.
          if (Result.isFailure(checked)) return Effect.sync(() => void (refusal.value = { message: null, fieldErrors: checked.failure }))
          return calling(
            Effect.gen(function* () {
              const api = yield* AccountApi
              const answer = yield* Effect.result(session.run((token) => api.updateAccount(token, profileUpdateOf(values))))
              if (Result.isFailure(answer)) return yield* refuse(refusalOf(answer.failure))
              yield* Notifications.use((toasts) => toasts.success(CHANGES_SAVED))
              yield* saved(answer.success)
            }),
          )
        }),
      verifyMobile: (code) =>
        Effect.suspend(() => {
          if (dialog.value.kind !== "mobileCode" || code.trim() === "") return Effect.void
          return calling(
            Effect.gen(function* () {
              const api = yield* AccountApi
              const answer = yield* Effect.result(session.run((token) => api.verifyMobileNumber(token, code.trim())))
              if (Result.isFailure(answer)) {
                const said = refusalOf(answer.failure)
                // The dialog has one field: a wrong or expired code, or the number taken meanwhile, is said on it.
                const onCode = answer.failure.fieldErrors?.["otp.code"] ?? Object.values(said.fieldErrors ?? {})[0] ?? [said.message]
                return yield* refuse({ message: said.message, fieldErrors: { code: onCode } })
              }
              yield* resend.stop
              yield* session.keep(answer.success)
              dialog.value = { kind: "none" }
              yield* Notifications.use((toasts) => toasts.success(MOBILE_NUMBER_VERIFIED))
            }),
          )
        }),
      resendMobileCode: () =>
        Effect.gen(function* () {
          const api = yield* AccountApi
          yield* resend.resend(session.run((token) => api.resendMobileCode(token)))
        }),
      openMobileCode: () =>
        Effect.suspend(() => {
          const waiting = session.account.value?.pendingMobileNumber ?? null
          return waiting === null ? Effect.void : open({ kind: "mobileCode", mobileNumber: displayMobile(waiting) })
        }),
      openResetPassword: () => open({ kind: "resetPassword", sent: false }),
      sendResetLink: () =>
        Effect.suspend(() => {
          const account = session.account.value
          if (account === null) return Effect.void
          return calling(
            Effect.gen(function* () {
              const api = yield* AccountApi
              const answer = yield* Effect.result(api.forgotPassword(account.user.email))
              if (Result.isFailure(answer)) return yield* refuse({ message: FAILED_TO_SEND_RESET_EMAIL, fieldErrors: null })
              dialog.value = { kind: "resetPassword", sent: true }
            }),
          )
        }),
      openDeleteAccount: () => open({ kind: "deleteAccount" }),
      deleteAccount: () =>
        calling(
          Effect.gen(function* () {
            const api = yield* AccountApi
            const answer = yield* Effect.result(session.run((token) => api.deleteAccount(token)))
            if (Result.isFailure(answer)) return yield* refuse({ message: ACCOUNT_DELETE_FAILED, fieldErrors: null })
            yield* (yield* TokenStore).clear
            yield* session.refresh
            dialog.value = { kind: "none" }
            yield* Notifications.use((toasts) => toasts.success(ACCOUNT_DELETED))
            yield* Navigation.use((navigation) => navigation.go(LOGOUT_ROUTE))
          }),
        ),
      closeDialog: () => Effect.andThen(resend.stop, open({ kind: "none" })),
    }
  })
