import { describe, expect, it } from "vitest"
import { byAuthor, diningMenuLabel, followOn, photoAlt, viewProgrammeLabel, visitWebsiteLabel } from "./company-messages.ts"

describe("the company pages' accessible names (issue 26, decided words)", () => {
  it("each link names what it opens and whose it is", () => {
    expect(viewProgrammeLabel("Karoo Rewards")).toBe("View programme: Karoo Rewards")
    expect(visitWebsiteLabel("Cape Wine Estates")).toBe("Visit website: Cape Wine Estates")
    expect(diningMenuLabel("Breakfast at the Courtyard")).toBe("View menu: Breakfast at the Courtyard")
    expect(followOn("Instagram")).toBe("Karoo Hotels on Instagram")
  })

  it("a photo says what it shows and which one it is, counted from 1; a post says who wrote it", () => {
    expect([0, 1].map((index) => photoAlt("The Sandton lobby", index))).toEqual(["The Sandton lobby, photo 1", "The Sandton lobby, photo 2"])
    expect(byAuthor("Chef Thandi")).toBe("By Chef Thandi")
  })
})
