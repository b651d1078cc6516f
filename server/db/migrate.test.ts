import { readFileSync } from "node:fs"
import { join } from "node:path"
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api"
import { getTableName, is, sql } from "drizzle-orm"
import { PgTable } from "drizzle-orm/pg-core"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openDatabase } from "./database.ts"
import { MIGRATIONS_FOLDER, migrateDatabase } from "./migrate.ts"
import * as schema from "./schema.ts"
import { createTestDatabase, type TestDatabase } from "./testing/test-database.ts"

const driver = process.env["TEST_DATABASE_URL"] ? "PostgreSQL" : "PGlite"
const tableNames = (Object.values(schema) as ReadonlyArray<unknown>)
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort()

let database: TestDatabase

const readJournal = () =>
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: ReadonlyArray<{ idx: number }> }
const migrationCount = () => readJournal().entries.length

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

const tablesInDatabase = async (): Promise<ReadonlyArray<string>> => {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'
        order by table_name`,
  )
  return result.rows.map((row) => row.table_name)
}

describe(`migrations on ${driver}`, () => {
  it("create every table of the schema in an empty database", async () => {
    expect(tableNames.length).toBeGreaterThanOrEqual(21)
    expect(await tablesInDatabase()).toEqual(tableNames)
  })

  it("can run again on every start: applied migrations are skipped", async () => {
    const journalSchema = database.schemaName === "public" ? "drizzle" : database.schemaName
    const applied = async () =>
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(journalSchema)}.__drizzle_migrations`)).rows[0]!.n
    const before = await applied()
    await migrateDatabase(database.db, { schema: database.schemaName })
    expect(await applied()).toBe(before)
    expect(before).toBe(migrationCount())
    expect(await tablesInDatabase()).toEqual(tableNames)
  })

  it("point every foreign key at a table of the same schema (test schemas never reach into public)", async () => {
    const result = await database.db.execute<{ inside: number; outside: number }>(sql`
      select count(*) filter (where target.relnamespace = source.relnamespace)::int as inside,
             count(*) filter (where target.relnamespace <> source.relnamespace)::int as outside
      from pg_constraint c
      join pg_class source on source.oid = c.conrelid
      join pg_class target on target.oid = c.confrelid
      where c.contype = 'f' and source.relnamespace = (select oid from pg_namespace where nspname = current_schema())`)
    expect(result.rows[0]!.inside).toBeGreaterThanOrEqual(20)
    expect(result.rows[0]!.outside).toBe(0)
  })
})

describe("the committed migrations", () => {
  it("are up to date with schema.ts (run `npx drizzle-kit generate` after changing it)", async () => {
    const last = Math.max(...readJournal().entries.map((entry) => entry.idx))
    const snapshot = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", `${String(last).padStart(4, "0")}_snapshot.json`), "utf8"))
    const current = generateDrizzleJson(schema, snapshot.id)
    expect(await generateMigration(snapshot, current)).toEqual([])
  })
})

describe.runIf(driver === "PostgreSQL")("migrations on PostgreSQL, several servers starting at once", () => {
  it("migrate an empty schema once: the others wait and find it done", async () => {
    const url = process.env["TEST_DATABASE_URL"]!
    const schemaName = `t_migrate_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create schema "${schemaName}"`)
    const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, searchPath: schemaName })))
    try {
      await Promise.all(servers.map((server) => migrateDatabase(server.db, { schema: schemaName })))
      const applied = await admin.query<{ n: number }>(`select count(*)::int as n from "${schemaName}".__drizzle_migrations`)
      expect(applied.rows[0]!.n).toBe(migrationCount())
    } finally {
      await Promise.all(servers.map((server) => server.close()))
      await admin.query(`drop schema "${schemaName}" cascade`)
      await admin.end()
    }
  })
})
