import { Effect } from "effect"
import type { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { today } from "../../core/time/clock.ts"
import { testConfig } from "../config.ts"
import { guestReviews } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import type { HttpRuntime } from "../http/runtime.ts"
import { buildServerApp } from "../main.ts"
import { silentLogger } from "../testing/logs.ts"

/** Guest reviews (GET /api/social-places) over the app as server/main.ts builds it, on reviews this file writes. */

let database: TestDatabase
let app: Hono
let http: HttpRuntime<unknown>
const day = Effect.runSync(today)
const daysFromToday = (days: number) => day.add({ days }).toString()

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 1, hotels: ["801", "802"] } })
  const built = await buildServerApp(testConfig(), database, silentLogger, "/nonexistent")
  app = built.app as unknown as Hono
  http = built.http as HttpRuntime<unknown>
  const review = (hotelId: number, platform: "tripadvisor" | "google", rating: number, ago: number) => ({
    hotelId,
    platform,
    rating,
    reviewerName: `Guest ${ago}`,
    reviewerText: `Rated ${rating}.`,
    storeUrl: `https://www.tripadvisor.example/reviews/${hotelId}/${ago}`,
    reviewedOn: daysFromToday(-ago),
  })
  await database.db.insert(guestReviews).values([
    review(1, "tripadvisor", 5, 1),
    review(1, "tripadvisor", 3, 2),
    review(1, "tripadvisor", 4, 3),
    ...[4, 5, 4, 5, 4].map((rating, index) => review(1, "tripadvisor", rating, 10 + index)),
    review(1, "google", 2, 1),
    review(1, "google", 5, 2),
    review(2, "tripadvisor", 5, 1),
  ])
})
afterAll(async () => {
  await http?.dispose()
  await database?.close()
})

const get = async (path: string) => {
  const response = await app.request(path)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe("GET /api/social-places", () => {
  const reviews = async (query: string) => {
    const answer = await get(`/api/social-places?${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { reviews: ReadonlyArray<{ rating: number; reviewer_name: string }> }).reviews
  }

  it("answers the store's reviews on the platform rated at least scaleValue, newest first, at most limit", async () => {
    const answer = await reviews("storeId=karoo-801&platform=tripadvisor&scale=greater-than-equal-to&scaleValue=4&limit=5")
    expect(answer.map((review) => [review.reviewer_name, review.rating])).toStrictEqual([
      ["Guest 1", 5],
      ["Guest 3", 4],
      ["Guest 10", 4],
      ["Guest 11", 5],
      ["Guest 12", 4],
    ])
  })

  it("keeps the platforms and the hotels apart, and defaults to tripadvisor and 5 reviews", async () => {
    expect((await reviews("storeId=karoo-801&platform=google")).map((review) => review.rating)).toStrictEqual([2, 5])
    expect(await reviews("storeId=karoo-801")).toHaveLength(5)
    expect((await reviews("storeId=karoo-802")).map((review) => review.rating)).toStrictEqual([5])
  })

  it("answers no reviews for a store it does not know", async () => {
    expect(await reviews("storeId=nowhere")).toStrictEqual([])
  })

  it("answers 422 for a missing store, an unknown platform or scale, and a scale value or limit out of range", async () => {
    const answer = await get("/api/social-places?platform=yelp&scale=less-than&scaleValue=6&limit=0")
    expect(answer.status).toBe(422)
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toStrictEqual(["limit", "platform", "scale", "scaleValue", "storeId"])
  })
})
