import { describe, expect, it } from "vitest"
import { SIGN_IN_REQUIRED } from "../api/sign-in.ts"
import { NO_COMPANY_DETAILS, TRAVELLER_NOT_FOUND } from "../api/corporate.ts"
import { INVALID_SA_ID_NUMBER } from "../api/errors.ts"
import { companyExample, travellerExample } from "../api/testing/examples.ts"
import { LEDGER_ENTRY_KINDS } from "../api/loyalty.ts"
import { PROVIDER_STATES } from "../api/provider-states.ts"
import type { CompanyDetails } from "../../core/account/company.ts"
import { TRAVELLER_REMOVED } from "../../core/account/messages.ts"
import type { Traveller } from "../../core/account/traveller.ts"
import { websitePact } from "./testing/consumer-pact.ts"
import { ACCESS, bearerFromState, signedIn } from "./testing/member-wire.ts"
import { corporate, corporateFailure, loyalty, loyaltyFailure } from "./testing/corporate-pact.ts"
import { errorLike, fieldErrorsLike } from "./testing/wire-bodies.ts"
import { boolean, calendarDate, integer, jsonAnswer, listOf, matching, orNull, pathFromState, string } from "./testing/wire-matchers.ts"

/**
 * The corporate area and the loyalty points statement (issue 15; contracts/README.md "Corporate", "Loyalty points"):
 * company details, travellers and the points statement of the signed-in member, through the website's own adapters.
 * Members, their tokens and travellers come from the provider states.
 */

const pact = websitePact()

const TRAVELLER_ID = 12
const NO_STORE = { "Cache-Control": "no-store" }

const withBearer = { Authorization: bearerFromState() as never }

const travellerPath = () => pathFromState("/api/web/accounts/travellers/${traveller_id}", /^\/api\/web\/accounts\/travellers\/\d+$/, `/api/web/accounts/travellers/${TRAVELLER_ID}`)

const example = companyExample.company
const karoo: CompanyDetails = {
  companyName: example.company_name,
  tradingAs: example.trading_as,
  vatNo: example.vat_no,
  iataNo: example.iata_no,
  type: example.type,
  email: example.email,
  number: example.number,
  faxNo: example.fax_no,
  addressLine1: example.address_line1,
  addressLine2: example.address_line2,
  city: example.city,
  postalCode: example.postal_code,
  province: example.province,
  country: example.country,
}
/** Every key of the company, each a text (the values are the provider's). */
const companyLike = () => ({ company: Object.fromEntries(Object.entries(example).map(([key, value]) => [key, string(value === "" ? "x" : value)])) })

const wire = travellerExample.traveller
const lerato: Traveller = {
  title: "Ms",
  firstName: wire.first_name,
  lastName: wire.last_name,
  mobileNo: wire.mobile_no,
  email: wire.email,
  idType: "Passport",
  identification: wire.identification,
}
const travellerLike = () => ({
  id: integer(TRAVELLER_ID),
  title: string(wire.title),
  first_name: string(wire.first_name),
  last_name: string(wire.last_name),
  mobile_no: string(wire.mobile_no),
  email: string(wire.email),
  id_type: string(wire.id_type),
  identification: string(wire.identification),
})

describe("company details (GET and PATCH /api/web/accounts/company)", () => {
  it("gives the member's saved company details", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.corporateMember)
      .uponReceiving("a request for the signed-in member's company details")
      .withRequest("GET", "/api/web/accounts/company", (request) => request.headers(withBearer))
      .willRespondWith(200, (response) => jsonAnswer(response, companyLike(), NO_STORE))
      .executeTest(async (mock) => {
        const details = await corporate(mock, signedIn, (api) => api.getCompany(ACCESS))
        expect(Object.keys(details).sort()).toStrictEqual(Object.keys(karoo).sort())
      })
  })

  it("answers 404 before the member saved any", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a request for the company details of a member who saved none")
      .withRequest("GET", "/api/web/accounts/company", (request) => request.headers(withBearer))
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(NO_COMPANY_DETAILS)))
      .executeTest(async (mock) => {
        expect(await corporateFailure(mock, signedIn, (api) => api.getCompany(ACCESS))).toMatchObject({ status: 404, message: NO_COMPANY_DETAILS })
      })
  })

  it("answers 401 for an access token that has expired", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenExpired)
      .uponReceiving("a request for the company details with an expired access token")
      .withRequest("GET", "/api/web/accounts/company", (request) => request.headers(withBearer))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(SIGN_IN_REQUIRED)))
      .executeTest(async (mock) => {
        expect((await corporateFailure(mock, signedIn, (api) => api.getCompany(ACCESS))).status).toBe(401)
      })
  })

  it("saves the company details, every field, and answers them as saved", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("the signed-in member's company details to save")
      .withRequest("PATCH", "/api/web/accounts/company", (request) => request.headers(withBearer).jsonBody(companyExample))
      .willRespondWith(200, (response) => jsonAnswer(response, companyLike(), NO_STORE))
      .executeTest(async (mock) => {
        expect((await corporate(mock, signedIn, (api) => api.saveCompany(ACCESS, karoo))).companyName).toBe(karoo.companyName)
      })
  })
})

describe("travellers (/api/web/accounts/travellers)", () => {
  it("lists the travellers matching a search, with the page's meta", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.corporateMember)
      .uponReceiving("a search of the signed-in member's travellers by last name")
      .withRequest("GET", "/api/web/accounts/travellers", (request) => request.headers(withBearer).query({ query: "dlamini", page: "1" }))
      .willRespondWith(200, (response) =>
        jsonAnswer(response, { travellers: listOf(travellerLike()), meta: { current_page: integer(1), total_pages: integer(1), total_count: integer(1) } }, NO_STORE),
      )
      .executeTest(async (mock) => {
        const page = await corporate(mock, signedIn, (api) => api.listTravellers(ACCESS, { query: "dlamini", page: 1 }))
        expect(page).toStrictEqual({ travellers: [{ ...lerato, id: TRAVELLER_ID }], currentPage: 1, totalPages: 1, totalCount: 1 })
      })
  })

  it("answers 401 to a list without a live session", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenExpired)
      .uponReceiving("a request for the travellers with an expired access token")
      .withRequest("GET", "/api/web/accounts/travellers", (request) => request.headers(withBearer).query({ page: "1" }))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(SIGN_IN_REQUIRED)))
      .executeTest(async (mock) => {
        expect((await corporateFailure(mock, signedIn, (api) => api.listTravellers(ACCESS, { query: "", page: 1 }))).status).toBe(401)
      })
  })

  it("adds a traveller and answers it with its id", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a new traveller with a passport")
      .withRequest("POST", "/api/web/accounts/travellers", (request) => request.headers(withBearer).jsonBody(travellerExample))
      .willRespondWith(201, (response) => jsonAnswer(response, { traveller: travellerLike() }, NO_STORE))
      .executeTest(async (mock) => {
        expect(await corporate(mock, signedIn, (api) => api.addTraveller(ACCESS, lerato))).toStrictEqual({ ...lerato, id: TRAVELLER_ID })
      })
  })

  it("answers 422 on the identification for 13 digits that are no South African ID", async () => {
    const withId = { traveller: { ...wire, id_type: "ID Number", identification: "8001015009088" } }
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberSignedIn)
      .uponReceiving("a new traveller whose ID Number is not a South African ID")
      .withRequest("POST", "/api/web/accounts/travellers", (request) => request.headers(withBearer).jsonBody(withId))
      .willRespondWith(422, (response) => jsonAnswer(response, fieldErrorsLike("traveller.identification", INVALID_SA_ID_NUMBER)))
      .executeTest(async (mock) => {
        const refused = await corporateFailure(mock, signedIn, (api) => api.addTraveller(ACCESS, { ...lerato, idType: "ID Number", identification: "8001015009088" }))
        expect([refused.status, refused.fieldErrors]).toStrictEqual([422, { "traveller.identification": [INVALID_SA_ID_NUMBER] }])
      })
  })

  it("edits the member's traveller", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.corporateMember)
      .uponReceiving("a change to the signed-in member's traveller")
      .withRequest("PATCH", travellerPath() as never, (request) => request.headers(withBearer).jsonBody({ traveller: { ...wire, last_name: "Dlamini-Mokoena" } }))
      .willRespondWith(200, (response) => jsonAnswer(response, { traveller: { ...travellerLike(), last_name: string("Dlamini-Mokoena") } }, NO_STORE))
      .executeTest(async (mock) => {
        const edited = await corporate(mock, signedIn, (api) => api.editTraveller(ACCESS, TRAVELLER_ID, { ...lerato, lastName: "Dlamini-Mokoena" }))
        expect(edited).toStrictEqual({ ...lerato, id: TRAVELLER_ID, lastName: "Dlamini-Mokoena" })
      })
  })

  it("answers 404 to a change of another member's traveller", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.othersTraveller)
      .uponReceiving("a change to another member's traveller")
      .withRequest("PATCH", travellerPath() as never, (request) => request.headers(withBearer).jsonBody(travellerExample))
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(TRAVELLER_NOT_FOUND)))
      .executeTest(async (mock) => {
        expect(await corporateFailure(mock, signedIn, (api) => api.editTraveller(ACCESS, TRAVELLER_ID, lerato))).toMatchObject({ status: 404, message: TRAVELLER_NOT_FOUND })
      })
  })

  it("removes the member's traveller", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.corporateMember)
      .uponReceiving("a removal of the signed-in member's traveller")
      .withRequest("DELETE", travellerPath() as never, (request) => request.headers(withBearer))
      .willRespondWith(200, (response) => jsonAnswer(response, { message: string(TRAVELLER_REMOVED) }, NO_STORE))
      .executeTest(async (mock) => {
        await corporate(mock, signedIn, (api) => api.removeTraveller(ACCESS, TRAVELLER_ID))
      })
  })

  it("answers 404 to a removal of another member's traveller", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.othersTraveller)
      .uponReceiving("a removal of another member's traveller")
      .withRequest("DELETE", travellerPath() as never, (request) => request.headers(withBearer))
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(TRAVELLER_NOT_FOUND)))
      .executeTest(async (mock) => {
        expect((await corporateFailure(mock, signedIn, (api) => api.removeTraveller(ACCESS, TRAVELLER_ID))).status).toBe(404)
      })
  })
})

describe("the loyalty points statement (GET /api/web/accounts/loyalty_points)", () => {
  const KIND = new RegExp(`^(${LEDGER_ENTRY_KINDS.join("|")})$`)

  it("gives the member's totals, points expiring and history, a stay not over yet pending with its depart day", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.memberWithPoints)
      .uponReceiving("a request for the signed-in member's points statement")
      .withRequest("GET", "/api/web/accounts/loyalty_points", (request) => request.headers(withBearer))
      .willRespondWith(200, (response) =>
        jsonAnswer(
          response,
          {
            total_usable_loyalty_points: integer(700),
            total_pending_loyalty_points: integer(300),
            total_redeemed_loyalty_points: integer(0),
            total_expired_loyalty_points: integer(0),
            points_expiring: listOf({ date: calendarDate("2032-03-01T12:00:00+02:00"), points: integer(700) }),
            points_history: listOf({
              date: calendarDate("2030-03-01T12:00:00+02:00"),
              reservation: orNull(string("KRPOINTS2")),
              id: string("6e5d4c3b-2a19-4f8e-8d7c-6b5a4e3d2c1b"),
              depart: orNull(calendarDate("2030-03-11T12:00:00+02:00")),
              redeemed: integer(0),
              earned: integer(300),
              kind: matching(KIND, "earned"),
              pending: boolean(true),
            }),
          },
          NO_STORE,
        ),
      )
      .executeTest(async (mock) => {
        const statement = await loyalty(mock, signedIn, (api) => api.pointsStatement(ACCESS))
        expect(statement.totals).toStrictEqual({ usable: 700, pending: 300, redeemed: 0, expired: 0 })
        expect(statement.expiring).toStrictEqual([{ date: "2032-03-01", points: 700 }])
        expect(statement.history[0]).toStrictEqual({ date: "2030-03-01", reservation: "KRPOINTS2", id: "6e5d4c3b-2a19-4f8e-8d7c-6b5a4e3d2c1b", depart: "2030-03-11", redeemed: 0, earned: 300, kind: "earned", pending: true })
      })
  })

  it("answers 401 for an access token that has expired", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.accessTokenExpired)
      .uponReceiving("a request for the points statement with an expired access token")
      .withRequest("GET", "/api/web/accounts/loyalty_points", (request) => request.headers(withBearer))
      .willRespondWith(401, (response) => jsonAnswer(response, errorLike(SIGN_IN_REQUIRED)))
      .executeTest(async (mock) => {
        expect((await loyaltyFailure(mock, signedIn, (api) => api.pointsStatement(ACCESS))).status).toBe(401)
      })
  })
})
