import { Cause, Layer, Logger as EffectLogger, References } from "effect"
import type { LogLevel as EffectLogLevel } from "effect/LogLevel"

/**
 * Structured logs: one JSON object per line on stdout, so any collector can parse them.
 *
 * POPIA: personal data (names, e-mails, phone and ID numbers, card data, one-time codes) never reaches
 * a log line. Callers never log bodies; what they do log (query strings, field values, error messages)
 * passes through the redaction below, which drops the values of personal keys and masks e-mail
 * addresses and long digit runs wherever they appear.
 */

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

const severity: Readonly<Record<LogLevel, number>> = { debug: 10, info: 20, warn: 30, error: 40 }

export type LogFields = Readonly<Record<string, unknown>>

export interface Logger {
  readonly debug: (msg: string, fields?: LogFields) => void
  readonly info: (msg: string, fields?: LogFields) => void
  readonly warn: (msg: string, fields?: LogFields) => void
  readonly error: (msg: string, fields?: LogFields) => void
  readonly isEnabled: (level: LogLevel) => boolean
}

export interface LoggerOptions {
  readonly level: LogLevel
  /** Receives one serialised line without its newline; stdout by default. */
  readonly write?: (line: string) => void
  /** The timestamp of a line; log time is wall-clock time by nature, injectable for tests. */
  readonly now?: () => Date
}

export const REDACTED = "[redacted]"

// Keys are compared lower-cased with separators removed, so `id_number`, `idNumber` and `ID-NUMBER` match alike.
const personalKeyParts = [
  "email",
  "otp",
  "idnumber",
  "mobile",
  "name",
  "phone",
  "password",
  "token",
  "card",
  "address",
  "passport",
  "birth",
  "contact",
  "checksum",
  "secret",
]
const personalKeys = new Set(["code", "to", "username", "authorization", "cookie"])

const normaliseKey = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, "")

/** A key whose value is personal or secret: `email`, `first_name`, `id_number`, `clubcard_number`, `otp`, ... */
const judgePersonalKey = (key: string): boolean => {
  const normalised = normaliseKey(key)
  return personalKeys.has(normalised) || personalKeyParts.some((part) => normalised.includes(part))
}

/**
 * Every log line asks this of the same few keys: answers are remembered (up to a bound, as keys can come from clients).
 * Worth, with keyFactsMemo and timeJson below: an access-log line takes 8 µs instead of 22, and a room search 310 µs of
 * server CPU instead of 335 under bench:api (2026-11-25, docs/benchmarks.md).
 */
const personalKeyMemo = new Map<string, boolean>()
const PERSONAL_KEY_MEMO_SIZE = 1000

export const isPersonalKey = (key: string): boolean => {
  const known = personalKeyMemo.get(key)
  if (known !== undefined) return known
  const personal = judgePersonalKey(key)
  if (personalKeyMemo.size < PERSONAL_KEY_MEMO_SIZE) personalKeyMemo.set(key, personal)
  return personal
}

const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g
// Nine or more digits, allowing spaces and dashes between them: phone, SA ID and card numbers. The
// look-arounds keep hexadecimal groups (uuids) and longer words intact.
const longNumberPattern = /(?<![\w-])\+?\d(?:[ -]?\d){8,}(?![\w-])/g

/** Masks e-mail addresses and long digit runs in free text (error messages, query values). */
/** Whether `text` has at least `count` ASCII digits (a text with fewer holds no long number). */
const hasDigits = (text: string, count: number): boolean => {
  let seen = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 48 && code <= 57 && ++seen >= count) return true
  }
  return false
}

export const scrubText = (text: string): string => {
  // Most texts (ids, methods, paths) hold neither an @ nor nine digits: skip the regular expressions then.
  const mailed = text.includes("@") ? text.replace(emailPattern, "[email]") : text
  return hasDigits(mailed, 9) ? mailed.replace(longNumberPattern, "[number]") : mailed
}

/**
 * A query string as it may be logged: values of personal keys replaced by `[redacted]`, other values
 * scrubbed. Accepts the string with or without its leading `?`; answers "" for no query.
 */
export const redactQuery = (query: string): string => {
  const search = query.startsWith("?") ? query.slice(1) : query
  if (search === "") return ""
  const pairs: Array<string> = []
  for (const [key, value] of new URLSearchParams(search)) {
    pairs.push(`${scrubText(key)}=${isPersonalKey(key) ? REDACTED : scrubText(value)}`)
  }
  return pairs.join("&")
}

const MAX_DEPTH = 4

/** Log fields with personal values removed, at any depth. */
export const redactFields = (value: unknown, depth = 0): unknown => {
  if (typeof value === "string") return scrubText(value)
  if (value === null || typeof value !== "object") return value
  if (value instanceof Error) return describeError(value)
  if (depth >= MAX_DEPTH) return "[nested]"
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1))
  // No prototype: a key named __proto__ is then a field like any other, not the object's prototype.
  const out: Record<string, unknown> = Object.create(null)
  for (const [key, item] of Object.entries(value)) {
    out[key] = isPersonalKey(key) ? REDACTED : redactFields(item, depth + 1)
  }
  return out
}

/** What an error tells the log: its name, a scrubbed message and stack, never the values it carried. */
export const describeError = (error: unknown): { readonly type: string; readonly message: string; readonly stack?: string } => {
  if (error instanceof Error) {
    const stack = error.stack === undefined ? {} : { stack: scrubText(error.stack) }
    return { type: error.name, message: scrubText(error.message), ...stack }
  }
  return { type: typeof error, message: scrubText(String(error)) }
}

/**
 * Lines to stdout, written together once per turn of the event loop: one system call for all the requests a
 * busy moment finishes instead of one each (stdout to a file or a pipe writes synchronously). Whatever is
 * pending is written when the process exits.
 */
const batchedStdout = (): ((line: string) => void) => {
  let pending: Array<string> = []
  const flush = () => {
    if (pending.length === 0) return
    const text = pending.join("")
    pending = []
    process.stdout.write(text)
  }
  process.on("exit", flush)
  return (line) => {
    if (pending.length === 0) setImmediate(flush)
    pending.push(`${line}\n`)
  }
}

let stdoutWriter: ((line: string) => void) | undefined
const defaultWrite = (line: string): void => (stdoutWriter ??= batchedStdout())(line)

/**
 * Keys the line cannot simply append: the line's own (a field replaces them), integer-like keys (an object lists
 * them first) and `__proto__`. The general form below handles them.
 */
const needsGeneralForm = (key: string): boolean => key === "time" || key === "level" || key === "msg" || key === "__proto__" || /^\d+$/.test(key)

/** What a line needs to know of a field's key: the same few keys come on every line, so worked out once each. */
interface KeyFacts {
  readonly general: boolean
  readonly personal: boolean
  /** The key as JSON text, quoted. */
  readonly json: string
}

const keyFactsMemo = new Map<string, KeyFacts>()

const keyFacts = (key: string): KeyFacts => {
  let facts = keyFactsMemo.get(key)
  if (facts === undefined) {
    facts = { general: needsGeneralForm(key), personal: isPersonalKey(key), json: JSON.stringify(key) }
    // Bounded like the personal-key memo: keys can come from clients.
    if (keyFactsMemo.size < PERSONAL_KEY_MEMO_SIZE) keyFactsMemo.set(key, facts)
  }
  return facts
}

/** A field's value as JSON (undefined when JSON leaves it out); strings and numbers, most values, without a walk. */
const valueJson = (value: unknown): string | undefined => {
  if (typeof value === "string") return JSON.stringify(scrubText(value))
  if (typeof value === "number") return Number.isFinite(value) ? `${value}` : "null"
  return JSON.stringify(redactFields(value, 1))
}

/** The time as JSON writes a Date, remembered for its millisecond: a busy server writes many lines in one. */
const timeJson: (time: Date) => string = (() => {
  let lastMillis = Number.NaN
  let last = ""
  return (time) => {
    const millis = time.getTime()
    if (millis !== lastMillis) {
      last = JSON.stringify(time)
      lastMillis = millis
    }
    return last
  }
})()

/**
 * One log line: exactly `JSON.stringify({ time, level, msg, ...redactFields(fields) })`, written field by field
 * (every request logs a line; this spares it two object copies and a walk of every value). A field JSON would
 * leave out (undefined, a function) is left out.
 */
export const logLine = (time: Date, level: LogLevel, msg: string, fields: LogFields): string => {
  let line = `{"time":${timeJson(time)},"level":"${level}","msg":${JSON.stringify(scrubText(msg))}`
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue
    const facts = keyFacts(key)
    if (facts.general) return JSON.stringify({ time, level, msg: scrubText(msg), ...(redactFields(fields) as object) })
    const json = facts.personal ? `"${REDACTED}"` : valueJson(fields[key])
    if (json !== undefined) line += `,${facts.json}:${json}`
  }
  return `${line}}`
}

export const makeLogger = (options: LoggerOptions): Logger => {
  const write = options.write ?? defaultWrite
  const now = options.now ?? (() => new Date())
  const threshold = severity[options.level]
  const isEnabled = (level: LogLevel): boolean => severity[level] >= threshold
  const emit =
    (level: LogLevel) =>
    (msg: string, fields: LogFields = {}): void => {
      if (!isEnabled(level)) return
      write(logLine(now(), level, msg, fields))
    }
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error"), isEnabled }
}

const fromEffectLevel = (level: EffectLogLevel): LogLevel => {
  switch (level) {
    case "Trace":
    case "Debug":
    case "All":
      return "debug"
    case "Info":
      return "info"
    case "Warn":
      return "warn"
    default:
      return "error"
  }
}

const toEffectLevel: Readonly<Record<LogLevel, EffectLogLevel>> = { debug: "Debug", info: "Info", warn: "Warn", error: "Error" }

const messageText = (message: unknown): string =>
  (Array.isArray(message) ? message : [message]).map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" ")

/**
 * Routes `Effect.log*` from services into the same JSON lines, with the fiber's log annotations
 * (the request id, set by the HTTP runtime) as fields and a failure's cause scrubbed.
 */
export const effectLoggerLayer = (log: Logger, level: LogLevel): Layer.Layer<never> =>
  Layer.mergeAll(
    EffectLogger.layer([
      EffectLogger.make(({ message, logLevel, cause, fiber }) => {
        const annotations = fiber.getRef(References.CurrentLogAnnotations)
        const failure = cause.reasons.length > 0 ? { cause: scrubText(Cause.pretty(cause)) } : {}
        log[fromEffectLevel(logLevel)](messageText(message), { ...annotations, ...failure })
      }),
    ]),
    Layer.succeed(References.MinimumLogLevel, toEffectLevel[level]),
  )
