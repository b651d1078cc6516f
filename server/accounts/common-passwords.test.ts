import { dictionary } from "@zxcvbn-ts/language-common"
import { describe, expect, it } from "vitest"
import { COMMON_PASSWORDS_REFUSED, isCommonPassword } from "./common-passwords.ts"

const ranked = dictionary["passwords-common"]

describe("the most common passwords (issue 22 §8)", () => {
  it("are the list's first 1,000, most common first", () => {
    expect(COMMON_PASSWORDS_REFUSED).toBe(1000)
    expect(ranked.slice(0, 4)).toEqual(["123456", "password", "12345678", "qwerty"])
    expect(isCommonPassword(ranked[COMMON_PASSWORDS_REFUSED - 1]!)).toBe(true)
    const justPast = ranked.slice(COMMON_PASSWORDS_REFUSED).find((word) => !ranked.slice(0, COMMON_PASSWORDS_REFUSED).includes(word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "")))
    expect(isCommonPassword(justPast!)).toBe(false)
  })

  it("are found in any case and with digits and symbols around them", () => {
    for (const password of ["PASSWORD", "Password1!", "!!Monkey2024", "Iloveyou-1", "2024 Sunshine!!"]) expect(isCommonPassword(password), password).toBe(true)
  })

  it("leave a password alone that only holds a common word among others", () => {
    for (const password of ["Sunny-Stay-2030", "Karoo-Dunes-77", "Password-Lantern-9", "My1stMonkey!"]) expect(isCommonPassword(password), password).toBe(false)
  })
})
