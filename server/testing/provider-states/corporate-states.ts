import { Effect, Schema } from "effect"
import { CompanyEnvelope, TravellerRequest } from "../../../contracts/api/corporate.ts"
import { companyExample, travellerExample } from "../../../contracts/api/request-examples.ts"
import { PROVIDER_STATES, type ProviderStateValues } from "../../../contracts/api/provider-states.ts"
import { today } from "../../../core/time/clock.ts"
import { CorporateService } from "../../corporate/CorporateService.ts"
import { LoyaltyLedger } from "../../loyalty/LoyaltyLedger.ts"
import { accountIdOf, type AccountStateServices, signedInMember } from "./account-states.ts"

/**
 * The corporate area's and the points statement's states (issue 15), made true with the slices' own services: a
 * member signed in by the password grant (account-states.ts), their company and traveller saved by CorporateService,
 * a paid stay's points credited by the LoyaltyLedger. Each state makes a member of its own, so a server can be
 * verified again and again.
 */

export type CorporateStateServices = AccountStateServices | CorporateService | LoyaltyLedger

/** The reference of the past stay whose points the points state credits (a booking reference's form). */
export const POINTS_STATE_RESERVATION = "KRPOINTS1"
/** What that stay earned. */
const POINTS_STATE_EARNED = 600
/** Nights ago that stay checked out: its points are usable. */
const POINTS_STATE_DEPARTED_DAYS_AGO = 2
/** The paid stay ahead, whose points are pending until the day after it departs (issue 22). */
export const POINTS_STATE_PENDING_RESERVATION = "KRPOINTS2"
const POINTS_STATE_PENDING = 300
const POINTS_STATE_DEPARTS_IN_DAYS = 10

const decodeCompany = Schema.decodeUnknownEffect(CompanyEnvelope)
const decodeTraveller = Schema.decodeUnknownEffect(TravellerRequest)

/** A signed-in member's account id and access token. */
const member = Effect.gen(function* () {
  const signedIn = yield* signedInMember
  return { accountId: yield* accountIdOf(signedIn.email), accessToken: signedIn.tokens.accessToken }
})

/** A member's traveller, the contract's example one. */
const addTraveller = (accountId: number) =>
  Effect.gen(function* () {
    const { traveller } = yield* decodeTraveller(travellerExample).pipe(Effect.orDie)
    return yield* CorporateService.use((service) => service.addTraveller(accountId, traveller))
  })

export const CORPORATE_STATE_SET_UPS: Readonly<Record<string, Effect.Effect<ProviderStateValues, unknown, CorporateStateServices>>> = {
  [PROVIDER_STATES.corporateMember]: Effect.gen(function* () {
    const { accountId, accessToken } = yield* member
    const { company } = yield* decodeCompany(companyExample).pipe(Effect.orDie)
    yield* CorporateService.use((service) => service.saveCompany(accountId, company))
    const traveller = yield* addTraveller(accountId)
    return { access_token: accessToken, traveller_id: String(traveller.id) }
  }),
  [PROVIDER_STATES.othersTraveller]: Effect.gen(function* () {
    const other = yield* member
    const traveller = yield* addTraveller(other.accountId)
    const { accessToken } = yield* member
    return { access_token: accessToken, traveller_id: String(traveller.id) }
  }),
  [PROVIDER_STATES.memberWithPoints]: Effect.gen(function* () {
    const { accountId, accessToken } = yield* member
    const day = yield* today
    yield* LoyaltyLedger.use((ledger) =>
      Effect.andThen(
        ledger.creditStay({ accountId, reservation: POINTS_STATE_RESERVATION, points: POINTS_STATE_EARNED, depart: day.subtract({ days: POINTS_STATE_DEPARTED_DAYS_AGO }) }),
        ledger.creditStay({ accountId, reservation: POINTS_STATE_PENDING_RESERVATION, points: POINTS_STATE_PENDING, depart: day.add({ days: POINTS_STATE_DEPARTS_IN_DAYS }) }),
      ),
    )
    return { access_token: accessToken }
  }),
}
