import { SPECIAL_OFFERS } from "../offers/messages.ts"
import { BOOK_TODAY, MANAGE_BOOKING } from "../booking/messages.ts"
import {
  ABOUT_US_ROUTE,
  CONTACT_US_ROUTE,
  FOOD_AND_BEVERAGE_ROUTE,
  INVESTORS_ROUTE,
  LEGAL_HUB_ROUTE,
  LOYALTY_PROGRAMMES_ROUTE,
  MANAGE_BOOKINGS_ROUTE,
  OUR_HOTELS_ROUTE,
  SPECIAL_OFFERS_ROUTE,
  TODAY_ROUTE,
  ESG_ROUTE,
  CAREER_PATHS_ROUTE,
  HELP_ROUTE,
} from "../routes.ts"
import { CAREER_PATHS } from "../careers/messages.ts"
import { HELP } from "../help/messages.ts"
import { MEDIA_CENTRE } from "../media/messages.ts"
import { MEDIA_CENTRE_SECTIONS } from "./media.ts"
import { ABOUT_US, ESG, FOOD_AND_BEVERAGE, INVESTORS, LOYALTY_PROGRAMMES } from "./company-messages.ts"
import { SOCIAL_LINKS } from "./company-content.ts"
import { CONTACT_US, OUR_HOTELS } from "./messages.ts"

/**
 * spec A §2: the mobile navigation menu reaches every section of the site. A section whose page this build does not
 * serve is left out by the menu (ui/shell), so the list can name the sections before their pages exist.
 */
export const SITE_SECTIONS: ReadonlyArray<{ readonly label: string; readonly to: string }> = [
  { label: BOOK_TODAY, to: TODAY_ROUTE },
  { label: OUR_HOTELS, to: OUR_HOTELS_ROUTE },
  { label: SPECIAL_OFFERS, to: SPECIAL_OFFERS_ROUTE },
  { label: LOYALTY_PROGRAMMES, to: LOYALTY_PROGRAMMES_ROUTE },
  { label: FOOD_AND_BEVERAGE, to: FOOD_AND_BEVERAGE_ROUTE },
  { label: ABOUT_US, to: ABOUT_US_ROUTE },
  { label: ESG, to: ESG_ROUTE },
  { label: INVESTORS, to: INVESTORS_ROUTE },
  { label: CAREER_PATHS, to: CAREER_PATHS_ROUTE },
  { label: MEDIA_CENTRE, to: MEDIA_CENTRE_SECTIONS[0].path },
  { label: HELP, to: HELP_ROUTE },
  { label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE },
  { label: "Legal Hub", to: LEGAL_HUB_ROUTE },
  { label: CONTACT_US, to: CONTACT_US_ROUTE },
]

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]

/** spec A §2: the social links row, in the spec's order; the group's pages (decided: the spec names no addresses). */
export const SOCIAL_LINK_URLS: Readonly<Record<SocialNetwork, string>> = {
  Facebook: "https://www.facebook.com/karoohotels",
  Instagram: "https://www.instagram.com/karoohotels",
  LinkedIn: "https://www.linkedin.com/company/karoohotels",
  Youtube: "https://www.youtube.com/@karoohotels",
  X: "https://x.com/karoohotels",
}

export const SOCIAL_ROW: ReadonlyArray<{ readonly network: SocialNetwork; readonly href: string }> = SOCIAL_LINKS.map((network) => ({ network, href: SOCIAL_LINK_URLS[network] }))
