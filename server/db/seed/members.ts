import { eq, inArray } from "drizzle-orm"
import { Temporal } from "temporal-polyfill"
import { SIGN_UP_POINTS } from "../../../core/account/loyalty-points.ts"
import { INDIVIDUAL_MEMBER_TYPE } from "../../../core/account/member-type.ts"
import { BRAND_IDS, type BrandKey } from "../../../core/booking/hotel.ts"
import { SOUTH_AFRICA } from "../../../core/checkout/countries.ts"
import type { PointsValue } from "../../../core/content/loyalty-programme.ts"
import { earnCredit, type LedgerEntry, signUpCredit } from "../../../core/loyalty/ledger.ts"
import { pointsEarnedForStay, type StayRoom } from "../../../core/loyalty/stay-points.ts"
import { REFERENCE_ALPHABET, REFERENCE_PREFIX, REFERENCE_LENGTH } from "../../reservations/confirm.ts"
import { ledgerRow } from "../../loyalty/LoyaltyLedger.ts"
import type { AppTransaction } from "../database.ts"
import { accounts, companies, loyaltyLedgerEntries, loyaltyPointsValues, travellers } from "../schema.ts"
import { randomFor } from "./random.ts"

/**
 * Demo members (issue 24): an individual member whose past stays earned enough points to pay for nights with them, and
 * a corporate member with a company and travellers, so the points and corporate journeys can be tried right after
 * `npm start`. Written only when the configuration asks (DEMO_MEMBERS; by default the embedded database outside
 * production: docs/decisions.md "Demo members"), their passwords hashed by the server's own PasswordHasher, their
 * points written as the loyalty ledger writes them (core/loyalty/ledger.ts over the seeded earn values). A member
 * already there is left as it is.
 */

/** The demo logins (README lists them). Published passwords: never on a production database. */
export const DEMO_PASSWORD = "Karoo-Demo-2030"
export const DEMO_INDIVIDUAL_EMAIL = "demo.member@example.co.za"
export const DEMO_CORPORATE_EMAIL = "demo.corporate@example.co.za"
export const DEMO_CORPORATE_TYPE = "corporate"

/** What writing the demo members needs: the server's password hashing (PasswordHasher.hash). */
export interface DemoMembersOptions {
  readonly hash: (password: string) => Promise<string>
}

/** A past stay of the individual demo member: its brand, rooms, nights and how many days before today it ended. */
interface PastStay {
  readonly brand: BrandKey
  readonly rooms: ReadonlyArray<StayRoom>
  readonly nights: number
  readonly endedDaysAgo: number
}

/** Twelve stays over the last year or so, none older than the points' validity: usable points well above 500. */
export const DEMO_STAYS: ReadonlyArray<PastStay> = Array.from({ length: 12 }, (_, index) => ({
  brand: (["courtyard", "city", "town", "courtyard"] as const)[index % 4]!,
  rooms: index % 3 === 0 ? [{ adults: 2, kids: 0 }, { adults: 1, kids: 1 }] : [{ adults: 2, kids: 0 }],
  nights: 4 + (index % 4),
  endedDaysAgo: 20 + index * 30,
}))

/** A deterministic uuid (v4's shape) for the seed's own rows. */
const seedUuid = (...parts: ReadonlyArray<string | number>): string => {
  const random = randomFor("demo-members", ...parts)
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16))
  hex[12] = "4"
  hex[16] = "89ab"[Math.floor(random() * 4)]!
  const text = hex.join("")
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

const seedReference = (index: number): string => {
  const random = randomFor("demo-reference", index)
  return REFERENCE_PREFIX + Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)]).join("")
}

const BRAND_KEY_OF_ID = new Map(Object.entries(BRAND_IDS).map(([key, id]) => [id as number, key as BrandKey]))

const earnValues = async (tx: AppTransaction): Promise<ReadonlyArray<PointsValue>> => {
  const rows = await tx.select().from(loyaltyPointsValues).where(eq(loyaltyPointsValues.kind, "earn"))
  return rows.flatMap((row) => {
    const brand = BRAND_KEY_OF_ID.get(row.brandId)
    return brand === undefined || (row.guests !== 1 && row.guests !== 2) ? [] : [{ brand, day: row.day, guests: row.guests, points: row.points }]
  })
}

/**
 * The individual member's ledger as the ledger would have written it: the sign-up points when they joined, then each
 * stay's points credited the day it was paid (a week before arrival) for what the stay earns at the earn values.
 */
export const demoLedger = (today: Temporal.PlainDate, values: ReadonlyArray<PointsValue>): ReadonlyArray<LedgerEntry> => {
  const joined = today.subtract({ days: 20 + DEMO_STAYS.length * 30 + 30 })
  const stays = DEMO_STAYS.map((stay, index) => {
    const depart = today.subtract({ days: stay.endedDaysAgo })
    const arrive = depart.subtract({ days: stay.nights })
    const points = pointsEarnedForStay(values, stay.brand, stay.rooms, arrive, depart)
    return earnCredit({ id: seedUuid("stay", index), today: arrive.subtract({ days: 7 }), points, reservation: seedReference(index), depart })
  })
  const entries = [signUpCredit({ id: seedUuid("sign-up"), today: joined, points: SIGN_UP_POINTS }), ...stays.filter((entry) => entry !== null)]
  return entries.toSorted((a, b) => Temporal.PlainDate.compare(a.on, b.on))
}

const COMPANY = {
  companyName: "Karoo Travel Partners (Pty) Ltd",
  tradingAs: "Karoo Travel",
  vatNo: "4123456789",
  iataNo: "77312345",
  type: "Travel agency",
  email: "office@karootravel.example.co.za",
  number: "+27115550100",
  faxNo: "",
  addressLine1: "12 Rivonia Road",
  addressLine2: "Sandton",
  city: "Johannesburg",
  postalCode: "2196",
  province: "Gauteng",
  country: SOUTH_AFRICA,
} as const

export const DEMO_TRAVELLERS = [
  { title: "Mr", firstName: "Sipho", lastName: "Dlamini", mobileNo: "+27821234567", email: "sipho.dlamini@example.co.za", idType: "ID Number", identification: "8001015009087" },
  { title: "Ms", firstName: "Anele", lastName: "Mokoena", mobileNo: "+27831234568", email: "anele.mokoena@example.co.za", idType: "ID Number", identification: "9202204800086" },
  { title: "Dr", firstName: "Pieter", lastName: "van Wyk", mobileNo: "+27841234569", email: "pieter.vanwyk@example.co.za", idType: "Passport", identification: "A12345678" },
] as const

interface DemoAccount {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly mobileNumber: string
  readonly loyaltyType: string
}

const INDIVIDUAL: DemoAccount = { email: DEMO_INDIVIDUAL_EMAIL, firstName: "Lerato", lastName: "Khumalo", mobileNumber: "+27820000101", loyaltyType: INDIVIDUAL_MEMBER_TYPE }
const CORPORATE: DemoAccount = { email: DEMO_CORPORATE_EMAIL, firstName: "Johan", lastName: "Botha", mobileNumber: "+27820000102", loyaltyType: DEMO_CORPORATE_TYPE }

export interface DemoMembersReport {
  readonly members: number
  readonly ledgerEntries: number
  readonly travellers: number
}

const insertAccount = async (tx: AppTransaction, account: DemoAccount, passwordHash: string, at: Date): Promise<number | undefined> => {
  const [row] = await tx
    .insert(accounts)
    .values({ ...account, passwordHash, registrationCompletedAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ id: accounts.id })
  return row?.id
}

/**
 * Writes the demo members that are not there yet (by e-mail or mobile number), with their points, company and
 * travellers. `startDate` is today at the hotels.
 */
export const writeDemoMembers = async (tx: AppTransaction, startDate: string, options: DemoMembersOptions): Promise<DemoMembersReport> => {
  const existing = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, [INDIVIDUAL.email, CORPORATE.email]))
  const present = new Set(existing.map((row) => row.email))
  const today = Temporal.PlainDate.from(startDate)
  let members = 0
  let ledgerEntries = 0
  let travellerRows = 0

  if (!present.has(INDIVIDUAL.email)) {
    const entries = demoLedger(today, await earnValues(tx))
    const joined = new Date(`${entries[0]!.on.toString()}T10:00:00+02:00`)
    const id = await insertAccount(tx, INDIVIDUAL, await options.hash(DEMO_PASSWORD), joined)
    if (id !== undefined) {
      await tx.insert(loyaltyLedgerEntries).values(entries.map((entry) => ledgerRow(id, entry)))
      members += 1
      ledgerEntries += entries.length
    }
  }
  if (!present.has(CORPORATE.email)) {
    const joined = new Date(`${today.subtract({ days: 90 }).toString()}T10:00:00+02:00`)
    const id = await insertAccount(tx, CORPORATE, await options.hash(DEMO_PASSWORD), joined)
    if (id !== undefined) {
      await tx.insert(companies).values({ accountId: id, ...COMPANY })
      await tx.insert(travellers).values(DEMO_TRAVELLERS.map((traveller) => ({ accountId: id, ...traveller })))
      // the sign-up points every member gets (Registration's verify)
      await tx.insert(loyaltyLedgerEntries).values(ledgerRow(id, signUpCredit({ id: seedUuid("corporate-sign-up"), today: today.subtract({ days: 90 }), points: SIGN_UP_POINTS })))
      members += 1
      ledgerEntries += 1
      travellerRows += DEMO_TRAVELLERS.length
    }
  }
  return { members, ledgerEntries, travellers: travellerRows }
}

