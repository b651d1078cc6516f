import { type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, Result, Schema, type Scope } from "effect"
import { type HttpError, isTooManyRequests } from "../http/http-error.ts"
import { makeCodeResend } from "../manage-booking/code-resend.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { TokenStore } from "../ports/TokenStore.ts"
import { type FieldErrors, formFieldErrorsOf, validate } from "../validation/field-errors.ts"
import { logIn } from "./log-in.ts"
import { LoginForm } from "./login.ts"
import { MemberSession } from "./member-session-store.ts"
import { FAILED_TO_RESET_PASSWORD, FAILED_TO_SEND_RESET_EMAIL, RESET_LINK_UNUSABLE } from "./messages.ts"
import { RegistrationForm, registrationFormErrors } from "./registration.ts"
import { ForgotPasswordForm, NewPasswordForm } from "./reset-password.ts"
import type { AuthTab } from "./auth-link.ts"

/** The Verification Code step's form (spec A §5); the other forms' rules are in their own modules. */
export const VerificationCodeForm = Schema.Struct({ code: Schema.String })

// The URL's words that open the modal, in a module of their own: the user menu reads them in every page's first load.
export { AUTH_TAB_PARAM, type AuthTab, authTabOf, RESET_TOKEN_PARAM, SIGN_IN_QUERY, SIGN_UP_QUERY } from "./auth-link.ts"

/**
 * Where the auth modal is (spec A §2, §4): closed; a tab (Login, Register); the Verification Code step after a
 * registration; "Account successfully created!"; Forgot password (and the link sent); Reset password (opened by a
 * reset link's token); "Password Updated!". `error` is the step's message that belongs to no field.
 */
export type AuthStep =
  | { readonly step: "closed" }
  | { readonly step: "login"; readonly error?: string }
  | { readonly step: "register"; readonly error?: string }
  | { readonly step: "verify"; readonly email: string; readonly mobile: string; readonly error?: string }
  | { readonly step: "created" }
  | { readonly step: "forgot"; readonly sent: boolean; readonly error?: string }
  | { readonly step: "reset"; readonly token: string; readonly error?: string }
  | { readonly step: "updated" }

export interface AuthModelInput {
  /** spec A §2: a reset link's token in the page's URL (`?reset_token=`) opens Reset password on any page. */
  readonly resetToken: string | null
  /** A tab the page's URL asks for (`?account=register`): the modal opens on it. */
  readonly openTab?: AuthTab | null
}

type Needs = AccountApi | TokenStore | MemberSession | Navigation

export interface AuthModel {
  readonly step: ReadonlySignal<AuthStep>
  /** A call on its way (the submit button spins). */
  readonly busy: ReadonlySignal<boolean>
  /** The last answer's field errors, by the open form's field names (a 422, the duplicate mobile, a wrong code). */
  readonly fieldErrors: ReadonlySignal<FieldErrors | null>
  readonly resend: { readonly remainingText: ReadonlySignal<string>; readonly canResend: ReadonlySignal<boolean> }
  readonly open: (tab: AuthTab) => Effect.Effect<void>
  readonly showTab: (tab: AuthTab) => Effect.Effect<void>
  readonly forgotPassword: () => Effect.Effect<void>
  readonly close: () => Effect.Effect<void>
  /** spec A §4: success keeps the tokens (where remember-me says) and goes to My Details. */
  readonly logIn: (form: LoginForm) => Effect.Effect<void, never, Needs>
  /** spec A §4, §5: a code goes by SMS to the mobile; the Verification Code step follows. */
  readonly register: (form: RegistrationForm) => Effect.Effect<void, never, Needs>
  readonly verify: (code: string) => Effect.Effect<void, never, Needs>
  /** spec A §4: Resend OTP once the 60 s are over, then 60 s again. */
  readonly resendCode: () => Effect.Effect<void, never, Needs>
  readonly sendResetLink: (form: ForgotPasswordForm) => Effect.Effect<void, never, Needs>
  readonly resetPassword: (form: NewPasswordForm) => Effect.Effect<void, never, Needs>
}

const validateLogin = validate(LoginForm)
const validateRegistration = validate(RegistrationForm)
const validateForgot = validate(ForgotPasswordForm)
const validateNewPassword = validate(NewPasswordForm)

/** A refusal in the API's words when it gave some (a 429's wait), else the spec's. */
const wordsOf = (error: HttpError, fallback: string): string => (isTooManyRequests(error) ? error.message : fallback)

/**
 * The screen model of the auth modal (spec A §2, §4, §5, §8): Login and Register tabs, the phone's verification code
 * (60 s, then Resend OTP), "Account successfully created!", Forgot password, and Reset password opened by a reset
 * link's token on any page, then "Password Updated!".
 */
export const makeAuthModel = (input: AuthModelInput): Effect.Effect<AuthModel, never, Scope.Scope> =>
  Effect.gen(function* () {
    const step = signal<AuthStep>(
      input.resetToken !== null && input.resetToken !== ""
        ? { step: "reset", token: input.resetToken }
        : input.openTab === undefined || input.openTab === null
          ? { step: "closed" }
          : { step: input.openTab },
    )
    const busy = signal(false)
    const fieldErrors = signal<FieldErrors | null>(null)
    const resend = yield* makeCodeResend()
    const go = (next: AuthStep) =>
      Effect.sync(() => {
        step.value = next
        fieldErrors.value = null
      })
    /** Runs a call with the button spinning; the form's own rules checked first (nothing sent while invalid). */
    const submit = <T, R>(checked: Result.Result<T, FieldErrors>, call: (values: T) => Effect.Effect<void, never, R>): Effect.Effect<void, never, R> =>
      Effect.suspend(() => {
        if (Result.isFailure(checked)) return Effect.sync(() => void (fieldErrors.value = checked.failure))
        busy.value = true
        return Effect.ensuring(
          call(checked.success),
          Effect.sync(() => void (busy.value = false)),
        )
      })
    const memberIn = Effect.gen(function* () {
      const session = yield* MemberSession
      yield* session.refresh
      const api = yield* AccountApi
      const account = yield* Effect.option(session.run((token) => api.getAccount(token)))
      if (account._tag === "Some") yield* session.keep(account.value)
    })

    return {
      step,
      busy,
      fieldErrors,
      resend,
      open: (tab) => go({ step: tab }),
      showTab: (tab) => go({ step: tab }),
      forgotPassword: () => go({ step: "forgot", sent: false }),
      close: () => Effect.andThen(resend.stop, go({ step: "closed" })),
      logIn: (form) =>
        submit(validateLogin(form), (values) =>
          logIn(values).pipe(
            Effect.flatMap((to) => Effect.andThen(memberIn, Effect.andThen(go({ step: "closed" }), Navigation.use((navigation) => navigation.go(to))))),
            Effect.catchTag("LoginFailed", (refused) => go({ step: "login", error: refused.message })),
          ),
        ),
      register: (form) =>
        submit(validateRegistration(form), (values) =>
          Effect.gen(function* () {
            const api = yield* AccountApi
            const answer = yield* Effect.result(api.register(values))
            if (Result.isSuccess(answer)) {
              yield* go({ step: "verify", email: values.email, mobile: values.mobileNumber })
              return yield* resend.start
            }
            const refused = answer.failure
            const errors = registrationFormErrors(formFieldErrorsOf(refused.fieldErrors, "user_account"))
            if (Object.keys(errors).length > 0) fieldErrors.value = errors
            else step.value = { step: "register", error: refused.message }
          }),
        ),
      verify: (code) =>
        Effect.suspend(() => {
          const current = step.value
          if (current.step !== "verify" || code.trim() === "") return Effect.void
          return submit(Result.succeed(code), (typed) =>
            Effect.gen(function* () {
              const api = yield* AccountApi
              const answer = yield* Effect.result(api.verifyRegistration({ email: current.email, code: typed.trim() }))
              if (Result.isSuccess(answer)) {
                yield* resend.stop
                return yield* go({ step: "created" })
              }
              const said = Object.values(answer.failure.fieldErrors ?? {})[0]?.[0] ?? answer.failure.message
              fieldErrors.value = { code: [said] }
            }),
          )
        }),
      resendCode: () =>
        Effect.suspend(() => {
          const current = step.value
          return current.step === "verify" ? resend.resend(AccountApi.use((api) => api.resendRegistrationCode(current.email))) : Effect.void
        }),
      sendResetLink: (form) =>
        submit(validateForgot(form), (values) =>
          AccountApi.use((api) => api.forgotPassword(values.email)).pipe(
            Effect.matchEffect({
              onSuccess: () => go({ step: "forgot", sent: true }),
              onFailure: (error) => go({ step: "forgot", sent: false, error: wordsOf(error, FAILED_TO_SEND_RESET_EMAIL) }),
            }),
          ),
        ),
      resetPassword: (form) =>
        Effect.suspend(() => {
          const current = step.value
          if (current.step !== "reset") return Effect.void
          return submit(validateNewPassword(form), (values) =>
            AccountApi.use((api) => api.resetPassword({ ...values, token: current.token })).pipe(
              Effect.matchEffect({
                onSuccess: () => go({ step: "updated" }),
                onFailure: (error) => {
                  const errors = formFieldErrorsOf(error.fieldErrors, "user")
                  const { token, ...onFields } = errors
                  if (token !== undefined) return go({ step: "reset", token: current.token, error: token[0] ?? RESET_LINK_UNUSABLE })
                  if (Object.keys(onFields).length > 0) return Effect.sync(() => void (fieldErrors.value = onFields))
                  return go({ step: "reset", token: current.token, error: wordsOf(error, FAILED_TO_RESET_PASSWORD) })
                },
              }),
            ),
          )
        }),
    }
  })
