import { Effect, type Scope } from "effect"
import type { AccountApi } from "../ports/AccountApi.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { keepAccountParams } from "./account-params-store.ts"
import type { MemberSession } from "./member-session-store.ts"
import { makeUserMenuModel, type UserMenuModel } from "./user-menu-model.ts"

/** The My Account page's query (`?currentPoints=…&memberType=…&name=…`, spec A §2), as the URL has it. */
export interface AccountPanelInput {
  readonly search: string
}

/**
 * My Account's left panel, on every /my-account page (spec A §2): the member's greeting and Logout (the user menu's
 * model), and the one place the page's query keeps currentPoints, memberType and name in session storage, or clears
 * them when absent (account-params-store.ts). A new query is a new panel.
 */
export const makeAccountPanelModel = (
  input: AccountPanelInput = { search: "" },
): Effect.Effect<UserMenuModel, never, MemberSession | AccountApi | ContentApi | ResourceCache | SessionStore | Scope.Scope> =>
  Effect.gen(function* () {
    yield* Effect.forkScoped(keepAccountParams(new URLSearchParams(input.search)))
    return yield* makeUserMenuModel()
  })
