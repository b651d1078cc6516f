import { computed, effect, type ReadonlySignal, untracked } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { MANAGE_BOOKING } from "../booking/messages.ts"
import { makeSiteConfigResource } from "../content/site-config-model.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { Navigation } from "../ports/Navigation.ts"
import { TokenStore } from "../ports/TokenStore.ts"
import { MANAGE_BOOKINGS_ROUTE, MY_DETAILS_ROUTE } from "../routes.ts"
import type { Account } from "./account.ts"
import { MemberSession } from "./member-session-store.ts"
import { EXISTING_CLUB_MEMBERS, GO_TO_ACCOUNT, LOGOUT, NEW_LOGIN_SIGNUP } from "./messages.ts"
import { LOGOUT_ROUTE } from "./session.ts"
import { welcomeGreeting } from "./welcome.ts"

/** One entry of the user menu: a page, another site, or what the menu does itself (open the auth modal, log out). */
export type UserMenuEntry =
  | { readonly kind: "link"; readonly label: string; readonly to: string }
  | { readonly kind: "external"; readonly label: string; readonly href: string }
  | { readonly kind: "logIn"; readonly label: string }
  | { readonly kind: "logOut"; readonly label: string }

export interface UserMenuView {
  /** spec A §2: "Welcome back, {name}!" for a member, "Welcome!" for a visitor. */
  readonly greeting: string
  readonly entries: ReadonlyArray<UserMenuEntry>
}

/**
 * spec A §1, §2: a member's menu offers Go To Account and Logout, a visitor's New Login/signup; Manage Booking is
 * in both, and so is the link for existing loyalty and corporate club members to the older loyalty site, where the
 * site's settings name one (none: no link). A member whose account is not read yet is greeted by the placeholder name.
 */
export const userMenuView = (loggedIn: boolean, account: Account | null, legacyLoyaltyUrl: string | null = null): UserMenuView => {
  const entries: Array<UserMenuEntry> = loggedIn
    ? [
        { kind: "link", label: GO_TO_ACCOUNT, to: MY_DETAILS_ROUTE },
        { kind: "link", label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE },
        { kind: "logOut", label: LOGOUT },
      ]
    : [
        { kind: "logIn", label: NEW_LOGIN_SIGNUP },
        { kind: "link", label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE },
      ]
  if (legacyLoyaltyUrl !== null) entries.splice(2, 0, { kind: "external", label: EXISTING_CLUB_MEMBERS, href: legacyLoyaltyUrl })
  return { greeting: welcomeGreeting(loggedIn ? "loggedIn" : "loggedOut", account?.user.firstName ?? ""), entries }
}

/** The member's account read once for the page, when signed in and not read yet (spec A §7: only when logged in). */
export const readMemberAccount: Effect.Effect<void, never, MemberSession | AccountApi> = Effect.gen(function* () {
  const session = yield* MemberSession
  if (!session.loggedIn.value || session.account.value !== null) return
  const api = yield* AccountApi
  const account = yield* Effect.option(session.run((token) => api.getAccount(token)))
  if (account._tag === "Some") yield* session.keep(account.value)
})

/**
 * spec A §4: logout ends the session on the server (whatever it answers), returns home, then clears the flag, the tokens
 * and the cached user data. Home first: the page that asked (My Account, its panel) stays a member's page until home is
 * on show, instead of turning into a visitor's while home loads. Uninterruptible: that page's scope closes as home
 * opens, and the member must be logged out all the same.
 */
export const logOutMember: Effect.Effect<void, never, MemberSession | AccountApi | TokenStore | Navigation> = Effect.uninterruptible(
  Effect.gen(function* () {
    const session = yield* MemberSession
    const api = yield* AccountApi
    yield* Effect.ignore(session.run((token) => api.logout(token)))
    yield* Navigation.use((navigation) => navigation.go(LOGOUT_ROUTE))
    yield* (yield* TokenStore).clear
    yield* session.refresh
  }),
)

export interface UserMenuModel {
  readonly view: ReadonlySignal<UserMenuView>
  readonly logOut: () => Effect.Effect<void, never, MemberSession | AccountApi | TokenStore | Navigation>
}

/**
 * The header's user menu (spec A §1, §2): the greeting and the entries follow the member's session; the older loyalty
 * site comes from the site's settings (read once per page life, shared with the maps).
 */
export const makeUserMenuModel = (): Effect.Effect<UserMenuModel, never, MemberSession | AccountApi | ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    const siteConfig = yield* makeSiteConfigResource()
    // The account is read whenever the session turns to a member's: a page drawn as the server drew it (logged out)
    // learns the login once it is interactive.
    const fork = Effect.runForkWith(yield* Effect.context<MemberSession | AccountApi | Scope.Scope>())
    const follow = effect(() => {
      if (session.loggedIn.value) untracked(() => fork(Effect.forkScoped(readMemberAccount)))
    })
    yield* Effect.addFinalizer(() => Effect.sync(follow))
    const legacyLoyaltyUrl = computed(() => (siteConfig.state.value.kind === "ready" ? siteConfig.state.value.value.legacyLoyaltyUrl : null))
    return {
      view: computed(() => userMenuView(session.loggedIn.value, session.account.value, legacyLoyaltyUrl.value)),
      logOut: () => logOutMember,
    }
  })
