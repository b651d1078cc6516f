import { randomBytes } from "node:crypto"
import { Effect } from "effect"
import { today } from "../../core/time/clock.ts"
import { loadConfig } from "../../server/config.ts"
import { openDatabase } from "../../server/db/database.ts"
import { migrateDatabase } from "../../server/db/migrate.ts"
import { seedDatabase } from "../../server/db/seed/seed.ts"
import { startServer } from "../../server/main.ts"

/**
 * The API server of `npm run bench:api`, in a process of its own: the server exactly as `npm start`
 * builds it (startServer from server/main.ts, every route it wires, production settings, access logs
 * on), over PostgreSQL in the fresh schema the parent created, migrated and seeded here with the full
 * catalogue from today. Reports its port and the seed over IPC; stops when the parent goes away.
 *
 *   BENCH_DATABASE_URL  PostgreSQL connection string
 *   BENCH_SCHEMA        the (existing, empty) schema to use
 *   BENCH_DAYS          nights of inventory from today
 */

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined || value === "") throw new Error(`${name} is not set`)
  return value
}

const main = async (): Promise<void> => {
  const databaseUrl = env("BENCH_DATABASE_URL")
  const schema = env("BENCH_SCHEMA")
  const days = Number(env("BENCH_DAYS"))
  // Production settings; the one-time-code key production requires is made up for the run, and the card gateway is
  // the built-in simulator, asked for explicitly as production requires (the benchmark pays no card). The load comes
  // through 127.0.0.1 as a trusted proxy naming a guest of its own per reservation (api-bench.ts), as many guests
  // behind a load balancer would, so the rooms on hold per client are counted as in production.
  const config = {
    ...loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      OTP_SECRET: randomBytes(32).toString("hex"),
      PAYGATE_SIMULATOR: "true",
      TRUSTED_PROXIES: "127.0.0.1",
    }),
    port: 0,
    host: "127.0.0.1",
  }
  const running = await startServer(config, {
    distDir: "/nonexistent",
    boot: async () => {
      const database = await openDatabase({ databaseUrl, searchPath: schema })
      await migrateDatabase(database.db, { schema })
      const seeded = await seedDatabase(database.db, { startDate: Effect.runSync(today).toString(), days, occupancy: true })
      return { ...database, seeded }
    },
  })
  process.send?.({ ready: true, port: running.address.port })
  const stop = () => void running.stop().finally(() => process.exit(0))
  process.on("disconnect", stop)
  process.on("SIGTERM", stop)
}

main().catch((error: unknown) => {
  process.send?.({ ready: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  process.exit(1)
})
