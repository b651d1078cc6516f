import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { MAX_TRAVELLERS, TOO_MANY_TRAVELLERS, TRAVELLER_NOT_FOUND, TRAVELLERS_PER_PAGE } from "../../contracts/api/corporate.ts"
import { SIGN_IN_REQUIRED } from "../../contracts/api/sign-in.ts"
import { accounts, companies, travellers } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { ACCOUNT_ROUTES_PATH } from "../accounts/routes.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp } from "../accounts/testing/accounts-app.ts"
import { companyExample, travellerExample } from "../../contracts/api/testing/examples.ts"
import { CORPORATE_ROUTES_PATH, TRAVELLER_REMOVED } from "./routes.ts"

/** The corporate area over HTTP: a member's own company and travellers, and nobody else's. */

let database: TestDatabase
let app: AccountsApp
let alice: string
let bob: string

const COMPANY = companyExample.company

const traveller = (overrides: Record<string, unknown> = {}) => ({ traveller: { ...travellerExample.traveller, ...overrides } })

beforeAll(async () => {
  database = await createTestDatabase()
  app = await startAccountsApp(database)
  alice = (await signUp(app, database, newMember())).access_token
  bob = (await signUp(app, database, newMember(), "198.51.100.2")).access_token
})
afterAll(async () => {
  await app?.dispose()
  await database?.close()
})

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown>, cache: response.headers.get("Cache-Control") })

describe("company details", () => {
  it("need a signed-in member", async () => {
    const answer = await json(await app.request("GET", `${CORPORATE_ROUTES_PATH}/company`))
    expect(answer).toMatchObject({ status: 401, body: { message: SIGN_IN_REQUIRED } })
  })

  it("are not found before the first save, then saved, changed and read back, never cached", async () => {
    expect((await app.request("GET", `${CORPORATE_ROUTES_PATH}/company`, { token: alice })).status).toBe(404)
    const saved = await json(await app.request("PATCH", `${CORPORATE_ROUTES_PATH}/company`, { token: alice, body: { company: COMPANY } }))
    expect(saved).toEqual({ status: 200, body: { company: COMPANY }, cache: "no-store" })
    await app.request("PATCH", `${CORPORATE_ROUTES_PATH}/company`, { token: alice, body: { company: { ...COMPANY, city: "Stellenbosch" } } })
    const read = await json(await app.request("GET", `${CORPORATE_ROUTES_PATH}/company`, { token: alice }))
    expect(read.body).toEqual({ company: { ...COMPANY, city: "Stellenbosch" } })
    expect((await app.request("GET", `${CORPORATE_ROUTES_PATH}/company`, { token: bob })).status).toBe(404)
  })

  it("refuse a company without its name, e-mail or number, field by field, and keep what was saved", async () => {
    const refused = await json(
      await app.request("PATCH", `${CORPORATE_ROUTES_PATH}/company`, { token: bob, body: { company: { ...COMPANY, company_name: " ", email: "nope", number: "" } } }),
    )
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body["errors"] as object).sort()).toEqual(["company.company_name", "company.email", "company.number"])
    expect((await app.request("GET", `${CORPORATE_ROUTES_PATH}/company`, { token: bob })).status).toBe(404)
  })
})

describe("travellers", () => {
  it("are added, found by a search, edited and removed by their member only", async () => {
    const added = await json(await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, { token: alice, body: traveller() }))
    expect(added.status).toBe(201)
    const id = (added.body["traveller"] as { id: number }).id
    expect(added.body["traveller"]).toEqual({ id, ...traveller().traveller })

    const found = await json(await app.request("GET", `${CORPORATE_ROUTES_PATH}/travellers?query=lerato%20dla`, { token: alice }))
    expect(found.body).toEqual({ travellers: [{ id, ...traveller().traveller }], meta: { current_page: 1, total_pages: 1, total_count: 1 } })
    expect((await json(await app.request("GET", `${CORPORATE_ROUTES_PATH}/travellers?query=100%25`, { token: alice }))).body["travellers"]).toEqual([])

    // another member: nothing to see, nothing to change
    expect((await json(await app.request("GET", `${CORPORATE_ROUTES_PATH}/travellers`, { token: bob }))).body["travellers"]).toEqual([])
    const theirs = await json(await app.request("PATCH", `${CORPORATE_ROUTES_PATH}/travellers/${id}`, { token: bob, body: traveller({ first_name: "Mallory" }) }))
    expect(theirs).toMatchObject({ status: 404, body: { message: TRAVELLER_NOT_FOUND } })
    expect((await app.request("DELETE", `${CORPORATE_ROUTES_PATH}/travellers/${id}`, { token: bob })).status).toBe(404)

    const edited = await json(await app.request("PATCH", `${CORPORATE_ROUTES_PATH}/travellers/${id}`, { token: alice, body: traveller({ first_name: "Lindiwe" }) }))
    expect(edited.body["traveller"]).toMatchObject({ id, first_name: "Lindiwe" })
    const removed = await json(await app.request("DELETE", `${CORPORATE_ROUTES_PATH}/travellers/${id}`, { token: alice }))
    expect(removed).toMatchObject({ status: 200, body: { message: TRAVELLER_REMOVED } })
    expect((await app.request("DELETE", `${CORPORATE_ROUTES_PATH}/travellers/${id}`, { token: alice })).status).toBe(404)
  })

  it("follow the guests' identification rule and the shared mobile and e-mail rules", async () => {
    const refused = await json(
      await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, {
        token: alice,
        body: traveller({ id_type: "ID Number", identification: "12345", mobile_no: "0821234567", email: "lerato" }),
      }),
    )
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body["errors"] as object).sort()).toEqual(["traveller.email", "traveller.mobile_no"])
    const badId = await json(await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, { token: alice, body: traveller({ id_type: "ID Number", identification: "12345" }) }))
    expect(Object.keys(badId.body["errors"] as object)).toEqual(["traveller.identification"])
    expect((await app.request("PATCH", `${CORPORATE_ROUTES_PATH}/travellers/abc`, { token: alice, body: traveller() })).status).toBe(422)
  })

  it("come a page at a time, by last name", async () => {
    const member = (await signUp(app, database, newMember(), "198.51.100.3")).access_token
    for (const [index, lastName] of ["Zulu", "Adams", "Mokoena", "Botha", "Naidoo", "Pillay", "Smith", "Khumalo", "Venter", "Cele", "Radebe", "Fourie"].entries()) {
      const answer = await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, { token: member, body: traveller({ last_name: lastName, email: `t${index}@example.com` }) })
      expect(answer.status).toBe(201)
    }
    const first = await json(await app.request("GET", `${CORPORATE_ROUTES_PATH}/travellers`, { token: member }))
    expect((first.body["travellers"] as Array<{ last_name: string }>).map((row) => row.last_name).slice(0, 3)).toEqual(["Adams", "Botha", "Cele"])
    expect(first.body["meta"]).toEqual({ current_page: 1, total_pages: 2, total_count: 12 })
    const second = await json(await app.request("GET", `${CORPORATE_ROUTES_PATH}/travellers?page=2`, { token: member }))
    expect((second.body["travellers"] as Array<unknown>).length).toBe(12 - TRAVELLERS_PER_PAGE)
  })

  it("refuses a traveller over the cap with 409 and says why", async () => {
    const member = newMember()
    const token = (await signUp(app, database, member, "198.51.100.4")).access_token
    const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, member.email))
    const row = { accountId: account!.id, title: "Mr", firstName: "Sipho", lastName: "Nkosi", mobileNo: "+27821234567", email: "s@example.com", idType: "Passport" as const, identification: "P1" }
    await database.db.insert(travellers).values(Array.from({ length: MAX_TRAVELLERS }, () => row))
    const refused = await json(await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, { token, body: traveller() }))
    expect(refused).toMatchObject({ status: 409, body: { message: TOO_MANY_TRAVELLERS } })
  })

  it("go with the company when the member deletes their account (POPIA)", async () => {
    const member = newMember()
    const token = (await signUp(app, database, member, "198.51.100.5")).access_token
    const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, member.email))
    await app.request("PATCH", `${CORPORATE_ROUTES_PATH}/company`, { token, body: { company: COMPANY } })
    expect((await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, { token, body: traveller() })).status).toBe(201)
    expect((await app.request("DELETE", ACCOUNT_ROUTES_PATH, { token })).status).toBe(200)
    expect(await database.db.select().from(travellers).where(eq(travellers.accountId, account!.id))).toEqual([])
    expect(await database.db.select().from(companies).where(eq(companies.accountId, account!.id))).toEqual([])
  })
})
