import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { Hono } from "hono"
import { describe, expect, it } from "vitest"
import type { AppEnv } from "../runtime.ts"
import { chosenEncoding, compression, MIN_COMPRESSED_BYTES } from "./compression.ts"

const bigJson = JSON.stringify({ hotels: Array.from({ length: 60 }, (_, id) => ({ id, name: `Karoo City ${id}`, physical_address: "135 Rivonia Road" })) })
const app = new Hono<AppEnv>()
  .use(compression())
  .get("/big", (c) => c.body(bigJson, 200, { "Content-Type": "application/json", "Cache-Control": "no-store" }))
  .get("/small", (c) => c.json({ ok: true }))
  .get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }))
  .get("/encoded", (c) => c.body(bigJson, 200, { "Content-Type": "application/json", "Content-Encoding": "gzip" }))
  .get("/missing", (c) => c.json({ message: "x".repeat(2 * MIN_COMPRESSED_BYTES) }, 404))

describe("compression of the server's answers", () => {
  it("sends a large JSON answer in brotli to a browser that accepts it, the same bytes once decoded", async () => {
    const response = await app.request("/big", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } })
    expect(response.headers.get("Content-Encoding")).toBe("br")
    expect(response.headers.get("Vary")).toBe("Accept-Encoding")
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    const body = new Uint8Array(await response.arrayBuffer())
    expect(body.byteLength).toBeLessThan(bigJson.length / 3)
    expect(brotliDecompressSync(body).toString("utf8")).toBe(bigJson)
  })

  it("falls back to gzip when brotli is not accepted, and keeps the status of an error answer", async () => {
    const response = await app.request("/missing", { headers: { "Accept-Encoding": "gzip" } })
    expect(response.status).toBe(404)
    expect(response.headers.get("Content-Encoding")).toBe("gzip")
    expect(JSON.parse(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString("utf8"))).toEqual({ message: "x".repeat(2 * MIN_COMPRESSED_BYTES) })
  })

  it("leaves an answer as it is for a client that accepts no encoding, a small answer, an image format and an encoded answer", async () => {
    expect((await app.request("/big")).headers.get("Content-Encoding")).toBeNull()
    expect(await (await app.request("/big")).text()).toBe(bigJson)
    for (const path of ["/small", "/png"]) {
      expect((await app.request(path, { headers: { "Accept-Encoding": "br" } })).headers.get("Content-Encoding")).toBeNull()
    }
    const encoded = await app.request("/encoded", { headers: { "Accept-Encoding": "br" } })
    expect(encoded.headers.get("Content-Encoding")).toBe("gzip")
  })

  it("reads Accept-Encoding as browsers write it: brotli first, gzip next, a q of zero refusing one", () => {
    expect(chosenEncoding("gzip, deflate, br")).toBe("br")
    expect(chosenEncoding("br;q=0, gzip;q=0.8")).toBe("gzip")
    expect(chosenEncoding("br;q=0.0,gzip;q=0")).toBeUndefined()
    expect(chosenEncoding("identity")).toBeUndefined()
    expect(chosenEncoding("*")).toBe("gzip")
    expect(chosenEncoding(undefined)).toBeUndefined()
  })
})
