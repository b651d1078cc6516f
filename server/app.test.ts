import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { Effect, Layer, Schema } from "effect"
import fc from "fast-check"
import { Hono } from "hono"
import { afterAll, describe, expect, it } from "vitest"
import { scaledRuns } from "../tests/testing/fast-check-runs.ts"
import { type AppDeps, makeApp } from "./app.ts"
import { testConfig } from "./config.ts"
import {
  INTERNAL_ERROR,
  MALFORMED_JSON,
  NOT_FOUND,
  PAYLOAD_TOO_LARGE,
  UNSUPPORTED_CHARSET,
  UNSUPPORTED_MEDIA_TYPE,
  VALIDATION_FAILED,
} from "../contracts/api/errors.ts"
import { API_BODY_LIMIT_BYTES } from "./http/middleware/body-limit.ts"
import { HSTS_VALUE } from "./http/middleware/security-headers.ts"
import { type AppEnv, jsonAnswer, jsonBodyDecoder, makeHttpRuntime } from "./http/runtime.ts"
import { makeLogger } from "./log.ts"
import { silentLogs } from "./testing/logs.ts"
import { makeOutboxStoreMemory } from "./notify/OutboxStore.memory.ts"

const Echo = Schema.Struct({ name: Schema.String.check(Schema.isNonEmpty({ message: "Required" })), rooms: Schema.Int })
const decodeEcho = jsonBodyDecoder(Echo)
const answerEcho = jsonAnswer(Echo)

const http = makeHttpRuntime(Layer.empty, { logger: silentLogs })
afterAll(() => http.dispose())

/** A stand-in route module: decodes a JSON body and echoes it; one route fails the way a bug does. */
const echoRoutes = new Hono<AppEnv>()
  .post("/echo", (c) => http.respond(c, Effect.flatMap(decodeEcho(c), (body) => answerEcho(c, body))))
  .get("/boom", () => {
    throw new Error("database said: duplicate key (email)=(ann@example.com)")
  })
  .post("/raw", async (c) => c.json(await c.req.json()))
  .get("/strict", (c) => c.html("<p>card page</p>", 200, { "Content-Security-Policy": "default-src 'none'", "Referrer-Policy": "no-referrer" }))
  .get("/cacheable", (c) => c.json({ public: true }, 200, { "Cache-Control": PUBLIC_CACHE }))

/** What a route that may be cached on purpose says. */
const PUBLIC_CACHE = "public, max-age=86400"

const build = (overrides: Partial<AppDeps> = {}) => {
  const lines: Array<string> = []
  const log = makeLogger({ level: "debug", write: (line) => lines.push(line) })
  const app = makeApp({
    config: testConfig(),
    log,
    checkDatabase: async () => undefined,
    outbox: makeOutboxStoreMemory().store,
    api: [{ path: "/api/web/test", routes: echoRoutes }],
    distDir: "/nonexistent/dist",
    ...overrides,
  })
  return { app, lines, logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

const postJson = (body: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  body,
  headers: { "Content-Type": "application/json", ...headers },
})

const expectSecurityHeaders = (response: Response) => {
  const csp = response.headers.get("Content-Security-Policy") ?? ""
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(/form-action 'self'/)
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff")
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin")
}

describe("the app shell", () => {
  describe("caching (issue 9 §5: answers with personal data or a token are never stored)", () => {
    it.each([
      ["an answer", "POST", "/api/web/test/echo", JSON.stringify({ name: "Ann", rooms: 1 }), 200],
      ["a refusal", "POST", "/api/web/test/echo", JSON.stringify({ name: "", rooms: 1 }), 422],
      ["a malformed body", "POST", "/api/web/test/echo", "{nope", 400],
      ["a server error", "GET", "/api/web/test/boom", undefined, 500],
      ["an unknown API route", "GET", "/api/web/nothing-here", undefined, 404],
    ])("tells every cache to store no API answer: %s", async (_what, method, path, body, status) => {
      const response = await build().app.request(path, body === undefined ? { method } : postJson(body))
      expect(response.status).toBe(status)
      expect(response.headers.get("Cache-Control")).toBe("no-store")
    })

    it("keeps the caching a route chose on purpose, and leaves answers outside the API to their routes", async () => {
      const { app } = build()
      expect((await app.request("/api/web/test/cacheable")).headers.get("Cache-Control")).toBe(PUBLIC_CACHE)
      expect((await app.request("/no/such/page")).headers.get("Cache-Control")).toBeNull()
    })
  })

  describe("JSON bodies in UTF-8 only (RFC 8259 §8.1)", () => {
    it.each(["application/json; charset=utf-16", "application/json;charset=ISO-8859-1", 'application/json; charset="utf-16le"', "application/json; charset="])(
      "refuses %s with 415, before reading the body",
      async (contentType) => {
        const response = await build().app.request("/api/web/test/echo", postJson(JSON.stringify({ name: "Ann", rooms: 1 }), { "Content-Type": contentType }))
        expect(response.status).toBe(415)
        expect(await response.json()).toEqual({ message: UNSUPPORTED_CHARSET })
      },
    )

    it.each(["application/json", "application/json; charset=utf-8", "application/json;charset=UTF-8", 'application/json; charset="utf-8"', "application/problem+json; Charset=Utf-8"])(
      "reads %s",
      async (contentType) => {
        const response = await build().app.request("/api/web/test/echo", postJson(JSON.stringify({ name: "Ann", rooms: 1 }), { "Content-Type": contentType }))
        expect(response.status).toBe(200)
      },
    )
  })

  describe("security headers", () => {
    it.each([
      ["a probe", "GET", "/healthz", 200],
      ["the dev outbox", "GET", "/dev/outbox", 200],
      ["an unknown API route", "GET", "/api/web/nothing-here", 404],
      ["an unknown page", "GET", "/no/such/page", 404],
      ["a method no route takes", "DELETE", "/healthz", 404],
      ["a server error", "GET", "/api/web/test/boom", 500],
      ["a malformed body", "POST", "/api/web/test/echo", 400],
    ])("are on every response: %s", async (_what, method, path, status) => {
      const { app } = build()
      const response = await app.request(path, method === "POST" ? postJson("{nope") : { method })
      expect(response.status).toBe(status)
      expectSecurityHeaders(response)
    })

    it("keep a stricter policy a route set for itself, and add the rest", async () => {
      const response = await build().app.request("/api/web/test/strict")
      expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'")
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer")
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff")
    })

    it("allow the card gateway's origin as a form target", async () => {
      const { app } = build({
        config: testConfig({ paygate: { url: "https://secure.paygate.co.za/payweb3", merchantId: "1", key: "k", simulator: false } }),
      })
      const csp = (await app.request("/healthz")).headers.get("Content-Security-Policy")
      expect(csp).toMatch(/form-action 'self' http:\/\/localhost:3000 https:\/\/secure\.paygate\.co\.za(;|$)/)
    })

    it("take extra sources for a directive, e.g. map tiles", async () => {
      const { app } = build({ cspExtraSources: { "img-src": ["https://tile.openstreetmap.org"] } })
      const csp = (await app.request("/healthz")).headers.get("Content-Security-Policy")
      expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org;")
      expect(csp).toContain("default-src 'self';")
    })

    it("send HSTS only over HTTPS: an https public URL or a proxy saying so", async () => {
      const plain = build().app
      expect((await plain.request("/healthz")).headers.get("Strict-Transport-Security")).toBeNull()
      expect((await plain.request("/healthz", { headers: { "X-Forwarded-Proto": "https" } })).headers.get("Strict-Transport-Security")).toBe(HSTS_VALUE)
      const secure = build({ config: testConfig({ publicUrl: "https://hotels.example.co.za" }) }).app
      expect((await secure.request("/nowhere")).headers.get("Strict-Transport-Security")).toBe(HSTS_VALUE)
    })
  })

  describe("request ids", () => {
    it("echoes a sane incoming X-Request-Id and logs the request under it", async () => {
      const { app, logs } = build()
      const response = await app.request("/healthz", { headers: { "X-Request-Id": "proxy-42.a:b" } })
      expect(response.headers.get("X-Request-Id")).toBe("proxy-42.a:b")
      expect(logs().find((record) => record.msg === "request")).toMatchObject({ request_id: "proxy-42.a:b", method: "GET", path: "/healthz", status: 200 })
    })

    it.each([["has spaces"], ["a".repeat(200)], ['x","level":"error'], ["-leading-dash"]])("replaces an id that is not sane: %s", async (incoming) => {
      const { app } = build({ makeRequestId: () => "fresh-id" })
      const response = await app.request("/healthz", { headers: { "X-Request-Id": incoming } })
      expect(response.headers.get("X-Request-Id")).toBe("fresh-id")
    })

    it("makes a uuid when none is sent, on errors too", async () => {
      const { app } = build()
      const response = await app.request("/api/web/nothing")
      expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/)
    })
  })

  describe("access log", () => {
    it("logs method, path, status, duration and the query without personal values, never the body", async () => {
      const { app, lines, logs } = build()
      await app.request("/api/web/test/echo?page=2&email=ann%40example.com", postJson(JSON.stringify({ name: "Thandi Nkosi", rooms: 1 })))
      const record = logs().find((entry) => entry.msg === "request")
      expect(record).toMatchObject({ level: "info", method: "POST", path: "/api/web/test/echo", query: "page=2&email=[redacted]", status: 200 })
      expect(typeof record?.duration_ms).toBe("number")
      expect(lines.join("\n")).not.toMatch(/Thandi|ann@example\.com/)
    })
  })

  describe("errors", () => {
    it("answers malformed JSON with 400 and a JSON message", async () => {
      const { app } = build()
      for (const body of ["{nope", "", "[1,", "\u0000"]) {
        const response = await app.request("/api/web/test/echo", postJson(body))
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({ message: MALFORMED_JSON })
      }
    })

    it("answers a body not sent as JSON with 415, so other sites' plain forms cannot post to the API", async () => {
      const { app } = build()
      for (const contentType of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
        const response = await app.request("/api/web/test/echo", postJson('{"name":"Ann","rooms":1}', { "Content-Type": contentType }))
        expect(response.status).toBe(415)
        expect(await response.json()).toEqual({ message: UNSUPPORTED_MEDIA_TYPE })
      }
      const withoutType = await app.request("/api/web/test/echo", { method: "POST", body: new Blob(['{"name":"Ann","rooms":1}']) })
      expect(withoutType.status).toBe(415)
      const withCharset = await app.request("/api/web/test/echo", postJson('{"name":"Ann","rooms":1}', { "Content-Type": "application/json; charset=utf-8" }))
      expect(withCharset.status).toBe(200)
    })

    it("answers malformed JSON read by a route with c.req.json() with 400 too", async () => {
      const response = await build().app.request("/api/web/test/raw", postJson("{nope"))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: MALFORMED_JSON })
    })

    it("answers a body that breaks the schema with 422 and every message per field", async () => {
      const response = await build().app.request("/api/web/test/echo", postJson(JSON.stringify({ name: "", rooms: "two" })))
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ message: VALIDATION_FAILED, errors: { name: ["Required"], rooms: ["Expected number"] } })
    })

    it("answers an unknown route under /api with a JSON 404", async () => {
      const response = await build().app.request("/api/web/bookings/unknown/thing", { method: "POST" })
      expect(response.status).toBe(404)
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ message: NOT_FOUND })
    })

    it("answers a bug with 500 and a fixed message, logging the error scrubbed and no stack to the client", async () => {
      const { app, lines, logs } = build({ makeRequestId: () => "req-500" })
      const response = await app.request("/api/web/test/boom")
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ message: INTERNAL_ERROR, errors: [{ message: INTERNAL_ERROR }] })
      expect(text).not.toMatch(/duplicate|at /)
      expect(logs().find((record) => record.msg === "unhandled error")).toMatchObject({
        level: "error",
        request_id: "req-500",
        path: "/api/web/test/boom",
        error: { type: "Error", message: "database said: duplicate key (email)=([email])" },
      })
      expect(lines.join("\n")).not.toContain("ann@example.com")
    })
  })

  describe("body size", () => {
    it(`refuses a body over ${API_BODY_LIMIT_BYTES} bytes with 413 JSON before the route reads it`, async () => {
      const { app } = build()
      const big = JSON.stringify({ name: "x".repeat(API_BODY_LIMIT_BYTES), rooms: 1 })
      const response = await app.request("/api/web/test/echo", postJson(big))
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ message: PAYLOAD_TOO_LARGE })
      expectSecurityHeaders(response)
    })

    it("accepts a body just under the limit", async () => {
      const { app } = build()
      const name = "x".repeat(API_BODY_LIMIT_BYTES - 100)
      const response = await app.request("/api/web/test/echo", postJson(JSON.stringify({ name, rooms: 1 })))
      expect(response.status).toBe(200)
    })
  })

  it("answers nothing a client can send with a 5xx, and every error with a JSON body", async () => {
    const { app } = build()
    const paths = fc.constantFrom("/api/web/test/echo", "/api/web/test/raw", "/api/web/test/echo?x=1", "/api/web/nothing", "/healthz", "/dev/outbox", "/x")
    const bodies = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((value) => JSON.stringify(value) ?? ""),
      fc.record({ name: fc.anything(), rooms: fc.anything() }).map((value) => JSON.stringify(value) ?? ""),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"), paths, bodies, async (method, path, body) => {
        const response = await app.request(path, method === "GET" ? { method } : { method, body, headers: { "Content-Type": "application/json" } })
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) expect(await response.json()).toBeTypeOf("object")
      }),
      { numRuns: scaledRuns(300) },
    )
  })
})

describe("the app over real HTTP", () => {
  it("refuses a chunked body over the limit with 413, and serves the probes", async () => {
    const { app } = build()
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" })
    await new Promise<void>((resolve) => server.once("listening", () => resolve()))
    const { port } = server.address() as AddressInfo
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`)
      expect(health.status).toBe(200)
      expectSecurityHeaders(health)
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode("x".repeat(API_BODY_LIMIT_BYTES / 4)))
          controller.close()
        },
      })
      const response = await fetch(`http://127.0.0.1:${port}/api/web/test/echo`, {
        method: "POST",
        body: chunks,
        headers: { "Content-Type": "application/json" },
        duplex: "half",
      } as RequestInit)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ message: PAYLOAD_TOO_LARGE })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("judges a body of declared length by its Content-Length: 413 over the limit, read and answered under it", async () => {
    const { app } = build()
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" })
    await new Promise<void>((resolve) => server.once("listening", () => resolve()))
    const { port } = server.address() as AddressInfo
    try {
      const post = (body: string) =>
        fetch(`http://127.0.0.1:${port}/api/web/test/echo`, { method: "POST", body, headers: { "Content-Type": "application/json" } })
      const over = await post(JSON.stringify({ name: "x".repeat(API_BODY_LIMIT_BYTES), rooms: 1 }))
      expect(over.status).toBe(413)
      expect(await over.json()).toEqual({ message: PAYLOAD_TOO_LARGE })
      const under = await post(JSON.stringify({ name: "x".repeat(API_BODY_LIMIT_BYTES - 100), rooms: 1 }))
      expect(under.status).toBe(200)
      expect(((await under.json()) as { name: string }).name).toHaveLength(API_BODY_LIMIT_BYTES - 100)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

/**
 * Under @hono/node-server the middleware read request headers from Node's parsed headers and set response
 * headers on Node's response (http/node-bindings.ts): the same behaviour as through `app.request`, checked here.
 */
describe("the app shell over real HTTP, with Node's own headers", () => {
  const served = async (app: Hono<AppEnv>) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" })
    await new Promise<void>((resolve) => server.once("listening", () => resolve()))
    const { port } = server.address() as AddressInfo
    return {
      request: (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init),
      close: () => new Promise((resolve) => server.close(resolve)),
    }
  }

  it("puts the security headers on every response, keeping a route's own policy", async () => {
    const { request, close } = await served(build().app)
    try {
      for (const [method, path, status] of [
        ["GET", "/healthz", 200],
        ["GET", "/api/web/nothing-here", 404],
        ["GET", "/api/web/test/boom", 500],
        ["POST", "/api/web/test/echo", 400],
      ] as const) {
        const response = await request(path, method === "POST" ? postJson("{nope") : { method })
        expect(response.status).toBe(status)
        expectSecurityHeaders(response)
        expect(response.headers.get("X-Frame-Options")).toBe("DENY")
        expect(response.headers.get("Strict-Transport-Security")).toBeNull()
      }
      const strict = await request("/api/web/test/strict")
      expect(strict.headers.get("Cache-Control")).toBe("no-store")
      expect((await request("/api/web/test/cacheable")).headers.get("Cache-Control")).toBe(PUBLIC_CACHE)
      expect(strict.headers.get("Content-Security-Policy")).toBe("default-src 'none'")
      expect(strict.headers.get("Referrer-Policy")).toBe("no-referrer")
      expect(strict.headers.get("X-Content-Type-Options")).toBe("nosniff")
      const proxied = await request("/healthz", { headers: { "X-Forwarded-Proto": "https" } })
      expect(proxied.headers.get("Strict-Transport-Security")).toBe(HSTS_VALUE)
    } finally {
      await close()
    }
  })

  it("echoes a sane request id or makes one, and logs the request without personal values", async () => {
    const { app, logs } = build()
    const { request, close } = await served(app)
    try {
      expect((await request("/healthz", { headers: { "X-Request-Id": "proxy-42.a:b" } })).headers.get("X-Request-Id")).toBe("proxy-42.a:b")
      const made = await request("/api/web/nothing?email=ann@example.com&page=2")
      expect(made.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/)
      expect(logs().find((record) => record.path === "/api/web/nothing")).toMatchObject({
        method: "GET",
        status: 404,
        query: "email=[redacted]&page=2",
        request_id: made.headers.get("X-Request-Id"),
      })
    } finally {
      await close()
    }
  })

  it("reads the body's type from Node's headers: 415 unless JSON, 422 or 200 when JSON", async () => {
    const { request, close } = await served(build().app)
    try {
      expect((await request("/api/web/test/echo", { method: "POST", body: "name=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } })).status).toBe(415)
      expect((await request("/api/web/test/echo", postJson(JSON.stringify({ name: "", rooms: 1 })))).status).toBe(422)
      expect((await request("/api/web/test/echo", postJson(JSON.stringify({ name: "Ann", rooms: 1 }), { "Content-Type": "application/json; charset=utf-8" }))).status).toBe(200)
      const utf16 = Buffer.from(JSON.stringify({ name: "Ann", rooms: 1 }), "utf16le")
      const refused = await request("/api/web/test/echo", { method: "POST", body: utf16, headers: { "Content-Type": "application/json; charset=utf-16" } })
      expect(refused.status).toBe(415)
      expect(await refused.json()).toEqual({ message: UNSUPPORTED_CHARSET })
    } finally {
      await close()
    }
  })
})
