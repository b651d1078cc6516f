import { Effect } from "effect"
import { Hono } from "hono"
import { ProviderStateChange, ProviderStateValues } from "../../../contracts/api/provider-states.ts"
import { clientAddress } from "../../http/node-bindings.ts"
import { BadRequestProblem } from "../../http/problem.ts"
import { type AppContext, type AppEnv, type HttpRuntime, jsonAnswer, jsonBodyDecoder } from "../../http/runtime.ts"
import { setUpState, type StateServices, type Taken, tearDownState } from "./state-setups.ts"

/**
 * Pact's state-change endpoint (issue 12, contracts/README.md "Provider states"), mounted by server/main.ts only in
 * test mode (NODE_ENV=test) at contracts/api/provider-states.ts PROVIDER_STATES_PATH: it changes the database on request, so no other server has it.
 *   POST `{ state, params, action: "setup" | "teardown" }` → 200 with the values the interaction injects (`{}` for
 *   a teardown); 400 for a state the pacts do not name. A set-up that fails is a 500 (logged).
 * What a set-up took is given back at its teardown, in this process (one verifier at a time).
 */

const decodeChange = jsonBodyDecoder(ProviderStateChange)
const answerValues = jsonAnswer(ProviderStateValues)

export const makeProviderStateRoutes = <R>(http: HttpRuntime<R | StateServices>): Hono<AppEnv> => {
  const taken = new Map<string, Array<Taken>>()

  const change = Effect.fnUntraced(function* (c: AppContext) {
    const { state, action } = yield* decodeChange(c)
    if (action === "teardown") {
      const undo = taken.get(state) ?? []
      taken.delete(state)
      for (const what of undo) yield* tearDownState(what)
      return yield* answerValues(c, {})
    }
    const setUp = yield* setUpState(state, clientAddress(c)).pipe(
      Effect.catchTag("UnknownProviderState", (unknown) => Effect.fail(new BadRequestProblem({ message: unknown.message }))),
    )
    taken.set(state, [...(taken.get(state) ?? []), setUp.taken])
    return yield* answerValues(c, setUp.values)
  })

  return new Hono<AppEnv>().post("/", (c) => http.respond(c, change(c)))
}
