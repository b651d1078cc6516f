import { BRAND_KEYS, type BrandId } from "../booking/hotel.ts"
import type { Charity } from "../payment/charity.ts"
import type { Boardroom } from "./boardroom.ts"
import {
  type Attraction,
  BenefitKind,
  type CareerPath,
  type DiningInfo,
  type EmployeeBenefit,
  type EmployeeReward,
  type Executive,
  ExecutiveTeam,
  type Milestone,
  type Partner,
  RewardKind,
  type SocialInitiative,
  type WebsiteAssistance,
} from "./company-content.ts"
import { type ContentItem, contentSlug, imageOf, readField, readFields } from "./content-item.ts"
import type { ContentSection, SeoTags } from "./content-section.ts"
import type { FaqItem } from "./faq.ts"
import type { InvestorDownload } from "./investor-downloads.ts"
import type { LegalTerm } from "./legal-hub.ts"
import { type EarnRedeemValues, type LoyaltyProgramme, POINTS_FIELD_KEYS, type PointsValue } from "./loyalty-programme.ts"
import type { Award, MediaItem } from "./media.ts"
import type { MeetingTestimonial, EmployeeTestimonial, Testimonial } from "./testimonials.ts"
import { Schema } from "effect"

/**
 * From the generic content items of GET /api/web/contents (spec A §3, §7) to the entities the pages show. Each
 * mapper reads the fields its content type holds (keys decided here and listed in contracts/README.md "Content");
 * an item missing a field the entity needs maps to undefined, and `entitiesOf` leaves it out, so one malformed item
 * never breaks a page. Optional fields read as null, lists as empty.
 */

type Item = ContentItem

const text = (item: Item, key: string): string | undefined => readField(item, key, "StringField")
const html = (item: Item, key: string): string | undefined => readField(item, key, "WriteUpField")
const whole = (item: Item, key: string): number | undefined => readField(item, key, "IntegerField")
const flag = (item: Item, key: string): boolean | undefined => readField(item, key, "BooleanField")
const images = (item: Item) => item.images.map((image) => ({ url: image.url }))
const firstFile = (item: Item) => (item.files[0] === undefined ? null : { url: item.files[0].url })

/** Every value present: the entity, else undefined. */
const whenAll = <T>(values: ReadonlyArray<unknown>, build: () => T): T | undefined => (values.every((value) => value !== undefined) ? build() : undefined)

// entitiesOf and bannerOf live beside their types (the home page's first load reads banners without the other mappers)
export { entitiesOf } from "./content-item.ts"
export { bannerOf } from "./banner.ts"

/** faq: question, answer (HTML), sequence; its section is the StringField `section`. */
export const faqItemOf = (item: Item): FaqItem | undefined => {
  const question = text(item, "question")
  const answer = html(item, "answer")
  return whenAll([question, answer], () => ({ id: item.id, question: question!, answer: answer!, sequence: whole(item, "sequence") ?? 0 }))
}

/** The section an FAQ item belongs to ("General", "Hotel", "Partnership", "Special Offers", "Loyalty"). */
export const faqSectionOf = (item: Item): string | undefined => text(item, "section")

/** blog, news_article, newsletter, press_release, chef_news: a media item; `tag` may repeat. */
export const mediaItemOf = (item: Item): MediaItem | undefined => {
  const title = text(item, "title")
  return whenAll([title], () => ({
    id: item.id,
    title: title!,
    description: text(item, "description") ?? "",
    slug: contentSlug(item),
    images: images(item),
    category: text(item, "category") ?? "",
    tags: readFields(item, "tag", "StringField"),
    authorName: text(item, "author_name") ?? null,
    createdAt: item.createdAt,
    content: { htmlContent: html(item, "content") ?? "" },
  }))
}

/** award: title, date_awarded, the hotels it went to (`hotel` may repeat), content. */
export const awardOf = (item: Item): Award | undefined => {
  const title = text(item, "title")
  const dateAwarded = readField(item, "date_awarded", "DateField")
  return whenAll([title, dateAwarded], () => ({
    title: title!,
    dateAwarded: dateAwarded!,
    hotelIds: readFields(item, "hotel", "HotelLinkField"),
    images: images(item),
    content: { htmlContent: html(item, "content") ?? "" },
  }))
}

/** legal_term: name, sub_name, write_up; its slug is the item's. */
export const legalTermOf = (item: Item): LegalTerm | undefined => {
  const name = text(item, "name")
  return whenAll([name], () => ({ name: name!, subName: text(item, "sub_name") ?? null, slug: contentSlug(item), writeUp: { htmlContent: html(item, "write_up") ?? "" } }))
}

/** website_assistance: the help page's and the media's numbers and e-mails. */
export const websiteAssistanceOf = (item: Item): WebsiteAssistance | undefined => {
  const values = ["assistance_number", "assistance_email", "media_number", "media_email"].map((key) => text(item, key))
  const [assistanceNumber, assistanceEmail, mediaNumber, mediaEmail] = values
  return whenAll(values, () => ({ assistanceNumber: assistanceNumber!, assistanceEmail: assistanceEmail!, mediaNumber: mediaNumber!, mediaEmail: mediaEmail! }))
}

/** investor_download: name, date (its year), link, is_link, is_pdf and its files. */
export const investorDownloadOf = (item: Item): InvestorDownload | undefined => {
  const name = text(item, "name")
  const date = readField(item, "date", "DateField")
  return whenAll([name, date], () => ({
    name: name!,
    year: Number(date!.slice(0, 4)),
    link: text(item, "link") ?? item.files[0]?.url ?? "",
    isLink: flag(item, "is_link") ?? false,
    isPdf: flag(item, "is_pdf") ?? false,
    files: item.files.map((file) => ({ url: file.url })),
  }))
}

/** charity: the charity's name, link, is_active and content (the server reads them from the charities), its image. */
export const charityOf = (item: Item): Charity | undefined => {
  const name = text(item, "name")
  return whenAll([name], () => ({
    id: whole(item, "charity_id") ?? item.id,
    name: name!,
    imageUrl: item.images[0]?.url ?? "",
    isActive: flag(item, "is_active") ?? false,
    link: text(item, "link") ?? "",
    htmlContent: html(item, "content") ?? "",
  }))
}

/** testimonial: a guest's name, title, description, is_active, sequence; its picture is `src`. */
export const testimonialOf = (item: Item): Testimonial | undefined => {
  const name = text(item, "name")
  const description = text(item, "description")
  return whenAll([name, description], () => ({
    name: name!,
    title: text(item, "title") ?? "",
    description: description!,
    src: item.images[0]?.url ?? "",
    isActive: flag(item, "is_active") ?? false,
    sequence: whole(item, "sequence") ?? 0,
  }))
}

/** meeting_testimonial: full_name, visiting_reason, write_up. */
export const meetingTestimonialOf = (item: Item): MeetingTestimonial | undefined => {
  const fullName = text(item, "full_name")
  const writeUp = html(item, "write_up")
  return whenAll([fullName, writeUp], () => ({ fullName: fullName!, visitingReason: text(item, "visiting_reason") ?? "", writeUp: writeUp! }))
}

/** employee_testimonial: first_name, last_name, title, description, sequence, is_active, image. */
export const employeeTestimonialOf = (item: Item): EmployeeTestimonial | undefined => {
  const firstName = text(item, "first_name")
  const description = text(item, "description")
  return whenAll([firstName, description], () => ({
    firstName: firstName!,
    lastName: text(item, "last_name") ?? "",
    title: text(item, "title") ?? "",
    description: description!,
    sequence: whole(item, "sequence") ?? 0,
    isActive: flag(item, "is_active") ?? false,
    image: imageOf(item),
  }))
}

/** milestone: year, description, image. */
export const milestoneOf = (item: Item): Milestone | undefined => {
  const year = whole(item, "year")
  const description = text(item, "description")
  return whenAll([year, description], () => ({ year: year!, description: description!, image: imageOf(item) }))
}

/** executive: name, title, description, team (executive_committee or board; default the committee), image. */
export const executiveOf = (item: Item): Executive | undefined => {
  const name = text(item, "name")
  const title = text(item, "title")
  const team = text(item, "team")
  return whenAll([name, title], () => ({
    name: name!,
    title: title!,
    description: text(item, "description") ?? "",
    team: Schema.is(ExecutiveTeam)(team) ? team : "executive_committee",
    image: imageOf(item),
  }))
}

/** partner: name; its logo is the first image and its page /partners/{slug}. */
export const partnerOf = (item: Item): Partner | undefined => {
  const name = text(item, "name")
  return whenAll([name], () => ({ id: item.id, slug: contentSlug(item), name: name!, logo: imageOf(item) }))
}

/** social_initiative: name, description, link, image. */
export const socialInitiativeOf = (item: Item): SocialInitiative | undefined => {
  const name = text(item, "name")
  return whenAll([name], () => ({ name: name!, description: text(item, "description") ?? "", link: text(item, "link") ?? null, image: imageOf(item) }))
}

/** employee_benefit: kind (pension, risk, annual_leave, funeral, medical_aid), title, description. */
export const employeeBenefitOf = (item: Item): EmployeeBenefit | undefined => {
  const kind = text(item, "kind")
  const title = text(item, "title")
  return Schema.is(BenefitKind)(kind) && title !== undefined ? { kind, title, description: text(item, "description") ?? "" } : undefined
}

/** employee_reward: kind (thirteenth_cheque, long_service, incentive_schemes, wow_rewards, ownership_scheme), title, description. */
export const employeeRewardOf = (item: Item): EmployeeReward | undefined => {
  const kind = text(item, "kind")
  const title = text(item, "title")
  return Schema.is(RewardKind)(kind) && title !== undefined ? { kind, title, description: text(item, "description") ?? "" } : undefined
}

/** career_path: title, description, sequence, image. */
export const careerPathOf = (item: Item): CareerPath | undefined => {
  const title = text(item, "title")
  return whenAll([title], () => ({ title: title!, description: text(item, "description") ?? "", sequence: whole(item, "sequence") ?? 0, image: imageOf(item) }))
}

/** attraction: name and distance ("2 km"); its hotel is the HotelLinkField `hotel`. */
export const attractionOf = (item: Item): Attraction | undefined => {
  const name = text(item, "name")
  const distance = text(item, "distance")
  return whenAll([name, distance], () => ({ name: name!, distance: distance! }))
}

/** dining_info: heading, description, the hotels (`hotel` may repeat) and its menu, the first file. */
export const diningInfoOf = (item: Item): DiningInfo | undefined => {
  const heading = text(item, "heading")
  return whenAll([heading], () => ({
    heading: heading!,
    description: text(item, "description") ?? "",
    hotelIds: readFields(item, "hotel", "HotelLinkField"),
    pdf: firstFile(item),
  }))
}

/** loyalty_programme: name, description, image. */
export const loyaltyProgrammeOf = (item: Item): LoyaltyProgramme | undefined => {
  const name = text(item, "name")
  return whenAll([name], () => ({ id: item.id, name: name!, description: text(item, "description") ?? "", image: imageOf(item) }))
}

/**
 * spec A §3: a loyalty programme's earn and redeem values: its IntegerFields keyed by `pointsFieldKey`, each for the
 * brand its brand_id names (the server reads them from the loyalty slice's table). A value without a brand is left out.
 */
export const earnRedeemValuesOf = (item: Pick<Item, "fields">): EarnRedeemValues => {
  const values = { earn: [] as Array<PointsValue>, redeem: [] as Array<PointsValue> }
  for (const field of item.fields) {
    const meaning = POINTS_FIELD_KEYS.find((each) => each.key === field.key)
    const points = typeof field.value === "number" ? field.value : Number.NaN
    if (meaning === undefined || field.fieldableType !== "IntegerField" || field.brandId === null || !Number.isSafeInteger(points) || points < 0) continue
    values[meaning.kind].push({ brand: BRAND_KEYS[field.brandId], day: meaning.day, guests: meaning.guests, points })
  }
  return values
}

/** boardroom: a meeting room of a hotel (`hotel`), its brand (`brand`), rates in cents, seat counts, city, pictures and its PDF. */
export const boardroomOf = (item: Item): Boardroom | undefined => {
  const name = text(item, "name")
  const seats = (key: string) => whole(item, key) ?? null
  return whenAll([name], () => ({
    id: item.id,
    hotelsLinked: readFields(item, "hotel", "HotelLinkField"),
    brandLinked: (readField(item, "brand", "BrandLinkField") ?? null) as BrandId | null,
    name: name!,
    halfDayRate: seats("half_day_rate"),
    fullDayRate: seats("full_day_rate"),
    facilitiesLinked: readFields(item, "facility", "IntegerField"),
    description: text(item, "description") ?? "",
    uShapedSeats: seats("u_shaped_seats"),
    schoolRoomSeats: seats("school_room_seats"),
    boardRoomSeats: seats("board_room_seats"),
    cinemaSeats: seats("cinema_seats"),
    city: text(item, "city") ?? "",
    pdf: firstFile(item),
    images: images(item),
  }))
}

/**
 * A page block (operating_footprint, why_we_exist, diversity, how_we_lead, data_table, scam_alert, hotel_brand,
 * food_and_beverage_showcase, food_and_beverage_gallery): heading, sub_heading, write_up, link, tab, sequence, images.
 */
export const contentSectionOf = (item: Item): ContentSection | undefined => {
  const heading = text(item, "heading")
  return whenAll([heading], () => ({
    id: item.id,
    slug: readField(item, "slug", "StringField") ?? null,
    heading: heading!,
    subHeading: text(item, "sub_heading") ?? null,
    writeUp: html(item, "write_up") ?? "",
    link: text(item, "link") ?? null,
    tab: text(item, "tab") ?? null,
    sequence: whole(item, "sequence") ?? 0,
    images: images(item),
  }))
}

/** seo_tags: page (the path), title, description, keywords (comma-separated). */
export const seoTagsOf = (item: Item): SeoTags | undefined => {
  const page = text(item, "page")
  const title = text(item, "title")
  return whenAll([page, title], () => ({
    page: page!,
    title: title!,
    description: text(item, "description") ?? "",
    keywords: (text(item, "keywords") ?? "")
      .split(",")
      .map((keyword) => keyword.trim())
      .filter((keyword) => keyword !== ""),
  }))
}
