import { describe, expect, it } from "vitest"
import { editTravellerLabel, removeTravellerLabel, removeTravellerQuestion } from "./messages.ts"

// The company travellers' words (decided): each button and question names its traveller.
describe("corporate messages", () => {
  it("a traveller's Edit, Remove and the removal question name the traveller", () => {
    expect(editTravellerLabel("Thandi Nkosi")).toBe("Edit Thandi Nkosi")
    expect(removeTravellerLabel("Thandi Nkosi")).toBe("Remove Thandi Nkosi")
    expect(removeTravellerQuestion("Thandi Nkosi")).toBe("Remove Thandi Nkosi from the company's travellers?")
  })
})
