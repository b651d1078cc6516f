import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { testConfig } from "../config.ts"
import { createTestDatabase, type TestDatabase } from "../db/testing/test-database.ts"
import { silentLogger } from "../testing/logs.ts"
import { type RunningServer, startServer } from "../main.ts"

/** /sitemap.xml and /robots.txt as `npm start` serves them, over a database of two hotels. */

const PUBLIC_URL = "https://hotels.example"
let database: TestDatabase
let server: RunningServer
let base: string
beforeAll(async () => {
  database = await createTestDatabase({ seed: { days: 2, hotels: ["801", "802"] } })
  server = await startServer(testConfig({ port: 0, host: "127.0.0.1", publicUrl: PUBLIC_URL }), {
    log: silentLogger,
    distDir: "/nonexistent",
    boot: async () => ({ ...database, seeded: null, close: async () => undefined }),
  })
  base = `http://127.0.0.1:${server.address.port}`
})
afterAll(async () => {
  await server?.stop()
  await database?.close()
})

describe("what search engines read first", () => {
  it("lists the static pages, the brands' pages and every hotel's page in /sitemap.xml", async () => {
    const response = await fetch(`${base}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get("Content-Type")).toContain("application/xml")
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/our-hotels`, `${PUBLIC_URL}/our-hotels/hotel-brand/2`]))
    expect(locs.filter((loc) => /\/our-hotels\/(?:city|courtyard|road|town)\/\d+$/.test(loc ?? ""))).toHaveLength(2)
  })

  it("keeps /booking/, /my-account/ and /api/ out in /robots.txt and names the sitemap", async () => {
    const text = await (await fetch(`${base}/robots.txt`)).text()
    expect(text).toContain("Disallow: /booking/\nDisallow: /my-account/\nDisallow: /api/")
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })
})
