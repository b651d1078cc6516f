import { describe, expect, it } from "vitest"
import { INVALID_REFRESH_TOKEN, REFRESH_GRACE_SECONDS, WEBSITE_CLIENT_ID } from "../../contracts/api/sign-in.ts"
import { newMember } from "./testing/accounts-app.ts"
import { memberSuite, onPostgres } from "./testing/member-suite.ts"

/**
 * Two browser tabs refreshing one token at once (issue 22 §8): the second gets the pair the first got, within a short
 * grace window, instead of ending the session as a stolen token's reuse would. On PostgreSQL the refreshes really run
 * at once.
 */

const TABS = 4

const suite = memberSuite()

interface Pair {
  readonly access_token: string
  readonly refresh_token: string
  readonly expires_in: number
}

const refresh = (refreshToken: string) =>
  suite.app.request("POST", "/loyalty_users/token", { body: { grant_type: "refresh_token", client_id: WEBSITE_CLIENT_ID, refresh_token: refreshToken } })
const account = (accessToken: string) => suite.app.request("GET", "/api/web/accounts", { token: accessToken })

describe(`refreshing one token from several tabs at once (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it(`gives every tab the same new pair, and the member stays signed in`, async () => {
    const tokens = await suite.signUp(newMember())
    const answers = await Promise.all(Array.from({ length: TABS }, () => refresh(tokens.refresh_token)))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: TABS }, () => 200))
    const pairs = (await Promise.all(answers.map((answer) => answer.json()))) as ReadonlyArray<Pair>
    expect(new Set(pairs.map((pair) => `${pair.access_token} ${pair.refresh_token}`)).size).toBe(1)
    expect(pairs[0]!.refresh_token).not.toBe(tokens.refresh_token)
    expect((await account(pairs[0]!.access_token)).status).toBe(200)
    // the pair goes on as usual: its refresh token works (once)
    expect((await refresh(pairs[0]!.refresh_token)).status).toBe(200)
  })

  it(`still treats a used token coming back after ${REFRESH_GRACE_SECONDS} s as stolen: the whole session ends`, async () => {
    const tokens = await suite.signUp(newMember())
    const next = (await (await refresh(tokens.refresh_token)).json()) as Pair
    await suite.app.advance(REFRESH_GRACE_SECONDS + 1)
    const late = await refresh(tokens.refresh_token)
    expect(late.status).toBe(401)
    expect(await late.json()).toEqual({ message: INVALID_REFRESH_TOKEN })
    expect((await account(next.access_token)).status).toBe(401)
  })

  it("treats an older token coming back as stolen once its pair has been refreshed in turn, however soon", async () => {
    const tokens = await suite.signUp(newMember())
    const second = (await (await refresh(tokens.refresh_token)).json()) as Pair
    const third = (await (await refresh(second.refresh_token)).json()) as Pair
    expect((await refresh(tokens.refresh_token)).status).toBe(401)
    expect((await account(third.access_token)).status).toBe(401)
  })
})
