import { eq } from "drizzle-orm"
import fc from "fast-check"
import type { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { testConfig } from "../config.ts"
import { charities, contentFields, contentItems, jobVacancies, specialOffers } from "../db/schema.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { buildServerApp } from "../main.ts"
import { silentLogger } from "../testing/logs.ts"
import type { HttpRuntime } from "./runtime.ts"
import { addressDanger, HOSTILE_HTML_EXAMPLES, hostileAddress, hostileHtml, htmlDangers } from "./testing/hostile-html.ts"

/**
 * Every field the API serves as HTML or as a link's address, tried with the sanitiser's own hostile payloads stored as
 * an editor might (issue 22 §6): a content item's rich text and link, a charity's content and link (on its own call and
 * drawn into its content item), a special offer's write-up and link, a job's link. What a browser builds from each
 * answer holds no script, event handler, style or address outside the allowed schemes.
 */

let database: TestDatabase
let app: Hono
let http: HttpRuntime<unknown>
let offerSlug: string

beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 1, hotels: ["801"], content: true } })
  const built = await buildServerApp(testConfig(), database, silentLogger, "/nonexistent")
  app = built.app as unknown as Hono
  http = built.http as HttpRuntime<unknown>
  const [item] = await database.db.insert(contentItems).values({ contentType: "home_banner" }).returning()
  await database.db.insert(contentFields).values([
    { contentItemId: item!.id, position: 0, fieldableType: "StringField", key: "slug", value: "a-hostile-banner" },
    { contentItemId: item!.id, position: 1, fieldableType: "WriteUpField", key: "content", value: "" },
    { contentItemId: item!.id, position: 2, fieldableType: "StringField", key: "link", value: "/" },
  ])
  const [offer] = await database.db.select({ slug: specialOffers.slug }).from(specialOffers).limit(1)
  offerSlug = offer!.slug
})
afterAll(async () => {
  await http?.dispose()
  await database?.close()
})

const getJson = async (path: string): Promise<unknown> => {
  const response = await app.request(path)
  expect(response.status, path).toBe(200)
  return response.json()
}

/** Stores `html` and `address` in every rich-text and link field of the seeded rows. */
const store = async (html: string, address: string) => {
  await database.db.update(charities).set({ htmlContent: html, link: address })
  await database.db.update(specialOffers).set({ writeUpHtml: html, link: address })
  await database.db.update(jobVacancies).set({ link: address })
  await database.db.update(contentFields).set({ value: html }).where(eq(contentFields.key, "content"))
  await database.db.update(contentFields).set({ value: address }).where(eq(contentFields.key, "link"))
}

/** Every HTML and link value in the answers, named by where it was found. */
const served = async () => {
  const answers: Record<string, unknown> = {
    charities: await getJson("/api/web/charities"),
    offers: await getJson("/api/web/special_offers?per=100"),
    offer: await getJson(`/api/web/special_offers/${offerSlug}`),
    jobs: await getJson("/api/web/job_vacancies?per=100"),
    charityItems: await getJson("/api/web/contents?content_type=charity&per=100"),
    banner: await getJson("/api/web/contents/a-hostile-banner"),
  }
  const html: Array<[string, string]> = []
  const links: Array<[string, string]> = []
  const walk = (value: unknown, path: string, key: string | undefined): void => {
    if (Array.isArray(value)) return value.forEach((each, index) => walk(each, `${path}[${index}]`, key))
    if (typeof value !== "object" || value === null) return
    const record = value as Record<string, unknown>
    // A content field names its meaning in `key` and holds it in `value`.
    if (typeof record["fieldable_type"] === "string" && typeof record["value"] === "string") {
      if (record["fieldable_type"] === "WriteUpField") html.push([path, record["value"]])
      if (record["key"] === "link") links.push([path, record["value"]])
    }
    for (const [name, inner] of Object.entries(record)) {
      if (name === "html_content" && typeof inner === "string") html.push([`${path}.${name}`, inner])
      else if (name === "link" && typeof inner === "string") links.push([`${path}.${name}`, inner])
      else walk(inner, `${path}.${name}`, name)
    }
  }
  for (const [name, answer] of Object.entries(answers)) walk(answer, name, undefined)
  return { html, links }
}

describe("every rich-text and link field the API serves", () => {
  it("reaches each kind of field (the walk finds what it checks)", async () => {
    await store("<p>Plain</p>", "/help")
    const { html, links } = await served()
    for (const surface of ["charities", "offers", "offer", "charityItems", "banner"]) expect(html.some(([path]) => path.startsWith(surface)), surface).toBe(true)
    for (const surface of ["charities", "offers", "offer", "jobs", "charityItems", "banner"]) expect(links.some(([path]) => path.startsWith(surface)), surface).toBe(true)
    expect(links.every(([, address]) => address === "/help")).toBe(true)
  })

  it("answers stored hostile HTML and addresses as nothing a browser would run or follow elsewhere", async () => {
    // PostgreSQL text holds no NUL character, so no editor can store one.
    const html = [...HOSTILE_HTML_EXAMPLES, ...fc.sample(hostileHtml, { numRuns: scaledRuns(12) })].map((each) => each.replaceAll("\u0000", ""))
    const addresses = fc.sample(hostileAddress, { numRuns: scaledRuns(html.length) })
    for (const [index, stored] of html.entries()) {
      await store(stored, addresses[index % addresses.length]!)
      const answer = await served()
      for (const [path, value] of answer.html) expect(htmlDangers(value), `${path} from ${JSON.stringify(stored)}`).toStrictEqual([])
      for (const [path, value] of answer.links) expect(addressDanger(value), path).toBeUndefined()
    }
  })
})
