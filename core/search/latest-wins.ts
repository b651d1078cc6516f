import { Effect, Option } from "effect"

/**
 * spec B §4 (search as you type, the results pages): answers may arrive out of order; only the answer
 * to the latest request may land. Each request takes a ticket; an answer whose ticket is no longer the
 * latest is dropped (Option.none), success or failure alike, so a stale answer never overwrites a newer one.
 */
export interface LatestWins {
  readonly run: <A, E, R>(request: Effect.Effect<A, E, R>) => Effect.Effect<Option.Option<A>, E, R>
}

export const makeLatestWins = (): LatestWins => {
  let latest = 0
  return {
    run: (request) =>
      Effect.suspend(() => {
        const ticket = ++latest
        return Effect.matchEffect(request, {
          onSuccess: (answer) => Effect.succeed(ticket === latest ? Option.some(answer) : Option.none()),
          onFailure: (error) => (ticket === latest ? Effect.fail(error) : Effect.succeed(Option.none())),
        })
      }),
  }
}
