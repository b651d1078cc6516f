import { type ChildProcess, spawn } from "node:child_process"
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { serve } from "@hono/node-server"
import { Effect } from "effect"
import type { Hono } from "hono"
import { today } from "../core/time/clock.ts"
import { makeApp } from "./app.ts"
import { makePageRendering } from "./render/page-renderer.ts"
import { ConfigError, isProduction, loadConfig, mapTileSource, type ServerConfigShape } from "./config.ts"
import { PasswordHasher } from "./accounts/PasswordHasher.ts"
import { type BootedDatabase, bootDatabase, DatabaseStartFailed } from "./db/boot.ts"
import { loggableFailure } from "./db/errors.ts"
import { type DatabaseFaultLog, makeDatabaseFaultLog } from "./db/fault-log.ts"
import { DataDirInUse } from "./db/data-dir-lock.ts"
import type { SeedReport } from "./db/seed/seed.ts"
import { makePayWeb3Simulator } from "./payments/simulator/payweb3-simulator.ts"
import { writeCheck } from "./http/health.ts"
import { keepIdleConnections } from "./http/keep-alive.ts"
import { type AppEnv, type HttpRuntime, makeHttpRuntime } from "./http/runtime.ts"
import { localSecret } from "./local-secret.ts"
import { describeError, effectLoggerLayer, type Logger, makeLogger } from "./log.ts"
import { makeOutboxStoreDrizzle } from "./notify/OutboxStore.drizzle.ts"
import { makeDb } from "./db/Db.ts"
import { type AppServices, apiRoutes, engineLayer } from "./composition.ts"

/**
 * The server process: configuration from the environment, the database booted (created, migrated and
 * seeded on first start), the app on HOST:PORT, and a graceful stop on SIGINT/SIGTERM.
 *
 *   tsx server/main.ts             serve the API (and dist/ when built)
 *   tsx server/main.ts --vite      also run Vite's dev server in front, proxying to this one
 *   tsx server/main.ts --reset-db  delete the embedded database, create and seed it again, exit
 *
 * `npm start` runs the same with plain Node from the build of server/start.ts (server/build.ts).
 */

/** How long in-flight requests get to finish after a stop signal. */
export const SHUTDOWN_GRACE_MS = 10_000

export interface RunningServer {
  /** Where the server listens (the actual port when PORT was 0). */
  readonly address: AddressInfo
  readonly config: ServerConfigShape
  /** Stops accepting connections, lets requests finish (within the grace period), closes the database. */
  readonly stop: () => Promise<void>
}

export interface StartOptions {
  readonly log?: Logger
  readonly distDir?: string
  /**
   * Boot a database other than the configured one (tests pass an in-memory one); `faults` is where its pool's
   * failures go.
   */
  readonly boot?: (config: ServerConfigShape, faults: DatabaseFaultLog) => Promise<BootedDatabase>
}

const bootConfigured = (config: ServerConfigShape, faults?: DatabaseFaultLog, fresh = false): Promise<BootedDatabase> =>
  bootDatabase({
    ...(config.database.kind === "postgres" ? { databaseUrl: config.database.url } : { dataDir: config.database.dataDir, fresh }),
    timeouts: config.databaseTimeouts,
    startupTimeoutMs: config.databaseStartupTimeoutMs,
    ...(faults === undefined ? {} : { onConnectionError: (failure) => faults.report(failure, { connection: "idle" }) }),
    today: Effect.runSync(today).toString(),
    ...(config.demoMembers ? { demoMembers: { hash: hashWithServersHasher } } : {}),
  })

/** The demo members' passwords, hashed as a sign-up's are (PasswordHasher, the production parameters). */
const hashWithServersHasher = (password: string): Promise<string> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const hasher = yield* PasswordHasher
      return yield* hasher.hash(password)
    }).pipe(Effect.provide(PasswordHasher.layer())),
  )

const seedFields = ({ hotels, rooms, roomTypes, inventoryRows, contentItems, millis }: SeedReport) => ({
  hotels,
  rooms,
  room_types: roomTypes,
  inventory_rows: inventoryRows,
  content_items: contentItems,
  duration_ms: Math.round(millis),
})

const closeServer = (server: Server, graceMs: number): Promise<void> =>
  new Promise((done) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs)
    force.unref()
    server.close(() => {
      clearTimeout(force)
      done()
    })
    // Keep-alive connections with no request in flight would hold close() open.
    server.closeIdleConnections()
  })

/** The app over a booted database, with the runtime that runs its services (built, hold sweeper started). */
export const buildServerApp = async (
  config: ServerConfigShape,
  database: BootedDatabase,
  log: Logger,
  distDir?: string,
  faults: DatabaseFaultLog = makeDatabaseFaultLog(log),
): Promise<{ readonly app: Hono<AppEnv>; readonly http: HttpRuntime<AppServices> }> => {
  const db = makeDb(database)
  const http = makeHttpRuntime(engineLayer(config, db), { logger: effectLoggerLayer(log, config.logLevel) })
  // The runtime is built on first use: build it now, so the hold sweeper starts with the server.
  await http.runtime.runPromise(Effect.void)
  const gatewaySimulator = config.paygate.simulator
    ? makePayWeb3Simulator({
        publicUrl: config.paygate.url,
        paygateId: config.paygate.merchantId,
        key: config.paygate.key,
        onNotifyDone: (report) => log.info("simulator notify done", { pay_request_id: report.payRequestId, delivered: report.delivered, attempts: report.attempts }),
      })
    : undefined

  const renderPage = await makePageRendering({
    runtime: http.runtime,
    origin: config.publicUrl,
    log,
    ...(distDir === undefined ? {} : { ssrDir: join(distDir, "..", "dist-ssr") }),
  })
  const app = makeApp({
    config,
    log,
    checkDatabase: writeCheck(database.db, { dataDir: database.dataDir }),
    faults,
    outbox: makeOutboxStoreDrizzle(db),
    ...(gatewaySimulator === undefined ? {} : { gatewaySimulator }),
    api: await apiRoutes(http, config),
    // The configured tile server, and only it, may serve the map's images (GET /api/web/site_config names it).
    ...(config.mapTiles === undefined ? {} : { cspExtraSources: { "img-src": [mapTileSource(config.mapTiles.url)] } }),
    ...(distDir === undefined ? {} : { distDir }),
    ...(renderPage === undefined ? {} : { renderPage }),
  })
  return { app, http }
}

/** The configuration with its OTP key: OTP_SECRET, or in development without it the key kept in DATA_DIR (issue 9 §5). */
const withOtpSecret = (config: ServerConfigShape): ServerConfigShape =>
  config.otpSecret !== undefined || config.nodeEnv !== "development" ? config : { ...config, otpSecret: localSecret(config.dataDir) }

export const startServer = async (configured: ServerConfigShape, options: StartOptions = {}): Promise<RunningServer> => {
  const config = withOtpSecret(configured)
  const log = options.log ?? makeLogger({ level: config.logLevel })
  const faults = makeDatabaseFaultLog(log)
  const database = await (options.boot ?? bootConfigured)(config, faults)
  if (database.seeded !== null) log.info("database seeded", seedFields(database.seeded))
  log.info("database ready", { kind: database.kind })
  const { app, http } = await buildServerApp(config, database, log, options.distDir, faults)

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server
  keepIdleConnections(server)
  try {
    await new Promise<void>((listening, failed) => {
      server.once("listening", listening)
      server.once("error", failed)
    })
  } catch (error) {
    await http.dispose()
    await database.close()
    throw error
  }
  const address = server.address() as AddressInfo
  log.info("listening", {
    url: config.publicUrl,
    host: address.address,
    port: address.port,
    node_env: config.nodeEnv,
    gateway: config.paygate.simulator ? "simulator" : new URL(config.paygate.url).origin,
    ...(isProduction(config) ? {} : { outbox: `${config.publicUrl}/dev/outbox` }),
  })
  if (isProduction(config) && config.paygate.simulator) log.warn("card payments go to the built-in simulator (PAYGATE_SIMULATOR=true): no card is charged")

  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      await closeServer(server, SHUTDOWN_GRACE_MS)
      await http.dispose()
      await database.close()
      log.info("stopped")
    })())
  return { address, config, stop }
}

/** Deletes the embedded database and boots a fresh, seeded one (npm run db:reset). */
const resetDatabase = async (config: ServerConfigShape, log: Logger): Promise<void> => {
  if (config.database.kind !== "pglite") {
    throw new Error("db:reset recreates the embedded database only; with DATABASE_URL, drop and recreate the database yourself")
  }
  // Deleted once locked: never under a server that has it open.
  const database = await bootConfigured(config, undefined, true)
  log.info("database reset", { directory: config.database.dataDir, ...(database.seeded === null ? {} : seedFields(database.seeded)) })
  await database.close()
}

/** Vite's dev server in front of this one (npm run dev); vite.config.ts proxies /api to API_PROXY_TARGET. */
const startVite = (config: ServerConfigShape, address: AddressInfo): ChildProcess =>
  spawn(resolve("node_modules/.bin/vite"), [], {
    stdio: "inherit",
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${address.port}`, PUBLIC_URL: config.publicUrl },
  })

const main = async (args: ReadonlyArray<string>): Promise<void> => {
  const withVite = args.includes("--vite")
  // With Vite in front, people (and the gateway's return) reach the site on Vite's port.
  const env = withVite && (process.env.PUBLIC_URL ?? "") === "" ? { ...process.env, PUBLIC_URL: "http://localhost:5173" } : process.env
  let config: ServerConfigShape
  try {
    config = loadConfig(env)
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`)
    process.exit(1)
  }
  const log = makeLogger({ level: config.logLevel })
  if (args.includes("--reset-db")) return resetDatabase(config, log)

  const running = await startServer(config, { log })
  const vite = withVite ? startVite(config, running.address) : undefined
  let signals = 0
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1
    if (signals > 1) {
      log.warn("second stop signal: exiting now", { signal })
      process.exit(1)
    }
    log.info("stopping", { signal })
    vite?.kill("SIGTERM")
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error("stop failed", { error })
        process.exit(1)
      },
    )
  }
  process.on("SIGINT", shutdown)
  process.on("SIGTERM", shutdown)
}

/** Runs the process with its command-line arguments; a failure to start is logged and ends it. */
export const runMain = (args: ReadonlyArray<string>): void => {
  main(args).catch((error: unknown) => {
    // Not a fault: the message says who holds the database and what to do.
    if (error instanceof DataDirInUse) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    const log = makeLogger({ level: "error", write: (line) => process.stderr.write(`${line}\n`) })
    // The database unreachable or not answering in time (issue 31 §5): one plain line, no stack; a process manager
    // starts the server again (README).
    if (error instanceof DatabaseStartFailed) log.error(`start failed: ${error.message}`, error.failure === undefined ? {} : loggableFailure(error.failure))
    else log.error("start failed", { error: describeError(error) })
    process.exit(1)
  })
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) runMain(process.argv.slice(2))
