import { Effect } from "effect"
import type { RefreshTokens } from "./client.ts"

/**
 * spec A §4, §7: the site refreshes at the token endpoint (adapters/http/accounts.ts), loaded with the first
 * refresh, since most visitors never sign in and their pages should not carry it.
 */
export const refreshAtTokenEndpoint =
  (baseUrl = ""): RefreshTokens =>
  (refreshToken) =>
    Effect.promise(() => import("./accounts.ts")).pipe(Effect.flatMap((accounts) => accounts.refreshTokens(baseUrl)(refreshToken)))
