import { describe, expect, it } from "vitest"
import { MISSING, PROVIDER_STATES } from "../api/provider-states.ts"
import { booking, websitePact } from "./testing/consumer-pact.ts"
import { jsonAnswer } from "./testing/wire-matchers.ts"

/** The Clicks ClubCard check (spec B §7 "Validate club card"): a card, and a well-formed number that is not one. */

const pact = websitePact()

const CARD = "6009123456781"

describe("the club card check (POST /api/web/clicks/validate)", () => {
  it("says a live card is valid", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.clubCardValid)
      .uponReceiving("a check of a live Clicks ClubCard")
      .withRequest("POST", "/api/web/clicks/validate", (request) => request.jsonBody({ clicks: { clubcard_number: CARD } }))
      .willRespondWith(200, (response) => jsonAnswer(response, { is_valid: true }))
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.validateClubCard(CARD))).toStrictEqual({ isValid: true })
      })
  })

  it("says a number that is not a card is not valid, as an answer and not an error", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.noClubCard)
      .uponReceiving("a check of a 13-digit number that is not a Clicks ClubCard")
      .withRequest("POST", "/api/web/clicks/validate", (request) => request.jsonBody({ clicks: { clubcard_number: MISSING.clubCard } }))
      .willRespondWith(200, (response) => jsonAnswer(response, { is_valid: false }))
      .executeTest(async (mock) => {
        expect(await booking(mock, (api) => api.validateClubCard(MISSING.clubCard))).toStrictEqual({ isValid: false })
      })
  })
})
