// The words of the company's pages (spec A §2; issue 26): investors, loyalty programmes, about us, ESG, partners and
// food and beverage. The empty states are the spec's (§8, in messages.ts); the headings and descriptions are decided.

import { actionLabel } from "./messages.ts"

// spec A §2: investors
export const INVESTORS = "Investors"
export const INVESTORS_DESCRIPTION = "Annual reports, interim results and notices for Karoo Hotels' investors, grouped by year."
export const DOWNLOAD_PDF = "Download PDF"
export const OPEN_LINK = "Open link"
/** A download's accessible name: what it opens and the document's name. */
export { actionLabel as downloadLabel } from "./messages.ts"

// spec A §2: loyalty programmes
export const LOYALTY_PROGRAMMES = "Loyalty programmes"
export const LOYALTY_PROGRAMMES_DESCRIPTION = "Karoo Rewards for guests and for companies: earn points on every stay and pay for stays with them."
export const LOYALTY_QUICK_LINKS_LABEL = "On this page"
export const VIEW_PROGRAMME = "View programme"
export const viewProgrammeLabel = (name: string): string => actionLabel(VIEW_PROGRAMME, name)
export const MEMBER_BENEFITS_TEXT =
  "Members earn points on every night they stay at any of our four brands and pay for stays with them once they hold 500 points. New members get 100 points on sign-up."
export const HOW_TO_BECOME_A_MEMBER_TEXT = "Sign up on this website for free: your points start with your first stay."
export const SIGN_UP = "Sign up"
export const BRAND = "Brand"
export const MIDWEEK_ONE_GUEST = "Midweek, 1 guest"
export const MIDWEEK_TWO_GUESTS = "Midweek, 2 guests"
export const WEEKEND_ONE_GUEST = "Weekend, 1 guest"
export const WEEKEND_TWO_GUESTS = "Weekend, 2 guests"
/** spec A §9: what midweek and weekend mean for points. */
export const POINTS_DAYS_NOTE = "Points per night of accommodation. Midweek is Monday to Thursday; weekend is Friday to Sunday."
export const FAQS_HEADING = "Frequently asked questions"
export const SEARCH_FAQS = "Search the questions"
/** The FAQ section the loyalty pages show (the seed's and the editors' name for it). */
export const LOYALTY_FAQ_SECTION = "Loyalty"

// spec A §2: about us
export const ABOUT_US = "About us"
export const ABOUT_US_DESCRIPTION = "Who we are: our operating footprint, why we exist, how we lead, our milestones and our people."
export const WHO_LEADS_US = "Who leads us"
export const WHO_LEADS_US_DESCRIPTION = "The executive committee that runs Karoo Hotels day to day."
export const WHO_GOVERNS_US = "Who governs us"
export const WHO_GOVERNS_US_DESCRIPTION = "The board of directors of Karoo Hotels."
// The operating footprint block is the home page's (the same heading and counters)
export { OPERATING_FOOTPRINT_HEADING, HOME_FOOTPRINT_HOTELS as HOTELS_COUNT, HOME_FOOTPRINT_ROOMS as ROOMS_COUNT } from "./messages.ts"
export const MILESTONES = "Milestones"
export const DIVERSITY = "Diversity"
export const HOW_WE_LEAD = "How we lead"
export const WHY_WE_EXIST = "Why we exist"
export { PARTNERS_HEADING as OUR_PARTNERS } from "./messages.ts"
export const ESG = "Corporate social initiatives"
export const ESG_DESCRIPTION = "How Karoo Hotels gives back: training, water, local buying, shelters and solar power."
export const CHARITIES = "Charities we support"
export const CHARITIES_DESCRIPTION = "The charities Karoo Hotels and its guests support, and how to give."
export const TABLE_OF_CONTENTS = "Contents"
export const VISIT_WEBSITE = "Visit website"
export const visitWebsiteLabel = (name: string): string => actionLabel(VISIT_WEBSITE, name)
export const PARTNER = "Partner"
export const partnerDescription = (name: string): string => `${name}, a partner of Karoo Hotels.`

// spec A §2: food and beverage
export const FOOD_AND_BEVERAGE = "Food and beverage"
export const FOOD_AND_BEVERAGE_DESCRIPTION = "Restaurants, bars, breakfasts and chef's news from the kitchens of Karoo Hotels."
export const DINING = "Dining at our hotels"
export const DINING_MENU = "View menu"
export const diningMenuLabel = (heading: string): string => actionLabel(DINING_MENU, heading)
export const SHOWCASE = "From our kitchens"
export const CHEF_NEWS = "Chef's news"
export const CHEF_NEWS_DESCRIPTION = "Recipes and stories from the chefs of Karoo Hotels."
export const ALL_CHEF_NEWS = "All chef's news"
export const READ_MORE = "Read more"
export const readMoreLabel = (title: string): string => actionLabel(READ_MORE, title)
export const photoAlt = (subject: string, index: number): string => `${subject}, photo ${index + 1}`
export const byAuthor = (author: string): string => `By ${author}`

// spec A §2: the social links row and the mobile navigation menu
export const FOLLOW_US = "Follow us"
export const followOn = (network: string): string => `Karoo Hotels on ${network}`
export const MENU = "Menu"
export const OPEN_MENU = "Open menu"
export const CLOSE_MENU = "Close menu"
export const SITE_SECTIONS = "Site sections"
