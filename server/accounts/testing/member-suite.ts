import { afterAll, beforeAll } from "vitest"
import { createTestDatabase, type TestDatabase } from "../../db/testing/test-database.ts"
import { type AccountsApp, newMember, signUp, startAccountsApp, type TestMember } from "./accounts-app.ts"

/** Whether the suite runs on this machine's PostgreSQL (TEST_DATABASE_URL), where concurrent requests really race. */
export const onPostgres = (process.env["TEST_DATABASE_URL"] ?? "") !== ""

/** Connections enough for a burst of requests at once on PostgreSQL. */
const RACE_POOL_SIZE = 20

export interface MemberSuite {
  readonly app: AccountsApp
  readonly database: TestDatabase
  /** Registers a new member (its details made up unless given) from `address` and answers its tokens. */
  readonly signUp: (member?: TestMember, address?: string) => ReturnType<typeof signUp>
}

/**
 * The accounts app over a fresh test database for a whole test file (started before its tests, closed after them), with
 * the member registration its tests begin with. Call at the top of the file; read `app` and `database` inside tests.
 */
export const memberSuite = (): MemberSuite => {
  let database: TestDatabase | undefined
  let app: AccountsApp | undefined
  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: RACE_POOL_SIZE })
    app = await startAccountsApp(database)
  })
  afterAll(async () => {
    await app?.dispose()
    await database?.close()
  })
  const started = <A>(value: A | undefined): A => {
    if (value === undefined) throw new Error("memberSuite: read app and database inside a test, once beforeAll has run")
    return value
  }
  return {
    get app() {
      return started(app)
    },
    get database() {
      return started(database)
    },
    signUp: (member = newMember(), address) => signUp(started(app), started(database), member, address),
  }
}
