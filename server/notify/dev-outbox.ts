import { Effect, Result, Schema } from "effect"
import { Hono } from "hono"
import { TextBase } from "../../contracts/api/common.ts"
import { zonedAt } from "../../core/time/clock.ts"
import { issueToFieldErrors } from "../../core/validation/field-errors.ts"
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationKind } from "./Notifier.ts"
import { OUTBOX_PAGE_LIMIT, type OutboxMessage, type OutboxQuery, type OutboxStoreShape } from "./OutboxStore.ts"
import { cspNonce } from "../http/middleware/security-headers.ts"
import { validationFailed } from "../http/problem.ts"
import type { AppContext, AppEnv } from "../http/runtime.ts"

/**
 * GET /dev/outbox, development only (app.ts mounts it when NODE_ENV is not production): the messages
 * the server "sent", newest first, so a person (or a test) can read a one-time code or a confirmation.
 * A readable HTML page by default; JSON with `?format=json` or `Accept: application/json`. Filters:
 * `to`, `kind`, `channel`, `booking_id`, `limit`. The page holds personal data, hence development only
 * and never cached.
 */

export const DEV_OUTBOX_PATH = "/dev/outbox"

const Digits = Schema.String.check(Schema.isPattern(/^\d{1,9}$/, { message: "must be a whole number" }))

const OutboxParams = Schema.Struct({
  format: Schema.optionalKey(Schema.Literals(["html", "json"])),
  // Text PostgreSQL can hold: a NUL in the filter failed the query (500).
  to: Schema.optionalKey(TextBase),
  kind: Schema.optionalKey(Schema.Literals(NOTIFICATION_KINDS)),
  channel: Schema.optionalKey(Schema.Literals(NOTIFICATION_CHANNELS)),
  booking_id: Schema.optionalKey(Digits),
  limit: Schema.optionalKey(Digits),
})
type OutboxParams = typeof OutboxParams.Type

const decodeParams = Schema.decodeUnknownResult(OutboxParams)

/** The JSON shape of one message (snake_case, like the API). */
export interface OutboxMessageJson {
  readonly id: number
  readonly channel: string
  readonly to: string
  readonly subject: string | null
  readonly body: string
  readonly kind: string
  readonly booking_id: number | null
  readonly created_at: string
}

export const toJson = (message: OutboxMessage): OutboxMessageJson => ({
  id: message.id,
  channel: message.channel,
  to: message.to,
  subject: message.subject ?? null,
  body: message.body,
  kind: message.kind,
  booking_id: message.bookingId ?? null,
  created_at: message.createdAt.toISOString(),
})

const queryOf = (params: OutboxParams): OutboxQuery => ({
  ...(params.to === undefined || params.to === "" ? {} : { to: params.to }),
  ...(params.kind === undefined ? {} : { kind: params.kind }),
  ...(params.channel === undefined ? {} : { channel: params.channel }),
  ...(params.booking_id === undefined ? {} : { bookingId: Number(params.booking_id) }),
  ...(params.limit === undefined ? {} : { limit: Number(params.limit) }),
})

const wantsJson = (c: AppContext, format: OutboxParams["format"]): boolean => {
  if (format !== undefined) return format === "json"
  const accept = c.req.header("Accept") ?? ""
  return accept.includes("application/json") && !accept.includes("text/html")
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!)

const kindLabels: Readonly<Record<NotificationKind, string>> = {
  booking_confirmation: "Booking confirmation",
  one_time_code: "One-time code",
  account_verification: "Registration code",
  password_reset: "Password reset",
  cancellation: "Cancellation",
  date_change: "Date change",
  payment_received: "Payment received",
  enquiry: "Enquiry",
}

/** "2026-12-01 14:05:09" on the hotels' clock (SAST), for people reading the page. */
const hotelTime = (date: Date): string => zonedAt(date.getTime()).toPlainDateTime().toString({ smallestUnit: "second" }).replace("T", " ")

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0; }
main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
form { display: flex; flex-wrap: wrap; gap: .75rem; align-items: end; margin: 1rem 0; }
label { display: flex; flex-direction: column; font-weight: 600; }
input, select, button { font: inherit; padding: .25rem .5rem; }
button { cursor: pointer; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
ol { list-style: none; padding: 0; }
article { border: 1px solid #767676; border-radius: .5rem; padding: 1rem; margin: 0 0 1rem; }
h2 { font-size: 1.125rem; margin: 0 0 .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .125rem 1rem; margin: 0 0 .75rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: .75rem; margin: 0; font: 15px/1.5 ui-monospace, monospace; }
`

const option = (value: string, label: string, selected: string | undefined): string =>
  `<option value="${escapeHtml(value)}"${value === (selected ?? "") ? " selected" : ""}>${escapeHtml(label)}</option>`

const messageHtml = (message: OutboxMessage): string => {
  const headingId = `message-${message.id}`
  const heading = message.subject ?? `SMS to ${message.to}`
  const booking = message.bookingId === undefined ? "" : `<dt>Booking id</dt><dd>${message.bookingId}</dd>`
  return `<li><article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(heading)}</h2>
<dl><dt>Channel</dt><dd>${message.channel === "email" ? "E-mail" : "SMS"}</dd><dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Kind</dt><dd>${escapeHtml(kindLabels[message.kind])}</dd>${booking}
<dt>Sent</dt><dd><time datetime="${message.createdAt.toISOString()}">${hotelTime(message.createdAt)}</time></dd></dl>
<pre>${escapeHtml(message.body)}</pre>
</article></li>`
}

export const outboxPage = (messages: ReadonlyArray<OutboxMessage>, params: OutboxParams, nonce: string): string => {
  const count = `${messages.length} ${messages.length === 1 ? "message" : "messages"}`
  const list = messages.length === 0 ? `<p>No messages yet.</p>` : `<ol>${messages.map(messageHtml).join("\n")}</ol>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox (development)</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p>The e-mails and SMS messages the server would have sent, newest first (at most ${OUTBOX_PAGE_LIMIT}). Development only.</p>
<form method="get" action="${DEV_OUTBOX_PATH}" role="search" aria-label="Filter messages">
<label>To <input name="to" type="text" value="${escapeHtml(params.to ?? "")}" autocomplete="off"></label>
<label>Kind <select name="kind">${option("", "Any", params.kind)}${NOTIFICATION_KINDS.map((kind) => option(kind, kindLabels[kind], params.kind)).join("")}</select></label>
<label>Channel <select name="channel">${option("", "Any", params.channel)}${option("email", "E-mail", params.channel)}${option("sms", "SMS", params.channel)}</select></label>
<button type="submit">Filter</button>
</form>
<p role="status">${count}</p>
${list}
</main>
</body>
</html>`
}

// A form submitted with "Any" sends empty values: those mean "no filter", not a bad value.
const withoutEmpty = (query: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ""))

export const makeDevOutboxRoutes = (store: OutboxStoreShape): Hono<AppEnv> =>
  new Hono<AppEnv>().get("/", async (c) => {
    const decoded = decodeParams(withoutEmpty(c.req.query()), { errors: "all" })
    if (Result.isFailure(decoded)) return validationFailed(c, issueToFieldErrors(decoded.failure.issue))
    const params = decoded.success
    const messages = await Effect.runPromise(store.list(queryOf(params)))
    c.header("Cache-Control", "no-store")
    if (wantsJson(c, params.format)) return c.json({ messages: messages.map(toJson) })
    return c.html(outboxPage(messages, params, cspNonce(c)))
  })
