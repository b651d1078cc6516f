import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { AccountApi } from "../ports/AccountApi.ts"
import { LOADING, empty, ready, type ViewState } from "../screen/view-state.ts"
import type { Account } from "./account.ts"
import { MemberSession } from "./member-session-store.ts"
import { LOG_IN_TO_SEE_ACCOUNT } from "./messages.ts"
import { displayMobile } from "./mobile.ts"
import { readMemberAccount } from "./user-menu-model.ts"

/** What My Details shows of the member, in display form. */
export interface MyDetailsContent {
  readonly name: string
  readonly email: string
  readonly mobileNumber: string
  readonly title: string
  readonly points: number
}

export const myDetailsOf = (account: Account): MyDetailsContent => ({
  name: `${account.user.firstName} ${account.user.lastName}`.trim(),
  email: account.user.email,
  mobileNumber: account.mobileNumber === null ? "" : displayMobile(account.mobileNumber),
  title: account.title ?? "",
  points: account.totalUsableLoyaltyPoints,
})

/** A visitor is asked to log in; a member waits for the account, then sees it. */
export const myDetailsView = (loggedIn: boolean, account: Account | null): ViewState<MyDetailsContent> => {
  if (!loggedIn) return empty(LOG_IN_TO_SEE_ACCOUNT)
  return account === null ? LOADING : ready(myDetailsOf(account))
}

export interface MyDetailsModel {
  readonly view: ReadonlySignal<ViewState<MyDetailsContent>>
}

/**
 * The screen model of /my-account/my-details (spec A §2, §3): the member's account, read once for the page (the
 * greeting shares it); a session that ends (a refused refresh) turns the page into the visitor's.
 */
export const makeMyDetailsModel = (): Effect.Effect<MyDetailsModel, never, MemberSession | AccountApi | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    yield* Effect.forkScoped(readMemberAccount)
    return { view: computed(() => myDetailsView(session.loggedIn.value, session.account.value)) }
  })
