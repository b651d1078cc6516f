import { describe, expect, it } from "vitest"
import { LIMITS } from "./AuthThrottle.ts"
import { newMember } from "./testing/accounts-app.ts"
import { memberSuite, onPostgres } from "./testing/member-suite.ts"

/**
 * A burst of simultaneous wrong passwords for one account (issue 14): the throttle counts each attempt as it lets
 * it through, under the subject's lock, so no more than the limit are ever tried, also on PostgreSQL where the
 * requests really run at once.
 */

const BURST = 20

const suite = memberSuite()

describe(`a burst of sign-ins (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it(`tries at most ${LIMITS.login.perSubject} wrong passwords for an account, however many arrive at once`, async () => {
    const member = newMember()
    await suite.signUp(member)
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        suite.app.request("POST", "/api/login", { body: { username: member.email, password: `Wrong-Guess-${index}` }, address: `198.51.100.${10 + index}` }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.login.perSubject)
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMITS.login.perSubject)
  })
})
