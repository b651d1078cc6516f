import { Schema } from "effect"
import type { SpecialOfferEnquiry } from "../account/special-offer-enquiry.ts"
import { type Hotel, Image } from "../booking/hotel.ts"
import { MANDATORY_PAYMENT_ACTION } from "../search/promo-code.ts"
import { IsoDate } from "../time/iso-date.ts"
import { NO_HOTEL_SPECIALS, NO_SPECIAL_OFFERS } from "./messages.ts"
import { SPECIAL_OFFERS_PER_PAGE } from "./page-sizes.ts"
import { specialOfferHotelName } from "./truncate.ts"

/** spec A §3: the kinds of special offer. */
export const SpecialType = Schema.Literals(["accommodation", "accommodation_plus_food", "food_and_beverage", "experience", "partnership"])
export type SpecialType = typeof SpecialType.Type

/**
 * spec A §3: a special offer. `actionType` is open (only booking_with_mandatory_payment has a
 * meaning the spec names); `promoCode` and `actionType` are null when the offer has none, which
 * makes every offer a PromoOffer for the promo-code check.
 */
export const SpecialOffer = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  slug: Schema.String,
  description: Schema.String,
  specialTag: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Image),
  bannerImage: Schema.NullOr(Image),
  specialType: SpecialType,
  actionType: Schema.NullOr(Schema.String),
  promoCode: Schema.NullOr(Schema.String),
  startAt: IsoDate,
  endAt: IsoDate,
  marketStartAt: Schema.NullOr(IsoDate),
  marketEndAt: Schema.NullOr(IsoDate),
  hotelIds: Schema.Array(Schema.Int),
  isActive: Schema.Boolean,
  link: Schema.NullOr(Schema.String),
  writeUp: Schema.Struct({ htmlContent: Schema.String }),
  termsAndConditions: Schema.NullOr(Schema.Struct({ url: Schema.String })),
})
export type SpecialOffer = typeof SpecialOffer.Type

/** spec A §3, §4, B §4: an offer whose action is booking_with_mandatory_payment must be paid up front. */
export const isMandatoryPaymentOffer = (offer: Pick<SpecialOffer, "actionType">): boolean => offer.actionType === MANDATORY_PAYMENT_ACTION

/** spec A §2: the listing tabs, in the order shown, and the offer kind each one lists (all of them for "All offers"). */
export const SPECIAL_OFFER_TABS = [
  { label: "All offers", specialType: undefined },
  { label: "Food & Beverage", specialType: "food_and_beverage" },
  { label: "Accommodation & Food", specialType: "accommodation_plus_food" },
  { label: "Experiences", specialType: "experience" },
  { label: "Accommodation", specialType: "accommodation" },
  { label: "Partnerships", specialType: "partnership" },
] as const satisfies ReadonlyArray<{ readonly label: string; readonly specialType: SpecialType | undefined }>

export type SpecialOfferTab = (typeof SPECIAL_OFFER_TABS)[number]["label"]

export const DEFAULT_SPECIAL_OFFER_TAB: SpecialOfferTab = "All offers"

/** The tab a URL value names (its label, ignoring case and surrounding blanks); anything else is "All offers". */
export const specialOfferTabOf = (value: string | null | undefined): SpecialOfferTab => {
  const wanted = value?.trim().toLowerCase()
  return SPECIAL_OFFER_TABS.find((tab) => tab.label.toLowerCase() === wanted)?.label ?? DEFAULT_SPECIAL_OFFER_TAB
}

/** spec A §2: the offer kind a tab filters by; undefined for "All offers", which does not filter. */
export const specialTypeOfTab = (tab: SpecialOfferTab): SpecialType | undefined =>
  SPECIAL_OFFER_TABS.find((each) => each.label === tab)!.specialType

/** The offers a tab lists, in the order given. */
export const offersInTab = <T extends Pick<SpecialOffer, "specialType">>(offers: ReadonlyArray<T>, tab: SpecialOfferTab): ReadonlyArray<T> => {
  const specialType = specialTypeOfTab(tab)
  return specialType === undefined ? offers : offers.filter((offer) => offer.specialType === specialType)
}

/**
 * spec A §7 GET /api/web/special_offers: active_status, promo_code, hotel_id, page, per, type,
 * exclude_special_type. `activeStatus` true asks for the offers that are active now.
 */
export interface SpecialOffersQuery {
  readonly page: number
  readonly per: number
  readonly activeStatus?: boolean
  readonly promoCode?: string
  readonly hotelId?: number
  readonly type?: SpecialType
  readonly excludeSpecialType?: SpecialType
}

/** spec A §2, §7, §9: one page of 12 active offers of a listing tab, optionally at one hotel. */
export const specialOffersListingQuery = (tab: SpecialOfferTab, page: number, hotelId?: number): SpecialOffersQuery => {
  const type = specialTypeOfTab(tab)
  return {
    page: Math.max(1, Math.trunc(page)),
    per: SPECIAL_OFFERS_PER_PAGE,
    activeStatus: true,
    ...(type === undefined ? {} : { type }),
    ...(hotelId === undefined ? {} : { hotelId }),
  }
}

/**
 * spec A §9, B §9: the names of the offer's hotels as its card shows them, each truncated to 35
 * characters, in the order of the offer's hotel ids (hotels not given are left out).
 */
export const offerHotelNames = (offer: Pick<SpecialOffer, "hotelIds">, hotels: ReadonlyArray<Pick<Hotel, "id" | "name">>): ReadonlyArray<string> =>
  offer.hotelIds.flatMap((id) => {
    const hotel = hotels.find((each) => each.id === id)
    return hotel === undefined ? [] : [specialOfferHotelName(hotel.name)]
  })

export type SpecialOffersView<T> =
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready"; readonly offers: ReadonlyArray<T> }

/**
 * spec A §8, B §8: the offers listing, or its empty state: "No special offers available" on the
 * specials page, "There are currently no specials available at this hotel." on a hotel page.
 */
export const specialOffersView = <T>(offers: ReadonlyArray<T>, place: "listing" | "hotel"): SpecialOffersView<T> =>
  offers.length > 0 ? { kind: "ready", offers } : { kind: "empty", message: place === "hotel" ? NO_HOTEL_SPECIALS : NO_SPECIAL_OFFERS }

/**
 * spec A §7 POST /api/web/special_offers/{slug}/book: hotel_email, sender_email,
 * sender_first_name, sender_mobile, sender_surname (the slug is in the path).
 */
export interface SpecialOfferRequest {
  readonly hotelEmail: string
  readonly senderEmail: string
  readonly senderFirstName: string
  readonly senderMobile: string
  readonly senderSurname: string
}

/**
 * The request an enquiry sends: the chosen hotel (picked by name in the form) gives the e-mail the
 * request goes to. Undefined when no hotel has that name.
 */
export const specialOfferRequestOf = (
  enquiry: SpecialOfferEnquiry,
  hotels: ReadonlyArray<Pick<Hotel, "name" | "email">>,
): SpecialOfferRequest | undefined => {
  const hotel = hotels.find((each) => each.name === enquiry.selectedHotelName)
  return hotel === undefined
    ? undefined
    : {
        hotelEmail: hotel.email,
        senderEmail: enquiry.email,
        senderFirstName: enquiry.firstName,
        senderMobile: enquiry.contactNumber,
        senderSurname: enquiry.surname,
      }
}
