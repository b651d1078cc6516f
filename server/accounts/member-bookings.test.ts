import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BOOKINGS_PER_PAGE } from "../../contracts/api/accounts.ts"
import { bookings } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { confirmation, reservation } from "../testing/booking-kit.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp } from "./testing/accounts-app.ts"

/**
 * Bookings made while signed in belong to the member (issue 14), and the member's current and
 * previous bookings (spec A §4, §7): 6 a page, meta.totalPages, the status rules.
 */

let database: TestDatabase
let app: AccountsApp
beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 40, hotels: ["801"] } })
  app = await startAccountsApp(database)
})
afterAll(async () => {
  await app.dispose()
  await database.close()
})

/** Holds and confirms a two-night stay `daysAhead` days after 2030-03-05, as the member with `token` (or a guest). */
const book = async (daysAhead: number, token?: string): Promise<{ uuid: string; status: number }> => {
  const day = (offset: number) => new Date(Date.UTC(2030, 2, 5 + offset, 10)).toISOString().slice(0, 10)
  const stay = { start_date: `${day(daysAhead)}T12:00:00+02:00`, end_date: `${day(daysAhead + 2)}T12:00:00+02:00` }
  const held = await app.request("POST", "/api/web/bookings/reservation", { body: { reservation: reservation(stay) } })
  const { uuid } = (await held.json()) as { uuid: string }
  const confirmed = await app.request("POST", "/api/web/bookings/confirmation", { body: { reservation: confirmation(uuid, stay) }, ...(token === undefined ? {} : { token }) })
  return { uuid, status: confirmed.status }
}

const list = async (which: "active" | "inactive", token: string, query = "") => {
  const response = await app.request("GET", `/api/web/accounts/${which}_bookings${query}`, { token })
  return { status: response.status, cacheControl: response.headers.get("Cache-Control"), body: (await response.json()) as { bookings: Array<{ uuid: string; status: string }>; meta: { totalPages: number } } }
}

describe("a member's bookings", () => {
  it("belong to the member when made signed in; a guest's do not", async () => {
    const tokens = await signUp(app, database, newMember())
    const mine = await book(1, tokens.access_token)
    const guests = await book(2)
    expect([mine.status, guests.status]).toEqual([201, 201])
    const [row] = await database.db.select().from(bookings).where(eq(bookings.uuid, mine.uuid))
    expect(row?.memberId).not.toBeNull()
    const [other] = await database.db.select().from(bookings).where(eq(bookings.uuid, guests.uuid))
    expect(other?.memberId).toBeNull()

    const active = await list("active", tokens.access_token)
    expect(active.status).toBe(200)
    expect(active.cacheControl).toBe("no-store")
    expect(active.body.bookings.map((booking) => booking.uuid)).toEqual([mine.uuid])
    expect(active.body.meta.totalPages).toBe(1)
    // Its own booking opens by its uuid, with no one-time code.
    expect((await app.request("GET", `/api/web/bookings/${mine.uuid}/booking`)).status).toBe(200)
  })

  it("refuses a confirmation sent with a token that no longer works, so the site refreshes and retries", async () => {
    const tokens = await signUp(app, database, newMember())
    await app.request("POST", "/api/web/accounts/logout", { token: tokens.access_token })
    expect((await book(3, tokens.access_token)).status).toBe(401)
  })

  it("come 6 a page, current ones soonest first; cancelled ones are previous bookings", async () => {
    const tokens = await signUp(app, database, newMember())
    const made: Array<string> = []
    for (let index = 0; index < BOOKINGS_PER_PAGE + 2; index++) made.push((await book(4 + index * 3, tokens.access_token)).uuid)
    const first = await list("active", tokens.access_token)
    expect(first.body.bookings).toHaveLength(BOOKINGS_PER_PAGE)
    expect(first.body.meta.totalPages).toBe(2)
    expect(first.body.bookings.map((booking) => booking.uuid)).toEqual(made.slice(0, BOOKINGS_PER_PAGE))
    const second = await list("active", tokens.access_token, "?page=2")
    expect(second.body.bookings.map((booking) => booking.uuid)).toEqual(made.slice(BOOKINGS_PER_PAGE))

    const now = new Date()
    await database.db.update(bookings).set({ status: "cancelled", cancelledAt: now, cancellationReason: "guest" }).where(eq(bookings.uuid, made[0]!))
    const previous = await list("inactive", tokens.access_token)
    expect(previous.body.bookings.map((booking) => [booking.uuid, booking.status])).toEqual([[made[0], "Cancelled"]])
    expect((await list("active", tokens.access_token)).body.bookings).not.toContainEqual(expect.objectContaining({ uuid: made[0] }))
  })

  it("answers no bookings as zero pages, and 401 without a token, 422 for a bad page", async () => {
    const tokens = await signUp(app, database, newMember())
    expect((await list("inactive", tokens.access_token)).body).toEqual({ bookings: [], meta: { totalPages: 0 } })
    expect((await app.request("GET", "/api/web/accounts/active_bookings")).status).toBe(401)
    expect((await list("active", tokens.access_token, "?per=7")).status).toBe(422)
  })
})
