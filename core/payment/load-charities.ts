import { Effect } from "effect"
import { BookingApi } from "../ports/BookingApi.ts"
import { type Charity, offeredCharities } from "./charity.ts"

/**
 * spec B §2: the payment details' optional charity selection. A failed call offers no charity rather than
 * stopping the payment: supporting one is optional.
 */
export const loadCharities: Effect.Effect<ReadonlyArray<Charity>, never, BookingApi> = Effect.gen(function* () {
  const api = yield* BookingApi
  return offeredCharities(yield* api.listCharities().pipe(Effect.orElseSucceed((): ReadonlyArray<Charity> => [])))
})
