import { Schema } from "effect"
import { Image } from "../booking/hotel.ts"

// The company content blocks of spec A §2, §3. Fields the spec does not list (executives,
// benefits, rewards) are decided here as the smallest shape a card needs.

/** spec A §3: a partner of the group; its page is /partners/{slug}. */
export const Partner = Schema.Struct({
  id: Schema.Int,
  slug: Schema.String,
  name: Schema.String,
  logo: Schema.NullOr(Image),
})
export type Partner = typeof Partner.Type

/** spec A §2: a partner's page. */
export const partnerPath = (partner: Pick<Partner, "slug">): string => `/partners/${partner.slug}`

/** spec A §3: a milestone of the group's history. */
export const Milestone = Schema.Struct({
  year: Schema.Int,
  description: Schema.String,
  image: Schema.NullOr(Image),
})
export type Milestone = typeof Milestone.Type

/** spec A §3: a corporate social initiative. */
export const SocialInitiative = Schema.Struct({
  name: Schema.String,
  description: Schema.String,
  link: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Image),
})
export type SocialInitiative = typeof SocialInitiative.Type

/** spec A §2 (who leads us, who governs us): the team an executive belongs to; decided. */
export const ExecutiveTeam = Schema.Literals(["executive_committee", "board"])
export type ExecutiveTeam = typeof ExecutiveTeam.Type

/** spec A §2 (who leads us), §3: an executive; fields decided (not shown in the spec). */
export const Executive = Schema.Struct({
  name: Schema.String,
  title: Schema.String,
  description: Schema.String,
  team: ExecutiveTeam,
  image: Schema.NullOr(Image),
})
export type Executive = typeof Executive.Type

/** spec A §3: the employee benefits. */
export const BenefitKind = Schema.Literals(["pension", "risk", "annual_leave", "funeral", "medical_aid"])
export type BenefitKind = typeof BenefitKind.Type

/** spec A §3: the employee rewards. */
export const RewardKind = Schema.Literals(["thirteenth_cheque", "long_service", "incentive_schemes", "wow_rewards", "ownership_scheme"])
export type RewardKind = typeof RewardKind.Type

/** spec A §2 (/our-people/employee-benefits), §3: one benefit card. */
export const EmployeeBenefit = Schema.Struct({
  kind: BenefitKind,
  title: Schema.String,
  description: Schema.String,
})
export type EmployeeBenefit = typeof EmployeeBenefit.Type

/** spec A §2, §3: one reward card. */
export const EmployeeReward = Schema.Struct({
  kind: RewardKind,
  title: Schema.String,
  description: Schema.String,
})
export type EmployeeReward = typeof EmployeeReward.Type

/** spec A §2 (/our-people/career-paths): a career path card; fields decided (not shown in the spec). */
export const CareerPath = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  sequence: Schema.Int,
  image: Schema.NullOr(Image),
})
export type CareerPath = typeof CareerPath.Type

/** spec A §3: an attraction near a hotel; the distance is the content's text ("2 km"). */
export const Attraction = Schema.Struct({
  name: Schema.String,
  distance: Schema.String,
})
export type Attraction = typeof Attraction.Type

/** spec A §3: dining at some hotels, with its menu as a PDF. */
export const DiningInfo = Schema.Struct({
  heading: Schema.String,
  description: Schema.String,
  hotelIds: Schema.Array(Schema.Int),
  pdf: Schema.NullOr(Schema.Struct({ url: Schema.String })),
})
export type DiningInfo = typeof DiningInfo.Type

/** Dining information of one hotel. */
export const diningAtHotel = <T extends Pick<DiningInfo, "hotelIds">>(dining: ReadonlyArray<T>, hotelId: number): ReadonlyArray<T> =>
  dining.filter((info) => info.hotelIds.includes(hotelId))

/** spec A §3: the help page's contact box and the media contacts. */
export const WebsiteAssistance = Schema.Struct({
  assistanceNumber: Schema.String,
  assistanceEmail: Schema.String,
  mediaNumber: Schema.String,
  mediaEmail: Schema.String,
})
export type WebsiteAssistance = typeof WebsiteAssistance.Type

/** spec A §9: the operating footprint counters animate to these numbers. */
export const OPERATING_FOOTPRINT = { hotels: 58, rooms: 7324 } as const

/** spec A §2: the social links row, in the order shown. */
export const SOCIAL_LINKS = ["Facebook", "Instagram", "LinkedIn", "Youtube", "X"] as const
