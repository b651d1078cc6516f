import { describe, expect, it } from "vitest"
import { BRAND_LABELS, BRAND_LINES, BRAND_NAMES, brandName } from "./brands.ts"

describe("one name per brand (issue 29 §13)", () => {
  it("names each brand as the API does, the group's Karoo first", () => {
    expect(BRAND_NAMES).toEqual({ city: "Karoo City", courtyard: "Karoo Courtyard", road: "Karoo Road Lodge", town: "Karoo Town Lodge" })
  })

  it("shortens a name in the navigation only by the group's prefix, so a tab reads as the badge does", () => {
    expect(BRAND_LABELS).toEqual({ city: "City", courtyard: "Courtyard", road: "Road Lodge", town: "Town Lodge" })
    for (const line of BRAND_LINES) expect(`${line.prefix} ${line.label}`).toBe(BRAND_NAMES[line.key])
  })

  it("reads a brand's name by its key", () => {
    expect(brandName("road")).toBe("Karoo Road Lodge")
  })
})
