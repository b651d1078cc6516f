import { SPECIAL_OFFERS } from "../../../core/offers/messages.ts"
import { OPERATING_FOOTPRINT } from "../../../core/content/company-content.ts"
import { WHY_WE_EXIST } from "../../../core/content/company-messages.ts"
import { INDIVIDUAL_LOYALTY_ROUTE, CORPORATE_LOYALTY_ROUTE } from "../../../core/routes.ts"
import { brandLink, flag, html, picture, type SeedItem, slug, slugOf, text, whole } from "./content-items.ts"

/**
 * The group's own pages and blocks (spec A §2): the home hero banners and blocks, about us, ESG, people, help and FAQ,
 * the legal hub, loyalty programmes, testimonials and the SEO tags, written for Karoo Hotels, the fictional group of
 * the seed (58 hotels, four brands).
 */

const p = (...paragraphs: ReadonlyArray<string>): string => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("")

const banners: ReadonlyArray<SeedItem> = [
  ["Stay longer, pay less", "Three nights or more at a Karoo City or Courtyard hotel: save 20 %", "/special-offers/stay-longer-pay-less"],
  ["Meet where business happens", "Boardrooms and conference venues in 40 towns, with backup power", "/meetings-and-events"],
  ["Every stay earns points", "Join Karoo Rewards free and get 100 points on sign-up", INDIVIDUAL_LOYALTY_ROUTE],
  ["A table worth travelling for", "Seasonal menus from our chefs, breakfast to late supper", "/food-and-beverage"],
].map(([heading, subHeading, link], index) => ({
  type: "home_banner",
  fields: [slug(`home-banner-${slugOf(heading!)}`), text("heading", heading!), text("sub_heading", subHeading!), text("link", link!), whole("sequence", index + 1)],
  images: [picture(`banners/${slugOf(heading!)}`)],
  daysAgo: 40 - index,
}))

const section = (
  type: SeedItem["type"],
  heading: string,
  writeUp: string,
  extra: { readonly subHeading?: string; readonly tab?: string; readonly sequence?: number; readonly link?: string; readonly pictures?: number; readonly daysAgo?: number } = {},
): SeedItem => ({
  type,
  fields: [
    slug(slugOf(`${type.replaceAll("_", "-")} ${extra.tab ?? heading}`)),
    text("heading", heading),
    ...(extra.subHeading === undefined ? [] : [text("sub_heading", extra.subHeading)]),
    ...(extra.tab === undefined ? [] : [text("tab", extra.tab)]),
    html("write_up", writeUp),
    ...(extra.link === undefined ? [] : [text("link", extra.link)]),
    whole("sequence", extra.sequence ?? 1),
  ],
  images: Array.from({ length: extra.pictures ?? 1 }, (_, index) => picture(`${type.replaceAll("_", "-")}/${slugOf(extra.tab ?? heading)}-${index + 1}`)),
  daysAgo: extra.daysAgo ?? 200,
})

const HOW_WE_LEAD: ReadonlyArray<readonly [string, string]> = [
  ["Purpose", "We exist to make every traveller feel at home on the road, in the city and everywhere between."],
  ["People", "Seven in ten of our general managers started on the front desk, in the kitchen or on the housekeeping floor."],
  ["Planet", "Every hotel measures its water, energy and waste each month, and 41 now run on rooftop solar during the day."],
  ["Partners", "We buy from more than 600 local suppliers, 62 % of them black-owned small businesses."],
  ["Performance", "Occupancy, guest scores and staff retention are reported to the board together, every quarter."],
]

const blocks: ReadonlyArray<SeedItem> = [
  section(
    "operating_footprint",
    "Where you will find us",
    p(`${OPERATING_FOOTPRINT.hotels} hotels and ${OPERATING_FOOTPRINT.rooms} rooms in South Africa, Botswana, Namibia and Mozambique, from city centres to the main roads between them.`),
  ),
  section("why_we_exist", WHY_WE_EXIST, p("Travel should be easy, fair and kind to the places it passes through.", "So we run honest hotels at honest prices, and we hire, buy and give back where we trade.")),
  section(
    "diversity",
    "A team as varied as our guests",
    p("Our 6 400 colleagues speak 17 languages between them.", "Women lead 48 % of our hotels, and every hotel has an employment-equity committee chosen by its staff."),
  ),
  ...HOW_WE_LEAD.map(([tab, writeUp], index) => section("how_we_lead", `How we lead: ${tab.toLowerCase()}`, p(writeUp), { tab, sequence: index + 1 })),
  section(
    "data_table",
    "The group at a glance",
    "<table><caption>Karoo Hotels at a glance</caption><thead><tr><th scope=\"col\">Brand</th><th scope=\"col\">Hotels</th><th scope=\"col\">Rooms</th></tr></thead>" +
      "<tbody><tr><td>Karoo City</td><td>14</td><td>2 694</td></tr><tr><td>Karoo Courtyard</td><td>12</td><td>1 088</td></tr>" +
      "<tr><td>Karoo Road Lodge</td><td>18</td><td>1 928</td></tr><tr><td>Karoo Town Lodge</td><td>14</td><td>1 614</td></tr></tbody></table>",
    { pictures: 0 },
  ),
  section(
    "scam_alert",
    "Beware of recruitment scams",
    p(
      "Karoo Hotels never asks for money to apply for a job, to attend an interview or to secure a post.",
      "Every vacancy is listed on this page. If someone offers you a job with us for a fee, please tell us at <a href=\"mailto:careers@karoohotels.example\">careers@karoohotels.example</a>.",
    ),
    { pictures: 0 },
  ),
]

const milestones: ReadonlyArray<SeedItem> = [
  [1987, "The first Karoo Road Lodge opens beside the N1 in Bloemfontein, with 48 rooms and one price for every room."],
  [1994, "Karoo City Sandton opens its doors, the group's first full-service hotel."],
  [1999, "Karoo Courtyard brings suites with kitchenettes to long-stay guests in Rosebank and Sea Point."],
  [2004, "The group crosses the border: Karoo City Gaborone and Karoo City Windhoek open the same year."],
  [2011, "Karoo Town Lodge is launched to give business travellers a mid-priced choice close to everything."],
  [2016, "Karoo Rewards, the loyalty programme, signs up its 100 000th member."],
  [2020, "Hotels stay open for essential workers; every colleague keeps a salary through the hardest months."],
  [2024, "Backup power reaches every hotel, and 41 hotels now run on rooftop solar during the day."],
].map(([year, description], index) => ({
  type: "milestone",
  fields: [slug(`milestone-${year}`), whole("year", year as number), text("description", description as string)],
  images: [picture(`milestones/${year}`)],
  daysAgo: 300 - index,
}))

const executives: ReadonlyArray<SeedItem> = [
  ["Nomvula Dlamini", "Chief Executive Officer", "Joined as a front-office trainee in 1996 and has led the group since 2019.", "executive_committee"],
  ["Pieter van der Merwe", "Chief Financial Officer", "A chartered accountant who spent twelve years in hospitality finance before joining in 2015.", "executive_committee"],
  ["Ayesha Patel", "Chief Operating Officer", "Ran Karoo City Cape Town and then the Western Cape region before taking over operations.", "executive_committee"],
  ["Themba Nkosi", "Chief People Officer", "Built the group's hospitality academy, which trains 900 young people a year.", "executive_committee"],
  ["Lerato Mokoena", "Independent Chair", "Chairs the board; a former tourism-authority director and hotel school lecturer.", "board"],
  ["David Abrahams", "Independent Non-executive Director", "Chairs the audit and risk committee.", "board"],
  ["Zanele Khumalo", "Independent Non-executive Director", "Chairs the social, ethics and sustainability committee.", "board"],
  ["Johan Steyn", "Non-executive Director", "Represents the founding family's trust.", "board"],
].map(([name, title, description, team], index) => ({
  type: "executive",
  fields: [slug(`executive-${slugOf(name!)}`), text("name", name!), text("title", title!), text("description", description!), text("team", team!), whole("sequence", index + 1)],
  images: [picture(`executives/${slugOf(name!)}`)],
  daysAgo: 150 - index,
}))

const partners: ReadonlyArray<SeedItem> = [
  ["Jacaranda Car Rental", "Guests of every brand rent at a partner rate, with collection from most of our airport hotels."],
  ["Highveld Coffee Roasters", "The coffee in every room and restaurant, roasted in Johannesburg from fairly traded beans."],
  ["Sunbird Airlines", "Earn Karoo Rewards points on every regional flight, and airline miles on every stay."],
  ["Ubuntu Linen Works", "A Durban cooperative that weaves our towels and launders them with rainwater."],
  ["Cape Coast Wines", "House wines from family estates within 80 km of our Western Cape hotels."],
  ["SafeRoute Roadside Assist", "Free roadside help for Karoo Rewards members driving between our lodges."],
].map(([name, description], index) => ({
  type: "partner",
  fields: [slug(slugOf(name!)), text("name", name!), html("description", p(description!)), text("link", `/partners/${slugOf(name!)}`)],
  images: [picture(`partners/${slugOf(name!)}`)],
  daysAgo: 120 - index,
}))

const socialInitiatives: ReadonlyArray<SeedItem> = [
  ["Hospitality Academy", "A year of paid training in kitchens, front offices and housekeeping for 900 school-leavers a year."],
  ["Water-wise Hotels", "Rainwater tanks, greywater gardens and low-flow showers have cut water use per guest by a third since 2018."],
  ["Local First Buying", "Hotels buy produce, linen and maintenance from small suppliers within 50 km wherever they can."],
  ["Sleep-out for Shelters", "Every winter our colleagues sleep out to raise blankets and meals for night shelters."],
  ["Solar on Every Roof", "Rooftop solar at 41 hotels, with batteries that keep the lights on through load-shedding."],
].map(([name, description], index) => ({
  type: "social_initiative",
  fields: [slug(`initiative-${slugOf(name!)}`), text("name", name!), text("description", description!), text("link", `/about-us/esg/${slugOf(name!)}`)],
  images: [picture(`initiatives/${slugOf(name!)}`)],
  daysAgo: 90 - index,
}))

const people: ReadonlyArray<SeedItem> = [
  ...[
    ["Front office to general manager", "Start on reception, learn reservations and night audit, run a shift, then a hotel."],
    ["Kitchen brigade", "From commis chef to head chef, with a paid year at our academy and a trade-test on the way."],
    ["Housekeeping and facilities", "Room attendant, floor supervisor, executive housekeeper: the team that makes every stay."],
    ["Sales and events", "Sell and run conferences, weddings and group stays for hotels in your region."],
    ["Head office", "Finance, people, technology, marketing and procurement for 58 hotels."],
  ].map(([title, description], index): SeedItem => ({
    type: "career_path",
    fields: [slug(`career-path-${slugOf(title!)}`), text("title", title!), text("description", description!), whole("sequence", index + 1)],
    images: [picture(`careers/${slugOf(title!)}`)],
    daysAgo: 80 - index,
  })),
  ...[
    ["pension", "Pension fund", "The group adds 8 % of your salary to a retirement fund, from your first month."],
    ["risk", "Life and disability cover", "Four times your annual salary if the worst happens, at no cost to you."],
    ["annual_leave", "Annual leave", "21 working days a year, rising to 25 after five years."],
    ["funeral", "Funeral cover", "Cover for you and up to ten family members, paid within 48 hours."],
    ["medical_aid", "Medical aid", "Half of a hospital plan for you and your family, paid by the group."],
  ].map(([kind, title, description], index): SeedItem => ({
    type: "employee_benefit",
    fields: [slug(`benefit-${kind!.replaceAll("_", "-")}`), text("kind", kind!), text("title", title!), text("description", description!), whole("sequence", index + 1)],
    daysAgo: 70 - index,
  })),
  ...[
    ["thirteenth_cheque", "Thirteenth cheque", "An extra month's salary every December."],
    ["long_service", "Long-service awards", "Paid leave and a stay at any of our hotels at 5, 10, 15 and 20 years."],
    ["incentive_schemes", "Incentive schemes", "Hotel teams share a bonus when guest scores and occupancy beat their targets."],
    ["wow_rewards", "WOW rewards", "Guests and colleagues nominate people who went the extra mile; winners are celebrated monthly."],
    ["ownership_scheme", "Employee ownership scheme", "Every permanent colleague holds units in the staff trust, which owns 5 % of the group."],
  ].map(([kind, title, description], index): SeedItem => ({
    type: "employee_reward",
    fields: [slug(`reward-${kind!.replaceAll("_", "-")}`), text("kind", kind!), text("title", title!), text("description", description!), whole("sequence", index + 1)],
    daysAgo: 60 - index,
  })),
  ...[
    ["Sipho", "Ndlovu", "General Manager, Karoo Town Lodge Rustenburg", "I started as a porter in 2008. Every step since, someone here taught me the next one."],
    ["Anele", "Mthembu", "Head Chef, Karoo City Umhlanga", "The academy gave me a trade and a kitchen gave me a family."],
    ["Charlene", "Botha", "Executive Housekeeper, Karoo Courtyard Stellenbosch", "We notice the small things, and guests notice that we do."],
    ["Tumelo", "Sebego", "Reservations Agent, Karoo City Gaborone", "Helping someone find the right room at the right price never gets old."],
    ["Fatima", "Ismail", "Regional Sales Manager, KwaZulu-Natal", "I sold my first conference at 23. This year I will sell five hundred."],
    ["Kobus", "Pretorius", "Maintenance Manager, Karoo Road Lodge Upington", "When the power goes off, our guests should not notice."],
  ].map(([firstName, lastName, title, description], index): SeedItem => ({
    type: "employee_testimonial",
    fields: [
      slug(`our-people-${slugOf(`${firstName} ${lastName}`)}`),
      text("first_name", firstName!),
      text("last_name", lastName!),
      text("title", title!),
      text("description", description!),
      whole("sequence", index + 1),
      flag("is_active", index !== 5),
    ],
    images: [picture(`people/${slugOf(`${firstName} ${lastName}`)}`)],
    daysAgo: 50 - index,
  })),
]

const testimonials: ReadonlyArray<SeedItem> = [
  ...[
    ["Thandi M.", "Business traveller, Johannesburg", "Fast Wi-Fi, a quiet room and breakfast from six: everything I need on a Monday."],
    ["Mark & Leigh S.", "Family holiday, Umhlanga", "The kids still talk about the pool and the staff who knew their names by day two."],
    ["Rethabile K.", "Road trip, N1", "Clean, safe parking and a warm welcome at 11 at night. We will stop here again."],
    ["Priya N.", "Conference delegate, Sandton", "The venue ran like clockwork and the coffee breaks were the best I have had."],
    ["Johan V.", "Long stay, Rosebank", "Three weeks in a Courtyard suite felt like a flat of my own, only better looked after."],
    ["Grace O.", "Weekend away, Stellenbosch", "A short walk to the wine farms and the friendliest reception in the Winelands."],
  ].map(([name, title, description], index): SeedItem => ({
    type: "testimonial",
    fields: [slug(`testimonial-${slugOf(name!)}`), text("name", name!), text("title", title!), text("description", description!), flag("is_active", index !== 4), whole("sequence", index + 1)],
    images: [picture(`testimonials/${slugOf(name!)}`)],
    daysAgo: 45 - index,
  })),
  ...[
    ["Nandi Zulu", "Annual sales conference", "Two hundred delegates, three days, no hiccups. The events team thought of everything."],
    ["Ravi Govender", "Board meeting", "A quiet boardroom, good coffee and a projector that simply worked."],
    ["Elsabe Fourie", "Training workshop", "The school-room layout and the lunches kept forty trainees happy all week."],
    ["Michael Adeyemi", "Product launch", "They turned a ballroom around between breakfast and our 10 o'clock launch."],
    ["Busisiwe Dube", "Wedding reception", "Our guests are still talking about the food and the dance floor."],
  ].map(([fullName, visitingReason, writeUp], index): SeedItem => ({
    type: "meeting_testimonial",
    fields: [slug(`meetings-${slugOf(fullName!)}`), text("full_name", fullName!), text("visiting_reason", visitingReason!), html("write_up", p(writeUp!))],
    daysAgo: 44 - index,
  })),
]

const FAQS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  General: [
    ["How do I make a booking?", "Search for a place and your dates on our home page, choose a room and rate, then confirm with your details."],
    ["Can I book more than 10 rooms?", "The website books up to 10 rooms at once. For more, use 'More than 10 rooms required?' to send us a group booking request."],
    ["How do I find my booking?", "Choose Manage Booking, enter your e-mail address and booking number, and we will send you a one-time code."],
    ["Which payment methods do you accept?", "Visa, Mastercard and American Express online; most hotels also take card or EFT at the front desk."],
    ["Is Wi-Fi free?", "Yes, at every hotel of every brand, in the rooms and public areas."],
  ],
  Hotel: [
    ["What time is check-in and check-out?", "Check-in is from 14:00 and check-out by 11:00. Ask the hotel about early arrival or late departure."],
    ["Do your hotels have backup power?", "Yes. Every hotel has a generator or batteries, so the lights, lifts and Wi-Fi stay on during load-shedding."],
    ["Is parking available?", "Secure parking is free at every Road Lodge and Town Lodge; City and Courtyard hotels may charge a daily rate."],
    ["Can I bring my pet?", "Guide dogs are always welcome. Some Courtyard hotels take small pets; please ask the hotel first."],
    ["Are there accessible rooms?", "Most hotels have rooms with roll-in showers and wider doors. Choose an accessible room type when you book."],
  ],
  Partnership: [
    ["How do I become a supplier?", "Send your company profile and B-BBEE certificate to procurement@karoohotels.example."],
    ["Do you partner with travel agents?", "Yes. Registered agents earn commission on every stay; contact our trade sales team."],
    ["Can my company get a corporate rate?", "Companies that book 100 room nights or more a year qualify. Ask about the corporate loyalty programme."],
    ["Do you sponsor events?", "We support community and sporting events near our hotels; write to us at least three months ahead."],
    ["How do partner discounts work?", "Show your partner membership at check-in; the discount applies to the room rate of that stay."],
  ],
  [SPECIAL_OFFERS]: [
    ["How do I use a promo code?", "Choose Add Promo Code on the search form, type the code, and the offer's rates show on the rooms page."],
    ["Why is my promo code not accepted?", "A code works only during its offer's dates and at its hotels. Check the offer's terms."],
    ["Do special offers need payment up front?", "Some do. When an offer needs it, pay later is not offered and the booking is paid when you make it."],
    ["Can I combine two offers?", "One offer applies per booking; the Clicks ClubCard discount can apply on top where the offer allows it."],
    ["Can I cancel a special-offer booking?", "That depends on the rate. Prepaid offers are not refundable; flexible ones can be cancelled until 16:00 on arrival day."],
  ],
  Loyalty: [
    ["How do I join Karoo Rewards?", "Sign up on the website for free and get 100 points straight away."],
    ["How do I earn points?", "Every night you stay earns points, more at weekends at some brands; see How to Earn Points."],
    ["When can I pay with points?", "Once you hold at least 500 points you can pay for a stay with points on the payment page."],
    ["Do points expire?", "Points expire 24 months after you earn them; My Account shows what expires when."],
    ["Can my company join?", "Companies join the corporate programme and earn points on every booking their travellers make."],
  ],
}

const faqs: ReadonlyArray<SeedItem> = Object.entries(FAQS).flatMap(([sectionName, items], sectionIndex) =>
  items.map(([question, answer], index): SeedItem => ({
    type: "faq",
    fields: [slug(`faq-${slugOf(sectionName)}-${slugOf(question)}`), text("section", sectionName), text("question", question), html("answer", p(answer)), whole("sequence", index + 1)],
    daysAgo: 30 - sectionIndex + index / 10,
  })),
)

const assistance: SeedItem = {
  type: "website_assistance",
  fields: [
    slug("website-assistance"),
    text("assistance_number", "+27 11 555 0100"),
    text("assistance_email", "help@karoohotels.example"),
    text("media_number", "+27 11 555 0199"),
    text("media_email", "media@karoohotels.example"),
  ],
  daysAgo: 365,
}

const LEGAL: ReadonlyArray<readonly [string, string, string | null, string]> = [
  ["reservations", "Reservations", "Cancellation policy", p("Flexible rates may be cancelled free of charge until 16:00 on the day of arrival.", "A cancelled booking on a non-refundable or prepaid rate is not refunded once paid.", "A booking not paid by its pay-later deadline is released.")],
  ["website-terms-of-use", "Website terms of use", null, p("By using this website you agree to these terms. Prices are in South African rand and include VAT.")],
  ["privacy-policy", "Privacy policy", "POPIA", p("We process your personal information only to manage your stays, your account and, with your consent, our marketing.", "You may ask to see, correct or delete it at any time.")],
  ["cookie-policy", "Cookie policy", null, p("We use only the cookies and storage this website needs to keep your search and booking while you browse.")],
  ["karoo-rewards-terms", "Karoo Rewards terms and conditions", "Loyalty", p("Points are earned on accommodation booked directly with us. They can be used from the day after the stay ends, and expire 24 months after that.")],
  ["special-offers-terms", "Special offers terms and conditions", "Special offers", p("Each offer applies at its hotels and dates only, is subject to availability and cannot be exchanged for cash.")],
  ["paia-manual", "PAIA manual", "Access to information", ""],
]

const legalTerms: ReadonlyArray<SeedItem> = LEGAL.map(([termSlug, name, subName, writeUp], index) => ({
  type: "legal_term",
  fields: [slug(termSlug), text("name", name), ...(subName === null ? [] : [text("sub_name", subName)]), html("write_up", writeUp)],
  daysAgo: 400 - index,
}))

const loyaltyProgrammes: ReadonlyArray<SeedItem> = [
  ["Karoo Rewards", "individual", "Earn points on every night you stay with any of our four brands, and pay for stays with them.", INDIVIDUAL_LOYALTY_ROUTE],
  ["Karoo Rewards for Business", "corporate", "One account for your company: every traveller's stays earn points for the business.", CORPORATE_LOYALTY_ROUTE],
].map(([name, programme, description, link], index) => ({
  type: "loyalty_programme",
  fields: [slug(slugOf(name!)), text("name", name!), text("programme", programme!), text("description", description!), text("link", link!), whole("sequence", index + 1)],
  images: [picture(`loyalty/${slugOf(name!)}`)],
  daysAgo: 100 - index,
}))

const hotelBrands: ReadonlyArray<SeedItem> = [
  [1, "Karoo City", "Full-service hotels in the heart of 14 cities, with restaurants, bars and conference venues."],
  [2, "Karoo Courtyard", "All-suite hotels with kitchenettes, for long stays and families."],
  [3, "Karoo Road Lodge", "One price for every room, on the main roads and near the airports."],
  [4, "Karoo Town Lodge", "Mid-priced hotels close to everything, with breakfast and secure parking."],
].map(([brandId, heading, description]) => ({
  type: "hotel_brand",
  fields: [slug(`brand-${slugOf(heading as string)}`), brandLink(brandId as number), text("heading", heading as string), html("write_up", p(description as string)), whole("sequence", brandId as number)],
  images: [picture(`brands/${slugOf(heading as string)}`)],
  daysAgo: 500,
}))

const SEO_PAGES: ReadonlyArray<readonly [string, string, string]> = [
  ["/", "Karoo Hotels | Hotels in South Africa, Botswana, Namibia and Mozambique", "hotels, South Africa, accommodation, Karoo Hotels"],
  ["/special-offers", "Special offers | Karoo Hotels", "hotel specials, promo codes, deals"],
  ["/loyalty-programmes", "Karoo Rewards | Karoo Hotels", "loyalty programme, points, rewards"],
  ["/meetings-and-events", "Meetings and events | Karoo Hotels", "conference venues, boardrooms, events"],
  ["/food-and-beverage", "Food and beverage | Karoo Hotels", "restaurants, breakfast, chefs"],
  ["/media-centre/news-articles", "News | Karoo Hotels media centre", "news, press, media"],
  ["/our-people/career-paths", "Careers | Karoo Hotels", "jobs, careers, hospitality"],
  ["/investors", "Investors | Karoo Hotels", "annual report, results, investors"],
  ["/help", "Help and FAQs | Karoo Hotels", "help, FAQ, contact"],
  ["/legal-hub", "Legal hub | Karoo Hotels", "terms, privacy, POPIA"],
]

const seoTags: ReadonlyArray<SeedItem> = SEO_PAGES.map(([page, title, keywords], index) => ({
  type: "seo_tags",
  fields: [slug(`seo-${page === "/" ? "home" : slugOf(page)}`), text("page", page), text("title", title), text("description", `${title.split(" | ")[0]}: book direct with Karoo Hotels for the best rates.`), text("keywords", keywords)],
  daysAgo: 10 + index / 10,
}))

/** The FAQ sections the seed fills: the help page's four (spec A §2) and the loyalty pages'. */
export const SEEDED_FAQ_SECTIONS = Object.keys(FAQS)

export interface CompanyContentOptions {
  /** The charities to present, as the charities table has them. */
  readonly charities: ReadonlyArray<{ readonly id: number; readonly slug: string }>
}

/** Every company block and page item. */
export const companyContent = (options: CompanyContentOptions): ReadonlyArray<SeedItem> => [
  ...banners,
  ...blocks,
  ...milestones,
  ...executives,
  ...partners,
  ...socialInitiatives,
  ...options.charities.map((charity, index): SeedItem => ({ type: "charity", charityId: charity.id, fields: [slug(`charity-${charity.slug}`)], daysAgo: 85 - index })),
  ...people,
  ...testimonials,
  ...faqs,
  assistance,
  ...legalTerms,
  ...loyaltyProgrammes,
  ...hotelBrands,
  ...seoTags,
]
