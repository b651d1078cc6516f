import { describe, expect, it } from "vitest"
import { clubCardApplied, promoCodeApplied, removePromoCode, removeRoomLabel, roomTitle } from "./messages.ts"

// The search bar's words (spec B §2, §4; the chips' words are ours, issue 29 §7): each names its room, code or card.
describe("search messages", () => {
  it("a room of the guests dropdown is numbered, and so is its Remove", () => {
    expect(roomTitle(2)).toBe("Room 2")
    expect(removeRoomLabel(2)).toBe("Remove room 2")
  })

  it("the promo code and club card chips name the code or card", () => {
    expect(removePromoCode("WINTER")).toBe("Remove promo code WINTER")
    expect(promoCodeApplied("WINTER")).toBe("Code WINTER applied.")
    expect(clubCardApplied("1234")).toBe("ClubCard 1234")
  })
})
