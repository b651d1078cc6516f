import { randomUUID } from "node:crypto"
import { eq, sql } from "drizzle-orm"
import type { PgTable } from "drizzle-orm/pg-core"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Endpoint } from "../../contracts/api/endpoint.ts"
import { NOT_FOUND } from "../../contracts/api/errors.ts"
import { requestExamples } from "../../contracts/api/testing/examples.ts"
import { apiEndpoints } from "../../contracts/api/openapi.ts"
import { ACCOUNTS_API_PATH } from "../../contracts/api/accounts.ts"
import { COMPANY_PATH, corporateEndpoints, TRAVELLERS_PATH } from "../../contracts/api/corporate.ts"
import { loyaltyEndpoints } from "../../contracts/api/loyalty.ts"
import { lastCodeTo, newMember, registerBody } from "../accounts/testing/accounts-app.ts"
import { testConfig } from "../config.ts"
import {
  accountCodes,
  accounts,
  passwordResets,
  sessionFamilies,
  bookingCharities,
  companies,
  loyaltyLedgerEntries,
  travellers,
  bookingGuests,
  bookingItems,
  bookings,
  dailyInventory,
  enquiries,
  holdRooms,
  newsletterSignups,
  oneTimeCodes,
  outbox,
  paymentNotifications,
  payments,
  reservations,
} from "../db/schema.ts"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogger } from "../testing/logs.ts"
import { type RunningServer, startServer } from "../main.ts"
import { badRequests, type EndpointShape, endpointShapes, FIELD_CLASSICS, type FuzzRequest, mutate, nastyValue, nestedJson, pathsOf } from "./arbitraries.testing.ts"
import { insertTestBooking } from "../payments/testing/payment-bookings.ts"

/**
 * Issue 3 §4, QUALITY.md "bad input, fuzzed": the whole server, as `npm start` builds it (startServer
 * with every route module main.ts wires), over real HTTP, against a small seeded database (PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set). For every call of the contract (contracts/api/openapi.ts
 * apiEndpoints, so new calls are fuzzed without edits), fast-check sends bad bodies, query strings and
 * path parameters, and checks each answer: never a 5xx; every 4xx is JSON with a `message` (and
 * `errors` per field for a 422); and a refused request wrote nothing (the row counts of the booking,
 * payment, code, message and enquiry tables and the free rooms are the same after it).
 * A call not wired yet answers the JSON 404 of an unknown route, which passes; the summary printed at
 * the end says which calls answered for real.
 */

/** Requests per call: a few hundred in all, well under a minute (FC_RUNS deepens it for a long run, docs/testing.md). */
const RUNS_PER_ENDPOINT = scaledRuns(12)
/** Requests per call made again as a signed-in member: more, since most of the member's way lies past the sign-in. */
const MEMBER_RUNS_PER_ENDPOINT = scaledRuns(48)

/** A well-formed booking id no booking has. */
const PLAUSIBLE_ID = "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42"

let database: TestDatabase
let running: RunningServer
let base: string

beforeAll(async () => {
  // 830 is the hotel of the contract's examples (rooms, calendar), so their mutations reach the searches' pricing.
  database = await createTestDatabase({ seed: { days: 3, hotels: ["801", "802", "803", "830"], content: true } })
  running = await startServer(testConfig({ port: 0, host: "127.0.0.1" }), { log: silentLogger, distDir: "/nonexistent", boot: async () => database })
  base = `http://127.0.0.1:${running.address.port}`
  member = await signedInMemberWithPointsAndBooking()
})
// stop() closes the database too (and drops its PostgreSQL schema).
afterAll(() => running?.stop())

/**
 * What a refused request must leave as it was. Not otp_sends: it is the one-time codes' rate-limit
 * ledger, where a refused send (an unknown booking) is recorded on purpose, so guessing costs the client.
 */
const snapshot = async (): Promise<Record<string, number>> => {
  const count = (table: PgTable) => sql`(select count(*) from ${table})::int`
  const { rows } = await database.db.execute<Record<string, number>>(sql`select
    ${count(reservations)} as reservations, ${count(holdRooms)} as hold_rooms, ${count(bookings)} as bookings,
    ${count(bookingItems)} as booking_items, ${count(bookingGuests)} as booking_guests, ${count(bookingCharities)} as booking_charities,
    ${count(payments)} as payments,
    ${count(paymentNotifications)} as payment_notifications, ${count(oneTimeCodes)} as one_time_codes,
    ${count(outbox)} as outbox, ${count(enquiries)} as enquiries,
    ${count(newsletterSignups)} as newsletter_signups,
    ${count(accounts)} as accounts, ${count(accountCodes)} as account_codes, ${count(sessionFamilies)} as sessions,
    ${count(passwordResets)} as password_resets,
    ${count(companies)} as companies, ${count(travellers)} as travellers, ${count(loyaltyLedgerEntries)} as loyalty_ledger_entries,
    (select coalesce(sum(${dailyInventory.available}), 0) from ${dailyInventory})::int as free_room_nights`)
  return rows[0]!
}

const send = (request: FuzzRequest): Promise<Response> =>
  fetch(`${base}${request.url}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  })

/** The database as the last request left it (requests run one at a time, so it is the next one's "before"). */
let last: Record<string, number> | undefined

const isUnknownRoute = (status: number, body: unknown): boolean =>
  status === 404 && typeof body === "object" && body !== null && (body as { message?: unknown }).message === NOT_FOUND

/** Sends the contract's example (or no body) to a plausible URL: is the call wired (anything but the unknown-route 404)? */
const probe = async (endpoint: Endpoint): Promise<boolean> => {
  const example = requestExamples[endpoint.name]
  const response = await send({
    method: endpoint.method,
    url: endpoint.path.replace("{id}", endpoint.path.startsWith("/api/web/hotels/") ? "1" : PLAUSIBLE_ID).replace("{slug}", "festive-escape"),
    headers: { "Content-Type": "application/json" },
    ...(endpoint.method === "GET" ? {} : { body: JSON.stringify(example ?? {}) }),
    note: "probe",
  })
  // A valid example may have written rows: the next check starts from a fresh snapshot.
  last = undefined
  return !isUnknownRoute(response.status, JSON.parse(await response.text()))
}

const isRecordOfMessages = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((messages) => Array.isArray(messages) && messages.length > 0 && messages.every((message) => typeof message === "string"))

/** Sends `request` and checks the answer and the database; throws (with the request's note) when a rule is broken. Answers the status. */
const check = async (request: FuzzRequest): Promise<number> => {
  const what = `${request.method} ${request.url.slice(0, 200)} (${request.note})`
  const before = (last ??= await snapshot())
  const response = await send(request)
  const text = await response.text()
  expect(response.status, `${what} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(response.headers.get("Content-Type") ?? "", `${what}: every API answer is JSON`).toMatch(/^application\/json/)
  const body = JSON.parse(text) as Record<string, unknown>
  last = await snapshot()
  if (response.status >= 400) {
    expect(typeof body.message === "string" && body.message !== "", `${what}: a 4xx has a message: ${text.slice(0, 300)}`).toBe(true)
    if (response.status === 422) expect(isRecordOfMessages(body.errors), `${what}: a 422 has errors per field: ${text.slice(0, 300)}`).toBe(true)
    expect(last, `${what} was refused (${response.status}) but changed the database`).toEqual(before)
  }
  return response.status
}

/** The same requests for every call, before the random ones: the classics of careless and hostile clients. */
const classics = (endpoint: Endpoint, shape: EndpointShape): ReadonlyArray<FuzzRequest> => {
  const url = endpoint.path.replaceAll(/\{[^}]+\}/g, PLAUSIBLE_ID)
  const json = { "Content-Type": "application/json" }
  const request = (note: string, body?: string, headers: Record<string, string> = json, at: string = url): FuzzRequest => ({
    method: endpoint.method,
    url: at,
    headers,
    ...(body === undefined || endpoint.method === "GET" ? {} : { body }),
    note,
  })
  const example = requestExamples[endpoint.name]
  // U+0000 is valid JSON and passes a text Schema, but PostgreSQL text and jsonb refuse it: one text
  // field at a time, so the rest of the body is valid and the value reaches the service.
  const withNul = pathsOf(example)
    .filter((path) => typeof valueAt(example, path) === "string")
    .map((path) => request(`U+0000 in ${path.join(".")}`, JSON.stringify(mutate(example, [{ path, op: "set", value: `a\u0000b` }]))))
  const queryWithNul = shape.queryParams.map((name) => request(`U+0000 in ?${name}`, undefined, json, `${url}?${name}=a%00b`))
  const pathWithNul = shape.pathParams.map((name) => request(`U+0000 in {${name}}`, JSON.stringify(example ?? {}), json, endpoint.path.replace(`{${name}}`, "a%00b").replaceAll(/\{[^}]+\}/g, PLAUSIBLE_ID)))
  return [
    request("no body", undefined, {}),
    request("an empty body", ""),
    request("null", "null"),
    request("a list", "[]"),
    request("a number", "-1"),
    request("an empty object", "{}"),
    request("every field null", JSON.stringify(Object.fromEntries(Object.keys((example ?? {}) as object).map((key) => [key, null])))),
    request("prototype pollution", '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
    request("objects nested 5000 deep", nestedJson(5_000, "object")),
    request("arrays nested 5000 deep", nestedJson(5_000, "array")),
    request("a body over 64 KiB", JSON.stringify({ padding: "z".repeat(70_000) })),
    request("a form instead of JSON", new URLSearchParams({ a: "1" }).toString(), { "Content-Type": "application/x-www-form-urlencoded" }),
    ...(endpoint.method === "GET" ? [] : withNul),
    ...queryWithNul,
    ...pathWithNul,
  ]
}

/** The value at `path` inside `value`, or undefined. */
const valueAt = (value: unknown, path: ReadonlyArray<string | number>): unknown =>
  path.reduce<unknown>((at, segment) => (typeof at === "object" && at !== null ? (at as Record<string | number, unknown>)[segment] : undefined), value)

const shapes = endpointShapes(apiEndpoints)

/** The signed-in member of the calls that need one (points as payment, issue 15), with points and a booking of their own. */
interface FuzzMember {
  readonly authorization: string
  readonly bookingUuid: string
}
let member: FuzzMember

/** Registers, verifies and signs in a member over HTTP (before any fuzzing, so no throttle has counted yet). */
const signedInMemberWithPointsAndBooking = async (): Promise<FuzzMember> => {
  const details = newMember()
  const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
  await post("/api/web/accounts/register", registerBody(details))
  await post("/api/web/accounts/verify_otp", { otp: { email: details.email, code: await lastCodeTo(database, details.mobile) } })
  const { access_token } = (await (await post("/api/login", { username: details.email, password: details.password })).json()) as { access_token: string }
  const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, details.email))
  const [signUp] = await database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, account!.id))
  await database.db
    .insert(loyaltyLedgerEntries)
    .values({ id: randomUUID(), accountId: account!.id, kind: "earned", points: 20_000, on: signUp!.on, expiresOn: signUp!.expiresOn, reservation: "FUZZ-EARLIER" })
  const booking = await insertTestBooking(database.db, { hotelCode: "801" })
  await database.db.update(bookings).set({ memberId: account!.id }).where(eq(bookings.id, booking.id))
  return { authorization: `Bearer ${access_token}`, bookingUuid: booking.uuid }
}

/** Issue 15: the member's bearer on a call that needs it, and their own booking in its path. */
const asMember = (request: FuzzRequest): FuzzRequest => ({
  ...request,
  url: request.url.replace(PLAUSIBLE_ID, member.bookingUuid),
  headers: { ...request.headers, Authorization: member.authorization },
})

/** The calls fuzzed a second time as a signed-in member on their own booking (the first time they answer 401). */
const MEMBER_CALLS: ReadonlySet<string> = new Set(["payWithPoints"])

describe("bad input on every call of the API, over HTTP", () => {
  for (const endpoint of apiEndpoints) {
    it(`${endpoint.method} ${endpoint.path}: never a 5xx, always a JSON error, nothing half-written`, async ({ annotate }) => {
      // For people (the verbose reporter shows it): a call of the contract the server does not answer yet.
      if (!(await probe(endpoint))) await annotate("not wired: the server answers its plausible request with the unknown-route 404", "fuzz")
      for (const request of classics(endpoint, shapes.get(endpoint)!)) await check(request)
      await fc.assert(
        fc.asyncProperty(badRequests(endpoint, shapes.get(endpoint)!), async (request) => void (await check(request))),
        { numRuns: RUNS_PER_ENDPOINT },
      )
    })
  }
})

/**
 * Issue 15: the member-only calls answer 401 to everything above, so their bodies, queries and ids never reach a
 * service. The corporate calls and the points statement are fuzzed again with a live member's bearer token (not the
 * account's own calls: a fuzzed DELETE or logout with it would end the session the rest depend on).
 */
const SIGNED_IN_ENDPOINTS: ReadonlyArray<Endpoint> = [...corporateEndpoints, ...loyaltyEndpoints]

describe("bad input on the member's corporate and points calls, signed in, over HTTP", () => {
  let authorization: Record<string, string> = {}

  beforeAll(async () => {
    const member = newMember()
    const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
    expect((await post("/api/web/accounts/register", registerBody(member))).status).toBe(201)
    const code = await lastCodeTo(database, member.mobile)
    expect((await post("/api/web/accounts/verify_otp", { otp: { email: member.email, code } })).status).toBe(200)
    const login = (await (await post("/api/login", { username: member.email, password: member.password })).json()) as { access_token: string }
    authorization = { Authorization: `Bearer ${login.access_token}` }
    last = undefined
  })

  const signedIn = (request: FuzzRequest): FuzzRequest => ({ ...request, headers: { ...request.headers, ...authorization } })

  for (const endpoint of SIGNED_IN_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} with a live session: never a 5xx, always a JSON error, nothing half-written`, async () => {
      // the session holds: every request reaches the call's own checks (a 401 would mean it fuzzed nothing new)
      const reachesTheCall = async (request: FuzzRequest): Promise<void> => {
        expect(await check(signedIn(request)), request.note).not.toBe(401)
      }
      for (const request of classics(endpoint, shapes.get(endpoint)!)) await reachesTheCall(request)
      await fc.assert(
        fc.asyncProperty(badRequests(endpoint, shapes.get(endpoint)!), reachesTheCall),
        { numRuns: RUNS_PER_ENDPOINT },
      )
    })
  }

  for (const endpoint of apiEndpoints.filter((each) => MEMBER_CALLS.has(each.name))) {
    it(`${endpoint.method} ${endpoint.path} as a signed-in member with points, on their own booking: never a 5xx, nothing half-written`, async () => {
      for (const request of classics(endpoint, shapes.get(endpoint)!)) await check(asMember(request))
      await fc.assert(
        fc.asyncProperty(badRequests(endpoint, shapes.get(endpoint)!), async (request) => {
          await check(asMember(request))
        }),
        { numRuns: MEMBER_RUNS_PER_ENDPOINT },
      )
      // The member's way through is live: the contract's example pays their booking with points (unless a fuzzed
      // request that happened to be valid did first).
      const url = endpoint.path.replace("{id}", PLAUSIBLE_ID)
      await check(asMember({ method: endpoint.method, url, headers: { "Content-Type": "application/json" }, body: JSON.stringify(requestExamples[endpoint.name]), note: "the example" }))
      const [paid] = await database.db.select({ nights: bookings.pointsNights }).from(bookings).where(eq(bookings.uuid, member.bookingUuid))
      expect(paid?.nights).toBeGreaterThan(0)
    })
  }
})

/**
 * Issue 22 §5: every field of the calls that change a member's details (the account, the company, a traveller), one at
 * a time, with each kind of wrong value and then random ones, signed in: never a 5xx, a 422 names the field, a refusal
 * writes nothing. The account's body carries every field it has, not only the example's few.
 */
const EVERY_ACCOUNT_FIELD = {
  user_account: {
    first_name: "Thandi",
    last_name: "Nkosi",
    account_attributes: {
      birthday: "1990-05-17",
      country: "South Africa",
      country_code: 702,
      communication_methods: { sms: true, email: true, whatsapp: false },
      communication_opt_ins: { rate_us_questionnaire: false, specials_and_promotions_marketing: false },
      id_number: "",
      line_one: "12 Long Street",
      line_two: "",
      mobile_number: "+27821234567",
      passport_number: "A12345678",
      passport_number_expiry_month: 6,
      passport_number_expiry_year: 2031,
      province: "Western Cape",
      telephone_extension: "12",
      telephone_number: "+27215550100",
      title: "Ms",
      town: "Cape Town",
      zip_code: "8001",
    },
  },
}
/** Random values per field, after the classics. */
const RUNS_PER_FIELD = scaledRuns(4)

describe("every field of the member's account, company and traveller changes, signed in, over HTTP", () => {
  let authorization: Record<string, string> = {}
  let travellerPath = ""

  beforeAll(async () => {
    const someone = newMember()
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) })
    expect((await post("/api/web/accounts/register", registerBody(someone))).status).toBe(201)
    expect((await post("/api/web/accounts/verify_otp", { otp: { email: someone.email, code: await lastCodeTo(database, someone.mobile) } })).status).toBe(200)
    const login = (await (await post("/api/login", { username: someone.email, password: someone.password })).json()) as { access_token: string }
    authorization = { Authorization: `Bearer ${login.access_token}` }
    const added = (await (await post(TRAVELLERS_PATH, requestExamples["addTraveller"], authorization)).json()) as { traveller: { id: number } }
    travellerPath = `${TRAVELLERS_PATH}/${added.traveller.id}`
    last = undefined
  })

  const calls = () =>
    ({
      updateAccount: { method: "PATCH", url: ACCOUNTS_API_PATH, body: EVERY_ACCOUNT_FIELD },
      saveCompany: { method: "PATCH", url: COMPANY_PATH, body: requestExamples["saveCompany"] },
      editTraveller: { method: "PATCH", url: travellerPath, body: requestExamples["editTraveller"] },
    }) as const

  // One test a field (a few seconds each on a busy machine), so no test runs into the time limit.
  const bodies = { updateAccount: EVERY_ACCOUNT_FIELD, saveCompany: requestExamples["saveCompany"], editTraveller: requestExamples["editTraveller"] }
  for (const [name, body] of Object.entries(bodies)) {
    for (const path of pathsOf(body)) {
      it(`${name} ${path.join(".")}: wrong in every way, is never a 5xx and a refusal writes nothing`, async () => {
        const call = calls()[name as keyof typeof bodies]
        const send = async (value: unknown): Promise<void> => {
          const note = `${path.join(".")}=${(JSON.stringify(value) ?? "undefined").slice(0, 60)}`
          const request = { method: call.method, url: call.url, headers: { "Content-Type": "application/json", ...authorization }, body: JSON.stringify(mutate(call.body, [{ path, op: "set", value }])), note }
          expect(await check(request), note).not.toBe(401)
        }
        for (const value of FIELD_CLASSICS) await send(value)
        await fc.assert(fc.asyncProperty(nastyValue, send), { numRuns: RUNS_PER_FIELD })
      })
    }
  }
})
