import { once } from "node:events"
import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import type { SimulatorClock } from "../payments/simulator/notify.ts"

/**
 * Test support for the gateway: real HTTP servers on 127.0.0.1 (an ephemeral port each), a
 * merchant that receives notifies and returns, a browser that reads and submits HTML forms, and
 * a clock that never really waits.
 */

export interface RunningServer {
  readonly url: string
  readonly close: () => Promise<void>
}

/**
 * Serves `fetch` on 127.0.0.1; the handler may be bound after the port is known (`publicUrl` needs it). `env` is
 * what @hono/node-server hands an app (the Node request and response, so the client's socket address).
 */
export const startServer = async (fetch: (request: Request, env: unknown) => Response | Promise<Response>): Promise<RunningServer> => {
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" })
  await once(server, "listening")
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Notify connections may linger in keep-alive; drop them so close() completes.
        if ("closeAllConnections" in server) server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

export interface FakeClock extends SimulatorClock {
  readonly advance: (millis: number) => void
  /** Every wait asked for, in order. */
  readonly sleeps: ReadonlyArray<number>
}

/** A clock at `start` that moves only when told; a sleep returns at once and moves it on. */
export const fakeClock = (start: number): FakeClock => {
  let now = start
  const sleeps: Array<number> = []
  return {
    now: () => now,
    sleep: async (millis) => {
      sleeps.push(millis)
      now += millis
    },
    advance: (millis) => {
      now += millis
    },
    sleeps,
  }
}

/** Something that arrives later: `next()` resolves with the next item, whether it came before or after the call. */
export const inbox = <A>() => {
  const items: Array<A> = []
  const waiting: Array<(item: A) => void> = []
  return {
    push: (item: A): void => {
      const waiter = waiting.shift()
      if (waiter === undefined) items.push(item)
      else waiter(item)
    },
    next: (): Promise<A> => {
      const item = items.shift()
      return item === undefined ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(item)
    },
    get size(): number {
      return items.length
    },
  }
}

/**
 * A merchant's two PayWeb3 endpoints. `notifyAnswers` are the bodies its notify endpoint gives,
 * one per call, then `OK`; `holdNotify` makes it hang until released (a slow merchant).
 */
export const merchantApp = (options: { notifyAnswers?: Array<string>; holdNotify?: Promise<void> } = {}) => {
  const notifies = inbox<string>()
  const returns = inbox<string>()
  const app = new Hono()
  app.post("/payweb3/notify", async (c) => {
    const body = await c.req.text()
    notifies.push(body)
    if (options.holdNotify !== undefined) await options.holdNotify
    return c.text(options.notifyAnswers?.shift() ?? "OK")
  })
  app.post("/payweb3/return", async (c) => {
    returns.push(await c.req.text())
    return c.html("<p>Thank you</p>")
  })
  return { app, notifies, returns }
}

export interface HtmlForm {
  readonly action: string
  readonly fields: ReadonlyArray<readonly [string, string]>
}

const unescapeHtml = (text: string): string =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)
  return match === null ? undefined : unescapeHtml(match[1]!)
}

/** The first POST form of a page, read as a browser would: its action and its hidden fields. */
export const readForm = (page: string): HtmlForm => {
  const form = /<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(page)
  if (form === null) throw new Error("the page has no POST form")
  const action = attribute(form[0].slice(0, form[0].indexOf(">") + 1), "action") ?? ""
  const fields = [...form[1]!.matchAll(/<input\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, "type") === "hidden")
    .map((tag) => [attribute(tag, "name") ?? "", attribute(tag, "value") ?? ""] as const)
  return { action, fields }
}

/** A browser's form POST (what a submit button does); the answer's status and page. */
export const submitForm = async (action: string, fields: Iterable<readonly [string, string]>) => {
  const response = await fetch(action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Array.from(fields, ([name, value]): [string, string] => [name, value])).toString(),
  })
  return { status: response.status, page: await response.text(), headers: response.headers }
}
