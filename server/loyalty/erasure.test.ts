import { randomUUID } from "node:crypto"
import { eq, inArray, or } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AccountsApp, newMember, signUp, startAccountsApp } from "../accounts/testing/accounts-app.ts"
import { accounts, bookings, loyaltyLedgerEntries, payments } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { confirmation, reservation } from "../testing/booking-kit.ts"
import { LoyaltyStays } from "./LoyaltyStays.ts"

/**
 * Issue 22 item 7 (POPIA): erasing a member's account leaves nothing in the loyalty ledger that leads back to them. The
 * ledger's rows named the account beside booking references whose guests carry the member's name and e-mail, so the
 * deleted account's id led to their stays; erasure removes the member's ledger with the rest of the account.
 */

let database: TestDatabase
let app: AccountsApp
beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 40, hotels: ["801"] } })
  app = await startAccountsApp(database)
})
afterAll(async () => {
  await app?.dispose()
  await database?.close()
})

let nextStay = 0
/** A stay booked by the signed-in member and paid by card, as the gateway's approval leaves it. */
const paidStay = async (token: string) => {
  nextStay += 1
  const day = (offset: number) => new Date(Date.UTC(2030, 2, 5 + offset, 10)).toISOString().slice(0, 10)
  const stay = { start_date: `${day(nextStay * 3)}T12:00:00+02:00`, end_date: `${day(nextStay * 3 + 2)}T12:00:00+02:00` }
  const held = await app.request("POST", "/api/web/bookings/reservation", { body: { reservation: reservation(stay) } })
  const { uuid } = (await held.json()) as { uuid: string }
  const confirmed = await app.request("POST", "/api/web/bookings/confirmation", { body: { reservation: confirmation(uuid, stay) }, token })
  expect(confirmed.status).toBe(201)
  const [booking] = await database.db.select().from(bookings).where(eq(bookings.uuid, uuid))
  await database.db.insert(payments).values({ bookingId: booking!.id, payRequestId: randomUUID(), reference: booking!.referenceNumber, amountCents: booking!.totalForStayCents, status: "approved" })
  return booking!
}

describe("erasing a member (DELETE /api/web/accounts)", () => {
  it("leaves no ledger row that names the account or the member's stays", async () => {
    const member = newMember()
    const { access_token: token } = await signUp(app, database, member)
    const [account] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, member.email))
    const stay = await paidStay(token)
    // the stay's points, credited as a payment's approval credits them
    await app.http.runtime.runPromise(LoyaltyStays.use((stays) => stays.creditPaidStay(stay.id)))
    const ledgerOf = () =>
      database.db
        .select()
        .from(loyaltyLedgerEntries)
        .where(or(eq(loyaltyLedgerEntries.accountId, account!.id), inArray(loyaltyLedgerEntries.reservation, [stay.referenceNumber])))
    expect((await ledgerOf()).map((row) => row.kind).sort()).toEqual(["earned", "sign_up"])

    expect((await app.request("DELETE", "/api/web/accounts", { token })).status).toBe(200)
    expect(await ledgerOf()).toEqual([])
    // the booking stays, the hotel's record of the stay, with nothing that leads to the account
    const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, stay.id))
    expect(kept).toMatchObject({ referenceNumber: stay.referenceNumber, memberId: null })
  })

  it("leaves another member's ledger as it was", async () => {
    const staying = newMember()
    const leaving = newMember()
    const stayingToken = (await signUp(app, database, staying, "198.51.100.7")).access_token
    const leavingToken = (await signUp(app, database, leaving, "198.51.100.8")).access_token
    const [kept] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, staying.email))
    const before = await database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, kept!.id))
    expect((await app.request("DELETE", "/api/web/accounts", { token: leavingToken })).status).toBe(200)
    expect(await database.db.select().from(loyaltyLedgerEntries).where(eq(loyaltyLedgerEntries.accountId, kept!.id))).toEqual(before)
    expect((await app.request("GET", "/api/web/accounts/loyalty_points", { token: stayingToken })).status).toBe(200)
  })
})
