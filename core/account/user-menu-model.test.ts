import { Effect, Exit, Fiber, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { MANAGE_BOOKING } from "../booking/messages.ts"
import { NO_SITE_CONFIG } from "../content/site-config.ts"
import { AccountApi } from "../ports/AccountApi.ts"
import { makeAccountApiMemory } from "../ports/AccountApi.memory.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { ResourceCache } from "../screen/ResourceCache.ts"
import type { SessionStart } from "../screen/page-render.ts"
import { until } from "../screen/until.testing.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { Navigation } from "../ports/Navigation.ts"
import { makeTokenStoreMemory } from "../ports/TokenStore.memory.ts"
import type { StoredTokens } from "../ports/TokenStore.ts"
import { HOME_ROUTE, MANAGE_BOOKINGS_ROUTE, MY_DETAILS_ROUTE } from "../routes.ts"
import { MEMBER_ACCOUNT } from "./member-account.testing.ts"
import { MemberSession } from "./member-session-store.ts"
import { EXISTING_CLUB_MEMBERS, GO_TO_ACCOUNT, LOGOUT, NEW_LOGIN_SIGNUP, WELCOME } from "./messages.ts"
import { makeUserMenuModel, readMemberAccount, userMenuView } from "./user-menu-model.ts"
import { welcomeGreeting } from "./welcome.ts"

const PASSWORD = "Str0ng!pass"

const setUp = async (signedIn: boolean, legacyLoyaltyUrl: string | null = null, start: SessionStart = "stored") => {
  const api = makeAccountApiMemory([{ account: MEMBER_ACCOUNT, password: PASSWORD }])
  const tokens: StoredTokens | undefined = signedIn
    ? { ...(await Effect.runPromise(api.api.login({ username: MEMBER_ACCOUNT.user.email, password: PASSWORD }))), rememberMe: false }
    : undefined
  const store = makeTokenStoreMemory(tokens)
  const navigation = makeNavigationMemory()
  const content = makeContentApiMemory({ siteConfig: { ...NO_SITE_CONFIG, legacyLoyaltyUrl } })
  const layer = Layer.provideMerge(MemberSession.layerFrom(start), Layer.mergeAll(api.layer, store.layer, navigation.layer, content.layer, ResourceCache.layer))
  return { store, navigation, layer }
}

describe("the header's user menu (spec A §1, §2)", () => {
  it("greets a visitor with Welcome! and offers New Login/signup and Manage Booking", async () => {
    const { layer } = await setUp(false)
    const view = await Effect.runPromise(Effect.scoped(Effect.map(makeUserMenuModel(), (model) => model.view.value)).pipe(Effect.provide(layer)))
    expect(view.greeting).toBe(WELCOME)
    expect(view.entries).toEqual([
      { kind: "logIn", label: NEW_LOGIN_SIGNUP },
      { kind: "link", label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE },
    ])
  })

  it("greets a member by name, offers Go To Account and Logout, and logging out clears the session and goes home", async () => {
    const { store, navigation, layer } = await setUp(true)
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const model = yield* makeUserMenuModel().pipe(Scope.provide(scope))
        yield* Effect.yieldNow
        yield* Effect.sleep("1 millis")
        const member = model.view.value
        yield* model.logOut()
        const after = model.view.value.greeting
        yield* Scope.close(scope, Exit.void)
        return { member, after }
      }).pipe(Effect.provide(layer)),
    )
    expect(seen.member.greeting).toBe("Welcome back, Thandi!")
    expect(seen.member.entries.map((entry) => entry.label)).toEqual([GO_TO_ACCOUNT, MANAGE_BOOKING, LOGOUT])
    expect(seen.member.entries[0]).toEqual({ kind: "link", label: GO_TO_ACCOUNT, to: MY_DETAILS_ROUTE })
    expect(seen.after).toBe(WELCOME)
    expect(store.state.tokens).toBeUndefined()
    expect(navigation.visits).toEqual([{ to: HOME_ROUTE, replace: false }])
  })

  it("ends the session once home is on show, though the page that asked is gone by then (the account panel never shows a visitor)", async () => {
    const { store, layer } = await setUp(true)
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const session = yield* MemberSession
        const model = yield* makeUserMenuModel().pipe(Scope.provide(scope))
        yield* Effect.yieldNow
        const atNavigation: Array<boolean> = []
        // home opens: the account page that asked goes, its scope closing with its command running
        const navigation = Layer.succeed(Navigation, {
          go: () =>
            Effect.andThen(
              Effect.sync(() => void atNavigation.push(session.loggedIn.value)),
              Effect.andThen(Effect.forkDetach(Scope.close(scope, Exit.void)), Effect.yieldNow),
            ),
        })
        const running = yield* Effect.forkIn(model.logOut().pipe(Effect.provide(navigation)), scope)
        yield* Fiber.await(running)
        return { atNavigation, after: session.loggedIn.value }
      }).pipe(Effect.provide(layer)),
    )
    expect(seen.atNavigation).toEqual([true])
    expect(seen.after).toBe(false)
    expect(store.state.tokens).toBeUndefined()
  })

  it("greets a member by name once the session reads the login after the page was drawn (a server-drawn page)", async () => {
    const { layer } = await setUp(true, null, "defaults")
    const seen = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const menu = yield* makeUserMenuModel()
          const drawn = menu.view.value.greeting
          yield* MemberSession.use((session) => session.refresh)
          const greeted = yield* until(menu.view, (view) => view.greeting.includes(MEMBER_ACCOUNT.user.firstName))
          return [drawn, greeted.greeting]
        }),
      ).pipe(Effect.provide(layer), Effect.provide(TestClock.layer())),
    )
    expect(seen).toEqual([WELCOME, welcomeGreeting("loggedIn", MEMBER_ACCOUNT.user.firstName)])
  })

  it("links existing club members to the older loyalty site when the site's settings name one, for visitors and members", async () => {
    const OLD_SITE = "https://club.example.co.za"
    const entriesOf = async (signedIn: boolean) => {
      const { layer } = await setUp(signedIn, OLD_SITE)
      return Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const model = yield* makeUserMenuModel()
            yield* Effect.sleep("1 millis")
            return model.view.value.entries
          }),
        ).pipe(Effect.provide(layer)),
      )
    }
    const link = { kind: "external", label: EXISTING_CLUB_MEMBERS, href: OLD_SITE }
    expect(await entriesOf(false)).toEqual([{ kind: "logIn", label: NEW_LOGIN_SIGNUP }, { kind: "link", label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE }, link])
    expect((await entriesOf(true)).map((entry) => entry.label)).toEqual([GO_TO_ACCOUNT, MANAGE_BOOKING, EXISTING_CLUB_MEMBERS, LOGOUT])
  })

  it("shows no link to the older loyalty site when none is configured", async () => {
    const { layer } = await setUp(false, null)
    const entries = await Effect.runPromise(
      Effect.scoped(Effect.gen(function* () {
        const model = yield* makeUserMenuModel()
        yield* Effect.sleep("1 millis")
        return model.view.value.entries
      })).pipe(Effect.provide(layer)),
    )
    expect(entries.map((entry) => entry.kind)).not.toContain("external")
  })

  it("greets a member whose account is not read yet by the placeholder name, and lists the member's entries as links and Logout", () => {
    const view = userMenuView(true, null)
    expect(view.greeting).toBe(welcomeGreeting("loggedIn", ""))
    expect(view.entries).toEqual([
      { kind: "link", label: GO_TO_ACCOUNT, to: MY_DETAILS_ROUTE },
      { kind: "link", label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE },
      { kind: "logOut", label: LOGOUT },
    ])
  })

  it("reads the member's account once for the page, and nothing for a visitor", async () => {
    const readsFor = async (signedIn: boolean) => {
      const { layer } = await setUp(signedIn)
      let reads = 0
      const counting = Layer.effect(
        AccountApi,
        Effect.gen(function* () {
          const api = yield* AccountApi
          return { ...api, getAccount: (token: string | undefined) => Effect.andThen(Effect.sync(() => void reads++), api.getAccount(token)) }
        }),
      )
      await Effect.runPromise(
        Effect.gen(function* () {
          yield* readMemberAccount
          yield* readMemberAccount
        }).pipe(Effect.provide(counting), Effect.provide(layer)),
      )
      return reads
    }
    expect(await readsFor(true)).toBe(1)
    expect(await readsFor(false)).toBe(0)
  })
})
