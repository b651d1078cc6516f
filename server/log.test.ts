import { Effect } from "effect"
import { describe, expect, it, vi } from "vitest"
import fc from "fast-check"
import { scaledRuns } from "../tests/testing/fast-check-runs.ts"
import { describeError, effectLoggerLayer, isPersonalKey, logLine, makeLogger, REDACTED, redactFields, redactQuery, scrubText } from "./log.ts"

const capture = (level: "debug" | "info" | "warn" | "error" = "debug") => {
  const lines: Array<string> = []
  const log = makeLogger({ level, write: (line) => lines.push(line), now: () => new Date("2026-12-01T10:00:00.000Z") })
  return { log, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

describe("structured logs", () => {
  it("writes one JSON object per line with time, level and message", () => {
    const { log, lines } = capture()
    log.info("request", { request_id: "abc", method: "GET", path: "/healthz", status: 200, duration_ms: 1.5 })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toEqual({
      time: "2026-12-01T10:00:00.000Z",
      level: "info",
      msg: "request",
      request_id: "abc",
      method: "GET",
      path: "/healthz",
      status: 200,
      duration_ms: 1.5,
    })
  })

  it("drops lines below the configured level", () => {
    const { log, records } = capture("warn")
    log.debug("d")
    log.info("i")
    log.warn("w")
    log.error("e")
    expect(records().map((record) => record.level)).toEqual(["warn", "error"])
  })
})

describe("redaction of personal data", () => {
  it.each([
    "email",
    "sender_email",
    "otp",
    "id_number",
    "idNumber",
    "mobile",
    "mobile_number",
    "name",
    "first_name",
    "surname",
    "password",
    "clubcard_number",
    "clicks_club_card_number",
    "contact_number",
    "code",
    "access_token",
    "CHECKSUM",
  ])("treats %s as personal", (key) => {
    expect(isPersonalKey(key)).toBe(true)
  })

  it.each(["page", "per", "brand", "country", "province", "city", "start_date", "hotel_id", "format", "status"])(
    "keeps %s, which is not personal",
    (key) => {
      expect(isPersonalKey(key)).toBe(false)
    },
  )

  it("logs a query string without the values of personal keys", () => {
    expect(redactQuery("?email=ann%40example.com&otp=123456&id_number=8001015009087&mobile=%2B27821234567&name=Ann&page=2")).toBe(
      `email=${REDACTED}&otp=${REDACTED}&id_number=${REDACTED}&mobile=${REDACTED}&name=${REDACTED}&page=2`,
    )
    expect(redactQuery("")).toBe("")
    expect(redactQuery("?")).toBe("")
  })

  it("masks e-mail addresses and ID, phone and card numbers under innocent keys too", () => {
    expect(redactQuery("q=ann@example.com&ref=8001015009087&tel=082 123 4567&card=4000-0000-0000-0002")).toBe(
      `q=[email]&ref=[number]&tel=[number]&card=${REDACTED}`,
    )
  })

  it("keeps ids, dates and short numbers readable", () => {
    const text = "booking 3f1c2a9e-8b7d-4c6e-9a1b-426614174000 from 2026-12-01 for 2 rooms, reference BK123456"
    expect(scrubText(text)).toBe(text)
  })

  it("never writes a personal value given as a field, at any depth", () => {
    const { log, lines } = capture()
    log.info("guest", { guest: { first_name: "Thandi", email: "thandi@example.com", rooms: [{ id_number: "8001015009087" }] }, note: "call 0821234567" })
    expect(lines[0]).not.toMatch(/Thandi|thandi@example\.com|8001015009087|0821234567/)
    expect(JSON.parse(lines[0]!)).toMatchObject({ guest: { first_name: REDACTED, email: REDACTED, rooms: [{ id_number: REDACTED }] }, note: "call [number]" })
  })

  it("scrubs the message itself", () => {
    const { log, lines } = capture()
    log.warn("no booking for ann@example.com")
    expect(lines[0]).not.toContain("ann@example.com")
  })

  it("describes an error by name and scrubbed message, not by what it carried", () => {
    const error = new Error('duplicate key value (email)=(ann@example.com) for 8001015009087')
    const described = describeError(error)
    expect(described.type).toBe("Error")
    expect(described.message).toBe("duplicate key value (email)=([email]) for [number]")
    expect(described.stack).not.toContain("ann@example.com")
    expect(redactFields({ error })).toMatchObject({ error: { message: "duplicate key value (email)=([email]) for [number]" } })
  })
})

describe("Effect logs", () => {
  it("go to the same JSON lines, with the fiber's annotations as fields and personal values redacted", () => {
    const { log, records } = capture("info")
    Effect.runSync(
      Effect.logInfo("hold taken").pipe(
        Effect.andThen(Effect.logDebug("hidden below info")),
        Effect.annotateLogs({ request_id: "req-1", email: "ann@example.com" }),
        Effect.provide(effectLoggerLayer(log, "info")),
      ),
    )
    expect(records()).toEqual([{ time: "2026-12-01T10:00:00.000Z", level: "info", msg: "hold taken", request_id: "req-1", email: REDACTED }])
  })
})

describe("logs on stdout", () => {
  it("writes the lines of one turn of the event loop together, in order, once", async () => {
    const writes: Array<string> = []
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      writes.push(String(chunk))
      return true
    })
    try {
      const log = makeLogger({ level: "info" })
      log.info("first")
      log.warn("second")
      log.debug("not at this level")
      expect(writes).toEqual([])
      await new Promise((resolve) => setImmediate(resolve))
      expect(writes).toHaveLength(1)
      expect(writes[0]!.split("\n").map((line) => (line === "" ? "" : JSON.parse(line).msg))).toEqual(["first", "second", ""])
      log.info("third")
      await new Promise((resolve) => setImmediate(resolve))
      expect(writes).toHaveLength(2)
    } finally {
      spy.mockRestore()
    }
  })
})

describe("log lines", () => {
  // The line as it was first written: an object built and stringified whole. logLine must write the same text.
  const asObject = (time: Date, level: "info", msg: string, fields: Record<string, unknown>): string =>
    JSON.stringify({ time: time.toISOString(), level, msg: scrubText(msg), ...(redactFields(fields) as object) })

  it("keep a field named __proto__ as a field, whatever its value, and never fail", () => {
    const fields = JSON.parse('{"__proto__": {"email": "ann@example.com"}, "name": "Ann", "status": 200}') as Record<string, unknown>
    Object.defineProperty(fields, "__proto__", { value: () => 1, enumerable: true })
    const line = JSON.parse(logLine(new Date(0), "info", "request", fields)) as Record<string, unknown>
    expect(line).toEqual({ time: "1970-01-01T00:00:00.000Z", level: "info", msg: "request", name: REDACTED, status: 200 })
    const nested = JSON.parse(logLine(new Date(0), "info", "request", { __proto__: null, error: JSON.parse('{"__proto__": {"name": "x"}, "name": "Ann"}') }))
    expect(nested.error).toEqual(JSON.parse(`{"__proto__": {"name": "${REDACTED}"}, "name": "${REDACTED}"}`))
  })

  it("are exactly the JSON of time, level, message and the redacted fields, whatever the fields", () => {
    const key = fc.oneof(fc.string(), fc.constantFrom("time", "level", "msg", "email", "first_name", "0", "12", "__proto__", "request_id"))
    const value = fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.date({ noInvalidDate: true }), fc.string(), fc.double(), fc.constant(() => 1))
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.string(), fc.dictionary(key, value), (time, msg, fields) => {
        expect(logLine(time, "info", msg, fields)).toBe(asObject(time, "info", msg, fields))
      }),
      // A case fast-check once found: a function under __proto__, then a key a function has read-only.
      { numRuns: scaledRuns(2000), examples: [[new Date(0), "", JSON.parse('{"__proto__": 1, "name": ""}')], [new Date(0), "", { ...Object.defineProperty({}, "__proto__", { value: () => 1, enumerable: true }), name: "" }]] },
    )
  })
})
