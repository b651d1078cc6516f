import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { AccountApi, type AccountApiShape } from "../ports/AccountApi.ts"
import { makeAccountApiMemory, MOBILE_CODE, REGISTRATION_CODE } from "../ports/AccountApi.memory.ts"
import type { TokenStore } from "../ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import type { Account } from "./account.ts"
import { logIn, makeMemberRequests } from "./log-in.ts"
import {
  deleteAccount,
  guestFromMember,
  hasChanges,
  logOutMember,
  registerMember,
  requestPasswordReset,
  resendNewMobileCode,
  resetPassword,
  saveMyDetails,
  verifyMember,
  verifyNewMobile,
} from "./manage-membership.ts"
import {
  ACCOUNT_CREATED,
  ACCOUNT_DELETE_FAILED,
  ACCOUNT_DELETED,
  CHANGES_SAVED,
  FAILED_TO_RESET_PASSWORD,
  FAILED_TO_SEND_RESET_EMAIL,
  MOBILE_ALREADY_REGISTERED,
  MOBILE_NUMBER_VERIFIED,
  PASSWORD_UPDATED,
} from "./messages.ts"
import { userDetailsFromAccount, type ProfileUpdate } from "./user-details.ts"
import { HttpError } from "../http/http-error.ts"

const account: Account = {
  id: 7, birthday: null, country: "South Africa", countryCode: 702, createdAt: "2026-01-01T10:00:00Z", deactivatedAt: null, deletedAt: null,
  idNumber: "8001015009087", isDeactivated: false, isRegistrationComplete: true, lineOne: null, lineTwo: null, lodgixFileNumber: null,
  loyaltyType: "individual", mobileNumber: "0027821234567", passportNumber: null, passportNumberExpiryMonth: null, passportNumberExpiryYear: null,
  province: "Gauteng", reactivatedAt: null, registrationCompletedAt: null, pendingMobileNumber: null, telephoneExtension: null, telephoneNumber: null, title: "Ms",
  totalExpiredLoyaltyPoints: 0, totalRedeemedLoyaltyPoints: 0, totalUsableLoyaltyPoints: 640, town: "Sandton", zipCode: "2196",
  communicationMethods: { sms: true, email: true, whatsapp: false },
  communicationOptIns: { rateUsQuestionnaire: false, specialsAndPromotionsMarketing: false },
  user: { id: 3, email: "thandi@example.co.za", firstName: "Thandi", lastName: "Nkosi" },
}
const PASSWORD = "Str0ng!pass"

const setup = () => {
  const api = makeAccountApiMemory([{ account, password: PASSWORD }])
  const tokens = makeTokenStoreMemory()
  const run = <A, E>(program: Effect.Effect<A, E, AccountApi | TokenStore>) =>
    Effect.runPromise(program.pipe(Effect.provide(Layer.mergeAll(api.layer, tokens.layer))))
  const runExit = <A, E>(program: Effect.Effect<A, E, AccountApi | TokenStore>) =>
    Effect.runPromise(Effect.result(program).pipe(Effect.provide(Layer.mergeAll(api.layer, tokens.layer))))
  return { api, tokens, run, runExit }
}

/** A signed-in member whose account API answers `overrides` in place of the usual answers. */
const signedInWith = async (overrides: Partial<AccountApiShape>) => {
  const memory = makeAccountApiMemory([{ account, password: PASSWORD }])
  const tokens = makeTokenStoreMemory()
  const layer = Layer.mergeAll(Layer.succeed(AccountApi, { ...memory.api, ...overrides }), tokens.layer)
  const runExit = <A, E>(program: Effect.Effect<A, E, AccountApi | TokenStore>) => Effect.runPromise(Effect.result(program).pipe(Effect.provide(layer)))
  await runExit(logIn({ username: account.user.email, password: PASSWORD }))
  return { tokens, runExit, calls: memory }
}
const refusal = (status: number, message: string, fieldErrors?: Record<string, ReadonlyArray<string>>) => () =>
  Effect.fail(new HttpError(fieldErrors === undefined ? { status, message } : { status, message, fieldErrors }))

const registration = { firstName: "Lerato", lastName: "Dlamini", email: "lerato@example.co.za", mobileNumber: "+27 82 555 0101", password: "Sunny-Stay-2030", confirmPassword: "Sunny-Stay-2030" }

describe("register then verify (spec A §4)", () => {
  it("asks for the SMS code, then says 'Account successfully created!'", async () => {
    const { run, api } = setup()
    expect(await run(registerMember(registration))).toEqual({ step: "verify", email: registration.email })
    expect(await run(verifyMember({ email: registration.email, code: REGISTRATION_CODE }))).toBe(ACCOUNT_CREATED)
    expect(api.registered()).toEqual([registration.email])
  })

  it("puts a wrong code's message on the code field", async () => {
    const { run, runExit } = setup()
    await run(registerMember(registration))
    const refused = await runExit(verifyMember({ email: registration.email, code: "000000" }))
    expect(refused._tag === "Failure" && refused.failure.fieldErrors).toEqual({ code: ["The code is incorrect or has expired."] })
  })

  it("shows a duplicate mobile as 'An account has been registered with this number'", async () => {
    const { runExit } = setup()
    const failing = { ...makeAccountApiMemory().api, register: () => Effect.fail(new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "user_account.account_attributes.mobile_number": ["has already been taken"] } })) }
    const refused = await runExit(registerMember(registration).pipe(Effect.provideService((await import("../ports/AccountApi.ts")).AccountApi, failing)))
    expect(refused._tag === "Failure" && refused.failure.fieldErrors).toEqual({ mobileNumber: [MOBILE_ALREADY_REGISTERED] })
  })
})

describe("reset password (spec A §4, §8)", () => {
  it("says 'Password Updated!' on success and 'Failed to reset password' on failure", async () => {
    const { run, runExit } = setup()
    const form = { password: "Brand-New-9", passwordConfirmation: "Brand-New-9", token: "t" }
    expect(await run(resetPassword(form))).toBe(PASSWORD_UPDATED)
    const failing = { ...makeAccountApiMemory().api, resetPassword: () => Effect.fail(new HttpError({ status: 422, message: "x" })) }
    const refused = await runExit(resetPassword(form).pipe(Effect.provideService((await import("../ports/AccountApi.ts")).AccountApi, failing)))
    expect(refused._tag === "Failure" && refused.failure.message).toBe(FAILED_TO_RESET_PASSWORD)
  })
})

describe("delete account (spec A §4)", () => {
  it("deletes, logs out (tokens removed) and goes to /", async () => {
    const { run, tokens } = setup()
    await run(logIn({ username: account.user.email, password: PASSWORD }))
    const outcome = await run(Effect.flatMap(makeMemberRequests, deleteAccount))
    expect(outcome).toEqual({ message: ACCOUNT_DELETED, route: "/" })
    expect([tokens.state.tokens, tokens.state.loggedIn]).toEqual([undefined, false])
  })
})

describe("My Details (spec A §4)", () => {
  const update = (input: ReturnType<typeof userDetailsFromAccount>): ProfileUpdate => ({ ...input, idType: "ID Number" }) as ProfileUpdate

  it("saves only after a change, then says 'Your changes have been saved successfully!'", async () => {
    const { run } = setup()
    await run(logIn({ username: account.user.email, password: PASSWORD }))
    const saved = userDetailsFromAccount(account)
    expect(hasChanges(saved, saved)).toBe(false)
    expect(await run(Effect.flatMap(makeMemberRequests, (requests) => saveMyDetails(requests, saved, saved, update(saved))))).toEqual({ saved: false })
    const edited = { ...saved, title: "Dr" }
    const outcome = await run(Effect.flatMap(makeMemberRequests, (requests) => saveMyDetails(requests, saved, edited, update(edited))))
    expect(outcome).toMatchObject({ saved: true, message: CHANGES_SAVED, account: { title: "Dr" } })
  })

  it("keeps the old mobile number after saving a new one, which waits for the code texted to it (issue 22 §4)", async () => {
    const { run } = setup()
    await run(logIn({ username: account.user.email, password: PASSWORD }))
    const saved = userDetailsFromAccount(account)
    const edited = { ...saved, mobileNumber: "+27825550199" }
    const outcome = await run(Effect.flatMap(makeMemberRequests, (requests) => saveMyDetails(requests, saved, edited, update(edited))))
    expect(outcome).toMatchObject({ saved: true, awaitsMobileCode: true, account: { mobileNumber: account.mobileNumber, pendingMobileNumber: "+27825550199" } })
  })
})

describe("a new mobile number's code (issue 22 §4)", () => {
  const signedInWithNewNumber = async () => {
    const context = setup()
    await context.run(logIn({ username: account.user.email, password: PASSWORD }))
    const saved = userDetailsFromAccount(account)
    const edited = { ...saved, mobileNumber: "+27825550199" }
    await context.run(Effect.flatMap(makeMemberRequests, (requests) => saveMyDetails(requests, saved, edited, { ...edited, idType: "ID Number" } as ProfileUpdate)))
    return context
  }

  it("makes the number the member's with the right code, in the words to show", async () => {
    const { run } = await signedInWithNewNumber()
    const outcome = await run(Effect.flatMap(makeMemberRequests, (requests) => verifyNewMobile(requests, MOBILE_CODE)))
    expect(outcome).toMatchObject({ message: MOBILE_NUMBER_VERIFIED, account: { mobileNumber: "+27825550199", pendingMobileNumber: null } })
  })

  it("puts a wrong code's message on the code field, and a number someone has meanwhile on the mobile field in the spec's words", async () => {
    const { run, runExit, api } = await signedInWithNewNumber()
    const wrong = await runExit(Effect.flatMap(makeMemberRequests, (requests) => verifyNewMobile(requests, "000000")))
    expect(wrong._tag === "Failure" && wrong.failure.fieldErrors).toEqual({ code: ["The code is incorrect or has expired."] })
    api.takeNumber("+27825550199")
    const taken = await runExit(Effect.flatMap(makeMemberRequests, (requests) => verifyNewMobile(requests, MOBILE_CODE)))
    expect(taken._tag === "Failure" && taken.failure.fieldErrors).toEqual({ mobileNumber: [MOBILE_ALREADY_REGISTERED] })
    await run(Effect.flatMap(makeMemberRequests, resendNewMobileCode))
  })
})

describe("guest details from the member", () => {
  it("prefill the main guest with the member's names, e-mail, mobile (shown with a plus), title and ID", () => {
    expect(guestFromMember(account)).toEqual({
      title: "Ms",
      firstName: "Thandi",
      lastName: "Nkosi",
      mobile: "+27821234567",
      email: "thandi@example.co.za",
      idType: "ID Number",
      idNumber: "8001015009087",
    })
  })
})

describe("logout", () => {
  it("ends the session on the server, removes the tokens and goes home", async () => {
    const { run, tokens } = setup()
    await run(logIn({ username: account.user.email, password: PASSWORD }))
    expect(await run(Effect.flatMap(makeMemberRequests, logOutMember))).toBe("/")
    expect([tokens.state.tokens, tokens.state.loggedIn]).toEqual([undefined, false])
  })
})

describe("a member's requests the server refuses", () => {
  it("keep a refused verification's field errors as they are when none is the code's", async () => {
    const { runExit } = await signedInWith({ verifyRegistration: refusal(422, "Some fields are missing or invalid.", { email: ["is invalid"] }) })
    const refused = await runExit(verifyMember({ email: registration.email, code: REGISTRATION_CODE }))
    expect(refused._tag === "Failure" && refused.failure).toMatchObject({ message: "Some fields are missing or invalid.", fieldErrors: { email: ["is invalid"] } })
  })

  it("send the reset e-mail, or say 'Failed to send reset password email' with the fields' errors", async () => {
    const sent = await signedInWith({})
    expect((await sent.runExit(requestPasswordReset(account.user.email)))._tag).toBe("Success")
    const { runExit } = await signedInWith({ forgotPassword: refusal(422, "x", { email: ["is invalid"] }) })
    const refused = await runExit(requestPasswordReset("not-an-email"))
    expect(refused._tag === "Failure" && refused.failure).toMatchObject({ message: FAILED_TO_SEND_RESET_EMAIL, fieldErrors: { email: ["is invalid"] } })
    const bare = await (await signedInWith({ forgotPassword: refusal(500, "x") })).runExit(requestPasswordReset(account.user.email))
    expect(bare._tag === "Failure" && bare.failure.fieldErrors).toEqual({})
  })

  it("say 'Failed to reset password' with the fields' errors", async () => {
    const { runExit } = await signedInWith({ resetPassword: refusal(422, "x", { password: ["is too short"] }) })
    const refused = await runExit(resetPassword({ password: "short", passwordConfirmation: "short", token: "t" }))
    expect(refused._tag === "Failure" && refused.failure).toMatchObject({ message: FAILED_TO_RESET_PASSWORD, fieldErrors: { password: ["is too short"] } })
  })

  it("keep the member signed in when the account could not be deleted, saying so", async () => {
    const { runExit, tokens } = await signedInWith({ deleteAccount: refusal(500, "Something terrible happened") })
    const refused = await runExit(Effect.flatMap(makeMemberRequests, deleteAccount))
    expect(refused._tag === "Failure" && refused.failure.message).toBe(ACCOUNT_DELETE_FAILED)
    expect(tokens.state.loggedIn).toBe(true)
  })

  it("show a refused My Details' message and field errors", async () => {
    const { runExit } = await signedInWith({ updateAccount: refusal(422, "Some fields are missing or invalid.", { firstName: ["can't be blank"] }) })
    const saved = userDetailsFromAccount(account)
    const edited = { ...saved, firstName: "" }
    const refused = await runExit(Effect.flatMap(makeMemberRequests, (requests) => saveMyDetails(requests, saved, edited, { ...edited, idType: "ID Number" } as ProfileUpdate)))
    expect(refused._tag === "Failure" && refused.failure).toMatchObject({ message: "Some fields are missing or invalid.", fieldErrors: { firstName: ["can't be blank"] } })
  })

  it("show a refused new code for the new mobile number in the server's words", async () => {
    const { runExit } = await signedInWith({ resendMobileCode: refusal(429, "Too many requests. Please wait a moment and try again.") })
    const refused = await runExit(Effect.flatMap(makeMemberRequests, resendNewMobileCode))
    expect(refused._tag === "Failure" && refused.failure.message).toBe("Too many requests. Please wait a moment and try again.")
  })

  it("still log the member out here when the server could not end the session", async () => {
    const { runExit, tokens } = await signedInWith({ logout: refusal(500, "Something terrible happened") })
    const out = await runExit(Effect.flatMap(makeMemberRequests, logOutMember))
    expect(out._tag === "Success" && out.success).toBe("/")
    expect([tokens.state.tokens, tokens.state.loggedIn]).toEqual([undefined, false])
  })
})

describe("My Details saved with no new mobile number", () => {
  it("waits for no code", async () => {
    const { runExit } = await signedInWith({})
    const saved = userDetailsFromAccount(account)
    const edited = { ...saved, title: "Dr" }
    const outcome = await runExit(Effect.flatMap(makeMemberRequests, (requests) => saveMyDetails(requests, saved, edited, { ...edited, idType: "ID Number" } as ProfileUpdate)))
    expect(outcome._tag === "Success" && outcome.success).toMatchObject({ saved: true, awaitsMobileCode: false })
  })
})

describe("a new mobile number's code typed with spaces around it", () => {
  it("is sent without them", async () => {
    let sent: string | undefined
    const { runExit } = await signedInWith({ verifyMobileNumber: (_token, code) => ((sent = code), Effect.succeed(account)) })
    await runExit(Effect.flatMap(makeMemberRequests, (requests) => verifyNewMobile(requests, ` ${MOBILE_CODE} `)))
    expect(sent).toBe(MOBILE_CODE)
  })
})

describe("guest details from a member with less on file", () => {
  it("leave the title and mobile empty when the member has none", () => {
    expect(guestFromMember({ ...account, title: null, mobileNumber: null })).toMatchObject({ title: "", mobile: "" })
  })

  it("use the passport when the member has a passport number and no ID number, the ID number when both, else nothing", () => {
    expect(guestFromMember({ ...account, idNumber: null, passportNumber: "A1234567" })).toMatchObject({ idType: "Passport", idNumber: "A1234567" })
    expect(guestFromMember({ ...account, passportNumber: "A1234567" })).toMatchObject({ idType: "ID Number", idNumber: "8001015009087" })
    expect(guestFromMember({ ...account, idNumber: null, passportNumber: null })).toMatchObject({ idType: "ID Number", idNumber: "" })
  })
})
