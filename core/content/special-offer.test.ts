import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type PromoOffer, promoStateFromOffers } from "../search/promo-code.ts"
import {
  DEFAULT_SPECIAL_OFFER_TAB,
  isMandatoryPaymentOffer,
  offerHotelNames,
  offersInTab,
  SPECIAL_OFFER_TABS,
  SpecialOffer,
  specialOfferRequestOf,
  specialOffersListingQuery,
  specialOffersView,
  specialOfferTabOf,
  SpecialType,
  specialTypeOfTab,
} from "./special-offer.ts"

const offer: SpecialOffer = {
  id: 3,
  name: "Winter Warmer",
  slug: "winter-warmer",
  description: "Two nights for the price of one",
  specialTag: "Limited",
  image: { url: "https://img.example/winter.jpg" },
  bannerImage: null,
  specialType: "accommodation",
  actionType: "booking_with_mandatory_payment",
  promoCode: "WINTER",
  startAt: "2026-06-01",
  endAt: "2026-08-31",
  marketStartAt: "2026-05-01",
  marketEndAt: null,
  hotelIds: [7, 12],
  isActive: true,
  link: null,
  writeUp: { htmlContent: "<p>Warm up</p>" },
  termsAndConditions: { url: "https://img.example/terms.pdf" },
}

const SPECIAL_TYPES = SpecialType.literals

describe("special offer", () => {
  it("holds the spec's fields, camelCase", () => {
    expect(Schema.decodeUnknownSync(SpecialOffer)(offer)).toEqual(offer)
  })

  it("is one of the five kinds", () => {
    expect(SPECIAL_TYPES).toEqual(["accommodation", "accommodation_plus_food", "food_and_beverage", "experience", "partnership"])
    expect(Schema.decodeUnknownOption(SpecialOffer)({ ...offer, specialType: "spa" })._tag).toBe("None")
  })

  it("marks a mandatory-payment offer by its booking_with_mandatory_payment action", () => {
    expect(isMandatoryPaymentOffer(offer)).toBe(true)
    expect(isMandatoryPaymentOffer({ actionType: "booking" })).toBe(false)
    expect(isMandatoryPaymentOffer({ actionType: null })).toBe(false)
  })

  it("is a promo offer for the promo-code check", () => {
    const promoOffers: ReadonlyArray<PromoOffer> = [offer]
    expect(promoStateFromOffers("WINTER", promoOffers)).toEqual({ kind: "valid", promoCode: "WINTER", mandatoryPayment: true })
  })
})

describe("special offer listing tabs", () => {
  it("are the spec's six tabs, All offers first and selected by default", () => {
    expect(SPECIAL_OFFER_TABS.map((tab) => tab.label)).toEqual([
      "All offers",
      "Food & Beverage",
      "Accommodation & Food",
      "Experiences",
      "Accommodation",
      "Partnerships",
    ])
    expect(DEFAULT_SPECIAL_OFFER_TAB).toBe("All offers")
  })

  it("each filter by one kind of offer, All offers by none", () => {
    expect(specialTypeOfTab("All offers")).toBeUndefined()
    expect(specialTypeOfTab("Food & Beverage")).toBe("food_and_beverage")
    expect(specialTypeOfTab("Accommodation & Food")).toBe("accommodation_plus_food")
    expect(specialTypeOfTab("Experiences")).toBe("experience")
    expect(specialTypeOfTab("Accommodation")).toBe("accommodation")
    expect(specialTypeOfTab("Partnerships")).toBe("partnership")
  })

  it("is read from a URL value by label, ignoring case and blanks, else All offers", () => {
    expect(specialOfferTabOf("Food & Beverage")).toBe("Food & Beverage")
    expect(specialOfferTabOf("  partnerships ")).toBe("Partnerships")
    expect(specialOfferTabOf("Spa")).toBe("All offers")
    expect(specialOfferTabOf("")).toBe("All offers")
    expect(specialOfferTabOf(null)).toBe("All offers")
    expect(specialOfferTabOf(undefined)).toBe("All offers")
  })

  it("list the offers of their kind, in the order given", () => {
    const food = { ...offer, id: 4, specialType: "food_and_beverage" as const }
    const stay = { ...offer, id: 5 }
    expect(offersInTab([offer, food, stay], "Accommodation")).toEqual([offer, stay])
    expect(offersInTab([offer, food, stay], "Food & Beverage")).toEqual([food])
    expect(offersInTab([offer, food, stay], "Partnerships")).toEqual([])
    expect(offersInTab([offer, food, stay], "All offers")).toEqual([offer, food, stay])
  })

  it("the five kind tabs split All offers between them, each offer in exactly one", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), specialType: fc.constantFrom(...SPECIAL_TYPES) }), { maxLength: 30 }), (offers) => {
        const kindTabs = SPECIAL_OFFER_TABS.filter((tab) => tab.specialType !== undefined)
        const listed = kindTabs.flatMap((tab) => offersInTab(offers, tab.label))
        expect(listed.length).toBe(offers.length)
        expect(new Set(listed)).toEqual(new Set(offers))
        for (const tab of kindTabs) expect(offersInTab(offers, tab.label).every((each) => each.specialType === tab.specialType)).toBe(true)
        expect(offersInTab(offers, "All offers")).toEqual(offers)
      }),
    )
  })
})

describe("special offers listing query", () => {
  it("asks for one page of 12 active offers of the tab's kind", () => {
    expect(specialOffersListingQuery("Experiences", 2)).toStrictEqual({ page: 2, per: 12, activeStatus: true, type: "experience" })
  })

  it("does not filter by kind on All offers", () => {
    expect(specialOffersListingQuery("All offers", 1)).toStrictEqual({ page: 1, per: 12, activeStatus: true })
  })

  it("asks for one hotel's offers on a hotel page", () => {
    expect(specialOffersListingQuery("All offers", 1, 7)).toStrictEqual({ page: 1, per: 12, activeStatus: true, hotelId: 7 })
  })

  it("asks for page 1 at least, in whole pages", () => {
    expect(specialOffersListingQuery("All offers", 0).page).toBe(1)
    expect(specialOffersListingQuery("All offers", -3).page).toBe(1)
    expect(specialOffersListingQuery("All offers", 3.7).page).toBe(3)
  })
})

describe("special offer cards", () => {
  const hotels = [
    { id: 12, name: "Karoo Town Lodge Umhlanga" },
    { id: 7, name: "Karoo City Hotel V&A Waterfront Cape Town Harbour" },
  ]

  it("show the offer's hotel names truncated to 35 characters, in the offer's order", () => {
    expect(offerHotelNames(offer, hotels)).toEqual(["Karoo City Hotel V&A Waterfront Ca…", "Karoo Town Lodge Umhlanga"])
    expect(offerHotelNames(offer, hotels)[0]).toHaveLength(35)
  })

  it("leave out hotels that are not known", () => {
    expect(offerHotelNames({ hotelIds: [99, 12] }, hotels)).toEqual(["Karoo Town Lodge Umhlanga"])
    expect(offerHotelNames({ hotelIds: [] }, hotels)).toEqual([])
  })
})

describe("special offers view", () => {
  it("shows 'No special offers available' on the specials page when there are none", () => {
    expect(specialOffersView([], "listing")).toEqual({ kind: "empty", message: "No special offers available" })
  })

  it("shows the hotel's empty message on a hotel page", () => {
    expect(specialOffersView([], "hotel")).toEqual({ kind: "empty", message: "There are currently no specials available at this hotel." })
  })

  it("lists the offers when there are some", () => {
    expect(specialOffersView([offer], "hotel")).toEqual({ kind: "ready", offers: [offer] })
    expect(specialOffersView([offer], "listing")).toEqual({ kind: "ready", offers: [offer] })
  })
})

describe("special offer request", () => {
  const enquiry = {
    firstName: "Thandi",
    surname: "Nkosi",
    contactNumber: "+27821234567",
    email: "thandi@example.com",
    selectedHotelName: "Karoo Town Lodge Umhlanga",
    specialOfferSlug: "winter-warmer",
  }
  const hotels = [
    { name: "Karoo City Rosebank", email: "rosebank@example.com" },
    { name: "Karoo Town Lodge Umhlanga", email: "umhlanga@example.com" },
  ]

  it("goes to the chosen hotel's e-mail, from the enquirer", () => {
    expect(specialOfferRequestOf(enquiry, hotels)).toStrictEqual({
      hotelEmail: "umhlanga@example.com",
      senderEmail: "thandi@example.com",
      senderFirstName: "Thandi",
      senderMobile: "+27821234567",
      senderSurname: "Nkosi",
    })
  })

  it("has nowhere to go when no hotel has the chosen name", () => {
    expect(specialOfferRequestOf({ ...enquiry, selectedHotelName: "Karoo Road Lodge" }, hotels)).toBeUndefined()
  })
})
