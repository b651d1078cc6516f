import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { afterAll, describe, expect, it } from "vitest"
import { makeApp } from "../../app.ts"
import { testConfig } from "../../config.ts"
import { silentLogger } from "../../testing/logs.ts"
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "./static-site.ts"

const dist = mkdtempSync(join(tmpdir(), "hotel-dist-"))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const INDEX = '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>'
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))})`
mkdirSync(join(dist, "assets"))
writeFileSync(join(dist, "index.html"), INDEX)
writeFileSync(join(dist, "assets", "index-Ab12Cd34.js"), SCRIPT)
writeFileSync(join(dist, "assets", "index-Ab12Cd34.js.br"), brotliCompressSync(SCRIPT))
writeFileSync(join(dist, "assets", "index-Ab12Cd34.js.gz"), gzipSync(SCRIPT))
writeFileSync(join(dist, "robots.txt"), "User-agent: *\n")

const app = makeApp({ config: testConfig(), log: silentLogger, checkDatabase: async () => undefined, distDir: dist })

describe("serving the built site", () => {
  it("caches hashed assets for a year, immutable", async () => {
    const response = await app.request("/assets/index-Ab12Cd34.js")
    expect(response.status).toBe(200)
    expect(response.headers.get("Cache-Control")).toBe(IMMUTABLE_CACHE)
    expect(response.headers.get("Content-Type")).toMatch(/javascript/)
    expect(await response.text()).toBe(SCRIPT)
  })

  it("serves the brotli file to a browser that accepts brotli, else gzip", async () => {
    const brotli = await app.request("/assets/index-Ab12Cd34.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } })
    expect(brotli.headers.get("Content-Encoding")).toBe("br")
    expect(brotli.headers.get("Vary")).toContain("Accept-Encoding")
    const gzip = await app.request("/assets/index-Ab12Cd34.js", { headers: { "Accept-Encoding": "gzip" } })
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip")
    expect(gzip.headers.get("Cache-Control")).toBe(IMMUTABLE_CACHE)
  })

  it("answers a missing asset with 404, not the page", async () => {
    const response = await app.request("/assets/index-OLD.js")
    expect(response.status).toBe(404)
  })

  it("serves index.html for / and for any page path, to be revalidated", async () => {
    for (const path of ["/", "/booking/rooms", "/manage-booking/BK1?email=x"]) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/)
      expect(response.headers.get("Cache-Control")).toBe(REVALIDATE_CACHE)
      expect(await response.text()).toBe(INDEX)
    }
  })

  it("serves other files of the build", async () => {
    const response = await app.request("/robots.txt")
    expect(await response.text()).toBe("User-agent: *\n")
  })

  it("never answers the API, probes or missing files with the page", async () => {
    expect((await app.request("/api/web/unknown")).status).toBe(404)
    expect((await app.request("/api")).status).toBe(404)
    expect((await app.request("/favicon.ico")).status).toBe(404)
    expect(await (await app.request("/healthz")).json()).toEqual({ status: "ok" })
  })

  it("does not serve files outside the build", async () => {
    expect((await app.request("/../package.json")).status).toBe(404)
    expect((await app.request("/assets/%2e%2e/%2e%2e/package.json")).status).toBe(404)
  })

  it("carries the security headers on static files too", async () => {
    const response = await app.request("/assets/index-Ab12Cd34.js")
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'self'")
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff")
  })

  it("serves nothing but the API when there is no build", async () => {
    const bare = makeApp({ config: testConfig(), log: silentLogger, checkDatabase: async () => undefined, distDir: join(dist, "missing") })
    expect((await bare.request("/")).status).toBe(404)
    expect((await bare.request("/booking/rooms")).status).toBe(404)
  })
})
