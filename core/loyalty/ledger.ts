import { Temporal } from "temporal-polyfill"

/**
 * A member's loyalty points as a ledger (issue 15): entries are only ever appended, and the balance is what they add
 * up to, never a column of its own. Every credit is a lot with an expiry date; a debit draws on the lots that are
 * still usable on its day, the soonest to expire first, so a member never loses points that a redemption could have
 * used. A stay's points are pending until the stay is over (issue 22): they are usable from the day after its
 * departure, decided here from the entry's depart day and today on the hotels' clock, so no job has to release them.
 * These are the rules; server/loyalty writes the entries they decide, one transaction per change.
 */

/** Decided (docs/decisions.md): points stay usable for 24 months from the day they become usable. */
export const POINTS_VALID_MONTHS = 24

/** Decided (docs/decisions.md): points given back for a cancelled redemption stay usable at least this many days. */
export const RETURNED_POINTS_GRACE_DAYS = 90

/** Credits: the sign-up gift, points earned by a paid stay, and points given back when a redemption is cancelled. */
export const CREDIT_KINDS = ["sign_up", "earned", "redemption_returned"] as const
export type CreditKind = (typeof CREDIT_KINDS)[number]

/** Debits: points paid for a stay, points taken back from a stay that was cancelled, and points that ran out. */
export const DEBIT_KINDS = ["redeemed", "earn_reversed", "expired"] as const
export type DebitKind = (typeof DEBIT_KINDS)[number]

export type LedgerEntryKind = CreditKind | DebitKind

interface EntryBase {
  /** Unique within the member's ledger. */
  readonly id: string
  /** The day the entry took effect (the hotels' clock); entries are in the order they were written, days never going back. */
  readonly on: Temporal.PlainDate
  /** The booking reference the points belong to, if any. */
  readonly reservation: string | null
  /** The stay's check-out day, if any. */
  readonly depart: Temporal.PlainDate | null
}

export interface LedgerCredit extends EntryBase {
  readonly kind: CreditKind
  /** Points added: more than 0. */
  readonly points: number
  /** The first day these points can no longer be used. */
  readonly expiresOn: Temporal.PlainDate
  /** redemption_returned: the redemption it gives back. */
  readonly returns: string | null
}

export interface LedgerDebit extends EntryBase {
  readonly kind: DebitKind
  /** Points taken: less than 0, so the balance is the plain sum of every entry's points. */
  readonly points: number
  /** expired: the lot that ran out; earn_reversed: the earned lot it takes back. */
  readonly lot: string | null
}

export type LedgerEntry = LedgerCredit | LedgerDebit

export const isCredit = (entry: LedgerEntry): entry is LedgerCredit => (CREDIT_KINDS as ReadonlyArray<string>).includes(entry.kind)

/** What is left of a credit. */
export interface Lot {
  readonly id: string
  /** The first day its points can be used: a stay's once the stay is over, any other credit's at once. */
  readonly usableFrom: Temporal.PlainDate
  readonly expiresOn: Temporal.PlainDate
  readonly remaining: number
}

/** Which lots a debit took its points from. */
export interface Draw {
  readonly lot: string
  readonly points: number
}

export interface Allocation {
  /** Every credit, in ledger order, with what is left of it. */
  readonly lots: ReadonlyArray<Lot>
  /** Each debit's draws, by the debit's id. */
  readonly draws: ReadonlyMap<string, ReadonlyArray<Draw>>
}

const before = (a: Temporal.PlainDate, b: Temporal.PlainDate): boolean => Temporal.PlainDate.compare(a, b) < 0
const later = (a: Temporal.PlainDate, b: Temporal.PlainDate): Temporal.PlainDate => (before(a, b) ? b : a)

/**
 * Decided (docs/decisions.md, issue 22): a stay's points are pending until the stay is over, that is until the day
 * after its departure day (or the day they are credited, for a stay paid after it ended). Every other credit is usable
 * the day it is made.
 */
export const pointsUsableFrom = (credit: Pick<LedgerCredit, "kind" | "on" | "depart">): Temporal.PlainDate =>
  credit.kind === "earned" && credit.depart !== null ? later(credit.on, credit.depart.add({ days: 1 })) : credit.on

/** A lot is usable from its first usable day until the day before its expiry date. */
const usableOn = (lot: Lot, day: Temporal.PlainDate): boolean => lot.remaining > 0 && !before(day, lot.usableFrom) && before(day, lot.expiresOn)

/** A lot is pending on a day before its first usable day: it counts for nothing until then. */
const pendingOn = (lot: Lot, day: Temporal.PlainDate): boolean => lot.remaining > 0 && before(day, lot.usableFrom)

/**
 * Walks the ledger in order: credits open lots; a debit draws first on the lot it names (if any), then on the
 * lots usable on its day, soonest expiry first (earlier credits first on the same expiry: the sort is stable).
 */
export const allocate = (entries: ReadonlyArray<LedgerEntry>): Allocation => {
  const lots: Array<{ id: string; usableFrom: Temporal.PlainDate; expiresOn: Temporal.PlainDate; remaining: number }> = []
  const draws = new Map<string, ReadonlyArray<Draw>>()
  for (const entry of entries) {
    if (isCredit(entry)) {
      lots.push({ id: entry.id, usableFrom: pointsUsableFrom(entry), expiresOn: entry.expiresOn, remaining: entry.points })
      continue
    }
    let owed = -entry.points
    const taken: Array<Draw> = []
    const take = (lot: { id: string; remaining: number }) => {
      const points = Math.min(owed, lot.remaining)
      if (points <= 0) return
      lot.remaining -= points
      owed -= points
      taken.push({ lot: lot.id, points })
    }
    // an expiry empties its own lot; a reversal takes back its stay's points first, pending or usable, until they expire
    const named = entry.lot === null ? undefined : lots.find((lot) => lot.id === entry.lot)
    if (named !== undefined && (entry.kind === "expired" || before(entry.on, named.expiresOn))) take(named)
    const usable = lots.filter((lot) => usableOn(lot, entry.on)).sort((a, b) => Temporal.PlainDate.compare(a.expiresOn, b.expiresOn))
    for (const lot of usable) take(lot)
    draws.set(entry.id, taken)
  }
  return { lots, draws }
}

/** The plain sum of every entry: what the member holds once every due expiry is written. */
export const ledgerSum = (entries: ReadonlyArray<LedgerEntry>): number => entries.reduce((sum, entry) => sum + entry.points, 0)

/** The points a member can use today: what is left of the lots that are usable (not pending, not expired). */
export const usablePoints = (entries: ReadonlyArray<LedgerEntry>, today: Temporal.PlainDate): number =>
  allocate(entries)
    .lots.filter((lot) => usableOn(lot, today))
    .reduce((sum, lot) => sum + lot.remaining, 0)

/** The points of stays not over yet: the member holds them, but they pay for nothing until the stay is over. */
export const pendingPoints = (entries: ReadonlyArray<LedgerEntry>, today: Temporal.PlainDate): number =>
  allocate(entries)
    .lots.filter((lot) => pendingOn(lot, today))
    .reduce((sum, lot) => sum + lot.remaining, 0)

/** The expiries due by today that are not written yet, one per lot, dated the day the lot ran out. */
export const dueExpiries = (entries: ReadonlyArray<LedgerEntry>, today: Temporal.PlainDate, newId: (lot: Lot) => string): ReadonlyArray<LedgerDebit> =>
  allocate(entries)
    .lots.filter((lot) => lot.remaining > 0 && !before(today, lot.expiresOn))
    .map((lot) => ({ kind: "expired", id: newId(lot), on: lot.expiresOn, reservation: null, depart: null, points: -lot.remaining, lot: lot.id }))

/** A credit's expiry when its points become usable on `usableFrom`. */
export const expiryOfCreditOn = (usableFrom: Temporal.PlainDate): Temporal.PlainDate => usableFrom.add({ months: POINTS_VALID_MONTHS })

export interface NewCredit {
  readonly id: string
  readonly today: Temporal.PlainDate
  readonly points: number
  readonly reservation?: string | undefined
  readonly depart?: Temporal.PlainDate | undefined
}

const credit = (kind: CreditKind, { id, today, points, reservation, depart }: NewCredit, expiresOn = expiryOfCreditOn(today), returns: string | null = null): LedgerCredit => ({
  kind,
  id,
  on: today,
  points,
  expiresOn,
  reservation: reservation ?? null,
  depart: depart ?? null,
  returns,
})

/** spec A §9: a new member's sign-up points. */
export const signUpCredit = (entry: NewCredit): LedgerCredit => credit("sign_up", entry)

/**
 * A paid stay's points, credited when it is paid (none for a stay that earns nothing): pending until the stay is over,
 * then usable for POINTS_VALID_MONTHS.
 */
export const earnCredit = (entry: NewCredit & { readonly reservation: string; readonly depart: Temporal.PlainDate }): LedgerCredit | null => {
  if (entry.points <= 0) return null
  const usableFrom = pointsUsableFrom({ kind: "earned", on: entry.today, depart: entry.depart })
  return credit("earned", entry, expiryOfCreditOn(usableFrom))
}

export type RedeemRefusal = { readonly kind: "not_enough_points"; readonly usable: number }

/** Points paid for a stay, when the member has them today. */
export const redeem = (
  entries: ReadonlyArray<LedgerEntry>,
  entry: NewCredit & { readonly reservation: string },
): { readonly kind: "redeemed"; readonly debit: LedgerDebit } | RedeemRefusal => {
  const usable = usablePoints(entries, entry.today)
  if (entry.points <= 0 || entry.points > usable) return { kind: "not_enough_points", usable }
  return {
    kind: "redeemed",
    debit: { kind: "redeemed", id: entry.id, on: entry.today, points: -entry.points, reservation: entry.reservation, depart: entry.depart ?? null, lot: null },
  }
}

/**
 * A cancelled stay's earned points taken back: what is left of its own lot, pending or usable (a pending lot is whole:
 * nothing can spend it), then, for points already spent, as many as the member still has usable (the balance never
 * goes negative). Null when there is nothing to take, or it was taken back already.
 */
export const reverseEarn = (entries: ReadonlyArray<LedgerEntry>, earnedId: string, id: string, today: Temporal.PlainDate): LedgerDebit | null => {
  const earned = entries.find((entry) => entry.id === earnedId)
  if (earned === undefined || earned.kind !== "earned") return null
  if (entries.some((entry) => entry.kind === "earn_reversed" && entry.lot === earnedId)) return null
  const { lots } = allocate(entries)
  const own = lots.find((lot) => lot.id === earnedId)
  const ownLeft = own !== undefined && before(today, own.expiresOn) ? own.remaining : 0
  const otherUsable = lots.filter((lot) => lot.id !== earnedId && usableOn(lot, today)).reduce((sum, lot) => sum + lot.remaining, 0)
  const points = Math.min(earned.points, ownLeft + otherUsable)
  if (points <= 0) return null
  return { kind: "earn_reversed", id, on: today, points: -points, reservation: earned.reservation, depart: earned.depart, lot: earnedId }
}

/**
 * A cancelled redemption's points given back, once: all of them, or `upTo` of them where the cancellation refunds only
 * part of the stay (core/booking/cancellation-refund.ts); nothing when that is 0. They expire when the latest of the
 * lots they came from would have, but never sooner than RETURNED_POINTS_GRACE_DAYS from today, so a member always has
 * time to use them.
 */
export const returnRedemption = (
  entries: ReadonlyArray<LedgerEntry>,
  redeemedId: string,
  id: string,
  today: Temporal.PlainDate,
  upTo: number = Number.POSITIVE_INFINITY,
): LedgerCredit | null => {
  const redeemed = entries.find((entry) => entry.id === redeemedId)
  if (redeemed === undefined || redeemed.kind !== "redeemed") return null
  if (entries.some((entry) => entry.kind === "redemption_returned" && entry.returns === redeemedId)) return null
  const points = Math.min(-redeemed.points, upTo)
  if (points <= 0) return null
  const { lots, draws } = allocate(entries)
  const grace = today.add({ days: RETURNED_POINTS_GRACE_DAYS })
  const expiresOn = (draws.get(redeemedId) ?? [])
    .map((draw) => lots.find((lot) => lot.id === draw.lot)?.expiresOn ?? grace)
    .reduce((latest, day) => (before(latest, day) ? day : latest), grace)
  return credit("redemption_returned", { id, today, points, reservation: redeemed.reservation ?? undefined, depart: redeemed.depart ?? undefined }, expiresOn, redeemedId)
}

/** spec A §3: a points expiry row. */
export interface PointsExpiryRow {
  readonly date: Temporal.PlainDate
  readonly points: number
}

/** spec A §2: the points still usable today, by the day they expire, soonest first. */
export const pointsExpiring = (entries: ReadonlyArray<LedgerEntry>, today: Temporal.PlainDate): ReadonlyArray<PointsExpiryRow> => {
  const byDay = new Map<string, PointsExpiryRow>()
  for (const lot of allocate(entries).lots) {
    if (!usableOn(lot, today)) continue
    const key = lot.expiresOn.toString()
    byDay.set(key, { date: lot.expiresOn, points: (byDay.get(key)?.points ?? 0) + lot.remaining })
  }
  return [...byDay.values()].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date))
}

/**
 * spec A §3: a points history row (date, reservation, id, depart, redeemed, earned), with what kind of entry it is and
 * whether its points are pending today (a stay's, usable the day after `depart`).
 */
export interface PointsHistoryRow {
  readonly date: Temporal.PlainDate
  readonly reservation: string | null
  readonly id: string
  readonly depart: Temporal.PlainDate | null
  readonly redeemed: number
  readonly earned: number
  readonly kind: LedgerEntryKind
  readonly pending: boolean
}

/** spec A §2: the points history, newest first; a stay's credit is pending while its stay is not over (nor cancelled). */
export const pointsHistory = (entries: ReadonlyArray<LedgerEntry>, today: Temporal.PlainDate): ReadonlyArray<PointsHistoryRow> => {
  const pendingLots = new Set(
    allocate(entries)
      .lots.filter((lot) => pendingOn(lot, today))
      .map((lot) => lot.id),
  )
  return entries
    .map((entry) => ({
      date: entry.on,
      reservation: entry.reservation,
      id: entry.id,
      depart: entry.depart,
      redeemed: entry.points < 0 ? -entry.points : 0,
      earned: entry.points > 0 ? entry.points : 0,
      kind: entry.kind,
      pending: pendingLots.has(entry.id),
    }))
    .reverse()
}

/** spec A §3: the account's total_usable, total_redeemed and total_expired loyalty points, and the points pending. */
export interface PointsTotals {
  /** Only points that can pay today: never a stay's points before the stay is over. */
  readonly usable: number
  /** Points of paid stays not over yet (issue 22). */
  readonly pending: number
  readonly redeemed: number
  readonly expired: number
}

/** Redeemed counts what paid for stays, less what was given back; expired counts what ran out, written or due. */
export const pointsTotals = (entries: ReadonlyArray<LedgerEntry>, today: Temporal.PlainDate): PointsTotals => {
  const sumOf = (kind: LedgerEntryKind) => entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + Math.abs(entry.points), 0)
  const due = dueExpiries(entries, today, (lot) => lot.id).reduce((sum, debit) => sum - debit.points, 0)
  return {
    usable: usablePoints(entries, today),
    pending: pendingPoints(entries, today),
    redeemed: sumOf("redeemed") - sumOf("redemption_returned"),
    expired: sumOf("expired") + due,
  }
}
