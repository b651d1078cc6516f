import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { CompanyEnvelope, TravellerRequest } from "../../contracts/api/corporate.ts"
import { companyExample } from "../../contracts/api/testing/examples.ts"
import type { CompanyDetails } from "../../core/account/company.ts"
import type { Traveller } from "../../core/account/traveller.ts"
import { CorporateApi } from "../../core/ports/CorporateApi.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { acceptedBody, answer, API, http, makeLogCapture, url, useMswServer } from "../testing/http.testing.ts"
import * as CorporateApiHttp from "./CorporateApi.http.ts"

const server = useMswServer()

const harness = () => {
  const tokens = makeTokenStoreMemory({ accessToken: "access-1", refreshToken: "refresh-1", rememberMe: false })
  const logs = makeLogCapture()
  const layer = CorporateApiHttp.layerHttp({ baseUrl: API }).pipe(Layer.provideMerge(tokens.layer), Layer.provideMerge(logs.layer))
  const withApi = <A, E>(use: (api: CorporateApi["Service"]) => Effect.Effect<A, E>) => Effect.flatMap(Effect.service(CorporateApi), use).pipe(Effect.provide(layer))
  return {
    run: <A, E>(use: (api: CorporateApi["Service"]) => Effect.Effect<A, E>) => Effect.runPromise(withApi(use)),
    fail: <A, E>(use: (api: CorporateApi["Service"]) => Effect.Effect<A, E>) => Effect.runPromise(Effect.flip(withApi(use))),
  }
}

const karoo: CompanyDetails = {
  companyName: "Karoo Logistics",
  tradingAs: "Karoo Freight",
  vatNo: "4123456789",
  iataNo: "",
  type: "Logistics",
  email: "travel@karoo-logistics.example",
  number: "+27215550100",
  faxNo: "",
  addressLine1: "12 Long Street",
  addressLine2: "",
  city: "Cape Town",
  postalCode: "8001",
  province: "Western Cape",
  country: "South Africa",
}

const thabo: Traveller = { title: "Dr", firstName: "Thabo", lastName: "Nkosi", mobileNo: "+27 83 111 2222", email: "thabo@example.co.za", idType: "ID Number", identification: "8001015009087" }
const wireThabo = { id: 12, title: "Dr", first_name: "Thabo", last_name: "Nkosi", mobile_no: "+27831112222", email: "thabo@example.co.za", id_type: "ID Number", identification: "8001015009087" }

describe("CorporateApi over HTTP", () => {
  it("reads the company details from GET /api/web/accounts/company with the bearer token, as core's camelCase", async () => {
    let authorization: string | null = null
    server.use(http.get(url("/api/web/accounts/company"), ({ request }) => ((authorization = request.headers.get("Authorization")), answer(companyExample))))
    expect(await harness().run((api) => api.getCompany(undefined))).toEqual(karoo)
    expect(authorization).toBe("Bearer access-1")
  })

  it("passes a company never saved on as its 404", async () => {
    server.use(http.get(url("/api/web/accounts/company"), () => answer({ message: "No company details yet" }, 404)))
    expect(await harness().fail((api) => api.getCompany(undefined))).toMatchObject({ status: 404, message: "No company details yet" })
  })

  it("saves the company with PATCH in the contract's shape, every key present", async () => {
    let sent: unknown
    server.use(http.patch(url("/api/web/accounts/company"), async ({ request }) => ((sent = await request.json()), answer(sent))))
    const { addressLine2: _, ...withoutSecondLine } = karoo
    expect(await harness().run((api) => api.saveCompany(undefined, withoutSecondLine))).toEqual(karoo)
    expect(acceptedBody(CompanyEnvelope, sent)).toBeDefined()
    expect(sent).toEqual(companyExample)
  })

  it("lists travellers with the search text and page, leaving a blank search out", async () => {
    const queries: Array<Record<string, string>> = []
    server.use(
      http.get(url("/api/web/accounts/travellers"), ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams))
        return answer({ travellers: [wireThabo], meta: { current_page: 2, total_pages: 3, total_count: 21 } })
      }),
    )
    const page = await harness().run((api) => api.listTravellers(undefined, { query: " nkosi ", page: 2 }))
    await harness().run((api) => api.listTravellers(undefined, { query: "  ", page: 1 }))
    expect(queries).toEqual([{ query: "nkosi", page: "2" }, { page: "1" }])
    expect(page).toEqual({
      travellers: [{ id: 12, title: "Dr", firstName: "Thabo", lastName: "Nkosi", mobileNo: "+27831112222", email: "thabo@example.co.za", idType: "ID Number", identification: "8001015009087" }],
      currentPage: 2,
      totalPages: 3,
      totalCount: 21,
    })
  })

  it("adds a traveller with POST, the mobile without spaces, and answers the saved traveller", async () => {
    let sent: unknown
    server.use(http.post(url("/api/web/accounts/travellers"), async ({ request }) => ((sent = await request.json()), answer({ traveller: wireThabo }, 201))))
    const saved = await harness().run((api) => api.addTraveller(undefined, thabo))
    expect(acceptedBody(TravellerRequest, sent)).toBeDefined()
    expect(sent).toEqual({ traveller: { title: "Dr", first_name: "Thabo", last_name: "Nkosi", mobile_no: "+27831112222", email: "thabo@example.co.za", id_type: "ID Number", identification: "8001015009087" } })
    expect(saved).toMatchObject({ id: 12, firstName: "Thabo", mobileNo: "+27831112222" })
  })

  it("edits a traveller with PATCH at its id, and removes one with DELETE at its id", async () => {
    const seen: Array<string> = []
    server.use(
      http.patch(url("/api/web/accounts/travellers/12"), ({ request }) => (seen.push(`${request.method} ${new URL(request.url).pathname}`), answer({ traveller: { ...wireThabo, last_name: "Nkosi-Dube" } }))),
      http.delete(url("/api/web/accounts/travellers/12"), ({ request }) => (seen.push(`${request.method} ${new URL(request.url).pathname}`), answer({ message: "Traveller removed" }))),
    )
    expect((await harness().run((api) => api.editTraveller(undefined, 12, { ...thabo, lastName: "Nkosi-Dube" }))).lastName).toBe("Nkosi-Dube")
    await harness().run((api) => api.removeTraveller(undefined, 12))
    expect(seen).toEqual(["PATCH /api/web/accounts/travellers/12", "DELETE /api/web/accounts/travellers/12"])
  })

  it("passes another member's traveller (404) and the server's field errors (422) on", async () => {
    server.use(
      http.delete(url("/api/web/accounts/travellers/99"), () => answer({ message: "Traveller not found" }, 404)),
      http.post(url("/api/web/accounts/travellers"), () => answer({ message: "Some fields are missing or invalid.", errors: { "traveller.identification": ["ID Number must be 13 characters long"] } }, 422)),
    )
    expect(await harness().fail((api) => api.removeTraveller(undefined, 99))).toMatchObject({ status: 404, message: "Traveller not found" })
    const refused = await harness().fail((api) => api.addTraveller(undefined, thabo))
    expect([refused.status, refused.fieldErrors]).toEqual([422, { "traveller.identification": ["ID Number must be 13 characters long"] }])
  })

  it("on a 401 refreshes once at the token endpoint and retries with the new token", async () => {
    const authorizations: Array<string | null> = []
    server.use(
      http.get(url("/api/web/accounts/company"), ({ request }) => {
        authorizations.push(request.headers.get("Authorization"))
        return request.headers.get("Authorization") === "Bearer access-2-aaaaaaaaaaaaaaaaaaaa" ? answer(companyExample) : answer({ message: "Please log in to continue." }, 401)
      }),
      http.post(url("/loyalty_users/token"), () =>
        answer({ access_token: "access-2-aaaaaaaaaaaaaaaaaaaa", refresh_token: "refresh-2-aaaaaaaaaaaaaaaaaaa", token_type: "Bearer", expires_in: 900, scope: "member", created_at: 1_900_000_000 }),
      ),
    )
    expect(await harness().run((api) => api.getCompany(undefined))).toEqual(karoo)
    expect(authorizations).toEqual(["Bearer access-1", "Bearer access-2-aaaaaaaaaaaaaaaaaaaa"])
  })
})
