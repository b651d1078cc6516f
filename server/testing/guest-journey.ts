import { setTimeout as delay } from "node:timers/promises"
import { Hono } from "hono"
import { startServer as serveOnLoopback } from "./http-harness.ts"
import type { NotifyReport } from "../payments/simulator/notify.ts"
import { makePayWeb3Simulator, TEST_MERCHANT } from "../payments/simulator/payweb3-simulator.ts"

/**
 * Test support for the tests that drive built server processes over HTTP (server/built-server-harness.ts) as
 * guests and the card gateway would: the crash test and the scale-out test. JSON calls to a server, the bodies a
 * website sends, a card payment through the gateway, and the gateway itself (the PayWeb3 simulator) running in the
 * test process, as a real gateway outlives our servers.
 */

/** The date `offset` days from now (UTC), "YYYY-MM-DD". */
export const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** The connection URL of database `name` on the server of `adminUrl`. */
export const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export interface JsonAnswer {
  readonly status: number
  readonly json: Record<string, unknown>
}

export const postJson = async (base: string, path: string, body?: unknown): Promise<JsonAnswer> => {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

export const getJson = async (base: string, path: string): Promise<JsonAnswer> => {
  const response = await fetch(`${base}${path}`)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

export const postForm = (url: string, fields: Record<string, string>): Promise<Response> =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() })

export interface StayRoom {
  readonly rate_plan_code: string
  readonly room_type_code: string
  readonly number_of_units: number
  readonly guests: { readonly adults: 2; readonly kids: 0 }
}

export interface Stay {
  readonly hotel: string
  readonly checkIn: string
  readonly checkOut: string
  readonly room: StayRoom
}

export interface RoomOffer {
  readonly room_type_code: string
  readonly rate_plan_code: string
  readonly number_of_units: number
}

/** The room offers of `hotel` for two adults from `checkIn` to `checkOut`, as `base` answers them. */
export const roomOffers = async (base: string, hotel: string, checkIn: string, checkOut: string): Promise<ReadonlyArray<RoomOffer>> => {
  const { status, json } = await postJson(base, "/api/web/bookings/rooms", {
    rooms: { hotel_code: hotel, start_date: checkIn, end_date: checkOut, guests: [{ adults: 2, kids: 0 }] },
  })
  if (status !== 200) throw new Error(`room search answered ${status}: ${JSON.stringify(json)}`)
  return json["room_offers"] as ReadonlyArray<RoomOffer>
}

/** The hotel's first room offer for two adults, one room. */
export const findStay = async (base: string, hotel: string, checkIn: string, checkOut: string): Promise<Stay> => {
  const offer = (await roomOffers(base, hotel, checkIn, checkOut))[0]!
  return { hotel, checkIn, checkOut, room: { rate_plan_code: offer.rate_plan_code, room_type_code: offer.room_type_code, number_of_units: 1, guests: { adults: 2, kids: 0 } } }
}

/** The reservation a website sends for `stay` (confirmation by e-mail). */
export const reservationOf = (stay: Stay) => ({
  start_date: stay.checkIn,
  end_date: stay.checkOut,
  hotel_code: stay.hotel,
  via_email: true,
  via_sms: false,
  rooms: [stay.room],
})

export const MAIN_GUEST = {
  title: "Ms",
  first_name: "Thandi",
  surname: "Mokoena",
  mobile: "0027821234567",
  email: "thandi@example.test",
  address: { address_one: "1 Main Road", address_two: "", city: "Johannesburg", state: "ZA", postal_code: "2196", country: "South Africa" },
  id_number: "8001015009087",
  id_type: "ID Number",
}

/** The confirmation of the hold `uuid` for `stay` in MAIN_GUEST's name; `payNow` asks for a card payment next. */
export const confirmationOf = (stay: Stay, uuid: string, payNow: boolean) => ({
  reservation: { ...reservationOf(stay), uuid, mandatory_payment: payNow, guests: [MAIN_GUEST] },
})

export const APPROVED_CARD = "4000000000000002"

/**
 * Pays the booking `uuid` by card as a browser would: initiate on `base`, then the gateway's card form, approved.
 * Answers the PAY_REQUEST_ID the gateway approved, or undefined when a step was refused.
 */
export const payByCard = async (base: string, uuid: string): Promise<string | undefined> => {
  const { status, json } = await postJson(base, `/api/web/bookings/${uuid}/initiate_payment`)
  if (status !== 200) return undefined
  const body = json["body"] as { pay_request_id: string; checksum: string; process_url: string }
  const paid = await postForm(`${body.process_url}/pay`, {
    PAY_REQUEST_ID: body.pay_request_id,
    CHECKSUM: body.checksum,
    ACTION: "pay",
    card_number: APPROVED_CARD,
    expiry: "12/30",
    cvv: "123",
    cardholder: "T Mokoena",
  })
  return paid.status === 200 ? body.pay_request_id : undefined
}

export interface GatewayOptions {
  /** The origins the servers' NOTIFY_URLs may name. */
  readonly notifyOrigins: ReadonlyArray<string>
  /** The longest wait between notify retries (the real gateway's minutes, shortened so tests wait seconds). */
  readonly retryWaitMs: number
  readonly onNotifyDone: (report: NotifyReport) => void
  /** How the notifies travel (default the global fetch): a test may route them as a load balancer would. */
  readonly notify?: typeof globalThis.fetch
}

export interface RunningGateway {
  /** PAYGATE_URL for the servers. */
  readonly url: string
  readonly close: () => Promise<void>
}

/** The PayWeb3 simulator on a port of its own in this process, with PayGate's test merchant (TEST_MERCHANT). */
export const startGateway = async (options: GatewayOptions): Promise<RunningGateway> => {
  // The gateway's address is known once it listens; its routes are added then.
  const app = new Hono()
  const server = await serveOnLoopback((request) => app.fetch(request))
  const url = `${server.url}/paygate/payweb3`
  app.route(
    "/paygate/payweb3",
    makePayWeb3Simulator({
      publicUrl: url,
      notifyOrigins: options.notifyOrigins,
      clock: { now: () => Date.now(), sleep: (millis) => delay(Math.min(millis, options.retryWaitMs)) },
      onNotifyDone: options.onNotifyDone,
      ...(options.notify === undefined ? {} : { notify: options.notify }),
    }),
  )
  return { url, close: server.close }
}

/** The environment that points a server at `gateway` as PayGate's test merchant. */
export const gatewayEnvironment = (gateway: RunningGateway): NodeJS.ProcessEnv => ({
  PAYGATE_URL: gateway.url,
  PAYGATE_ID: TEST_MERCHANT.paygateId,
  PAYGATE_KEY: TEST_MERCHANT.key,
})
