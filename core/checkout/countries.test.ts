import { describe, expect, it } from "vitest"
import { COUNTRIES, countryOptions, DEFAULT_COUNTRY, postalCodeInputMode } from "./countries.ts"

describe("the guest form's countries (issue 29 §6)", () => {
  it("defaults to South Africa, the API's own name for it", () => {
    expect(DEFAULT_COUNTRY).toBe("South Africa")
  })

  it("offers South Africa first, then every country once, in alphabetical order", () => {
    const options = countryOptions(DEFAULT_COUNTRY)
    expect(options[0]).toBe("South Africa")
    expect(new Set(options).size).toBe(options.length)
    expect(options).toHaveLength(COUNTRIES.length)
    const rest = options.slice(1)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")))
    expect(options).toEqual(expect.arrayContaining(["Botswana", "Namibia", "Mozambique", "Zimbabwe", "United Kingdom"]))
  })

  it("keeps a country the list lacks (a member's account's own words) as the first option", () => {
    expect(countryOptions("RSA")[0]).toBe("RSA")
    // blanks are no country: the list as it is
    expect(countryOptions("  ")).toEqual(countryOptions(""))
    expect(countryOptions("RSA")).toHaveLength(COUNTRIES.length + 1)
    expect(countryOptions("")).toEqual(countryOptions(DEFAULT_COUNTRY))
  })

  it("asks for the numeric keyboard for a South African postal code only", () => {
    expect(postalCodeInputMode("South Africa")).toBe("numeric")
    expect(postalCodeInputMode("United Kingdom")).toBe("text")
  })
})
