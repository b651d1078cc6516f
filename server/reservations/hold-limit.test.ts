import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { HOLD_SECONDS } from "../../contracts/api/search.ts"
import { heldRoomsDecision, type LiveHold } from "./hold-limit.ts"

/** A reservation holds 1 to 10 rooms (spec B §5); limits around and past a few holds' worth. */
const NOW = Date.UTC(2030, 2, 1, 6, 0, 0)
const liveHold: fc.Arbitrary<LiveHold> = fc.record({
  expiresAtMillis: fc.integer({ min: NOW + 1, max: NOW + HOLD_SECONDS * 1000 }),
  rooms: fc.integer({ min: 1, max: 10 }),
})
const input = fc.record({
  live: fc.array(liveHold, { maxLength: 8 }),
  requested: fc.integer({ min: 1, max: 10 }),
  limit: fc.integer({ min: 1, max: 40 }),
})

const roomsLiveAt = (live: ReadonlyArray<LiveHold>, millis: number): number =>
  live.filter((hold) => hold.expiresAtMillis > millis).reduce((sum, hold) => sum + hold.rooms, 0)

describe("rooms on hold per client", () => {
  it("a hold fits exactly when the client's live rooms and the new ones are within the limit", () => {
    fc.assert(
      fc.property(input, ({ live, requested, limit }) => {
        const decision = heldRoomsDecision({ live, requested, limit, nowMillis: NOW })
        expect(decision._tag === "fits").toBe(roomsLiveAt(live, NOW) + requested <= limit)
      }),
    )
  })

  it("Retry-After is the first whole second at which enough holds have lapsed for the request to fit, never sooner", () => {
    fc.assert(
      fc.property(input, ({ live, requested, limit }) => {
        const decision = heldRoomsDecision({ live, requested, limit, nowMillis: NOW })
        if (decision._tag === "fits" || requested > limit) return
        const seconds = decision.retryAfterSeconds
        expect(Number.isInteger(seconds) && seconds >= 1).toBe(true)
        expect(roomsLiveAt(live, NOW + seconds * 1000) + requested).toBeLessThanOrEqual(limit)
        if (seconds > 1) expect(roomsLiveAt(live, NOW + (seconds - 1) * 1000) + requested).toBeGreaterThan(limit)
      }),
    )
  })

  it("a request larger than the limit never fits, and is told when the client's last hold lapses (1 s with none)", () => {
    expect(heldRoomsDecision({ live: [], requested: 6, limit: 5, nowMillis: NOW })).toEqual({ _tag: "over", retryAfterSeconds: 1 })
    const live = [
      { expiresAtMillis: NOW + 30_000, rooms: 1 },
      { expiresAtMillis: NOW + 90_500, rooms: 1 },
    ]
    expect(heldRoomsDecision({ live, requested: 6, limit: 5, nowMillis: NOW })).toEqual({ _tag: "over", retryAfterSeconds: 91 })
    // The last hold to lapse, however many the client has and in whatever order they were made.
    const three = [{ expiresAtMillis: NOW + 90_500, rooms: 1 }, ...live, { expiresAtMillis: NOW + 120_000, rooms: 1 }]
    expect(heldRoomsDecision({ live: three, requested: 6, limit: 5, nowMillis: NOW })).toEqual({ _tag: "over", retryAfterSeconds: 120 })
  })

  it("a hold that will fit once some of the client's holds lapse is refused for now (429), with when to try again", () => {
    const live = [
      { expiresAtMillis: NOW + 60_000, rooms: 2 },
      { expiresAtMillis: NOW + 29_200, rooms: 3 },
    ]
    expect(heldRoomsDecision({ live, requested: 3, limit: 5, nowMillis: NOW })).toEqual({ _tag: "over", retryAfterSeconds: 30 })
  })
})
