import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { Account } from "../account/account.ts"
import { MemberSession } from "../account/member-session-store.ts"
import { memberKind } from "../account/member-type.ts"
import { readMemberAccount } from "../account/user-menu-model.ts"
import type { AccountApi } from "../ports/AccountApi.ts"
import { COMPANY_TRAVELLERS_ROUTE, CORPORATE_ACCOUNT_ROUTE, MY_BOOKINGS_ROUTE, MY_DETAILS_ROUTE } from "../routes.ts"
import { COMPANY_TRAVELERS, CORPORATE_ACCOUNT, CORPORATE_BOOKINGS, CORPORATE_LOYALTY_POINTS } from "./messages.ts"

export interface CorporateMenuItem {
  readonly label: string
  readonly to: string
}

/**
 * spec A §6: the corporate area's menu for a member whose type is not individual (corporate account, company
 * travelers, loyalty points, bookings); nothing for an individual member or before the account is read. Bookers has
 * no page the spec describes (its role rules are not shown), so it is not offered.
 */
export const corporateMenuItems = (account: Account | null): ReadonlyArray<CorporateMenuItem> =>
  account === null || memberKind(account.loyaltyType) === "individual"
    ? []
    : [
        { label: CORPORATE_ACCOUNT, to: CORPORATE_ACCOUNT_ROUTE },
        { label: COMPANY_TRAVELERS, to: COMPANY_TRAVELLERS_ROUTE },
        { label: CORPORATE_LOYALTY_POINTS, to: MY_DETAILS_ROUTE },
        { label: CORPORATE_BOOKINGS, to: MY_BOOKINGS_ROUTE },
      ]

export interface CorporateMenuModel {
  readonly items: ReadonlySignal<ReadonlyArray<CorporateMenuItem>>
}

/** The corporate menu of My Account (spec A §6): follows the member's account, read once for the page. */
export const makeCorporateMenuModel = (): Effect.Effect<CorporateMenuModel, never, MemberSession | AccountApi | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    yield* Effect.forkScoped(readMemberAccount)
    return { items: computed(() => corporateMenuItems(session.account.value)) }
  })
