import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  Attraction,
  BenefitKind,
  diningAtHotel,
  DiningInfo,
  EmployeeBenefit,
  EmployeeReward,
  Executive,
  Milestone,
  OPERATING_FOOTPRINT,
  Partner,
  partnerPath,
  RewardKind,
  SOCIAL_LINKS,
  SocialInitiative,
  WebsiteAssistance,
} from "./company-content.ts"

const image = { url: "https://img.example/x.jpg" }

describe("company content", () => {
  it("decodes each block's fields", () => {
    const samples: ReadonlyArray<readonly [Schema.Decoder<unknown>, unknown]> = [
      [Partner, { id: 1, slug: "clicks", name: "Clicks", logo: image }],
      [Milestone, { year: 1985, description: "First hotel", image: null }],
      [SocialInitiative, { name: "Feed a child", description: "Meals", link: null, image }],
      [Executive, { name: "A. Person", title: "CEO", description: "Leads", team: "executive_committee", image }],
      [EmployeeBenefit, { kind: "medical_aid", title: "Medical Aid", description: "Cover" }],
      [EmployeeReward, { kind: "wow_rewards", title: "WOW Rewards", description: "Recognition" }],
      [Attraction, { name: "Gold Reef City", distance: "5 km" }],
      [DiningInfo, { heading: "Breakfast", description: "Daily", hotelIds: [7], pdf: { url: "https://img.example/menu.pdf" } }],
      [WebsiteAssistance, { assistanceNumber: "0800", assistanceEmail: "help@example.com", mediaNumber: "011", mediaEmail: "media@example.com" }],
    ]
    for (const [schema, sample] of samples) expect(Schema.decodeUnknownSync(schema)(sample)).toEqual(sample)
  })

  it("names the spec's benefits and rewards", () => {
    expect(BenefitKind.literals).toEqual(["pension", "risk", "annual_leave", "funeral", "medical_aid"])
    expect(RewardKind.literals).toEqual(["thirteenth_cheque", "long_service", "incentive_schemes", "wow_rewards", "ownership_scheme"])
  })

  it("sends a partner to /partners/{slug}", () => {
    expect(partnerPath({ slug: "clicks" })).toBe("/partners/clicks")
  })

  it("gives a hotel the dining information that names it", () => {
    const breakfast = { hotelIds: [7, 12] }
    const dinner = { hotelIds: [12] }
    expect(diningAtHotel([breakfast, dinner], 7)).toEqual([breakfast])
    expect(diningAtHotel([breakfast, dinner], 12)).toEqual([breakfast, dinner])
    expect(diningAtHotel([breakfast, dinner], 3)).toEqual([])
  })

  it("counts 58 hotels and 7324 rooms in the operating footprint", () => {
    expect(OPERATING_FOOTPRINT).toEqual({ hotels: 58, rooms: 7324 })
  })

  it("links to the five social networks", () => {
    expect(SOCIAL_LINKS).toEqual(["Facebook", "Instagram", "LinkedIn", "Youtube", "X"])
  })
})
