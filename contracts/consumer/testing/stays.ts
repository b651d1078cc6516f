import { dateFromState } from "./wire-matchers.ts"

/**
 * The stay the consumer tests ask for, and its dates in a pact: the examples are these fixed days; a verifier sends
 * the provider state's own (a stay counted from the provider's today), so the pact outlives its dates.
 */
export const STAY = { checkInDate: "2030-03-05", checkOutDate: "2030-03-07" } as const

/** The same days on the wire (calendar dates are sent at noon on the hotels' clock, spec B §9). */
export const STAY_ON_THE_WIRE = { start_date: "2030-03-05T12:00:00+02:00", end_date: "2030-03-07T12:00:00+02:00" } as const

/** The stay's dates in a request: `${start_date}` and `${end_date}` of the provider state. */
export const stayFromState = () => ({
  start_date: dateFromState("start_date", STAY_ON_THE_WIRE.start_date),
  end_date: dateFromState("end_date", STAY_ON_THE_WIRE.end_date),
})

/** A stay in the past, which the server refuses whatever its today. */
export const PAST_STAY = { checkInDate: "2020-01-10", checkOutDate: "2020-01-12" } as const
export const PAST_STAY_ON_THE_WIRE = { start_date: "2020-01-10T12:00:00+02:00", end_date: "2020-01-12T12:00:00+02:00" } as const

export const TWO_ADULTS = [{ adults: 2, kids: 0 }] as const
