import type { guestReviews, jobVacancies, loyaltyPointsValues } from "../schema.ts"
import { addDays } from "./calendar.ts"
import type { ContentHotel } from "./content-items.ts"
import { intBetween, type SeededRandom } from "./random.ts"

/**
 * Job vacancies across the brands and categories (a few already expired, which are never listed), guest reviews of
 * every hotel on both platforms, and the loyalty programme's points values per brand.
 */

const JOBS: ReadonlyArray<readonly [string, string, string]> = [
  ["food_and_beverage", "Chef de partie", "Run a section of a busy hotel kitchen: breakfast buffets, à la carte suppers and conference lunches."],
  ["food_and_beverage", "Restaurant supervisor", "Lead the floor team through breakfast and supper service and look after our guests' tables."],
  ["food_and_beverage", "Barista", "Make the coffee our guests start their day with, from 05:30."],
  ["housekeeping", "Room attendant", "Prepare rooms to our standard every day; training given, no experience needed."],
  ["housekeeping", "Floor supervisor", "Check rooms, coach a team of attendants and keep the linen stores in order."],
  ["housekeeping", "Laundry assistant", "Wash, press and fold the hotel's linen with our water-wise machines."],
  ["front_office", "Front office agent", "Welcome guests, check them in and out and take reservations by phone and e-mail."],
  ["front_office", "Night auditor", "Close the day's accounts and look after guests arriving late at night."],
  ["front_office", "Reservations agent", "Help guests and companies find the right rooms and rates across the group."],
  ["management", "Assistant general manager", "Run the hotel day to day with the general manager: people, guests and the budget."],
  ["management", "Food and beverage manager", "Lead the restaurant, bar and banqueting teams and own their results."],
  ["management", "Regional sales manager", "Win and grow corporate and conference business for the hotels in your region."],
  ["support_services", "Maintenance technician", "Keep the generators, plumbing, air-conditioning and lifts running."],
  ["support_services", "Payroll administrator", "Pay 6 400 colleagues correctly and on time from our Johannesburg head office."],
  ["support_services", "IT support technician", "Keep the hotels' Wi-Fi, tills and booking systems working."],
]

/** Brands by id (1 city, 2 courtyard, 3 road, 4 town), and the group itself (null). */
const POSTERS: ReadonlyArray<number | null> = [1, 2, 3, 4, null]

const CITIES_BY_BRAND: Readonly<Record<number, string>> = { 1: "Sandton", 2: "Rosebank", 3: "Centurion", 4: "Bellville" }

/** Vacancies for every category at every brand and the group; every seventh has expired. */
export const jobVacancyRows = (startDate: string, random: SeededRandom): ReadonlyArray<typeof jobVacancies.$inferInsert> =>
  POSTERS.flatMap((brandId, posterIndex) =>
    JOBS.filter((_, jobIndex) => (jobIndex + posterIndex) % 2 === 0).map(([category, title, description], jobIndex) => {
      const stream = random.stream("job", String(brandId), title)
      const index = posterIndex * JOBS.length + jobIndex
      const expired = index % 7 === 3
      const where = brandId === null ? "Head office, Johannesburg" : CITIES_BY_BRAND[brandId]!
      return {
        jobTitle: `${title}, ${where}`,
        description,
        category,
        brandId,
        expiryDate: addDays(startDate, expired ? -intBetween(stream, 1, 30) : intBetween(stream, 7, 75)),
        link: `https://careers.karoohotels.example/vacancies/${1000 + index}`,
        createdAt: new Date(Date.parse(`${startDate}T08:00:00+02:00`) - (index * 2 + 1) * 86_400_000),
      }
    }),
  )

const FIRST_NAMES = ["Thabo", "Lindiwe", "Johan", "Aisha", "Pieter", "Nomsa", "Kagiso", "Megan", "Sizwe", "Farah", "Willem", "Zinhle"] as const
const PRAISE = [
  "Spotless room, friendly staff and a great breakfast.",
  "Quiet, comfortable and close to everything we needed.",
  "The backup power meant we never noticed load-shedding.",
  "Check-in took two minutes and the bed was excellent.",
  "Good value, safe parking and helpful people at reception.",
  "The restaurant was a lovely surprise; we ate there twice.",
] as const
const COMPLAINTS = [
  "The room was fine but the air-conditioning was noisy.",
  "Breakfast ran out of eggs before eight.",
  "Slow check-in on a busy Friday evening.",
] as const

/** Eight reviews a hotel on each platform, mostly good and some not, over the past year. */
export const guestReviewRows = (hotels: ReadonlyArray<ContentHotel>, startDate: string, random: SeededRandom): ReadonlyArray<typeof guestReviews.$inferInsert> =>
  hotels.flatMap((hotel) =>
    (["tripadvisor", "google"] as const).flatMap((platform) => {
      const stream = random.stream("reviews", hotel.code, platform)
      return Array.from({ length: 8 }, (_, index) => {
        const rating = stream() < 0.75 ? intBetween(stream, 4, 5) : intBetween(stream, 2, 3)
        const name = FIRST_NAMES[intBetween(stream, 0, FIRST_NAMES.length - 1)]!
        const words = rating >= 4 ? PRAISE[intBetween(stream, 0, PRAISE.length - 1)]! : COMPLAINTS[intBetween(stream, 0, COMPLAINTS.length - 1)]!
        const host = platform === "tripadvisor" ? "https://www.tripadvisor.example" : "https://maps.google.example"
        return {
          hotelId: hotel.id,
          platform,
          rating,
          reviewerName: `${name} ${String.fromCharCode(65 + intBetween(stream, 0, 25))}.`,
          reviewerText: `${words} We stayed at ${hotel.name}.`,
          storeUrl: `${host}/reviews/karoo-${hotel.code}/${index + 1}`,
          reviewedOn: addDays(startDate, -(index * 40 + intBetween(stream, 1, 30))),
        }
      })
    }),
  )

/**
 * spec A §3: points per night of accommodation by brand, kind of day and guests: what a night earns, and what a free
 * night costs. Courtyard earns and costs the most, Road Lodges the least; business hotels cost less at weekends.
 */
const POINTS: Readonly<Record<number, { readonly earn: readonly [number, number, number, number]; readonly redeem: readonly [number, number, number, number] }>> = {
  // [midweek one guest, midweek two guests, weekend one guest, weekend two guests]
  1: { earn: [30, 40, 25, 35], redeem: [2_500, 3_000, 2_000, 2_500] },
  2: { earn: [40, 50, 35, 45], redeem: [3_000, 3_500, 2_800, 3_300] },
  3: { earn: [10, 15, 10, 15], redeem: [900, 1_100, 900, 1_100] },
  4: { earn: [20, 30, 15, 25], redeem: [1_800, 2_200, 1_500, 1_900] },
}

export const loyaltyPointsValueRows = (): ReadonlyArray<typeof loyaltyPointsValues.$inferInsert> =>
  Object.entries(POINTS).flatMap(([brandId, values]) =>
    (["earn", "redeem"] as const).flatMap((kind) =>
      (
        [
          ["midweek", 1],
          ["midweek", 2],
          ["weekend", 1],
          ["weekend", 2],
        ] as const
      ).map(([day, guests], index) => ({ brandId: Number(brandId), kind, day, product: "accommodation" as const, guests, points: values[kind][index]! })),
    ),
  )
