import { eq, sql } from "drizzle-orm"
import type { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ContentResponse, ContentsResponse } from "../../contracts/api/contents.ts"
import { CONTENT_NOT_FOUND } from "../../contracts/api/errors.ts"
import { CONTENT_TYPES } from "../../core/content/content-types.ts"
import { pointsFieldKey } from "../../core/content/loyalty-programme.ts"
import { testConfig } from "../config.ts"
import { charities, contentFields, contentItems, loyaltyPointsValues } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import type { HttpRuntime } from "../http/runtime.ts"
import { buildServerApp } from "../main.ts"
import { silentLogger } from "../testing/logs.ts"
import { Schema } from "effect"

/**
 * GET /api/web/contents and /contents/{slug} over the app as server/main.ts builds it, on a database seeded with its
 * content (hotels 801 and 803): every parameter of spec A §7, the drawn fields (a charity's, the loyalty values), rich
 * text stored as given and sanitised on the way out, and the 4xx answers.
 */

let database: TestDatabase
let app: Hono
let http: HttpRuntime<unknown>

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 1, hotels: ["801", "803"], content: true } })
  const built = await buildServerApp(testConfig(), database, silentLogger, "/nonexistent")
  app = built.app as unknown as Hono
  http = built.http as HttpRuntime<unknown>
})
afterAll(async () => {
  await http?.dispose()
  await database?.close()
})

const decodeList = Schema.decodeUnknownSync(ContentsResponse)
const get = async (path: string) => {
  const response = await app.request(path)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const list = async (query: string) => {
  const answer = await get(`/api/web/contents?${query}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return decodeList(answer.body)
}
const value = (item: ContentsResponse["contents"][number], key: string) => item.fields.find((field) => field.key === key)?.value

describe("GET /api/web/contents", () => {
  it("answers a page of one type, newest first, with the pagination", async () => {
    const page = await list("content_type=blog&page=2&per=10")
    expect(page.pagination).toStrictEqual({ current_page: 2, total_pages: 3, total_count: 24 })
    expect(page.contents).toHaveLength(10)
    expect(page.contents.every((item) => item.content_type === "blog")).toBe(true)
    const times = page.contents.map((item) => item.created_at)
    expect([...times].sort().reverse()).toStrictEqual(times)
    expect(page.contents[0]!.images.map((image) => image.type)).toStrictEqual(["image/svg+xml", "image/svg+xml"])
  })

  it("pages at the paging helper's 10 when per is not given", async () => {
    expect((await list("content_type=award")).contents).toHaveLength(10)
  })

  it("keeps the items whose StringFields hold every key,value pair of string_fields", async () => {
    const page = await list("content_type=faq&per=100&string_fields=section,Hotel")
    expect(page.pagination.total_count).toBe(5)
    expect(page.contents.every((item) => value(item, "section") === "Hotel")).toBe(true)
    const both = await list(`content_type=faq&string_fields=section,Hotel;question,${encodeURIComponent("Is parking available?")}`)
    expect(both.contents.map((item) => value(item, "question"))).toStrictEqual(["Is parking available?"])
  })

  it("keeps the items whose field of a key is empty or missing (empty_value_key_filter)", async () => {
    const page = await list("content_type=legal_term&empty_value_key_filter=sub_name")
    expect(page.contents.map((item) => value(item, "name")).sort()).toStrictEqual(["Cookie policy", "Website terms of use"])
  })

  it("keeps the items linking a hotel (hotel_id) or a brand (brand_id)", async () => {
    const attractions = await list("content_type=attraction&hotel_id=3")
    expect(attractions.pagination.total_count).toBe(3)
    expect(attractions.contents.every((item) => item.fields.some((field) => field.fieldable_type === "HotelLinkField" && field.value === 3))).toBe(true)
    expect((await list("content_type=dining_info&brand_id=1")).pagination.total_count).toBe(2)
    expect((await list("content_type=dining_info&brand_id=3")).pagination.total_count).toBe(0)
  })

  it("keeps the meeting rooms seating at least max_capacity_string_fields' number", async () => {
    const all = await list("content_type=boardroom&per=100")
    const capacities = all.contents.map((item) => Number(value(item, "max_capacity")))
    const threshold = Math.max(...capacities)
    const large = await list(`content_type=boardroom&max_capacity_string_fields=max_capacity,${threshold}`)
    expect(large.pagination.total_count).toBe(capacities.filter((capacity) => capacity >= threshold).length)
    expect((await list(`content_type=boardroom&max_capacity_string_fields=max_capacity,${threshold + 1}`)).contents).toStrictEqual([])
  })

  it("keeps the items named by content_ids and contains_content_ids, both when both are given", async () => {
    const [first, second, third] = (await list("content_type=milestone&per=3")).contents
    const ids = (page: ContentsResponse) => page.contents.map((item) => item.id).sort()
    expect(ids(await list(`content_type=milestone&contains_content_ids=${first!.id},${second!.id}`))).toStrictEqual([first!.id, second!.id].sort())
    expect(ids(await list(`content_type=milestone&content_ids=${third!.id}`))).toStrictEqual([third!.id])
    expect(ids(await list(`content_type=milestone&content_ids=${first!.id},${third!.id}&contains_content_ids=${first!.id}`))).toStrictEqual([first!.id])
  })

  it("has seeded content of every type", async () => {
    for (const contentType of CONTENT_TYPES) expect((await list(`content_type=${contentType}&per=1`)).pagination.total_count, contentType).toBeGreaterThan(0)
  })

  it("answers a charity item with its charity's own name, state and picture, read at answer time", async () => {
    const [charity] = await database.db.select().from(charities).where(eq(charities.id, 1))
    await database.db.update(charities).set({ name: "Karoo Hotels Foundation Trust" }).where(eq(charities.id, 1))
    try {
      const page = await list("content_type=charity&per=100")
      const item = page.contents.find((each) => value(each, "charity_id") === 1)!
      expect(value(item, "name")).toBe("Karoo Hotels Foundation Trust")
      expect(value(item, "is_active")).toBe(true)
      expect(item.images[0]).toMatchObject({ url: charity!.imageUrl, type: "image/svg+xml" })
      expect(item.images[0]!.size).toBeGreaterThan(0)
    } finally {
      await database.db.update(charities).set({ name: charity!.name }).where(eq(charities.id, 1))
    }
  })

  it("answers the loyalty programmes' earn and redeem values from the loyalty table, per brand", async () => {
    const key = pointsFieldKey("redeem", "weekend", 2)
    const pointsOf = async () =>
      (await list("content_type=loyalty_programme")).contents.map((item) => item.fields.find((field) => field.key === key && field.brand_id === 3)?.value)
    expect(await pointsOf()).toStrictEqual([1_100, 1_100])
    await database.db.execute(sql`update ${loyaltyPointsValues} set points = 1200 where brand_id = 3 and kind = 'redeem' and day = 'weekend' and guests = 2`)
    try {
      expect(await pointsOf()).toStrictEqual([1_200, 1_200])
    } finally {
      await database.db.execute(sql`update ${loyaltyPointsValues} set points = 1100 where brand_id = 3 and kind = 'redeem' and day = 'weekend' and guests = 2`)
    }
  })

  it("stores rich text as given and answers it sanitised", async () => {
    const stored = '<p onmouseover="steal()">Read <a href="javascript:steal()">this</a><script>steal()</script></p>'
    const [item] = await database.db.insert(contentItems).values({ contentType: "blog" }).returning()
    await database.db.insert(contentFields).values([
      { contentItemId: item!.id, position: 0, fieldableType: "StringField", key: "slug", value: "a-hostile-post" },
      { contentItemId: item!.id, position: 1, fieldableType: "WriteUpField", key: "content", value: stored },
    ])
    const answer = await get("/api/web/contents/a-hostile-post")
    expect(answer.status).toBe(200)
    const { content } = Schema.decodeUnknownSync(ContentResponse)(answer.body)
    expect(value(content, "content")).toBe("<p>Read <a>this</a></p>")
    const [row] = await database.db.select().from(contentFields).where(eq(contentFields.contentItemId, item!.id)).orderBy(contentFields.position)
    const kept = await database.db.select({ value: contentFields.value }).from(contentFields).where(eq(contentFields.key, "content"))
    expect(row!.value).toBe("a-hostile-post")
    expect(kept.map((each) => each.value)).toContain(stored)
    await database.db.delete(contentItems).where(eq(contentItems.id, item!.id))
  })

  it("answers 422 with the parameter's message for bad parameters", async () => {
    const refused = async (query: string) => {
      const answer = await get(`/api/web/contents?${query}`)
      expect(answer.status, query).toBe(422)
      return (answer.body as { errors: Record<string, ReadonlyArray<string>> }).errors
    }
    expect(Object.keys(await refused(""))).toStrictEqual(["content_type"])
    expect(await refused("content_type=faq&string_fields=section")).toStrictEqual({ string_fields: ["Must be key,value pairs joined by semicolons, e.g. section,General;tag,food"] })
    expect(await refused("content_type=faq&max_capacity_string_fields=max_capacity,many")).toStrictEqual({
      max_capacity_string_fields: ["Must be key,number pairs joined by semicolons, e.g. max_capacity,50"],
    })
    expect(await refused("content_type=faq&empty_value_key_filter=Sub-Name")).toStrictEqual({ empty_value_key_filter: ["Must be a field key such as section"] })
    expect(Object.keys(await refused("content_type=faq&brand_id=5&hotel_id=x&per=101&contains_content_ids=1,,2"))).toStrictEqual(["per", "brand_id", "hotel_id", "contains_content_ids"])
  })
})

describe("GET /api/web/contents/{slug}", () => {
  it("answers the item with that slug, or with that id", async () => {
    const byslug = await get("/api/web/contents/reservations")
    expect(byslug.status).toBe(200)
    const { content } = Schema.decodeUnknownSync(ContentResponse)(byslug.body)
    expect(content.content_type).toBe("legal_term")
    expect((await get(`/api/web/contents/${content.id}`)).body).toStrictEqual(byslug.body)
  })

  it("answers 404 for a slug no item has and for a path that cannot be a slug", async () => {
    for (const slug of ["no-such-content", "999999", "Not%20A%20Slug", "a%00b"]) {
      expect(await get(`/api/web/contents/${slug}`), slug).toStrictEqual({ status: 404, body: { message: CONTENT_NOT_FOUND } })
    }
  })
})
