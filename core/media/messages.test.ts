import { describe, expect, it } from "vitest"
import { mediaPagesLabel, mediaSectionDescription, readMoreLabel, searchSectionLabel } from "./messages.ts"

// The media centre's words (decided: spec A §2 names the sections, not their text); each names its section or item.
describe("media centre messages", () => {
  it("a section's description, search and pages name the section", () => {
    expect(mediaSectionDescription("Press Releases")).toBe(
      "Press Releases from Karoo Hotels' media centre: news, stories and recognition from our City, Courtyard, Road and Town hotels.",
    )
    expect(searchSectionLabel("Press Releases")).toBe("Search press releases")
    expect(mediaPagesLabel("Press Releases")).toBe("Press Releases pages")
  })

  it("an item's Read more names the item", () => {
    expect(readMoreLabel("A new hotel in Durban")).toBe("Read more: A new hotel in Durban")
  })
})
