import { Context, Effect, Layer, Schema } from "effect"
import { Hono } from "hono"
import { afterAll, describe, expect, it } from "vitest"
import { makeApp } from "../app.ts"
import { testConfig } from "../config.ts"
import { effectLoggerLayer, makeLogger } from "../log.ts"
import { silentLogs } from "../testing/logs.ts"
import { INTERNAL_ERROR, MAX_REPORTED_FIELDS, SERVICE_UNAVAILABLE, VALIDATION_FAILED } from "../../contracts/api/errors.ts"
import { DbFailure } from "../db/Db.ts"
import { SQLSTATE } from "../db/errors.ts"
import {
  BadRequestProblem,
  ConflictProblem,
  ForbiddenProblem,
  NotFoundProblem,
  TooManyRequestsProblem,
  UnauthorizedProblem,
  UnsupportedMediaTypeProblem,
  SERVICE_RETRY_AFTER_SECONDS,
  UpstreamProblem,
  ValidationProblem,
} from "./problem.ts"
import { type AppEnv, jsonAnswer, jsonBodyDecoder, makeHttpRuntime, paramDecoder, queryDecoder } from "./runtime.ts"

class BookingNotFound extends Schema.TaggedError<BookingNotFound>()("BookingNotFound", { message: Schema.String }) {}

/** A stand-in service, to show a route reaching the app's services through the runtime. */
class Greeter extends Context.Service<Greeter, { readonly greet: (name: string) => Effect.Effect<string, BookingNotFound> }>()("test/Greeter") {}

let built = 0
const GreeterLayer = Layer.effect(
  Greeter,
  Effect.sync(() => {
    built += 1
    return Greeter.of({
      greet: (name) => (name === "ghost" ? Effect.fail(new BookingNotFound({ message: "We could not find your booking." })) : Effect.succeed(`Hello ${name}`)),
    })
  }),
)

const http = makeHttpRuntime(GreeterLayer, { logger: silentLogs })
afterAll(() => http.dispose())

const Greeting = Schema.Struct({ greeting: Schema.String })
const answerGreeting = jsonAnswer(Greeting)
const decodePage = queryDecoder(Schema.Struct({ page: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d+$/, { message: "must be a number" }))) }))
const decodeId = paramDecoder("id", Schema.String.check(Schema.isUUID(undefined, { message: "must be a booking id" })))

const decodeNumbers = jsonBodyDecoder(Schema.Array(Schema.Int))

const routes = new Hono<AppEnv>()
  .post("/numbers", (c) => http.respond(c, Effect.flatMap(decodeNumbers(c), (numbers) => Effect.succeed(c.json(numbers)))))
  .get("/greet/:name", (c) =>
    http.respond(
      c,
      Greeter.use((greeter) => greeter.greet(c.req.param("name"))).pipe(
        Effect.catchTag("BookingNotFound", (error) => Effect.fail(new NotFoundProblem({ message: error.message }))),
        Effect.flatMap((greeting) => answerGreeting(c, { greeting })),
      ),
    ),
  )
  .get("/problem/:kind", (c) => {
    const problems = {
      validation: new ValidationProblem({ errors: { email: ["Invalid email address"] } }),
      bad: new BadRequestProblem({ message: "Unreadable" }),
      unauthorized: new UnauthorizedProblem({ message: "Sign in" }),
      forbidden: new ForbiddenProblem({ message: "Not yours" }),
      missing: new NotFoundProblem({ message: "No such booking" }),
      conflict: new ConflictProblem({ message: "No availability" }),
      busy: new TooManyRequestsProblem({ message: "Too many codes", retryAfterSeconds: 59.2 }),
      media: new UnsupportedMediaTypeProblem({ message: "Send JSON" }),
      gateway: new UpstreamProblem({ status: 502, message: "Gateway down" }),
      database: new UpstreamProblem({ status: 503, message: "Try again shortly" }),
    }
    return http.respond(c, Effect.fail(problems[c.req.param("kind") as keyof typeof problems]))
  })
  .get("/page", (c) => http.respond(c, Effect.flatMap(decodePage(c), (query) => Effect.succeed(c.json(query)))))
  .get("/booking/:id", (c) => http.respond(c, Effect.flatMap(decodeId(c), (id) => Effect.succeed(c.json({ id })))))
  .get("/die", (c) => http.respond(c, Effect.die("a string, not an Error")))
  // How services end a failure they do not act on (`Effect.catchTag("DbFailure", Effect.die)`).
  .get("/database-down", (c) => http.respond(c, Effect.die(new DbFailure({ code: SQLSTATE.cannotConnect, reason: "ECONNREFUSED" }))))
  // The Notifier's error around the outbox's, around the write that failed.
  .get("/outbox-down", (c) =>
    http.respond(c, Effect.die(new Error("Could not store the message", { cause: new Error("Could not write to the outbox", { cause: new DbFailure({ code: "57P01" }) }) }))),
  )
  .get("/database-refused-row", (c) => http.respond(c, Effect.die(new DbFailure({ code: SQLSTATE.uniqueViolation, constraint: "bookings_reference_number_unique" }))))
  .get("/bad-answer", (c) => http.respond(c, answerGreeting(c, { greeting: 42 } as never)))

const build = () => {
  const lines: Array<string> = []
  const app = makeApp({
    config: testConfig(),
    log: makeLogger({ level: "debug", write: (line) => lines.push(line) }),
    checkDatabase: async () => undefined,
    api: [{ path: "/api/web/test", routes }],
    distDir: "/nonexistent",
    makeRequestId: () => "req-7",
  })
  return { app, lines }
}

describe("running Effect programs in handlers", () => {
  it("routes the program's Effect logs to the JSON log, tagged with the request id", async () => {
    const lines: Array<string> = []
    const log = makeLogger({ level: "info", write: (line) => lines.push(line) })
    const logging = makeHttpRuntime(Layer.empty, { logger: effectLoggerLayer(log, "info") })
    try {
      const app = makeApp({
        config: testConfig(),
        log,
        checkDatabase: async () => undefined,
        api: [{ path: "/api/web/test", routes: new Hono<AppEnv>().get("/logs", (c) => logging.respond(c, Effect.as(Effect.logInfo("hold taken"), c.json({})))) }],
        distDir: "/nonexistent",
        makeRequestId: () => "req-logs",
      })
      await app.request("/api/web/test/logs")
      expect(lines.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ level: "info", msg: "hold taken", request_id: "req-logs" }))
    } finally {
      await logging.dispose()
    }
  })

  it("logs the services' construction and every program with the logger it is given, never Effect's console logger", async () => {
    const lines: Array<string> = []
    const built = Layer.effectDiscard(Effect.logInfo("services built"))
    const logging = makeHttpRuntime(built, { logger: effectLoggerLayer(makeLogger({ level: "info", write: (line) => lines.push(line) }), "info") })
    try {
      await logging.runtime.runPromise(Effect.logInfo("a request's line"))
      expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["services built", "a request's line"])
    } finally {
      await logging.dispose()
    }
  })

  it("gives the program the app's services, built once for all requests", async () => {
    const { app } = build()
    const first = await app.request("/api/web/test/greet/Ann")
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ greeting: "Hello Ann" })
    await app.request("/api/web/test/greet/Ben")
    expect(built).toBe(1)
  })

  it("answers a service's tagged error through the problem the route maps it to", async () => {
    const response = await build().app.request("/api/web/test/greet/ghost")
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: "We could not find your booking." })
  })

  it.each([
    ["validation", 422, { message: VALIDATION_FAILED, errors: { email: ["Invalid email address"] } }],
    ["bad", 400, { message: "Unreadable" }],
    ["unauthorized", 401, { message: "Sign in" }],
    ["forbidden", 403, { message: "Not yours" }],
    ["missing", 404, { message: "No such booking" }],
    ["conflict", 409, { message: "No availability" }],
    ["busy", 429, { message: "Too many codes" }],
    ["media", 415, { message: "Send JSON" }],
    ["gateway", 502, { message: "Gateway down", errors: [{ message: "Gateway down" }] }],
    ["database", 503, { message: "Try again shortly", errors: [{ message: "Try again shortly" }] }],
  ])("answers a %s problem with %i and the contract's body", async (kind, status, body) => {
    const response = await build().app.request(`/api/web/test/problem/${kind}`)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual(body)
  })

  it("tells a rate-limited client when to retry, in whole seconds", async () => {
    const response = await build().app.request("/api/web/test/problem/busy")
    expect(response.headers.get("Retry-After")).toBe("60")
  })

  it("decodes the query and path parameters, answering 422 keyed by the parameter", async () => {
    const { app } = build()
    expect(await (await app.request("/api/web/test/page?page=2")).json()).toEqual({ page: "2" })
    const badPage = await app.request("/api/web/test/page?page=two")
    expect(badPage.status).toBe(422)
    expect(await badPage.json()).toEqual({ message: VALIDATION_FAILED, errors: { page: ["must be a number"] } })
    const badId = await app.request("/api/web/test/booking/not-a-uuid")
    expect(badId.status).toBe(422)
    expect(await badId.json()).toEqual({ message: VALIDATION_FAILED, errors: { id: ["must be a booking id"] } })
  })

  it(`reports at most ${MAX_REPORTED_FIELDS} fields, so a hostile body cannot make a huge answer`, async () => {
    const body = JSON.stringify(Array.from({ length: 500 }, () => "x"))
    const response = await build().app.request("/api/web/test/numbers", { method: "POST", body, headers: { "Content-Type": "application/json" } })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, ReadonlyArray<string>> }
    expect(Object.keys(errors)).toHaveLength(MAX_REPORTED_FIELDS)
  })

  it("turns a defect into a logged 500, even when it is not an Error", async () => {
    const { app, lines } = build()
    const response = await app.request("/api/web/test/die")
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: INTERNAL_ERROR, errors: [{ message: INTERNAL_ERROR }] })
    expect(lines.some((line) => line.includes("unhandled error"))).toBe(true)
  })

  it("answers a database that cannot serve now with 503, Retry-After and the contract's message, logged once per fault by its SQLSTATE (issue 31)", async () => {
    const { app, lines } = build()
    for (let request = 0; request < 3; request++) {
      const response = await app.request("/api/web/test/database-down")
      expect(response.status).toBe(503)
      expect(response.headers.get("Retry-After")).toBe(String(SERVICE_RETRY_AFTER_SECONDS))
      expect(await response.json()).toEqual({ message: SERVICE_UNAVAILABLE, errors: [{ message: SERVICE_UNAVAILABLE }] })
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line["msg"] !== "request")
    expect(logged).toEqual([expect.objectContaining({ level: "error", msg: "database unavailable", sqlstate: "08001", reason: "ECONNREFUSED", path: "/api/web/test/database-down" })])
    expect(lines.join("\n")).not.toMatch(/\n\s+at |stack/)
  })

  it("answers 503 too when the database's failure is the cause of the error a service died with", async () => {
    const { app, lines } = build()
    expect((await app.request("/api/web/test/outbox-down")).status).toBe(503)
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(expect.objectContaining({ msg: "database unavailable", sqlstate: "57P01" }))
  })

  it("still answers a database failure that is our bug (a refused row no service expected) with a logged 500", async () => {
    const { app, lines } = build()
    expect((await app.request("/api/web/test/database-refused-row")).status).toBe(500)
    expect(lines.some((line) => line.includes("unhandled error"))).toBe(true)
  })

  it("sends Retry-After with every 503", async () => {
    const response = await build().app.request("/api/web/test/problem/database")
    expect(response.headers.get("Retry-After")).toBe(String(SERVICE_RETRY_AFTER_SECONDS))
  })

  it("treats an answer that breaks its own schema as our bug: 500, not a malformed answer", async () => {
    const response = await build().app.request("/api/web/test/bad-answer")
    expect(response.status).toBe(500)
  })
})
