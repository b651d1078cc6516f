import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { travellerExample } from "../../contracts/api/testing/examples.ts"
import { INVALID_SA_ID_NUMBER } from "../../contracts/api/errors.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp } from "../accounts/testing/accounts-app.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { CORPORATE_ROUTES_PATH } from "./routes.ts"

/** A traveller's ID Number follows the guests' whole rule on the server: 13 digits that make a real South African ID. */

let database: TestDatabase
let app: AccountsApp
let token: string

beforeAll(async () => {
  database = await createTestDatabase()
  app = await startAccountsApp(database)
  token = (await signUp(app, database, newMember())).access_token
})
afterAll(async () => {
  await app?.dispose()
  await database?.close()
})

const withId = (identification: string) => ({ traveller: { ...travellerExample.traveller, id_type: "ID Number", identification } })

describe("a traveller's ID Number", () => {
  it("is refused on its field when its 13 digits are not a South African ID, on add and on edit", async () => {
    const added = await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, { token, body: withId("8001015009088") })
    expect([added.status, await added.json()]).toEqual([422, { message: "Some fields are missing or invalid.", errors: { "traveller.identification": [INVALID_SA_ID_NUMBER] } }])

    const valid = await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, { token, body: withId("8001015009087") })
    expect(valid.status).toBe(201)
    const { traveller } = (await valid.json()) as { traveller: { id: number } }
    const edited = await app.request("PATCH", `${CORPORATE_ROUTES_PATH}/travellers/${traveller.id}`, { token, body: withId("8001015009088") })
    expect(edited.status).toBe(422)
  })

  it("is not checked as an ID when the traveller has a passport", async () => {
    const added = await app.request("POST", `${CORPORATE_ROUTES_PATH}/travellers`, { token, body: { traveller: { ...travellerExample.traveller, id_type: "Passport", identification: "8001015009088" } } })
    expect(added.status).toBe(201)
  })
})
