import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ContentField, ContentFile, ContentItem } from "./content-item.ts"
import {
  attractionOf,
  awardOf,
  bannerOf,
  boardroomOf,
  careerPathOf,
  charityOf,
  contentSectionOf,
  diningInfoOf,
  earnRedeemValuesOf,
  employeeBenefitOf,
  employeeRewardOf,
  employeeTestimonialOf,
  entitiesOf,
  executiveOf,
  faqItemOf,
  faqSectionOf,
  investorDownloadOf,
  legalTermOf,
  loyaltyProgrammeOf,
  mediaItemOf,
  meetingTestimonialOf,
  milestoneOf,
  partnerOf,
  seoTagsOf,
  socialInitiativeOf,
  testimonialOf,
  websiteAssistanceOf,
} from "./content-entities.ts"
import { groupDownloadsByYear } from "./investor-downloads.ts"
import { POINTS_FIELD_KEYS, pointsFieldKey, pointsTable } from "./loyalty-programme.ts"
import { searchFaq } from "./faq.ts"
import { shownTestimonials } from "./testimonials.ts"

let nextId = 1
const f = (fieldableType: ContentField["fieldableType"], key: string, value: ContentField["value"], brandId: ContentField["brandId"] = null): ContentField => ({
  id: nextId++,
  fieldableType,
  key,
  value,
  brandId,
})
const s = (key: string, value: string) => f("StringField", key, value)
const n = (key: string, value: number) => f("IntegerField", key, value)
const b = (key: string, value: boolean) => f("BooleanField", key, value)
const w = (key: string, value: string) => f("WriteUpField", key, value)
const file = (url: string, id = nextId++): ContentFile => ({ id, name: url.split("/").at(-1)!, type: "image/svg+xml", size: 1200, url, thumb: null })

const item = (contentType: string, fields: ReadonlyArray<ContentField>, extra: Partial<ContentItem> = {}): ContentItem => ({
  id: 41,
  contentType,
  fields,
  images: [],
  files: [],
  createdAt: "2030-01-05T08:00:00.000Z",
  ...extra,
})

describe("content items as the entities the pages show", () => {
  it("reads a home banner: heading, sub-heading, link and its first picture", () => {
    const banner = item("home_banner", [s("heading", "Stay longer"), s("sub_heading", "Save 20 %"), s("link", "/special-offers")], { images: [file("/images/b.svg", 7)] })
    expect(bannerOf(banner)).toStrictEqual({ id: 41, heading: "Stay longer", subHeading: "Save 20 %", link: "/special-offers", image: { id: 7, url: "/images/b.svg", thumb: null } })
    expect(bannerOf(item("home_banner", [s("heading", "No picture")]))).toBeUndefined()
    expect(bannerOf(item("home_banner", [s("sub_heading", "No heading")], { images: [file("/images/b.svg", 7)] }))).toBeUndefined()
    expect(bannerOf(item("home_banner", [s("heading", "Only a heading")], { images: [file("/images/b.svg", 7)] }))).toMatchObject({ subHeading: "", link: "" })
  })

  it("reads an FAQ item and its section, and the help page's search works on the items it gives", () => {
    const faqs = [
      item("faq", [s("section", "Hotel"), s("question", "Is there parking?"), w("answer", "<p>Yes, secure.</p>"), n("sequence", 2)], { id: 1 }),
      item("faq", [s("section", "Hotel"), s("question", "Is Wi-Fi free?"), w("answer", "<p>Yes.</p>"), n("sequence", 1)], { id: 2 }),
      item("faq", [s("section", "Hotel"), s("question", "No answer")], { id: 3 }),
    ]
    expect(faqSectionOf(faqs[0]!)).toBe("Hotel")
    expect(searchFaq(entitiesOf(faqs, faqItemOf), "yes").map((faq) => faq.id)).toStrictEqual([2, 1])
  })

  it("reads a media item with its tags, author, content and slug, and an award with its hotels and date", () => {
    const post = item("blog", [s("slug", "48-hours-in-cape-town-1"), s("title", "48 hours in Cape Town"), s("category", "Travel"), s("tag", "Cape Town"), s("tag", "Travel"), s("author_name", "Naledi"), w("content", "<p>Go.</p>")], {
      images: [file("/banner.svg", 1), file("/card.svg", 2)],
    })
    expect(mediaItemOf(post)).toStrictEqual({
      id: 41,
      title: "48 hours in Cape Town",
      description: "",
      slug: "48-hours-in-cape-town-1",
      images: [{ url: "/banner.svg" }, { url: "/card.svg" }],
      category: "Travel",
      tags: ["Cape Town", "Travel"],
      authorName: "Naledi",
      createdAt: "2030-01-05T08:00:00.000Z",
      content: { htmlContent: "<p>Go.</p>" },
    })
    expect(mediaItemOf(item("blog", [s("category", "Travel")]))).toBeUndefined()
    const award = item("award", [s("title", "Green Key 2029"), f("DateField", "date_awarded", "2029-06-15"), f("HotelLinkField", "hotel", 3), f("HotelLinkField", "hotel", 12), w("content", "<p>Well done.</p>")])
    expect(awardOf(award)).toStrictEqual({ title: "Green Key 2029", dateAwarded: "2029-06-15", hotelIds: [3, 12], images: [], content: { htmlContent: "<p>Well done.</p>" } })
  })

  it("reads a legal term, whose slug selects it on the legal hub, and website assistance", () => {
    expect(legalTermOf(item("legal_term", [s("slug", "reservations"), s("name", "Reservations"), s("sub_name", "Cancellation policy"), w("write_up", "<p>Until 16:00.</p>")]))).toStrictEqual({
      name: "Reservations",
      subName: "Cancellation policy",
      slug: "reservations",
      writeUp: { htmlContent: "<p>Until 16:00.</p>" },
    })
    expect(legalTermOf(item("legal_term", [s("name", "PAIA manual")]))).toStrictEqual({ name: "PAIA manual", subName: null, slug: "41", writeUp: { htmlContent: "" } })
    const help = item("website_assistance", [s("assistance_number", "+27 11 555 0100"), s("assistance_email", "help@x.example"), s("media_number", "+27 11 555 0199"), s("media_email", "media@x.example")])
    expect(websiteAssistanceOf(help)).toStrictEqual({ assistanceNumber: "+27 11 555 0100", assistanceEmail: "help@x.example", mediaNumber: "+27 11 555 0199", mediaEmail: "media@x.example" })
    expect(websiteAssistanceOf(item("website_assistance", [s("assistance_number", "+27")]))).toBeUndefined()
  })

  it("reads investor downloads by the year of their date, which the investors tab groups", () => {
    const downloads = entitiesOf(
      [2030, 2029, 2024].map((year) =>
        item("investor_download", [s("name", `Annual report ${year}`), f("DateField", "date", `${year}-03-31`), b("is_pdf", true), b("is_link", false)], { files: [file(`/files/${year}.pdf`)] }),
      ),
      investorDownloadOf,
    )
    expect(downloads[0]).toStrictEqual({ name: "Annual report 2030", year: 2030, link: "/files/2030.pdf", isLink: false, isPdf: true, files: [{ url: "/files/2030.pdf" }] })
    expect(groupDownloadsByYear(downloads).map((group) => group.label)).toStrictEqual(["2030", "2029", "2026 - Older"])
  })

  it("reads a charity from the fields the server draws from the charities", () => {
    const charity = item("charity", [n("charity_id", 2), s("name", "Little Hands"), s("link", "/charities/little-hands"), b("is_active", true), w("content", "<p>Books.</p>")], { images: [file("/images/charities/little-hands.svg")] })
    expect(charityOf(charity)).toStrictEqual({ id: 2, name: "Little Hands", imageUrl: "/images/charities/little-hands.svg", isActive: true, link: "/charities/little-hands", htmlContent: "<p>Books.</p>" })
  })

  it("reads the three kinds of testimonial; only active guest testimonials are shown, by sequence", () => {
    const guests = [
      item("testimonial", [s("name", "Thandi"), s("description", "Great"), b("is_active", true), n("sequence", 2)], { images: [file("/t.svg")] }),
      item("testimonial", [s("name", "Mark"), s("description", "Lovely"), b("is_active", false), n("sequence", 1)]),
      item("testimonial", [s("name", "Grace"), s("description", "Friendly"), b("is_active", true), n("sequence", 1)]),
    ]
    expect(shownTestimonials(entitiesOf(guests, testimonialOf)).map((each) => each.name)).toStrictEqual(["Grace", "Thandi"])
    expect(testimonialOf(guests[0]!)?.src).toBe("/t.svg")
    expect(meetingTestimonialOf(item("meeting_testimonial", [s("full_name", "Nandi Zulu"), s("visiting_reason", "Conference"), w("write_up", "<p>Smooth.</p>")]))).toStrictEqual({
      fullName: "Nandi Zulu",
      visitingReason: "Conference",
      writeUp: "<p>Smooth.</p>",
    })
    expect(employeeTestimonialOf(item("employee_testimonial", [s("first_name", "Sipho"), s("last_name", "Ndlovu"), s("title", "GM"), s("description", "I started as a porter."), n("sequence", 1), b("is_active", true)]))).toStrictEqual({
      firstName: "Sipho",
      lastName: "Ndlovu",
      title: "GM",
      description: "I started as a porter.",
      sequence: 1,
      isActive: true,
      image: null,
    })
  })

  it("reads the company blocks: milestone, executive, partner, social initiative, career path", () => {
    expect(milestoneOf(item("milestone", [n("year", 1987), s("description", "First lodge")]))).toStrictEqual({ year: 1987, description: "First lodge", image: null })
    expect(milestoneOf(item("milestone", [s("year", "soon"), s("description", "x")]))).toBeUndefined()
    expect(executiveOf(item("executive", [s("name", "Lerato"), s("title", "Chair"), s("team", "board")]))).toMatchObject({ name: "Lerato", team: "board" })
    expect(executiveOf(item("executive", [s("name", "Ayesha"), s("title", "COO"), s("team", "unknown")]))?.team).toBe("executive_committee")
    expect(partnerOf(item("partner", [s("slug", "sunbird-airlines"), s("name", "Sunbird Airlines")], { images: [file("/logo.svg")] }))).toStrictEqual({
      id: 41,
      slug: "sunbird-airlines",
      name: "Sunbird Airlines",
      logo: { url: "/logo.svg" },
    })
    expect(socialInitiativeOf(item("social_initiative", [s("name", "Academy"), s("description", "Training")]))).toStrictEqual({ name: "Academy", description: "Training", link: null, image: null })
    expect(careerPathOf(item("career_path", [s("title", "Kitchen brigade"), n("sequence", 2)]))).toStrictEqual({ title: "Kitchen brigade", description: "", sequence: 2, image: null })
  })

  it("reads benefits and rewards of the spec's kinds only", () => {
    expect(employeeBenefitOf(item("employee_benefit", [s("kind", "medical_aid"), s("title", "Medical aid"), s("description", "Half paid")]))).toStrictEqual({ kind: "medical_aid", title: "Medical aid", description: "Half paid" })
    expect(employeeBenefitOf(item("employee_benefit", [s("kind", "gym"), s("title", "Gym")]))).toBeUndefined()
    expect(employeeRewardOf(item("employee_reward", [s("kind", "thirteenth_cheque"), s("title", "Thirteenth cheque")]))?.kind).toBe("thirteenth_cheque")
  })

  it("reads a hotel's attractions, dining information and meeting rooms", () => {
    expect(attractionOf(item("attraction", [s("name", "V&A Waterfront"), s("distance", "2 km"), f("HotelLinkField", "hotel", 3)]))).toStrictEqual({ name: "V&A Waterfront", distance: "2 km" })
    expect(diningInfoOf(item("dining_info", [s("heading", "The Kitchen"), s("description", "All day"), f("HotelLinkField", "hotel", 1), f("HotelLinkField", "hotel", 2)], { files: [file("/menu.pdf")] }))).toStrictEqual({
      heading: "The Kitchen",
      description: "All day",
      hotelIds: [1, 2],
      pdf: { url: "/menu.pdf" },
    })
    const room = boardroomOf(
      item("boardroom", [s("name", "Boardroom"), s("city", "Sandton"), n("half_day_rate", 450_000), n("full_day_rate", 750_000), n("board_room_seats", 24), n("cinema_seats", 96), f("HotelLinkField", "hotel", 1), f("BrandLinkField", "brand", 1)]),
    )
    expect(room).toMatchObject({ name: "Boardroom", city: "Sandton", halfDayRate: 450_000, fullDayRate: 750_000, uShapedSeats: null, boardRoomSeats: 24, cinemaSeats: 96, hotelsLinked: [1], brandLinked: 1 })
  })

  it("reads a page block and a page's SEO tags", () => {
    expect(contentSectionOf(item("how_we_lead", [s("heading", "How we lead: people"), s("tab", "People"), w("write_up", "<p>x</p>"), n("sequence", 2)]))).toMatchObject({ heading: "How we lead: people", tab: "People", sequence: 2, writeUp: "<p>x</p>" })
    expect(seoTagsOf(item("seo_tags", [s("page", "/help"), s("title", "Help"), s("keywords", "help, FAQ ,, contact")]))).toStrictEqual({ page: "/help", title: "Help", description: "", keywords: ["help", "FAQ", "contact"] })
  })

  it("reads a loyalty programme and its earn and redeem values per brand, kind of day and guests", () => {
    const programme = item("loyalty_programme", [
      f("IntegerField", pointsFieldKey("earn", "midweek", 1), 30, 1),
      f("IntegerField", pointsFieldKey("earn", "weekend", 2), 35, 1),
      f("IntegerField", pointsFieldKey("redeem", "midweek", 1), 900, 3),
      f("IntegerField", pointsFieldKey("earn", "midweek", 1), 10, null),
      s("name", "Karoo Rewards"),
    ])
    expect(loyaltyProgrammeOf(programme)).toStrictEqual({ id: 41, name: "Karoo Rewards", description: "", image: null })
    const values = earnRedeemValuesOf(programme)
    expect(values.earn).toStrictEqual([
      { brand: "city", day: "midweek", guests: 1, points: 30 },
      { brand: "city", day: "weekend", guests: 2, points: 35 },
    ])
    expect(pointsTable(values.redeem)).toStrictEqual([{ brand: "road", midweekOneGuest: 900, midweekTwoGuests: undefined, weekendOneGuest: undefined, weekendTwoGuests: undefined }])
  })

  it("earn and redeem values: every points field reads back the value, brand, kind, day and guests it was written with", () => {
    const brands = [1, 2, 3, 4] as const
    const keyed = fc.record({ key: fc.constantFrom(...POINTS_FIELD_KEYS), brand: fc.constantFrom(...brands), points: fc.nat({ max: 1_000_000 }) })
    fc.assert(
      fc.property(fc.array(keyed, { maxLength: 20 }), (written) => {
        const values = earnRedeemValuesOf({ fields: written.map(({ key, brand, points }) => f("IntegerField", key.key, points, brand)) })
        const read = [...values.earn.map((value) => ({ ...value, kind: "earn" })), ...values.redeem.map((value) => ({ ...value, kind: "redeem" }))]
        const expected = written.map(({ key, brand, points }) => ({ brand: ["city", "courtyard", "road", "town"][brand - 1], day: key.day, guests: key.guests, points, kind: key.kind }))
        const order = (list: ReadonlyArray<object>) => list.map((value) => JSON.stringify(value)).sort()
        expect(order(read)).toStrictEqual(order(expected))
      }),
    )
  })

  it("leaves out the items that do not map, keeping the others in order", () => {
    const items = [item("milestone", [n("year", 1994), s("description", "Sandton")], { id: 1 }), item("milestone", [s("description", "no year")], { id: 2 }), item("milestone", [n("year", 2004), s("description", "Gaborone")], { id: 3 })]
    expect(entitiesOf(items, milestoneOf).map((milestone) => milestone.year)).toStrictEqual([1994, 2004])
  })
})

/**
 * The mappers' rule (content-entities.ts, spec A §3, §7): an item missing a field the entity needs maps to undefined;
 * every other field it holds is read by its key; optional fields it lacks read as null (or the empty text the page
 * shows), lists as empty.
 */
describe("content items: every field by its key, the defaults when absent, undefined without a needed field", () => {
  const pic = file("/images/p.svg", 9)
  const pdf = file("/files/menu.pdf", 10)

  it("an FAQ item needs its question and answer; its sequence defaults to 0", () => {
    expect(faqItemOf(item("faq", [s("question", "Q?"), w("answer", "<p>A</p>"), n("sequence", 3)]))).toStrictEqual({ id: 41, question: "Q?", answer: "<p>A</p>", sequence: 3 })
    expect(faqItemOf(item("faq", [s("question", "Q?"), w("answer", "<p>A</p>")]))).toStrictEqual({ id: 41, question: "Q?", answer: "<p>A</p>", sequence: 0 })
    expect(faqItemOf(item("faq", [w("answer", "<p>A</p>")]))).toBeUndefined()
    expect(faqSectionOf(item("faq", []))).toBeUndefined()
  })

  it("a media item needs its title; without the rest it reads empty", () => {
    expect(mediaItemOf(item("news_article", [s("title", "Opening"), s("description", "A new lodge")]))).toStrictEqual({
      id: 41,
      title: "Opening",
      description: "A new lodge",
      slug: "41",
      images: [],
      category: "",
      tags: [],
      authorName: null,
      createdAt: "2030-01-05T08:00:00.000Z",
      content: { htmlContent: "" },
    })
  })

  it("an award needs its title and date; without hotels or content it reads empty", () => {
    expect(awardOf(item("award", [s("title", "Green Key"), f("DateField", "date_awarded", "2029-06-15")], { images: [pic] }))).toStrictEqual({
      title: "Green Key",
      dateAwarded: "2029-06-15",
      hotelIds: [],
      images: [{ url: "/images/p.svg" }],
      content: { htmlContent: "" },
    })
    expect(awardOf(item("award", [s("title", "Green Key")]))).toBeUndefined()
    expect(awardOf(item("award", [f("DateField", "date_awarded", "2029-06-15")]))).toBeUndefined()
  })

  it("a legal term needs its name", () => {
    expect(legalTermOf(item("legal_term", [s("sub_name", "Cancellation policy"), w("write_up", "<p>x</p>")]))).toBeUndefined()
  })

  it("website assistance needs all four of its numbers and e-mails", () => {
    const all = [s("assistance_number", "1"), s("assistance_email", "a@x.example"), s("media_number", "2"), s("media_email", "m@x.example")]
    for (const missing of all) expect(websiteAssistanceOf(item("website_assistance", all.filter((field) => field !== missing)))).toBeUndefined()
  })

  it("an investor download needs its name and date; its link is the link field, else its first file, else empty", () => {
    const fields = [s("name", "Results"), f("DateField", "date", "2029-08-01")]
    expect(investorDownloadOf(item("investor_download", [...fields, s("link", "https://ir.example/results"), b("is_link", true)], { files: [pdf] }))).toStrictEqual({
      name: "Results",
      year: 2029,
      link: "https://ir.example/results",
      isLink: true,
      isPdf: false,
      files: [{ url: "/files/menu.pdf" }],
    })
    expect(investorDownloadOf(item("investor_download", fields))).toStrictEqual({ name: "Results", year: 2029, link: "", isLink: false, isPdf: false, files: [] })
    expect(investorDownloadOf(item("investor_download", [fields[0]!]))).toBeUndefined()
    expect(investorDownloadOf(item("investor_download", [fields[1]!]))).toBeUndefined()
  })

  it("a charity needs its name; its id is the item's without charity_id, the rest empty or inactive", () => {
    expect(charityOf(item("charity", [s("name", "Little Hands")]))).toStrictEqual({ id: 41, name: "Little Hands", imageUrl: "", isActive: false, link: "", htmlContent: "" })
    expect(charityOf(item("charity", [n("charity_id", 2)]))).toBeUndefined()
  })

  it("a guest testimonial needs its name and description; the rest defaults", () => {
    expect(testimonialOf(item("testimonial", [s("name", "Thandi"), s("title", "Guest"), s("description", "Great"), b("is_active", true), n("sequence", 4)], { images: [pic] }))).toStrictEqual({
      name: "Thandi",
      title: "Guest",
      description: "Great",
      src: "/images/p.svg",
      isActive: true,
      sequence: 4,
    })
    expect(testimonialOf(item("testimonial", [s("name", "Thandi"), s("description", "Great")]))).toStrictEqual({ name: "Thandi", title: "", description: "Great", src: "", isActive: false, sequence: 0 })
    expect(testimonialOf(item("testimonial", [s("name", "Thandi")]))).toBeUndefined()
    expect(testimonialOf(item("testimonial", [s("description", "Great")]))).toBeUndefined()
  })

  it("meeting and employee testimonials need their names and words; the rest defaults", () => {
    expect(meetingTestimonialOf(item("meeting_testimonial", [s("full_name", "Nandi"), w("write_up", "<p>x</p>")]))).toStrictEqual({ fullName: "Nandi", visitingReason: "", writeUp: "<p>x</p>" })
    expect(meetingTestimonialOf(item("meeting_testimonial", [s("full_name", "Nandi")]))).toBeUndefined()
    expect(meetingTestimonialOf(item("meeting_testimonial", [w("write_up", "<p>x</p>")]))).toBeUndefined()
    expect(employeeTestimonialOf(item("employee_testimonial", [s("first_name", "Sipho"), s("description", "Porter")], { images: [pic] }))).toStrictEqual({
      firstName: "Sipho",
      lastName: "",
      title: "",
      description: "Porter",
      sequence: 0,
      isActive: false,
      image: { url: "/images/p.svg" },
    })
    expect(employeeTestimonialOf(item("employee_testimonial", [s("first_name", "Sipho")]))).toBeUndefined()
    expect(employeeTestimonialOf(item("employee_testimonial", [s("description", "Porter")]))).toBeUndefined()
  })

  it("company blocks read every field they hold, and need their own", () => {
    expect(milestoneOf(item("milestone", [n("year", 1987), s("description", "First lodge")], { images: [pic] }))).toStrictEqual({ year: 1987, description: "First lodge", image: { url: "/images/p.svg" } })
    expect(milestoneOf(item("milestone", [n("year", 1987)]))).toBeUndefined()
    expect(executiveOf(item("executive", [s("name", "Lerato"), s("title", "Chair"), s("description", "Since 2010"), s("team", "executive_committee")], { images: [pic] }))).toStrictEqual({
      name: "Lerato",
      title: "Chair",
      description: "Since 2010",
      team: "executive_committee",
      image: { url: "/images/p.svg" },
    })
    expect(executiveOf(item("executive", [s("name", "Lerato"), s("title", "Chair")]))).toStrictEqual({ name: "Lerato", title: "Chair", description: "", team: "executive_committee", image: null })
    expect(executiveOf(item("executive", [s("name", "Lerato")]))).toBeUndefined()
    expect(executiveOf(item("executive", [s("title", "Chair")]))).toBeUndefined()
    expect(partnerOf(item("partner", [s("slug", "x")]))).toBeUndefined()
    expect(socialInitiativeOf(item("social_initiative", [s("name", "Academy"), s("link", "https://academy.example")], { images: [pic] }))).toStrictEqual({
      name: "Academy",
      description: "",
      link: "https://academy.example",
      image: { url: "/images/p.svg" },
    })
    expect(socialInitiativeOf(item("social_initiative", [s("description", "Training")]))).toBeUndefined()
    expect(careerPathOf(item("career_path", [s("title", "Front office"), s("description", "Reception")], { images: [pic] }))).toStrictEqual({
      title: "Front office",
      description: "Reception",
      sequence: 0,
      image: { url: "/images/p.svg" },
    })
    expect(careerPathOf(item("career_path", [s("description", "Reception")]))).toBeUndefined()
    expect(loyaltyProgrammeOf(item("loyalty_programme", [s("name", "Karoo Rewards"), s("description", "Points")], { images: [pic] }))).toStrictEqual({
      id: 41,
      name: "Karoo Rewards",
      description: "Points",
      image: { url: "/images/p.svg" },
    })
    expect(loyaltyProgrammeOf(item("loyalty_programme", [s("description", "Points")]))).toBeUndefined()
  })

  it("benefits and rewards need a kind of the spec's and a title", () => {
    expect(employeeBenefitOf(item("employee_benefit", [s("kind", "pension"), s("title", "Pension")]))).toStrictEqual({ kind: "pension", title: "Pension", description: "" })
    expect(employeeBenefitOf(item("employee_benefit", [s("kind", "pension")]))).toBeUndefined()
    expect(employeeBenefitOf(item("employee_benefit", [s("title", "Pension")]))).toBeUndefined()
    expect(employeeRewardOf(item("employee_reward", [s("kind", "long_service"), s("title", "Long service"), s("description", "Every 5 years")]))).toStrictEqual({
      kind: "long_service",
      title: "Long service",
      description: "Every 5 years",
    })
    expect(employeeRewardOf(item("employee_reward", [s("kind", "long_service")]))).toStrictEqual(undefined)
    expect(employeeRewardOf(item("employee_reward", [s("kind", "bonus"), s("title", "Bonus")]))).toBeUndefined()
    expect(employeeRewardOf(item("employee_reward", [s("kind", "wow_rewards"), s("title", "WOW")]))).toStrictEqual({ kind: "wow_rewards", title: "WOW", description: "" })
  })

  it("a hotel's attraction needs its distance; dining information without more reads empty", () => {
    expect(attractionOf(item("attraction", [s("name", "V&A Waterfront")]))).toBeUndefined()
    expect(attractionOf(item("attraction", [s("distance", "2 km")]))).toBeUndefined()
    expect(diningInfoOf(item("dining_info", [s("heading", "The Kitchen")]))).toStrictEqual({ heading: "The Kitchen", description: "", hotelIds: [], pdf: null })
    expect(diningInfoOf(item("dining_info", [s("description", "All day")]))).toBeUndefined()
  })

  it("a meeting room reads every field by its key, and null or empty for what it lacks", () => {
    const full = item(
      "boardroom",
      [
        s("name", "Boardroom"),
        s("description", "Bright"),
        s("city", "Sandton"),
        n("half_day_rate", 450_000),
        n("full_day_rate", 750_000),
        n("u_shaped_seats", 18),
        n("school_room_seats", 30),
        n("board_room_seats", 24),
        n("cinema_seats", 96),
        n("facility", 5),
        n("facility", 6),
        f("HotelLinkField", "hotel", 1),
        f("BrandLinkField", "brand", 2),
      ],
      { images: [pic], files: [pdf] },
    )
    expect(boardroomOf(full)).toStrictEqual({
      id: 41,
      hotelsLinked: [1],
      brandLinked: 2,
      name: "Boardroom",
      halfDayRate: 450_000,
      fullDayRate: 750_000,
      facilitiesLinked: [5, 6],
      description: "Bright",
      uShapedSeats: 18,
      schoolRoomSeats: 30,
      boardRoomSeats: 24,
      cinemaSeats: 96,
      city: "Sandton",
      pdf: { url: "/files/menu.pdf" },
      images: [{ url: "/images/p.svg" }],
    })
    expect(boardroomOf(item("boardroom", [s("name", "Small room")]))).toStrictEqual({
      id: 41,
      hotelsLinked: [],
      brandLinked: null,
      name: "Small room",
      halfDayRate: null,
      fullDayRate: null,
      facilitiesLinked: [],
      description: "",
      uShapedSeats: null,
      schoolRoomSeats: null,
      boardRoomSeats: null,
      cinemaSeats: null,
      city: "",
      pdf: null,
      images: [],
    })
    expect(boardroomOf(item("boardroom", [s("city", "Sandton")]))).toBeUndefined()
  })

  it("a page block reads every field by its key, and null or empty for what it lacks", () => {
    expect(
      contentSectionOf(
        item("data_table", [s("slug", "footprint"), s("heading", "Footprint"), s("sub_heading", "Where we are"), w("write_up", "<p>x</p>"), s("link", "/hotels"), s("tab", "Map"), n("sequence", 2)], { images: [pic] }),
      ),
    ).toStrictEqual({ id: 41, slug: "footprint", heading: "Footprint", subHeading: "Where we are", writeUp: "<p>x</p>", link: "/hotels", tab: "Map", sequence: 2, images: [{ url: "/images/p.svg" }] })
    expect(contentSectionOf(item("scam_alert", [s("heading", "Beware")]))).toStrictEqual({
      id: 41,
      slug: null,
      heading: "Beware",
      subHeading: null,
      writeUp: "",
      link: null,
      tab: null,
      sequence: 0,
      images: [],
    })
    expect(contentSectionOf(item("scam_alert", [s("tab", "x")]))).toBeUndefined()
  })

  it("a page's SEO tags need its page and title; without keywords it has none", () => {
    expect(seoTagsOf(item("seo_tags", [s("page", "/help"), s("title", "Help"), s("description", "Ask us")]))).toStrictEqual({ page: "/help", title: "Help", description: "Ask us", keywords: [] })
    expect(seoTagsOf(item("seo_tags", [s("page", "/help")]))).toBeUndefined()
    expect(seoTagsOf(item("seo_tags", [s("title", "Help")]))).toBeUndefined()
  })

  it("earn and redeem values leave out a field that is not a whole number of points of its own kind", () => {
    const key = pointsFieldKey("earn", "midweek", 1)
    const values = earnRedeemValuesOf({
      fields: [
        f("IntegerField", key, -1, 1),
        f("IntegerField", key, 1.5, 1),
        f("IntegerField", key, "30" as unknown as number, 1),
        f("StringField", key, 30 as unknown as string, 1),
        f("IntegerField", "earn_midweek_points_three", 30, 1),
        f("IntegerField", key, 0, 2),
      ],
    })
    expect(values).toStrictEqual({ earn: [{ brand: "courtyard", day: "midweek", guests: 1, points: 0 }], redeem: [] })
  })
})

