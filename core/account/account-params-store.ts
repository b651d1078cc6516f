import { Effect, Option } from "effect"
import { SessionStore } from "../ports/SessionStore.ts"
import { PLACEHOLDER_NAME } from "./messages.ts"

/** spec A §2, §9: loyalty points assumed when the account pages are given none. */
export const DEFAULT_CURRENT_POINTS = 100

/** spec A §2: the member type kept when none is given. */
export const DEFAULT_MEMBER_TYPE = ""

/** What the account pages keep in session storage from their query parameters. */
export interface AccountSessionValues {
  readonly currentPoints: number
  readonly memberType: string
  readonly name: string
}

export const DEFAULT_ACCOUNT_SESSION_VALUES: AccountSessionValues = {
  currentPoints: DEFAULT_CURRENT_POINTS,
  memberType: DEFAULT_MEMBER_TYPE,
  name: PLACEHOLDER_NAME,
}

/** The session-storage keys, named like the query parameters they come from. */
export const ACCOUNT_SESSION_KEYS = {
  currentPoints: "currentPoints",
  memberType: "memberType",
  name: "name",
} as const satisfies Record<keyof AccountSessionValues, string>

/** Read access to a query string, as `URLSearchParams` gives it. */
export interface QueryParams {
  get(name: string): string | null
}

export type AccountParamsAction =
  | { readonly kind: "store"; readonly values: AccountSessionValues }
  | { readonly kind: "clear" }

/** A points count is a whole, non-negative number; anything else falls back to the default. */
const parsePoints = (text: string | null): number => {
  const points = text ?? ""
  return /^\d+$/.test(points) ? Number(points) : DEFAULT_CURRENT_POINTS
}

/**
 * spec A §2: when any of currentPoints, memberType and name is in the query, all three are kept,
 * the missing ones at their defaults (100 points, empty member type, a placeholder name); when none
 * is there, the stored values are cleared.
 */
export const accountParamsAction = (query: QueryParams): AccountParamsAction => {
  const currentPoints = query.get(ACCOUNT_SESSION_KEYS.currentPoints)
  const memberType = query.get(ACCOUNT_SESSION_KEYS.memberType)
  const name = query.get(ACCOUNT_SESSION_KEYS.name)
  if (currentPoints === null && memberType === null && name === null) return { kind: "clear" }
  return {
    kind: "store",
    values: {
      currentPoints: parsePoints(currentPoints),
      memberType: memberType ?? DEFAULT_MEMBER_TYPE,
      name: name !== null && name.trim() !== "" ? name : PLACEHOLDER_NAME,
    },
  }
}

/** spec A §2: applies `accountParamsAction(query)` to session storage. */
export const keepAccountParams = Effect.fn("AccountParams.keep")(function* (query: QueryParams) {
  const store = yield* SessionStore
  const action = accountParamsAction(query)
  if (action.kind === "clear") {
    for (const key of Object.values(ACCOUNT_SESSION_KEYS)) yield* store.remove(key)
    return
  }
  yield* store.set(ACCOUNT_SESSION_KEYS.currentPoints, String(action.values.currentPoints))
  yield* store.set(ACCOUNT_SESSION_KEYS.memberType, action.values.memberType)
  yield* store.set(ACCOUNT_SESSION_KEYS.name, action.values.name)
})

/** The values kept in session, each at its default when it is not there. */
export const readAccountSession: Effect.Effect<AccountSessionValues, never, SessionStore> = Effect.gen(function* () {
  const store = yield* SessionStore
  const currentPoints = yield* store.get(ACCOUNT_SESSION_KEYS.currentPoints)
  const memberType = yield* store.get(ACCOUNT_SESSION_KEYS.memberType)
  const name = yield* store.get(ACCOUNT_SESSION_KEYS.name)
  return {
    currentPoints: parsePoints(Option.getOrNull(currentPoints)),
    memberType: Option.getOrElse(memberType, () => DEFAULT_MEMBER_TYPE),
    name: Option.getOrElse(name, () => PLACEHOLDER_NAME),
  }
})
