// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { JOB_CATEGORIES, jobCategoryKey, jobCategoryLabel } from "./job-category.ts"

describe("job categories", () => {
  it("shows underscores as spaces, in the spec's capitalisation", () => {
    expect(jobCategoryLabel("front_office")).toBe("Front Office")
    expect(jobCategoryLabel("food_and_beverage")).toBe("Food and Beverage")
    expect(jobCategoryLabel("support_services")).toBe("Support Services")
    expect(jobCategoryLabel("housekeeping")).toBe("Housekeeping")
    expect(jobCategoryLabel("FRONT_OFFICE")).toBe("Front Office")
    expect(jobCategoryLabel("and_more")).toBe("And More")
    expect(jobCategoryLabel("")).toBe("")
  })

  it("lists the spec's categories", () => {
    expect(JOB_CATEGORIES).toEqual(["Food and Beverage", "Housekeeping", "Front Office", "Management", "Support Services"])
  })

  it("keys a label back to its category", () => {
    expect(jobCategoryKey("Front Office")).toBe("front_office")
    expect(jobCategoryKey("Food and Beverage")).toBe("food_and_beverage")
  })

  it("every listed category survives key then label", () => {
    for (const label of JOB_CATEGORIES) expect(jobCategoryLabel(jobCategoryKey(label))).toBe(label)
  })

  it("a snake_case category keyed from its label is itself", () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const category = words.join("_")
        expect(jobCategoryKey(jobCategoryLabel(category))).toBe(category)
        expect(jobCategoryLabel(category)).not.toContain("_")
      }),
    )
  })
})
