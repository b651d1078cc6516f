import { describe, expect, it } from "vitest"
import { bookHotelLabel, bookWithCodeLabel, offerDates, offerDescriptionFallback, viewOfferLabel } from "./messages.ts"

// The special offers' words (decided around the spec's own: View Offer, Book Now, promo code).
describe("special offers messages", () => {
  it("View Offer names the offer, and Book Now the hotel and the promo code when there is one", () => {
    expect(viewOfferLabel("Winter Warmer")).toBe("View Offer: Winter Warmer")
    expect(bookWithCodeLabel("Karoo City Waterfront", "WINTER")).toBe("Book Now at Karoo City Waterfront with promo code WINTER")
    expect(bookHotelLabel("Karoo City Waterfront")).toBe("Book Now at Karoo City Waterfront")
  })

  it("an offer's dates and its description when it has none", () => {
    expect(offerDates("01/06/2026", "31/08/2026")).toBe("Stay between 01/06/2026 and 31/08/2026")
    expect(offerDescriptionFallback("Winter Warmer")).toBe("Winter Warmer: a special offer at Karoo Hotels.")
  })
})
