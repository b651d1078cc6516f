import { Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { type AccountApiShape, AccountApi } from "../ports/AccountApi.ts"
import { makeAccountApiMemory, REGISTRATION_CODE } from "../ports/AccountApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import type { Navigation } from "../ports/Navigation.ts"
import type { TokenStore } from "../ports/TokenStore.ts"
import { MY_DETAILS_ROUTE } from "../routes.ts"
import { type AuthModel, type AuthModelInput, makeAuthModel } from "./auth-model.ts"
import { MEMBER_ACCOUNT } from "./member-account.testing.ts"
import { MemberSession } from "./member-session-store.ts"
import {
  FAILED_TO_SEND_RESET_EMAIL,
  FAILED_TO_RESET_PASSWORD,
  INVALID_EMAIL_OR_PASSWORD,
  MOBILE_ALREADY_REGISTERED,
  PASSWORD_NEEDS_DIGIT,
  PASSWORDS_MUST_MATCH,
  INVALID_EMAIL,
} from "./messages.ts"

const PASSWORD = "Str0ng!pass"
const EMAIL = MEMBER_ACCOUNT.user.email
const TOO_MANY = "Too many requests. Please wait a moment and try again."
const LINK_USED = "This link has expired or has already been used. Please ask for a new one."
const newMember = { firstName: "Sipho", lastName: "Dlamini", email: "sipho@example.co.za", mobileNumber: "+27821112233", password: PASSWORD, confirmPassword: PASSWORD }

const setUp = (overrides: Partial<AccountApiShape> = {}) => {
  const api = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: PASSWORD }])
  const tokens = makeTokenStoreMemory()
  const navigation = makeNavigationMemory()
  const ports = Layer.mergeAll(Layer.succeed(AccountApi, { ...api.api, ...overrides }), tokens.layer, navigation.layer, TestClock.layer())
  const layer = Layer.provideMerge(MemberSession.layer, ports)
  const run = <A>(input: AuthModelInput, work: (model: AuthModel) => Effect.Effect<A, never, AccountApi | MemberSession | TokenStore | Navigation>) =>
    Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const model = yield* makeAuthModel(input).pipe(Scope.provide(scope))
        const answer = yield* work(model)
        yield* Scope.close(scope, Exit.void)
        return answer
      }).pipe(Effect.provide(layer)),
    )
  return { api, tokens, navigation, run }
}

const closed = { resetToken: null }

describe("the auth modal's screen model (spec A §2, §4, §5, §8)", () => {
  it("logs in: the tokens kept where remember-me says, the member's account read, and on to My Details", async () => {
    const { tokens, navigation, run } = setUp()
    const seen = await run(closed, (model) =>
      Effect.gen(function* () {
        yield* model.open("login")
        const opened = model.step.value.step
        yield* model.logIn({ username: EMAIL, password: PASSWORD, rememberMe: true })
        const session = yield* MemberSession
        return [opened, model.step.value.step, session.loggedIn.value, session.account.value?.user.firstName]
      }),
    )
    expect(seen).toEqual(["login", "closed", true, "Thandi"])
    expect(tokens.state.persistence).toBe("local")
    expect(navigation.visits).toEqual([{ to: MY_DETAILS_ROUTE, replace: false }])
  })

  it("keeps the tokens for the browser session only without remember-me", async () => {
    const { tokens, run } = setUp()
    await run(closed, (model) => model.logIn({ username: EMAIL, password: PASSWORD, rememberMe: false }))
    expect(tokens.state.persistence).toBe("session")
  })

  it("says a wrong password in the spec's words, and a throttled sign-in (429) in the API's", async () => {
    const wrong = await setUp().run(closed, (model) => Effect.andThen(model.logIn({ username: EMAIL, password: "Wr0ng!pass", rememberMe: false }), Effect.sync(() => model.step.value)))
    expect(wrong).toEqual({ step: "login", error: INVALID_EMAIL_OR_PASSWORD })
    const throttled = setUp({ login: () => Effect.fail(new HttpError({ status: 429, message: TOO_MANY, retryAfterSeconds: 60 })) })
    const seen = await throttled.run(closed, (model) => Effect.andThen(model.logIn({ username: EMAIL, password: PASSWORD, rememberMe: false }), Effect.sync(() => model.step.value)))
    expect(seen).toEqual({ step: "login", error: TOO_MANY })
    expect(throttled.navigation.visits).toEqual([])
  })

  it("sends no registration that breaks a rule, and says which on the fields", async () => {
    const { api, run } = setUp()
    const errors = await run(closed, (model) =>
      Effect.andThen(model.register({ ...newMember, email: "sipho", password: "Weak!pass", confirmPassword: "other" }), Effect.sync(() => model.fieldErrors.value)),
    )
    expect(errors).toMatchObject({ email: [INVALID_EMAIL], password: [PASSWORD_NEEDS_DIGIT] })
    const mismatch = await run(closed, (model) =>
      Effect.andThen(model.register({ ...newMember, confirmPassword: "Str0ng!pas" }), Effect.sync(() => model.fieldErrors.value)),
    )
    expect(mismatch).toEqual({ confirmPassword: [PASSWORDS_MUST_MATCH] })
    expect(api.registered()).toEqual([])
  })

  it("registers, asks for the Verification Code with the 60 s countdown and Resend OTP, then Account successfully created!", async () => {
    const { api, run } = setUp()
    const resent: Array<string> = []
    const seen = await run(closed, (model) =>
      Effect.gen(function* () {
        yield* model.register(newMember)
        const verify = [model.step.value.step, model.resend.remainingText.value, model.resend.canResend.value]
        yield* TestClock.adjust("15 seconds")
        const later = model.resend.remainingText.value
        yield* TestClock.adjust("45 seconds")
        const over = model.resend.canResend.value
        yield* model.resendCode().pipe(Effect.provideService(AccountApi, { ...api.api, resendRegistrationCode: (email) => Effect.sync(() => void resent.push(email)) }))
        yield* Effect.yieldNow
        const again = model.resend.canResend.value
        yield* model.verify("000000")
        const wrong = model.fieldErrors.value
        yield* model.verify(REGISTRATION_CODE)
        return { verify, later, over, again, wrong, done: model.step.value }
      }),
    )
    expect(seen.verify).toEqual(["verify", "1 minute", false])
    expect(seen.later).toBe("45 seconds")
    expect([seen.over, seen.again]).toEqual([true, false])
    expect(resent).toEqual([newMember.email])
    expect(seen.wrong).toEqual({ code: ["The code is incorrect or has expired."] })
    expect(seen.done).toEqual({ step: "created" })
    expect(api.registered()).toEqual([newMember.email])
  })

  it("shows a mobile already registered as the spec says, and the server's e-mail error on the e-mail field", async () => {
    const { run } = setUp({
      register: () =>
        Effect.fail(
          new HttpError({
            status: 422,
            message: "Some fields are missing or invalid.",
            fieldErrors: { "user_account.account_attributes.mobile_number": ["has already been taken"], "user_account.email": ["has already been taken"] },
          }),
        ),
    })
    const seen = await run(closed, (model) => Effect.andThen(Effect.andThen(model.open("register"), model.register(newMember)), Effect.sync(() => [model.step.value, model.fieldErrors.value])))
    expect(seen).toEqual([{ step: "register" }, { mobileNumber: [MOBILE_ALREADY_REGISTERED], email: ["has already been taken"] }])
  })

  it("opens Reset password from a reset link's token, then Password Updated!", async () => {
    const reset: Array<unknown> = []
    const { run } = setUp({ resetPassword: (form) => Effect.sync(() => void reset.push(form)) })
    const seen = await run({ resetToken: "tok-1" }, (model) =>
      Effect.gen(function* () {
        const opened = model.step.value
        yield* model.resetPassword({ password: PASSWORD, passwordConfirmation: PASSWORD })
        return [opened, model.step.value]
      }),
    )
    expect(seen).toEqual([{ step: "reset", token: "tok-1" }, { step: "updated" }])
    expect(reset).toEqual([{ password: PASSWORD, passwordConfirmation: PASSWORD, token: "tok-1" }])
  })

  it("tells a used or expired reset link plainly, and other failures in the spec's words", async () => {
    const used = setUp({ resetPassword: () => Effect.fail(new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "user.token": [LINK_USED] } })) })
    const seen = await used.run({ resetToken: "old" }, (model) => Effect.andThen(model.resetPassword({ password: PASSWORD, passwordConfirmation: PASSWORD }), Effect.sync(() => model.step.value)))
    expect(seen).toEqual({ step: "reset", token: "old", error: LINK_USED })
    const broken = setUp({ resetPassword: () => Effect.fail(new HttpError({ status: 500, message: "Request failed with status code 500" })) })
    const failed = await broken.run({ resetToken: "t" }, (model) => Effect.andThen(model.resetPassword({ password: PASSWORD, passwordConfirmation: PASSWORD }), Effect.sync(() => model.step.value)))
    expect(failed).toEqual({ step: "reset", token: "t", error: FAILED_TO_RESET_PASSWORD })
  })

  it("sends a reset link for a valid e-mail only", async () => {
    const asked: Array<string> = []
    const { run } = setUp({ forgotPassword: (email) => Effect.sync(() => void asked.push(email)) })
    const seen = await run(closed, (model) =>
      Effect.gen(function* () {
        yield* model.forgotPassword()
        yield* model.sendResetLink({ email: "nope" })
        const invalid = model.fieldErrors.value
        yield* model.sendResetLink({ email: EMAIL })
        return [invalid, model.step.value]
      }),
    )
    expect(seen).toEqual([{ email: [INVALID_EMAIL] }, { step: "forgot", sent: true }])
    expect(asked).toEqual([EMAIL])
  })
})

describe("the auth modal's steps, one by one (spec A §2, §4, §5, §8)", () => {
  const at = (model: AuthModel) => Effect.sync(() => model.step.value)
  const refusal = (fieldErrors?: Record<string, ReadonlyArray<string>>) =>
    new HttpError({ status: 422, message: "Some fields are missing or invalid.", ...(fieldErrors === undefined ? {} : { fieldErrors }) })
  const verifying = (model: AuthModel) => model.register(newMember)

  it("opens on a reset link's token, else on the tab a link names, else closed", async () => {
    const { run } = setUp()
    expect(await run({ resetToken: "" }, at)).toEqual({ step: "closed" })
    expect(await run({ resetToken: "tok" }, at)).toEqual({ step: "reset", token: "tok" })
    expect(await run({ resetToken: null, openTab: "register" }, at)).toEqual({ step: "register" })
    expect(await run({ resetToken: "", openTab: "login" }, at)).toEqual({ step: "login" })
    expect(await run({ resetToken: null, openTab: null }, at)).toEqual({ step: "closed" })
  })

  it("switches tabs, opens Forgot password unsent, and closes", async () => {
    const { run } = setUp()
    const seen = await run(closed, (model) =>
      Effect.gen(function* () {
        yield* model.showTab("register")
        const tab = model.step.value
        yield* model.forgotPassword()
        const forgot = model.step.value
        yield* model.close()
        return [tab, forgot, model.step.value, model.busy.value]
      }),
    )
    expect(seen).toEqual([{ step: "register" }, { step: "forgot", sent: false }, { step: "closed" }, false])
  })

  it("spins the button while a registration is sent, not after", async () => {
    const during: Array<boolean> = []
    let current: AuthModel | undefined
    const { run } = setUp({ register: () => Effect.sync(() => void during.push(current?.busy.value ?? false)) })
    const after = await run(closed, (model) => Effect.andThen(Effect.sync(() => void (current = model)), Effect.andThen(verifying(model), Effect.sync(() => model.busy.value))))
    expect([during, after]).toEqual([[true], false])
  })

  it("a registration refused without field errors says the server's words on the Register tab", async () => {
    const { run } = setUp({ register: () => Effect.fail(refusal()) })
    expect(await run(closed, (model) => Effect.andThen(verifying(model), at(model)))).toEqual({ step: "register", error: "Some fields are missing or invalid." })
  })

  it("the code is sent only on the Verification Code step and when given, trimmed; a refusal says its first field's words, else the server's", async () => {
    const codes: Array<string> = []
    const { run } = setUp({ verifyRegistration: (form) => Effect.sync(() => void codes.push(form.code)) })
    await run(closed, (model) => model.verify(REGISTRATION_CODE))
    const seen = await run(closed, (model) =>
      Effect.gen(function* () {
        yield* verifying(model)
        yield* model.verify("  ")
        yield* model.verify(` ${REGISTRATION_CODE} `)
        return model.step.value
      }),
    )
    expect(codes).toEqual([REGISTRATION_CODE])
    expect(seen).toEqual({ step: "created" })
    const refusedWith = (error: HttpError) =>
      setUp({ verifyRegistration: () => Effect.fail(error) }).run(closed, (model) =>
        Effect.gen(function* () {
          yield* verifying(model)
          yield* model.verify("111111")
          return model.fieldErrors.value
        }),
      )
    expect(await refusedWith(refusal({ "otp.code": ["The code is incorrect or has expired."] }))).toEqual({ code: ["The code is incorrect or has expired."] })
    expect(await refusedWith(refusal())).toEqual({ code: ["Some fields are missing or invalid."] })
  })

  it("Resend OTP asks nothing outside the Verification Code step", async () => {
    let asked = 0
    const { run } = setUp({ resendRegistrationCode: () => Effect.sync(() => void asked++) })
    await run(closed, (model) => model.resendCode())
    // the 60 s over on the code's step, then the modal closed: Resend OTP is gone with the step
    await run(closed, (model) =>
      Effect.gen(function* () {
        yield* verifying(model)
        yield* TestClock.adjust("60 seconds")
        yield* model.close()
        yield* model.resendCode()
        yield* TestClock.adjust("1 millis")
      }),
    )
    expect(asked).toBe(0)
  })

  it("a reset link that could not be sent says so in the spec's words, unsent", async () => {
    const { run } = setUp({ forgotPassword: () => Effect.fail(new HttpError({ status: 500, message: "Down" })) })
    const seen = await run(closed, (model) => Effect.andThen(model.sendResetLink({ email: EMAIL }), at(model)))
    expect(seen).toEqual({ step: "forgot", sent: false, error: FAILED_TO_SEND_RESET_EMAIL })
  })

  it("a new password is sent only from Reset password; the server's field errors go on the fields", async () => {
    let asked = 0
    const none = setUp({ resetPassword: () => Effect.sync(() => void asked++) })
    await none.run(closed, (model) => model.resetPassword({ password: PASSWORD, passwordConfirmation: PASSWORD }))
    expect(asked).toBe(0)
    const weak = setUp({ resetPassword: () => Effect.fail(refusal({ "user.password": ["is too weak"] })) })
    const seen = await weak.run({ resetToken: "t" }, (model) =>
      Effect.andThen(model.resetPassword({ password: PASSWORD, passwordConfirmation: PASSWORD }), Effect.sync(() => [model.step.value, model.fieldErrors.value])),
    )
    expect(seen).toEqual([{ step: "reset", token: "t" }, { password: ["is too weak"] }])
  })

  it("a member whose account could not be read after logging in is logged in all the same, the account unread", async () => {
    const { run } = setUp({ getAccount: () => Effect.fail(new HttpError({ status: 500, message: "Down" })) })
    const seen = await run(closed, (model) =>
      Effect.gen(function* () {
        yield* model.logIn({ username: EMAIL, password: PASSWORD, rememberMe: false })
        const session = yield* MemberSession
        return [model.step.value, session.loggedIn.value, session.account.value]
      }),
    )
    expect(seen).toEqual([{ step: "closed" }, true, null])
  })
})
