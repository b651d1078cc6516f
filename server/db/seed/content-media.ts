import { day, hotelLink, html, pdf, picture, type SeedItem, slug, slugOf, text, whole, flag, type ContentHotel } from "./content-items.ts"

/**
 * The media centre (spec A §2: awards, blogs, newsletters, news articles and press releases, several pages of each),
 * the food and beverage stories, galleries and showcases, and the investors' downloads over seven years.
 */

/** Items of each media kind: three pages at the paging helper's 10 a page. */
export const MEDIA_ITEMS_PER_KIND = 24

const p = (...paragraphs: ReadonlyArray<string>): string => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("")

const AUTHORS = ["Naledi Mahlangu", "Chris Jacobs", "Refilwe Moloi", "Sarah Pillay", "Andile Cele", "Marike de Wet"] as const
const CATEGORIES = ["Travel", "Business", "Food & Beverage", "Sustainability", "People", "Our Hotels"] as const

const BLOG_SUBJECTS: ReadonlyArray<readonly [string, string, string]> = [
  ["48 hours in", "Where to eat, walk and sleep on a short break in", "Travel"],
  ["A business traveller's guide to", "Getting around, working well and winding down in", "Business"],
  ["Breakfast worth waking up for in", "What our chefs serve, and why guests come back, in", "Food & Beverage"],
  ["Travelling lighter in", "Small choices that cut water and power use on a stay in", "Sustainability"],
  ["Meet the team in", "The people behind the front desk, the kitchen and the rooms in", "People"],
  ["Family weekends in", "Pools, parks and early suppers: a weekend with children in", "Travel"],
]
const PLACES = ["Cape Town", "Sandton", "Umhlanga", "Stellenbosch", "Gqeberha", "Windhoek", "Gaborone", "Pretoria"] as const

const NEWS: ReadonlyArray<string> = [
  "Karoo Hotels completes solar roll-out at {n} hotels",
  "Hospitality Academy welcomes its largest intake of {n} trainees",
  "Karoo City opens refurbished conference floor in {place}",
  "Karoo Rewards passes {n} 000 members",
  "Group hotels raise {n} 000 meals for winter shelters",
  "New Karoo Road Lodge breaks ground near {place}",
]

const PRESS: ReadonlyArray<string> = [
  "Karoo Hotels reports interim results: occupancy up {n} %",
  "Karoo Hotels appoints new regional director for {place}",
  "Karoo Hotels and Sunbird Airlines extend loyalty partnership",
  "Karoo Town Lodge {place} reopens after {n}-week refurbishment",
  "Karoo Hotels publishes its {year} sustainability report",
  "Statement on load-shedding: every hotel stays open and powered",
]

const NEWSLETTER_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const

const AWARDS: ReadonlyArray<string> = [
  "Best Business Hotel, Southern Africa Travel Awards",
  "Travellers' Choice, guest reviews",
  "Green Key certification",
  "Best Hotel Breakfast, Gauteng Food Awards",
  "Top Employer in Hospitality",
  "Best Value Lodge Chain, Road Trip Awards",
]

const fill = (template: string, n: number, place: string, year: number): string =>
  template.replace("{n}", String(n)).replace("{place}", place).replace("{year}", String(year))

interface MediaOptions {
  readonly hotels: ReadonlyArray<ContentHotel>
  /** The calendar's first day ("YYYY-MM-DD"): the newest items are from just before it. */
  readonly startDate: string
}

const mediaItem = (
  type: "blog" | "news_article" | "newsletter" | "press_release" | "chef_news",
  index: number,
  title: string,
  description: string,
  category: string,
  tags: ReadonlyArray<string>,
  body: string,
  daysAgo: number,
  files: SeedItem["files"] = [],
): SeedItem => ({
  type,
  fields: [
    slug(`${slugOf(title)}-${index + 1}`),
    text("title", title),
    text("description", description),
    text("category", category),
    ...tags.map((tag) => text("tag", tag)),
    text("author_name", AUTHORS[index % AUTHORS.length]!),
    html("content", body),
  ],
  // spec A §3: the first image is the detail page's banner, the second the card's.
  images: [picture(`${type.replaceAll("_", "-")}/${index + 1}-banner`), picture(`${type.replaceAll("_", "-")}/${index + 1}-card`)],
  files,
  daysAgo,
})

const media = ({ hotels, startDate }: MediaOptions): ReadonlyArray<SeedItem> => {
  const year = Number(startDate.slice(0, 4))
  const month = Number(startDate.slice(5, 7)) - 1
  return Array.from({ length: MEDIA_ITEMS_PER_KIND }, (_, index): ReadonlyArray<SeedItem> => {
    const place = PLACES[index % PLACES.length]!
    const n = 12 + ((index * 7) % 40)
    const [lead, teaser, category] = BLOG_SUBJECTS[index % BLOG_SUBJECTS.length]!
    const blogTitle = `${lead} ${place}`
    const news = fill(NEWS[index % NEWS.length]!, n, place, year)
    const press = fill(PRESS[index % PRESS.length]!, n, place, year - 1)
    // Monthly newsletters, the latest last month.
    const monthsBack = month - 1 - index
    const newsletterMonth = NEWSLETTER_MONTHS[((monthsBack % 12) + 12) % 12]!
    const newsletterYear = year + Math.floor(monthsBack / 12)
    const awardHotels = hotels.filter((_, at) => (at + index) % 9 === 0).slice(0, 3)
    const daysAgo = 3 + index * 11
    return [
      mediaItem("blog", index, blogTitle, `${teaser} ${place}.`, category, [place, category], p(`${teaser} ${place}, from the people who live and work there.`, "Book direct for the best rate and breakfast options."), daysAgo),
      mediaItem("news_article", index, news, `${news}.`, CATEGORIES[index % CATEGORIES.length]!, ["News"], p(`${news}.`, "The group shares its news with guests, colleagues and partners here first."), daysAgo + 2),
      mediaItem(
        "newsletter",
        index,
        `Karoo Hotels newsletter, ${newsletterMonth} ${newsletterYear}`,
        `Offers, openings and stories from our hotels in ${newsletterMonth}.`,
        "Newsletter",
        ["Newsletter"],
        p(`This month: new offers, a recipe from our chefs and news from ${place}.`),
        index * 30 + 5,
        [pdf(`newsletters/${newsletterYear}-${newsletterMonth.toLowerCase()}`, `Karoo Hotels newsletter ${newsletterMonth} ${newsletterYear}.pdf`)],
      ),
      mediaItem("press_release", index, press, `${press}.`, "Press", ["Press release", place], p(`${press}.`, "For media enquiries contact media@karoohotels.example or +27 11 555 0199."), daysAgo + 5),
      {
        type: "award",
        fields: [
          slug(`award-${slugOf(AWARDS[index % AWARDS.length]!)}-${year - Math.floor(index / 6)}`),
          text("title", `${AWARDS[index % AWARDS.length]!} ${year - Math.floor(index / 6)}`),
          day("date_awarded", `${year - Math.floor(index / 6)}-${String(1 + (index % 12)).padStart(2, "0")}-15`),
          ...awardHotels.map((hotel) => hotelLink(hotel.id)),
          html("content", p(`Awarded to ${awardHotels.length === 0 ? "the group" : awardHotels.map((hotel) => hotel.name).join(", ")} for service our guests rated among the best.`)),
        ],
        images: [picture(`awards/${index + 1}-banner`), picture(`awards/${index + 1}-card`)],
        daysAgo: daysAgo + 1,
      },
    ]
  }).flat()
}

const DISHES = ["Karoo lamb shank", "Cape Malay curry", "Bobotie spring rolls", "Fynbos-smoked trout", "Malva pudding", "Boerewors breakfast roll", "Chakalaka shakshuka", "Rooibos crème brûlée"] as const

const foodAndBeverage: ReadonlyArray<SeedItem> = [
  ...DISHES.map((dish, index) =>
    mediaItem(
      "chef_news",
      index,
      `From our kitchens: ${dish}`,
      `How our chefs make ${dish.toLowerCase()}, and where to try it.`,
      "Food & Beverage",
      ["Chef's news", "Recipe"],
      p(`Our head chefs share the story and the method behind ${dish.toLowerCase()}.`, "On the menu at Karoo City and Courtyard restaurants this season."),
      7 + index * 13,
    ),
  ),
  ...[
    ["Breakfast, done properly", "A hot and cold buffet from 06:00, with eggs to order at every City and Courtyard hotel."],
    ["Braai nights", "Friday evenings on the terrace: boerewors, sosaties and salads from local farms."],
    ["Conference catering", "Coffee breaks, working lunches and gala dinners for ten to five hundred guests."],
    ["Grab-and-go at Road Lodges", "Coffee, muffins and a hot roll from 05:00 for guests on an early road."],
  ].map(([heading, writeUp], index): SeedItem => ({
    type: "food_and_beverage_showcase",
    fields: [slug(`showcase-${slugOf(heading!)}`), text("heading", heading!), html("write_up", p(writeUp!)), whole("sequence", index + 1)],
    images: [1, 2, 3].map((n) => picture(`food-and-beverage/showcase/${slugOf(heading!)}-${n}`)),
    daysAgo: 20 + index,
  })),
  ...["Our restaurants", "Bars and lounges", "Events and banqueting"].map((heading, index): SeedItem => ({
    type: "food_and_beverage_gallery",
    fields: [slug(`gallery-${slugOf(heading)}`), text("heading", heading), html("write_up", ""), whole("sequence", index + 1)],
    images: [1, 2, 3, 4, 5, 6].map((n) => picture(`food-and-beverage/gallery/${slugOf(heading)}-${n}`)),
    daysAgo: 25 + index,
  })),
]

/** Investor downloads over seven years, latest first: results, reports, notices and a link to the share price. */
const investorDownloads = (year: number): ReadonlyArray<SeedItem> =>
  Array.from({ length: 7 }, (_, back): ReadonlyArray<SeedItem> => {
    const reportYear = year - back
    const documents: ReadonlyArray<readonly [string, string, boolean]> = [
      [`Integrated annual report ${reportYear}`, `${reportYear}-03-31`, true],
      [`Interim results for the six months to 30 September ${reportYear}`, `${reportYear}-11-20`, true],
      [`Notice of annual general meeting ${reportYear}`, `${reportYear}-05-02`, true],
    ]
    return [
      ...documents.map(([name, date], index): SeedItem => ({
        type: "investor_download",
        fields: [slug(slugOf(name)), text("name", name), day("date", date), text("link", `/files/content/investors/${slugOf(name)}.pdf`), flag("is_link", false), flag("is_pdf", true)],
        files: [pdf(`investors/${slugOf(name)}`, `${name}.pdf`)],
        daysAgo: back * 365 + 40 - index * 100,
      })),
      ...(back === 0
        ? [
            {
              type: "investor_download" as const,
              fields: [slug("share-price-and-dividends"), text("name", "Share price and dividends"), day("date", `${reportYear}-01-10`), text("link", "https://investors.karoohotels.example/share-price"), flag("is_link", true), flag("is_pdf", false)],
              daysAgo: 2,
            },
          ]
        : []),
    ]
  }).flat()

export const mediaContent = (options: MediaOptions): ReadonlyArray<SeedItem> => [
  ...media(options),
  ...foodAndBeverage,
  ...investorDownloads(Number(options.startDate.slice(0, 4))),
]
