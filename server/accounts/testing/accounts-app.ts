import { desc, eq } from "drizzle-orm"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { makeApp } from "../../app.ts"
import { testConfig } from "../../config.ts"
import { Db } from "../../db/Db.ts"
import { outbox } from "../../db/schema.ts"
import type { TestDatabase } from "../../db/testing/test-database.ts"
import { type HttpRuntime, makeHttpRuntime } from "../../http/runtime.ts"
import { OutboxNotifierDbLayer } from "../../notify/OutboxNotifier.ts"
import { silentLogger, silentLogs } from "../../testing/logs.ts"
import { AccountService } from "../AccountService.ts"
import { CorporateService } from "../../corporate/CorporateService.ts"
import { CORPORATE_ROUTES_PATH, makeCorporateRoutes } from "../../corporate/routes.ts"
import { LoyaltyLedger } from "../../loyalty/LoyaltyLedger.ts"
import { LOYALTY_STATEMENT_ROUTES_PATH, makeLoyaltyStatementRoutes } from "../../loyalty/statement-routes.ts"
import { AuthThrottle } from "../AuthThrottle.ts"
import { PasswordReset } from "../PasswordReset.ts"
import { type Argon2Parameters, PasswordHasher } from "../PasswordHasher.ts"
import { MobileChange } from "../MobileChange.ts"
import { Registration } from "../Registration.ts"
import { ACCOUNT_ROUTES_PATH, makeAccountRoutes } from "../routes.ts"
import { bookingLayer, type BookingServices } from "../../testing/booking-kit.ts"
import { makeReservationRoutes, RESERVATION_ROUTES_PATH } from "../../reservations/routes.ts"
import { BOOKING_ROUTES_PATH, makeBookingRoutes } from "../../bookings/routes.ts"
import { Notifier, type NotifierShape } from "../../notify/Notifier.ts"
import { LOYALTY_PAYMENT_ROUTES_PATH, makeLoyaltyPaymentRoutes } from "../../loyalty/routes.ts"
import { SignIn } from "../SignIn.ts"
import { makeTokenRoutes } from "../token-routes.ts"
import type { Layer as LayerType } from "effect"

/**
 * The accounts slice (with the corporate calls under the account, and points as payment) over a test database, in-process, on a TestClock: what the route tests, the
 * race tests and the log test drive. Hashing uses cheap argon2id parameters (TEST_ARGON2) so tests
 * stay fast; the production parameters are tested in PasswordHasher.test.ts.
 */

export const TEST_ARGON2: Argon2Parameters = { memoryKiB: 256, passes: 1, lanes: 1 }
export const TEST_SECRET = "accounts-test-secret"
export const TEST_START = Date.UTC(2030, 2, 1, 8, 0, 0)

export const TEST_PUBLIC_URL = "https://hotels.test"

export type AccountsServices = AccountService | MobileChange | CorporateService | LoyaltyLedger | PasswordReset | Registration | SignIn | AuthThrottle | PasswordHasher | BookingServices | Notifier

/** A change to the Notifier the services use (a test holds the outbox back, or makes it fail). */
export type NotifierChange = (outbox: NotifierShape) => NotifierShape

/** The accounts services over the booking engine's (member bookings, bookings made while signed in). */
/** The hasher with every check and hash taking `delayMs` more, as long as production's (then sign-ins overlap as there). */
const slowHasher = (parameters: Argon2Parameters, delayMs: number) =>
  Layer.effect(
    PasswordHasher,
    Effect.map(Effect.service(PasswordHasher), (hasher) => {
      const late = <A>(work: Effect.Effect<A>) => Effect.andThen(Effect.promise(() => new Promise((done) => setTimeout(done, delayMs))), work)
      return PasswordHasher.of({
        hash: (password) => late(hasher.hash(password)),
        verify: (password, stored) => late(hasher.verify(password, stored)),
        verifyNothing: (password) => late(hasher.verifyNothing(password)),
      })
    }),
  ).pipe(Layer.provide(PasswordHasher.layer(parameters)))

export interface HashingOptions {
  readonly parameters?: Argon2Parameters
  /** Each hash and check takes this much longer (default 0). */
  readonly delayMs?: number
}

export const accountsLayer = (database: TestDatabase, hashing: HashingOptions = {}, changeNotifier?: NotifierChange) => {
  const parameters = hashing.parameters ?? TEST_ARGON2
  const hasher = hashing.delayMs === undefined ? PasswordHasher.layer(parameters) : slowHasher(parameters, hashing.delayMs)
  const notifier =
    changeNotifier === undefined
      ? OutboxNotifierDbLayer
      : Layer.effect(Notifier, Effect.map(Effect.service(Notifier), (outbox) => Notifier.of(changeNotifier(outbox)))).pipe(Layer.provide(OutboxNotifierDbLayer))
  const foundation = Layer.provideMerge(notifier, Layer.merge(Db.layer(database), bookingLayer(database, TEST_START)))
  // the booking kit's layer brings the loyalty ledger (one for the accounts and the bookings)
  const throttled = Layer.mergeAll(hasher, AuthThrottle.layer).pipe(Layer.provideMerge(foundation))
  const base = MobileChange.layer({ secret: TEST_SECRET }).pipe(Layer.provideMerge(throttled))
  return Layer.mergeAll(
    Registration.layer({ secret: TEST_SECRET }),
    SignIn.layer({ secret: TEST_SECRET }),
    PasswordReset.layer({ secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL }),
    AccountService.layer,
    CorporateService.layer,
  ).pipe(Layer.provideMerge(base))
}

export interface AccountsApp {
  readonly http: HttpRuntime<AccountsServices>
  readonly request: (
    method: string,
    path: string,
    options?: { readonly body?: unknown; readonly token?: string; readonly address?: string; readonly headers?: Readonly<Record<string, string>> },
  ) => Promise<Response>
  readonly advance: (seconds: number) => Promise<void>
  /** Waits for the work requests started and did not wait for (the password-reset links). */
  readonly idle: () => Promise<void>
  readonly dispose: () => Promise<void>
}

export const startAccountsApp = async (
  database: TestDatabase,
  options: {
    readonly hashing?: HashingOptions
    /** Where Effect logs go (the log test captures them). */
    readonly logs?: LayerType.Layer<never>
    /** The access log's logger. */
    readonly log?: typeof silentLogger
    readonly notifier?: NotifierChange
  } = {},
): Promise<AccountsApp> => {
  const http = makeHttpRuntime(accountsLayer(database, options.hashing, options.notifier), { logger: options.logs ?? silentLogs })
  await http.runtime.runPromise(TestClock.setTime(TEST_START))
  const app = makeApp({
    config: testConfig(),
    log: options.log ?? silentLogger,
    checkDatabase: async () => undefined,
    api: [
      { path: ACCOUNT_ROUTES_PATH, routes: makeAccountRoutes(http, TEST_SECRET) },
      { path: CORPORATE_ROUTES_PATH, routes: makeCorporateRoutes(http) },
      { path: LOYALTY_STATEMENT_ROUTES_PATH, routes: makeLoyaltyStatementRoutes(http) },
      { path: "/", routes: makeTokenRoutes(http, TEST_SECRET) },
      { path: RESERVATION_ROUTES_PATH, routes: makeReservationRoutes(http) },
      { path: BOOKING_ROUTES_PATH, routes: makeBookingRoutes(http) },
      { path: LOYALTY_PAYMENT_ROUTES_PATH, routes: makeLoyaltyPaymentRoutes(http) },
    ],
    distDir: "/nonexistent",
  })
  return {
    http,
    request: async (method, path, { body, token, address = "198.51.100.1", headers = {} } = {}) =>
      await app.request(
        path,
        {
          method,
          headers: {
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
            ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
            ...headers,
          },
          ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      ),
    advance: (seconds) => http.runtime.runPromise(TestClock.adjust(`${seconds} seconds`)),
    idle: () => http.runtime.runPromise(PasswordReset.use((reset) => reset.idle)),
    dispose: () => http.dispose(),
  }
}

/** The last registration code texted to `mobile`. */
export const lastCodeTo = async (database: TestDatabase, mobile: string): Promise<string> => {
  const [message] = await database.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(desc(outbox.id)).limit(1)
  const code = /verification code is (\d{6})\./.exec(message?.body ?? "")?.[1]
  if (code === undefined) throw new Error("no code in the outbox")
  return code
}

let serial = 0
/** A member no other test uses: e-mail, mobile and a password that follows the rule. */
export const newMember = () => {
  serial += 1
  return {
    email: `member${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    mobile: `+2782${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
    password: "Sunny-Stay-2030",
    firstName: "Thandi",
    lastName: "Mokoena",
  }
}
export type TestMember = ReturnType<typeof newMember>

export const registerBody = (member: TestMember) => ({
  user_account: {
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    password: member.password,
    account_attributes: { mobile_number: member.mobile },
  },
})

/** Registers and verifies `member`; answers their tokens from a login. */
export const signUp = async (app: AccountsApp, database: TestDatabase, member: TestMember, address = "198.51.100.1") => {
  const registered = await app.request("POST", `${ACCOUNT_ROUTES_PATH}/register`, { body: registerBody(member), address })
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`)
  const code = await lastCodeTo(database, member.mobile)
  const verified = await app.request("POST", `${ACCOUNT_ROUTES_PATH}/verify_otp`, { body: { otp: { email: member.email, code } }, address })
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`)
  const login = await app.request("POST", "/api/login", { body: { username: member.email, password: member.password }, address })
  if (login.status !== 200) throw new Error(`login answered ${login.status}`)
  return (await login.json()) as { access_token: string; refresh_token: string }
}
