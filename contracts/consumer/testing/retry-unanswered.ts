import { Effect } from "effect"
import { HttpError, NO_STATUS } from "../../../core/http/http-error.ts"
import { SERVER_OFFLINE } from "../../../core/http/messages.ts"

/** The call got no answer at all: the mock server was not reached, or said nothing back. */
const unanswered = (error: unknown): boolean => error instanceof HttpError && (error.message === SERVER_OFFLINE || error.status === NO_STATUS)

/**
 * A consumer test's call that got no answer at all is tried once more. With the machine at load 20 and more, a call to
 * Pact's mock server has now and then failed before reaching it, and Pact then reports only "expected but not
 * received", hiding the adapter's own error. An answer of any kind, right or wrong, is never retried: what the tests
 * judge, the request and what the adapter makes of the answer, is unchanged.
 */
export const retryUnanswered = <A, E, R>(program: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.retry(program, { times: 1, while: unanswered })

/**
 * A port's service whose every call is `retryUnanswered`: for tests that drive core's use cases over the adapter, where
 * core has turned the adapter's HttpError into its own failure before a test could retry it.
 */
export const retryEveryCall = <S extends object>(service: S): S =>
  Object.fromEntries(
    Object.entries(service).map(([name, member]) => [
      name,
      typeof member === "function" ? (...args: ReadonlyArray<unknown>) => retryUnanswered((member as (...given: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown, never>)(...args)) : member,
    ]),
  ) as S
