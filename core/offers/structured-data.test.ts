import { describe, expect, it } from "vitest"
import type { SpecialOffer } from "../content/special-offer.ts"
import { hotelDetails } from "../content/testing/hotel-details.testing.ts"
import { hotelPageOf } from "../hotels/hotel-card.ts"
import { offerData } from "./structured-data.ts"

const winter: SpecialOffer = {
  id: 1,
  name: "Winter Warmer",
  slug: "winter-warmer",
  description: "Two nights for one.",
  specialTag: "Winter",
  image: { url: "/offer.jpg" },
  bannerImage: { url: "/banner.jpg" },
  specialType: "accommodation",
  actionType: null,
  promoCode: "WIN",
  startAt: "2026-06-01",
  endAt: "2026-08-31",
  marketStartAt: null,
  marketEndAt: null,
  hotelIds: [2],
  isActive: true,
  link: null,
  writeUp: { htmlContent: "" },
  termsAndConditions: null,
}
const pretoria = hotelDetails(2, "Karoo Town Pretoria", 4, "Pretoria")

describe("an offer's schema.org Offer (issue 25)", () => {
  it("names the offer, its page, banner, days, tag, the group as seller and the hotels it is good at", () => {
    expect(offerData(winter, "/special-offers/winter-warmer", [pretoria])).toStrictEqual({
      "@context": "https://schema.org",
      "@type": "Offer",
      name: "Winter Warmer",
      description: "Two nights for one.",
      url: "/special-offers/winter-warmer",
      image: "/banner.jpg",
      validFrom: "2026-06-01",
      validThrough: "2026-08-31",
      category: "Winter",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: "Karoo Hotels", url: "/" },
      areaServed: [{ "@type": "Hotel", name: "Karoo Town Pretoria", url: hotelPageOf(pretoria) }],
    })
  })

  it("without a banner its image; without either, no tag or hotels, none of them; an offer no longer active is discontinued", () => {
    expect(offerData({ ...winter, bannerImage: null }, "/x", []).image).toBe("/offer.jpg")
    expect(offerData({ ...winter, image: null }, "/x", []).image).toBe("/banner.jpg")
    const bare = offerData({ ...winter, bannerImage: null, image: null, specialTag: null, isActive: false }, "/x", [])
    expect(bare).not.toHaveProperty("image")
    expect(bare).not.toHaveProperty("category")
    expect(bare).not.toHaveProperty("areaServed")
    expect(bare["availability"]).toBe("https://schema.org/Discontinued")
  })
})
