import { describe, expect, it } from "vitest"
import { AUTH_TAB_PARAM, authTabOf, RESET_TOKEN_PARAM, SIGN_IN_QUERY, SIGN_UP_QUERY } from "./auth-link.ts"

describe("the links that open the auth modal (spec A §2)", () => {
  it("a link's account parameter names the Register or Log in tab; any other value, or none, opens nothing", () => {
    expect([authTabOf("register"), authTabOf("login")]).toEqual(["register", "login"])
    expect([authTabOf(null), authTabOf(""), authTabOf("Register"), authTabOf("logout")]).toEqual([null, null, null, null])
  })

  it("Become a Member Today opens sign-up and Loyalty Points for a visitor opens Log in; a reset link carries its token", () => {
    expect([AUTH_TAB_PARAM, SIGN_UP_QUERY, SIGN_IN_QUERY, RESET_TOKEN_PARAM]).toEqual(["account", "?account=register", "?account=login", "reset_token"])
    expect(authTabOf(new URLSearchParams(SIGN_UP_QUERY).get(AUTH_TAB_PARAM))).toBe("register")
    expect(authTabOf(new URLSearchParams(SIGN_IN_QUERY).get(AUTH_TAB_PARAM))).toBe("login")
  })
})
