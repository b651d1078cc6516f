import { Effect, Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hotelExample } from "../../contracts/api/testing/examples.ts"
import { BookingApi } from "../../core/ports/BookingApi.ts"
import { makeLatestWins } from "../../core/search/latest-wins.ts"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { answer, http, makeApiHarness, url, useMswServer } from "../testing/http.testing.ts"

const server = useMswServer()
const api = makeApiHarness()

describe("a stale hotel search answer never overwrites a newer one", () => {
  it("through the real adapter, whatever order the server answers in, the last search's hotels are shown", async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 2, max: 4 }), async (s, searches) => {
        // The server answers each location with a hotel named after it, when the scheduler lets it.
        server.use(
          http.post(url("/api/web/bookings/hotels"), async ({ request }) => {
            const location = ((await request.json()) as { rooms: { location: string } }).rooms.location
            return s.schedule(Promise.resolve(answer({ hotels: [{ ...hotelExample, name: location }] })), location)
          }),
        )
        const latest = makeLatestWins()
        let shown: string | undefined
        const search = (location: string) =>
          api.run(
            Effect.flatMap(Effect.service(BookingApi), (booking) =>
              latest.run(
                booking.searchHotels({ checkInDate: "2026-12-01", checkOutDate: "2026-12-03", guestRooms: [{ adults: 1, kids: 0 }], location, coordinates: null, promoCode: "" }),
              ),
            ).pipe(Effect.tap((landed) => Effect.sync(() => Option.map(landed, (hotels) => (shown = hotels[0]?.name))))),
          )
        const runs = Array.from({ length: searches }, (_, n) => search(`City ${n}`))
        // Requests reach msw asynchronously: keep releasing answers until every search has settled.
        const settled = Promise.all(runs)
        let done = false
        void settled.then(() => (done = true))
        while (!done) {
          if (s.count() > 0) await s.waitOne()
          else await new Promise((resolve) => setTimeout(resolve, 1))
        }
        await settled
        expect(shown).toBe(`City ${searches - 1}`)
      }),
      { numRuns: scaledRuns(20) },
    )
  })
})
