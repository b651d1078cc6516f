import { Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { Password, PASSWORD_MIN_LENGTH, passwordMismatch } from "./password.ts"

const problems = (password: string): ReadonlyArray<string> => {
  const result = validate(Password)(password)
  return Result.isFailure(result) ? (result.failure[""] ?? []) : []
}

describe("password rule", () => {
  it("accepts a password with 8 characters, a lowercase and an uppercase letter, a digit and a symbol", () => {
    expect(problems("Abcdef1!")).toEqual([])
    expect(validate(Password)("Sunshine#2026")).toEqual(Result.succeed("Sunshine#2026"))
  })

  it("needs at least 8 characters: 7 is too short", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8)
    expect(problems("Abcde1!")).toEqual(["Password must contain at least 8 characters"])
  })

  it("counts characters, not UTF-16 units: Aa1!😀😀 is 6 characters (issue 22 §8)", () => {
    expect(problems("Aa1!😀😀")).toEqual(["Password must contain at least 8 characters"])
    expect(problems("Aa1!😀😀😀😀")).toEqual([])
  })

  it("names every part that is missing", () => {
    expect(problems("")).toEqual([
      "Password must contain at least 8 characters",
      "Must have 1 lowercase letter",
      "Must have 1 uppercase letter",
      "Must have 1 digit",
      "Must have 1 symbol",
    ])
    expect(problems("ABCDEFG1!")).toEqual(["Must have 1 lowercase letter"])
    expect(problems("abcdefg1!")).toEqual(["Must have 1 uppercase letter"])
    expect(problems("Abcdefgh!")).toEqual(["Must have 1 digit"])
    expect(problems("Abcdefgh1")).toEqual(["Must have 1 symbol"])
  })

  it("counts any character that is not a letter, digit or space as a symbol", () => {
    for (const symbol of ["!", "#", "_", "-", ".", "€", "~", "😀"]) expect(problems(`Abcdefg1${symbol}`)).toEqual([])
    expect(problems("Abcdefg1 ")).toEqual(["Must have 1 symbol"])
    expect(problems("Abcdefg1\t")).toEqual(["Must have 1 symbol"])
  })

  it("counts accented letters as letters, not symbols", () => {
    expect(problems("Abcdefg1é")).toEqual(["Must have 1 symbol"])
    expect(problems("ébcdefg1!")).toEqual(["Must have 1 uppercase letter"])
    expect(problems("Ébcdefg1!")).toEqual([])
  })

  it("reports exactly the parts a password lacks", () => {
    const classes = { lower: "abzé", upper: "ABZÉ", digit: "059", space: " ", symbol: "!#-_€😀" }
    const char = fc.constantFrom(...[...Object.values(classes).join("")])
    fc.assert(
      fc.property(fc.array(char, { maxLength: 14 }).map((chars) => chars.join("")), (password) => {
        const has = (set: string) => [...password].some((c) => set.includes(c))
        const expected = [
          ...([...password].length < 8 ? ["Password must contain at least 8 characters"] : []),
          ...(has(classes.lower) ? [] : ["Must have 1 lowercase letter"]),
          ...(has(classes.upper) ? [] : ["Must have 1 uppercase letter"]),
          ...(has(classes.digit) ? [] : ["Must have 1 digit"]),
          ...(has(classes.symbol) ? [] : ["Must have 1 symbol"]),
        ]
        expect(problems(password)).toEqual(expected)
      }),
    )
  })
})

describe("password confirmation", () => {
  it("matches only an identical password", () => {
    expect(passwordMismatch("Abcdef1!", "Abcdef1!")).toBeUndefined()
    expect(passwordMismatch("Abcdef1!", "abcdef1!")).toBe("Passwords must match")
    expect(passwordMismatch("Abcdef1!", "")).toBe("Passwords must match")
  })
})
