import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { afterAll, describe, expect, it } from "vitest"
import { makeApp } from "../../app.ts"
import { testConfig } from "../../config.ts"
import { silentLogger } from "../../testing/logs.ts"
import { NO_STORE } from "./security-headers.ts"
import { ROUTE_PRELOADS_FILE } from "../../../tools/route-preloads.ts"
import { CSP_NONCE_PLACEHOLDER } from "./page-templates.ts"
import { IMMUTABLE_CACHE } from "./static-site.ts"

const dist = mkdtempSync(join(tmpdir(), "hotel-dist-"))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const indexWith = (nonce: string): string =>
  `<!doctype html><html lang="en"><head><meta name="csp-nonce" content="${nonce}"><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`
const INDEX = indexWith(CSP_NONCE_PLACEHOLDER)
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))})`
mkdirSync(join(dist, "assets"))
writeFileSync(join(dist, "index.html"), INDEX)
writeFileSync(join(dist, "assets", "index-Ab12Cd34.js"), SCRIPT)
writeFileSync(join(dist, "assets", "index-Ab12Cd34.js.br"), brotliCompressSync(SCRIPT))
writeFileSync(join(dist, "assets", "index-Ab12Cd34.js.gz"), gzipSync(SCRIPT))
writeFileSync(join(dist, "robots.txt"), "User-agent: *\n")
writeFileSync(join(dist, "assets", "rooms-page-Ij90.css"), ".rooms{display:grid}")
writeFileSync(
  join(dist, ROUTE_PRELOADS_FILE),
  JSON.stringify({
    "/booking/rooms": { scripts: ["/assets/booking-area-Ef56.js", "/assets/rooms-page-Gh78.js"], styles: ["/assets/rooms-page-Ij90.css"] },
    "/my-account/manage-booking/booking-details/:uuid/view-booking": { scripts: ["/assets/manage-area-Kl12.js"], styles: [] },
  }),
)

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

  /** The nonce the response's CSP allows for scripts and styles. */
  const headerNonce = (response: Response): string => {
    const policy = response.headers.get("Content-Security-Policy") ?? ""
    const nonces = [...policy.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1])
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/)
    expect(new Set(nonces).size).toBe(1)
    return nonces[0] ?? ""
  }

  it("serves index.html for / and for any page path with this response's CSP nonce, never cached", async () => {
    for (const path of ["/", "/index.html", "/booking/hotels", "/manage-booking/BK1?email=x"]) {
      const response = await app.request(path, { headers: { "Accept-Encoding": "gzip, br" } })
      expect(response.status).toBe(200)
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/)
      expect(response.headers.get("Cache-Control")).toBe(NO_STORE)
      expect(response.headers.get("Content-Encoding")).toBeNull()
      const nonce = headerNonce(response)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(await response.text()).toBe(indexWith(nonce))
    }
  })

  it("announces the chunks and styles a page needs in its head, so they load beside the entry", async () => {
    for (const path of ["/booking/rooms", "/booking/rooms/"]) {
      const html = await (await app.request(`${path}?hotel=1&code=801`)).text()
      const head = html.slice(0, html.indexOf("</head>"))
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/booking-area-Ef56.js">')
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/rooms-page-Gh78.js">')
      expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/rooms-page-Ij90.css">')
    }
    for (const path of ["/", "/booking/hotels", "/some/page"]) {
      expect(await (await app.request(path)).text()).not.toContain("modulepreload")
    }
  })

  it("announces a page whose path holds a parameter (a booking's uuid) by its route pattern, one segment per parameter", async () => {
    const uuid = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
    for (const path of [`/my-account/manage-booking/booking-details/${uuid}/view-booking`, `/my-account/manage-booking/booking-details/${uuid}/view-booking/`]) {
      expect(await (await app.request(path)).text()).toContain('<link rel="modulepreload" crossorigin href="/assets/manage-area-Kl12.js">')
    }
    for (const path of [
      "/my-account/manage-booking/booking-details//view-booking",
      `/my-account/manage-booking/booking-details/${uuid}/extra/view-booking`,
      `/my-account/manage-booking/booking-details/${uuid}/edit-booking`,
    ]) {
      expect(await (await app.request(path)).text(), path).not.toContain("modulepreload")
    }
  })

  it("gives every answer of the page a new nonce", async () => {
    const first = await app.request("/")
    const second = await app.request("/")
    expect(headerNonce(first)).not.toBe(headerNonce(second))
    expect(await first.text()).not.toContain(CSP_NONCE_PLACEHOLDER)
  })

  it("hands a page it draws the template with the page's stylesheets inline, under this response's nonce", async () => {
    const drawing = makeApp({
      config: testConfig(),
      log: silentLogger,
      checkDatabase: async () => undefined,
      distDir: dist,
      renderPage: async (c, template) => c.html(template.drawn),
    })
    const response = await drawing.request("/booking/rooms?hotel=1")
    const html = await response.text()
    expect(html).toContain(`<style nonce="${headerNonce(response)}">.rooms{display:grid}</style><link rel="stylesheet" href="/assets/rooms-page-Ij90.css" disabled>`)
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER)
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
