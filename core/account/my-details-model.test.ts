import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { AccountApi, type AccountApiShape } from "../ports/AccountApi.ts"
import type { Navigation } from "../ports/Navigation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import type { TokenStore } from "../ports/TokenStore.ts"
import { makeAccountApiMemory, MOBILE_CODE } from "../ports/AccountApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import type { Account } from "./account.ts"
import { MEMBER_ACCOUNT } from "./member-account.testing.ts"
import { MemberSession } from "./member-session-store.ts"
import {
  ACCOUNT_DELETE_FAILED,
  ACCOUNT_DELETED,
  CHANGES_SAVED,
  FAILED_TO_SEND_RESET_EMAIL,
  LOG_IN_TO_SEE_ACCOUNT,
  MOBILE_ALREADY_REGISTERED,
  MOBILE_NUMBER_VERIFIED,
  NOT_GIVEN,
  REQUIRED,
} from "./messages.ts"
import { makeMyDetailsModel, myDetailsOf, myDetailsView, type MyDetailsModel } from "./my-details-model.ts"
import { type UserDetailsInput, userDetailsFromAccount } from "./user-details.ts"

const PASSWORD = "Str0ng!pass"
// A valid South African ID: born 1980-01-01, citizen, Luhn check digit 7.
const VALID_ID = "8001015009087"
const SAVABLE: Account = { ...MEMBER_ACCOUNT, idNumber: VALID_ID }

type Services = MemberSession | AccountApi | Notifications | Navigation | TokenStore

/** A signed-in member on My Details over the in-memory ports and the TestClock; `override` replaces some of the API's calls. */
const onMyDetails = async <A,>(
  work: (model: MyDetailsModel) => Effect.Effect<A, never, Services>,
  options: { readonly account?: Account; readonly override?: Partial<AccountApiShape> } = {},
) => {
  const memory = makeAccountApiMemory([{ account: options.account ?? SAVABLE, password: PASSWORD }])
  const tokens = makeTokenStoreMemory({ ...(await Effect.runPromise(memory.api.login({ username: MEMBER_ACCOUNT.user.email, password: PASSWORD }))), rememberMe: false })
  const toasts = makeNotificationsMemory()
  const navigation = makeNavigationMemory()
  const api = Layer.succeed(AccountApi, { ...memory.api, ...options.override })
  const layer = Layer.provideMerge(MemberSession.layer, Layer.mergeAll(api, tokens.layer, toasts.layer, navigation.layer, TestClock.layer()))
  const result = await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const model = yield* makeMyDetailsModel()
        yield* TestClock.adjust("1 millis")
        const answer = yield* work(model)
        const session = yield* MemberSession
        return { answer, loggedIn: session.loggedIn.value, account: session.account.value }
      }),
    ).pipe(Effect.provide(layer)),
  )
  return { ...result, toasts: toasts.toasts, visits: navigation.visits }
}

const edited = (changes: Partial<UserDetailsInput>): UserDetailsInput => ({ ...userDetailsFromAccount(SAVABLE), ...changes })

describe("My Details' screen model (spec A §2, §3)", () => {
  it("asks a visitor to log in, without a call", async () => {
    const api = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: PASSWORD }])
    const layer = Layer.provideMerge(MemberSession.layer, Layer.mergeAll(api.layer, makeTokenStoreMemory().layer))
    const view = await Effect.runPromise(Effect.scoped(Effect.map(makeMyDetailsModel(), (model) => model.view.value)).pipe(Effect.provide(layer)))
    expect(view).toEqual({ kind: "empty", message: LOG_IN_TO_SEE_ACCOUNT })
  })

  it("shows the member's details once the account is read, the form starting from them", async () => {
    const { answer } = await onMyDetails((model) => Effect.succeed(model.view.value))
    expect(answer).toMatchObject({
      kind: "ready",
      value: { name: "Thandi Nkosi", email: MEMBER_ACCOUNT.user.email, mobileNumber: "+27821234567", title: "Ms", points: 640, pendingMobileNumber: null },
    })
    expect(answer.kind === "ready" ? answer.value.form : null).toEqual(userDetailsFromAccount(SAVABLE))
  })

  it("never shows a blank title as an empty value", async () => {
    const { answer } = await onMyDetails((model) => Effect.succeed(model.view.value), { account: { ...SAVABLE, title: null } })
    expect(answer.kind === "ready" ? answer.value.title : null).toBe(NOT_GIVEN)
  })
})

describe("My Details' saving (spec A §4, §5, §8)", () => {
  it("sends nothing when nothing changed", async () => {
    let calls = 0
    const { toasts } = await onMyDetails((model) => model.save(userDetailsFromAccount(SAVABLE)), {
      override: { updateAccount: () => Effect.sync(() => void calls++).pipe(Effect.andThen(Effect.succeed(SAVABLE))) },
    })
    expect(calls).toBe(0)
    expect(toasts).toEqual([])
  })

  it("saves a change, keeps the saved account and closes the form with the spec's words", async () => {
    const { answer, account, toasts } = await onMyDetails((model) =>
      Effect.gen(function* () {
        yield* model.edit()
        yield* model.save(edited({ firstName: "Thandeka", title: "Dr" }))
        return { editing: model.editing.value, dialog: model.dialog.value }
      }),
    )
    expect(answer).toEqual({ editing: false, dialog: { kind: "none" } })
    expect(account?.user.firstName).toBe("Thandeka")
    expect(account?.title).toBe("Dr")
    expect(toasts).toEqual([{ kind: "success", message: CHANGES_SAVED }])
  })

  it("refuses a form against its rules without a call, the messages by field", async () => {
    let calls = 0
    const { answer } = await onMyDetails((model) => Effect.map(model.save(edited({ title: "", idNumber: "" })), () => model.refusal.value), {
      override: { updateAccount: () => Effect.sync(() => void calls++).pipe(Effect.andThen(Effect.succeed(SAVABLE))) },
    })
    expect(calls).toBe(0)
    expect(answer?.fieldErrors).toEqual({ title: [REQUIRED], idNumber: [REQUIRED] })
  })

  it("puts a 422's field errors on the form's fields, the taken mobile in the spec's words, and toasts the server's message", async () => {
    const refused = new HttpError({
      status: 422,
      message: "Some fields are missing or invalid.",
      fieldErrors: { "user_account.account_attributes.mobile_number": ["has already been taken"], "user_account.first_name": ["is too long"] },
    })
    const { answer, toasts, account } = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          yield* model.edit()
          yield* model.save(edited({ firstName: "X".repeat(300), mobileNumber: "+27829999999" }))
          return { refusal: model.refusal.value, editing: model.editing.value }
        }),
      { override: { updateAccount: () => Effect.fail(refused) } },
    )
    expect(answer.refusal).toEqual({
      message: "Some fields are missing or invalid.",
      fieldErrors: { mobileNumber: [MOBILE_ALREADY_REGISTERED], firstName: ["is too long"] },
    })
    expect(answer.editing).toBe(true)
    expect(toasts).toEqual([{ kind: "error", message: "Some fields are missing or invalid." }])
    expect(account?.user.firstName).toBe("Thandi")
  })
})

describe("a new mobile number waits for its SMS code (issue 22 §4)", () => {
  const NEW_NUMBER = "+27831112222"

  it("asks for the code texted to the new number, keeping the old one until it is entered", async () => {
    const { answer, account } = await onMyDetails((model) => Effect.map(model.save(edited({ mobileNumber: NEW_NUMBER })), () => model.dialog.value))
    expect(answer).toEqual({ kind: "mobileCode", mobileNumber: NEW_NUMBER })
    expect(account?.mobileNumber).toBe(SAVABLE.mobileNumber)
    expect(account?.pendingMobileNumber).toBe(NEW_NUMBER)
  })

  it("shows a wrong code on the code field and keeps the dialog open", async () => {
    const { answer } = await onMyDetails((model) =>
      Effect.gen(function* () {
        yield* model.save(edited({ mobileNumber: NEW_NUMBER }))
        yield* model.verifyMobile("000000")
        return { dialog: model.dialog.value.kind, refusal: model.refusal.value }
      }),
    )
    expect(answer.dialog).toBe("mobileCode")
    expect(answer.refusal?.fieldErrors).toEqual({ code: ["The code is incorrect or has expired."] })
  })

  it("makes the new number the member's once the right code is entered", async () => {
    const { answer, account, toasts } = await onMyDetails((model) =>
      Effect.gen(function* () {
        yield* model.save(edited({ mobileNumber: NEW_NUMBER }))
        yield* model.verifyMobile(` ${MOBILE_CODE} `)
        return model.dialog.value
      }),
    )
    expect(answer).toEqual({ kind: "none" })
    expect(account?.mobileNumber).toBe(NEW_NUMBER)
    expect(account?.pendingMobileNumber).toBeNull()
    expect(toasts.at(-1)).toEqual({ kind: "success", message: MOBILE_NUMBER_VERIFIED })
  })

  it("offers Resend OTP once the 60 s after the code are over, and sends a new code with it", async () => {
    let resent = 0
    const { answer } = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          yield* model.save(edited({ mobileNumber: NEW_NUMBER }))
          const before = model.resend.canResend.value
          yield* TestClock.adjust("59 seconds")
          const at59 = model.resend.canResend.value
          yield* TestClock.adjust("1 second")
          const at60 = model.resend.canResend.value
          yield* model.resendMobileCode()
          yield* TestClock.adjust("1 millis")
          return { before, at59, at60, after: model.resend.canResend.value }
        }),
      { override: { resendMobileCode: () => Effect.sync(() => void resent++) } },
    )
    expect(answer).toEqual({ before: false, at59: false, at60: true, after: false })
    expect(resent).toBe(1)
  })
})

describe("Reset password and Delete account on My Details (spec A §2, §4, §8)", () => {
  it("sends the reset link to the member's e-mail", async () => {
    const sentTo: Array<string> = []
    const { answer } = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          yield* model.openResetPassword()
          yield* model.sendResetLink()
          return model.dialog.value
        }),
      { override: { forgotPassword: (email) => Effect.sync(() => void sentTo.push(email)) } },
    )
    expect(answer).toEqual({ kind: "resetPassword", sent: true })
    expect(sentTo).toEqual([MEMBER_ACCOUNT.user.email])
  })

  it("deletes the account, then logs out and goes to /, with the spec's words", async () => {
    const { loggedIn, account, toasts, visits } = await onMyDetails((model) =>
      Effect.gen(function* () {
        yield* model.openDeleteAccount()
        yield* model.deleteAccount()
      }),
    )
    expect(loggedIn).toBe(false)
    expect(account).toBeNull()
    expect(toasts).toEqual([{ kind: "success", message: ACCOUNT_DELETED }])
    expect(visits).toEqual([{ to: "/", replace: false }])
  })

  it("stays signed in on a failed delete, and says so in the spec's words", async () => {
    const { loggedIn, toasts, visits, answer } = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          yield* model.openDeleteAccount()
          yield* model.deleteAccount()
          return model.dialog.value
        }),
      { override: { deleteAccount: () => Effect.fail(new HttpError({ status: 500, message: "Request failed with status code 500" })) } },
    )
    expect(loggedIn).toBe(true)
    expect(answer).toEqual({ kind: "deleteAccount" })
    expect(toasts).toEqual([{ kind: "error", message: ACCOUNT_DELETE_FAILED }])
    expect(visits).toEqual([])
  })
})

describe("My Details' view and commands, one by one (spec A §2, §4, §8; issue 22 §4)", () => {
  const NEW_NUMBER = "+27831112222"
  const notFound = (fieldErrors?: Record<string, ReadonlyArray<string>>) =>
    new HttpError({ status: 422, message: "Some fields are missing or invalid.", ...(fieldErrors === undefined ? {} : { fieldErrors }) })

  it("shows the member's name without stray spaces, and Not given for a missing mobile or a blank title", () => {
    const details = myDetailsOf({ ...SAVABLE, user: { ...SAVABLE.user, firstName: "" }, mobileNumber: null, title: "  ", pendingMobileNumber: NEW_NUMBER })
    expect([details.name, details.mobileNumber, details.title, details.pendingMobileNumber]).toEqual([SAVABLE.user.lastName, NOT_GIVEN, NOT_GIVEN, NEW_NUMBER])
    expect(myDetailsOf({ ...SAVABLE, title: "" }).title).toBe(NOT_GIVEN)
    expect(myDetailsView(true, null)).toEqual({ kind: "loading" })
  })

  it("Edit details opens the form, Cancel closes it and forgets the last refusal", async () => {
    const { answer } = await onMyDetails((model) =>
      Effect.gen(function* () {
        const before = [model.editing.value, model.busy.value]
        yield* model.edit()
        yield* model.save(edited({ title: "", idNumber: "" }))
        const refused = model.refusal.value !== null
        yield* model.cancelEdit()
        return [before, refused, model.editing.value, model.refusal.value]
      }),
    )
    expect(answer).toEqual([[false, false], true, false, null])
  })

  it("saves the mobile number without its spaces, the button spinning while it is saved", async () => {
    const sent: Array<string> = []
    const busy: Array<boolean> = []
    let current: MyDetailsModel | undefined
    const { answer } = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          current = model
          yield* model.save(edited({ mobileNumber: "+27 83 111 2222" }))
          return model.busy.value
        }),
      {
        override: {
          updateAccount: (_token, update) =>
            Effect.sync(() => {
              sent.push(update.mobileNumber)
              busy.push(current?.busy.value ?? false)
              return SAVABLE
            }),
        },
      },
    )
    expect(sent).toEqual([NEW_NUMBER])
    expect(busy).toEqual([true])
    expect(answer).toBe(false)
  })

  it("a refusal without field errors has none for the form", async () => {
    const { answer } = await onMyDetails((model) => Effect.map(model.save(edited({ firstName: "Thandeka" })), () => model.refusal.value), {
      override: { updateAccount: () => Effect.fail(notFound()) },
    })
    expect(answer).toEqual({ message: "Some fields are missing or invalid.", fieldErrors: null })
  })

  it("the code is asked only in its dialog and when given; a refusal without a code error says the first field's, else the server's words, on the code", async () => {
    let calls = 0
    const counted = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          yield* model.verifyMobile(MOBILE_CODE)
          yield* model.save(edited({ mobileNumber: NEW_NUMBER }))
          yield* model.verifyMobile("   ")
        }),
      { override: { verifyMobileNumber: () => Effect.sync(() => void calls++).pipe(Effect.andThen(Effect.succeed(SAVABLE))) } },
    )
    expect(counted.answer).toBeUndefined()
    expect(calls).toBe(0)
    const refusedWith = (error: HttpError) =>
      onMyDetails(
        (model) =>
          Effect.gen(function* () {
            yield* model.save(edited({ mobileNumber: NEW_NUMBER }))
            yield* model.verifyMobile(MOBILE_CODE)
            return model.refusal.value?.fieldErrors
          }),
        { override: { verifyMobileNumber: () => Effect.fail(error) } },
      ).then(({ answer }) => answer)
    expect(await refusedWith(notFound({ "user_account.account_attributes.mobile_number": ["has already been taken"] }))).toEqual({ code: [MOBILE_ALREADY_REGISTERED] })
    expect(await refusedWith(notFound())).toEqual({ code: ["Some fields are missing or invalid."] })
    // the code's own error first, whatever else the server said
    expect(await refusedWith(notFound({ "user_account.first_name": ["is too long"], "otp.code": ["The code is incorrect or has expired."] }))).toEqual({
      code: ["The code is incorrect or has expired."],
    })
  })

  it("before the account is read nothing is saved, no reset link sent and no code's dialog opened", async () => {
    let calls = 0
    const count = () => Effect.sync(() => void calls++).pipe(Effect.andThen(Effect.succeed(SAVABLE)))
    const { answer } = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          yield* model.save(edited({ firstName: "Thandeka" }))
          yield* model.sendResetLink()
          yield* model.openMobileCode()
          return [model.view.value, model.dialog.value, model.busy.value]
        }),
      { override: { getAccount: () => Effect.never, updateAccount: count, forgotPassword: () => Effect.asVoid(count()) } },
    )
    expect(answer).toEqual([{ kind: "loading" }, { kind: "none" }, false])
    expect(calls).toBe(0)
  })

  it("the code's dialog opens again for a number still waiting, and not without one; closing it closes it", async () => {
    const { answer } = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          yield* model.openMobileCode()
          const opened = model.dialog.value
          yield* model.closeDialog()
          return [opened, model.dialog.value]
        }),
      { account: { ...SAVABLE, pendingMobileNumber: NEW_NUMBER } },
    )
    expect(answer).toEqual([{ kind: "mobileCode", mobileNumber: NEW_NUMBER }, { kind: "none" }])
    const none = await onMyDetails((model) => Effect.map(model.openMobileCode(), () => model.dialog.value))
    expect(none.answer).toEqual({ kind: "none" })
  })

  it("Reset password opens unsent; a link that could not be sent is said in the spec's words and the dialog stays", async () => {
    const { answer, toasts } = await onMyDetails(
      (model) =>
        Effect.gen(function* () {
          yield* model.openResetPassword()
          const opened = model.dialog.value
          yield* model.sendResetLink()
          return [opened, model.dialog.value, model.refusal.value]
        }),
      { override: { forgotPassword: () => Effect.fail(new HttpError({ status: 500, message: "Down" })) } },
    )
    expect(answer).toEqual([{ kind: "resetPassword", sent: false }, { kind: "resetPassword", sent: false }, { message: FAILED_TO_SEND_RESET_EMAIL, fieldErrors: null }])
    expect(toasts).toEqual([{ kind: "error", message: FAILED_TO_SEND_RESET_EMAIL }])
  })

  it("a deleted account's dialog closes", async () => {
    const { answer } = await onMyDetails((model) =>
      Effect.gen(function* () {
        yield* model.openDeleteAccount()
        yield* model.deleteAccount()
        return model.dialog.value
      }),
    )
    expect(answer).toEqual({ kind: "none" })
  })
})
