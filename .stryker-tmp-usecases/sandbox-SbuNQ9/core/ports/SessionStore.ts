// @ts-nocheck
import { Context, type Effect, type Option } from "effect"

/**
 * spec B §9: the browser's session storage (the search and booking state, the login flag, the
 * manage-booking e-mail and booking number), as text under a key.
 *
 * Infallible by contract: storage that is full, disabled or missing is not the guest's problem
 * (the session state also lives in memory for the page's lifetime), so adapters log and swallow
 * such failures instead of putting them in the error channel.
 */
export interface SessionStoreShape {
  readonly get: (key: string) => Effect.Effect<Option.Option<string>>
  readonly set: (key: string, value: string) => Effect.Effect<void>
  readonly remove: (key: string) => Effect.Effect<void>
}

export class SessionStore extends Context.Service<SessionStore, SessionStoreShape>()("hotel/ports/SessionStore") {}
