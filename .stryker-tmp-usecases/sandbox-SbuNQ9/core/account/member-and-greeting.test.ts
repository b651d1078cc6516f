// @ts-nocheck
import { describe, expect, it } from "vitest"
import { memberKind } from "./member-type.ts"
import { welcomeGreeting } from "./welcome.ts"

describe("welcome greeting", () => {
  it("welcomes a signed-in member back by name", () => {
    expect(welcomeGreeting("loggedIn", "Thandi")).toBe("Welcome back, Thandi!")
    expect(welcomeGreeting("loggedIn", " Thandi ")).toBe("Welcome back, Thandi!")
  })

  it("uses the placeholder name for a member without one", () => {
    expect(welcomeGreeting("loggedIn", " ")).toBe("Welcome back, Member!")
  })

  it("says Welcome! to a visitor", () => {
    expect(welcomeGreeting("loggedOut", "Thandi")).toBe("Welcome!")
  })
})

describe("member type", () => {
  it("is individual for the individual type, whatever its case and spaces", () => {
    expect(memberKind("individual")).toBe("individual")
    expect(memberKind(" Individual ")).toBe("individual")
  })

  it("is other for any other type, an empty one or none", () => {
    expect(memberKind("corporate")).toBe("other")
    expect(memberKind("individuals")).toBe("other")
    expect(memberKind("")).toBe("other")
    expect(memberKind(null)).toBe("other")
    expect(memberKind(undefined)).toBe("other")
  })
})
