import { Effect, Option } from "effect"
import type { SessionStoreShape } from "../../core/ports/SessionStore.ts"

/** Where the last initiate-payment answer said to post (kept for the session, so a reload of the hand-off page still posts). */
export const PROCESS_URL_KEY = "hotel.payment.processUrl"

/**
 * The gateway's process page (PayWeb3 process.trans). The initiate-payment answer names it
 * (`process_url`): a payment request is only good at the gateway that issued it, so that answer wins;
 * the configured URL serves when no answer has been seen this session.
 */
export interface ProcessUrl {
  readonly remember: (url: string) => Effect.Effect<void>
  readonly current: Effect.Effect<Option.Option<string>>
}

export const makeProcessUrl = (configured: string | undefined, session: SessionStoreShape): ProcessUrl => ({
  remember: (url) => session.set(PROCESS_URL_KEY, url),
  current: Effect.map(session.get(PROCESS_URL_KEY), (remembered) =>
    Option.orElse(remembered, () => Option.fromUndefinedOr(configured === "" ? undefined : configured)),
  ),
})
