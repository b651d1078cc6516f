import { FORM_CONTENT_TYPE } from "../payweb3/form.ts"

/** The gateway's notify: a server-to-server form POST the merchant acknowledges with plain `OK`. */

/** Time for the simulator: tests pass one that never really waits. */
export interface SimulatorClock {
  readonly now: () => number
  readonly sleep: (millis: number) => Promise<void>
}

export const systemClock: SimulatorClock = {
  now: () => Date.now(),
  // unref: a pending retry never keeps the process alive on shutdown.
  sleep: (millis) => new Promise((resolve) => setTimeout(resolve, millis).unref()),
}

/** The waits before each retry of an unacknowledged notify: 5 attempts over about 12 minutes, then it gives up. */
export const NOTIFY_RETRY_DELAYS_MS: ReadonlyArray<number> = [5_000, 30_000, 120_000, 600_000]
/** How long one attempt may take. */
export const NOTIFY_ATTEMPT_TIMEOUT_MS = 10_000

export interface NotifyReport {
  readonly payRequestId: string
  readonly delivered: boolean
  readonly attempts: number
}

export interface NotifySender {
  readonly fetch: typeof globalThis.fetch
  readonly clock: SimulatorClock
  readonly onDone?: ((report: NotifyReport) => void) | undefined
}

const acknowledged = async (fetchFn: typeof globalThis.fetch, url: string, body: string): Promise<boolean> => {
  try {
    const response = await fetchFn(url, {
      method: "POST",
      headers: { "content-type": FORM_CONTENT_TYPE },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(NOTIFY_ATTEMPT_TIMEOUT_MS),
    })
    return response.ok && (await response.text()).trim() === "OK"
  } catch {
    return false
  }
}

/**
 * POSTs `body` to `url` until the merchant answers `OK`, waiting between attempts as
 * NOTIFY_RETRY_DELAYS_MS says. Never rejects: the outcome goes to `onDone`.
 */
export const deliverNotify = async (sender: NotifySender, url: string, body: string, payRequestId: string): Promise<void> => {
  let attempts = 0
  for (const delay of [0, ...NOTIFY_RETRY_DELAYS_MS]) {
    if (delay > 0) await sender.clock.sleep(delay)
    attempts += 1
    if (await acknowledged(sender.fetch, url, body)) {
      sender.onDone?.({ payRequestId, delivered: true, attempts })
      return
    }
  }
  sender.onDone?.({ payRequestId, delivered: false, attempts })
}
