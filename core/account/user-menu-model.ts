import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { MANAGE_BOOKING } from "../booking/messages.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { TokenStore } from "../ports/TokenStore.ts"
import { MANAGE_BOOKINGS_ROUTE, MY_DETAILS_ROUTE } from "../routes.ts"
import type { Account } from "./account.ts"
import { MemberSession } from "./member-session-store.ts"
import { GO_TO_ACCOUNT, LOGOUT, NEW_LOGIN_SIGNUP } from "./messages.ts"
import { LOGOUT_ROUTE } from "./session.ts"
import { welcomeGreeting } from "./welcome.ts"

/** One entry of the user menu: a page, or what the menu does itself (open the auth modal, log out). */
export type UserMenuEntry =
  | { readonly kind: "link"; readonly label: string; readonly to: string }
  | { readonly kind: "logIn"; readonly label: string }
  | { readonly kind: "logOut"; readonly label: string }

export interface UserMenuView {
  /** spec A §2: "Welcome back, {name}!" for a member, "Welcome!" for a visitor. */
  readonly greeting: string
  readonly entries: ReadonlyArray<UserMenuEntry>
}

/**
 * spec A §1, §2: a member's menu offers Go To Account and Logout, a visitor's New Login/signup; Manage Booking is
 * in both. A member whose account is not read yet is greeted by the placeholder name.
 */
export const userMenuView = (loggedIn: boolean, account: Account | null): UserMenuView => ({
  greeting: welcomeGreeting(loggedIn ? "loggedIn" : "loggedOut", account?.user.firstName ?? ""),
  entries: loggedIn
    ? [
        { kind: "link", label: GO_TO_ACCOUNT, to: MY_DETAILS_ROUTE },
        { kind: "link", label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE },
        { kind: "logOut", label: LOGOUT },
      ]
    : [
        { kind: "logIn", label: NEW_LOGIN_SIGNUP },
        { kind: "link", label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE },
      ],
})

/** The member's account read once for the page, when signed in and not read yet (spec A §7: only when logged in). */
export const readMemberAccount: Effect.Effect<void, never, MemberSession | AccountApi> = Effect.gen(function* () {
  const session = yield* MemberSession
  if (!session.loggedIn.value || session.account.value !== null) return
  const api = yield* AccountApi
  const account = yield* Effect.option(session.run((token) => api.getAccount(token)))
  if (account._tag === "Some") yield* session.keep(account.value)
})

/** spec A §4: logout ends the session on the server (whatever it answers), clears the flag, the tokens and the cached user data, and returns home. */
export const logOutMember: Effect.Effect<void, never, MemberSession | AccountApi | TokenStore | Navigation> = Effect.gen(function* () {
  const session = yield* MemberSession
  const api = yield* AccountApi
  yield* Effect.ignore(session.run((token) => api.logout(token)))
  yield* (yield* TokenStore).clear
  yield* session.refresh
  yield* Navigation.use((navigation) => navigation.go(LOGOUT_ROUTE))
})

export interface UserMenuModel {
  readonly view: ReadonlySignal<UserMenuView>
  readonly logOut: () => Effect.Effect<void, never, MemberSession | AccountApi | TokenStore | Navigation>
}

/** The header's user menu (spec A §1, §2): the greeting and the entries follow the member's session. */
export const makeUserMenuModel = (): Effect.Effect<UserMenuModel, never, MemberSession | AccountApi | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    yield* Effect.forkScoped(readMemberAccount)
    return {
      view: computed(() => userMenuView(session.loggedIn.value, session.account.value)),
      logOut: () => logOutMember,
    }
  })
