import { join } from "node:path"
import { Context, Result, Schema, SchemaGetter } from "effect"
import { FieldErrors, issueToFieldErrors } from "../core/validation/field-errors.ts"
import { DEFAULT_DATABASE_TIMEOUTS, DEFAULT_STARTUP_TIMEOUT_MS, type DatabaseTimeouts } from "./db/timeouts.ts"
import { invalidProxyEntries, proxyEntries } from "./http/client-address.ts"
import { LOG_LEVELS, type LogLevel } from "./log.ts"

/**
 * The server's configuration, from environment variables only (twelve-factor): nothing secret lives in
 * the repository. Every variable is optional; an empty one counts as unset. Bad values stop the start
 * with a message naming each variable and what it expects, never echoing a value (PAYGATE_KEY is a secret).
 */

/** PayGate's published PayWeb3 test merchant: public documentation values, safe in the repository. */
export const PAYGATE_TEST_MERCHANT_ID = "10011072130"
export const PAYGATE_TEST_MERCHANT_KEY = "secret"

/** Where the built-in PayWeb3 simulator is mounted (the real gateway's path is also /payweb3). */
export const SIMULATOR_PATH = "/paygate/payweb3"

export const NODE_ENVS = ["development", "production", "test"] as const
export type NodeEnv = (typeof NODE_ENVS)[number]

export type DatabaseConfig =
  /** PGlite keeps its files in `${DATA_DIR}/pglite`, leaving DATA_DIR for other local state. */
  | { readonly kind: "pglite"; readonly dataDir: string }
  | { readonly kind: "postgres"; readonly url: string }

export interface PayGateConfig {
  /** Base URL of the PayWeb3 endpoints: `${url}/initiate.trans`, `/process.trans`, `/query.trans`. */
  readonly url: string
  readonly merchantId: string
  readonly key: string
  /** True when `url` is this server's own simulator (PAYGATE_URL unset; in production only with PAYGATE_SIMULATOR=true). */
  readonly simulator: boolean
}

/** The map's tile server (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): the website draws tiles only when one is configured. */
export interface MapTilesConfig {
  /** A tile URL template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (`{s}` for a subdomain allowed). */
  readonly url: string
  readonly attribution: string | undefined
}

export interface ServerConfigShape {
  readonly port: number
  readonly host: string
  /** The origin (and optional path prefix) people and the gateway reach us at, without a trailing slash. */
  readonly publicUrl: string
  readonly dataDir: string
  readonly database: DatabaseConfig
  /** How long a request waits on the database (DATABASE_CONNECT_/STATEMENT_/LOCK_TIMEOUT_MS; db/timeouts.ts). */
  readonly databaseTimeouts: DatabaseTimeouts
  /** How long a start may take to open, migrate and seed the database (DATABASE_STARTUP_TIMEOUT_MS). */
  readonly databaseStartupTimeoutMs: number
  readonly paygate: PayGateConfig
  readonly logLevel: LogLevel
  readonly nodeEnv: NodeEnv
  /**
   * The key one-time codes are hashed with. Every process serving one database needs the same one;
   * required in production, otherwise a random key per process is used (codes then end with the process).
   */
  readonly otpSecret: string | undefined
  /** Rooms one client may have in live holds at once (issue 9 §4), counted in the database across processes. */
  readonly maxHeldRoomsPerClient: number
  /** Proxies whose X-Forwarded-For names the client (addresses and CIDR ranges; http/client-address.ts). */
  readonly trustedProxies: ReadonlyArray<string>
  /** None by default (machines without internet draw the map without tiles); its origin is added to the CSP's img-src. */
  readonly mapTiles: MapTilesConfig | undefined
  /** spec A §1: the older loyalty site existing loyalty and corporate club members are linked to (LEGACY_LOYALTY_URL); no link when unset. */
  readonly legacyLoyaltyUrl: string | undefined
  /**
   * Seed the demo members of README, whose passwords are published (DEMO_MEMBERS): by default only on the embedded
   * database outside production; never in production (docs/decisions.md "Demo members").
   */
  readonly demoMembers: boolean
}

export class ServerConfig extends Context.Service<ServerConfig, ServerConfigShape>()("hotel/server/ServerConfig") {}

export class ConfigError extends Schema.TaggedError<ConfigError>()("ConfigError", {
  message: Schema.String,
  errors: FieldErrors,
}) {}

export const isProduction = (config: Pick<ServerConfigShape, "nodeEnv">): boolean => config.nodeEnv === "production"

const PORT_MESSAGE = "must be a whole number from 1 to 65535"

const Port = Schema.String.check(Schema.isPattern(/^\d{1,5}$/, { message: PORT_MESSAGE })).pipe(
  Schema.decodeTo(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 65535 }, { message: PORT_MESSAGE })), {
    decode: SchemaGetter.transform((text: string) => Number(text)),
    encode: SchemaGetter.transform((port: number) => String(port)),
  }),
)

const Host = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9.:[\]-]+$/, { message: "must be a host name or IP address, e.g. 0.0.0.0 or ::" }),
)

const parsesAs = (text: string, protocols: ReadonlyArray<string>): boolean => {
  try {
    const url = new URL(text)
    return protocols.includes(url.protocol) && url.hostname !== "" && url.search === "" && url.hash === ""
  } catch {
    return false
  }
}

const HttpUrl = Schema.String.check(
  Schema.makeFilter((text: string) => parsesAs(text, ["http:", "https:"]) || "must be an http(s) URL without query or fragment"),
)

const PostgresUrl = Schema.String.check(
  Schema.makeFilter(
    (text: string) => parsesAs(text, ["postgres:", "postgresql:"]) || "must be a postgres:// or postgresql:// connection URL",
  ),
)

/** `{s}` (a subdomain letter) read as one host label, so the template parses as the URL it stands for. */
const tileTemplateAsUrl = (template: string): string => template.replace("{s}", "a")

const TILE_URL_MESSAGE = "must be an http(s) tile URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png"

const TileUrlTemplate = Schema.String.check(
  Schema.makeFilter(
    (text: string) =>
      (["{z}", "{x}", "{y}"].every((part) => text.includes(part)) && !/[\s"';]/.test(text) && parsesAs(tileTemplateAsUrl(text), ["http:", "https:"])) || TILE_URL_MESSAGE,
  ),
)

const Attribution = Schema.String.check(Schema.isMaxLength(200, { message: "must be at most 200 characters" }))

const Text = Schema.String.check(Schema.isPattern(/^\S+$/, { message: "must be one word without spaces" }))

const MerchantId = Schema.String.check(Schema.isPattern(/^\d{1,20}$/, { message: "must be the PayGate merchant id (digits)" }))

/** issue 9 §4: a hotel's worth of rooms is far more; a family or a small group is less. */
export const DEFAULT_MAX_HELD_ROOMS_PER_CLIENT = 20

const WHOLE_NUMBER_FROM_1 = "must be a whole number from 1"

const PositiveWholeNumber = Schema.String.check(Schema.isPattern(/^\d{1,9}$/, { message: WHOLE_NUMBER_FROM_1 })).pipe(
  Schema.decodeTo(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1, { message: WHOLE_NUMBER_FROM_1 })), {
    decode: SchemaGetter.transform((text: string) => Number(text)),
    encode: SchemaGetter.transform((count: number) => String(count)),
  }),
)

const MILLISECONDS = "must be a whole number of milliseconds from 1 to 600000"

/** A timeout in milliseconds: at least 1 (0 means none to PostgreSQL), at most ten minutes. */
const Milliseconds = Schema.String.check(Schema.isPattern(/^\d{1,6}$/, { message: MILLISECONDS })).pipe(
  Schema.decodeTo(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 600_000 }, { message: MILLISECONDS })), {
    decode: SchemaGetter.transform((text: string) => Number(text)),
    encode: SchemaGetter.transform((millis: number) => String(millis)),
  }),
)

const ProxyList = Schema.String.check(
  Schema.makeFilter((text: string) => {
    // Positions, not values, as every message here.
    const invalid = invalidProxyEntries(proxyEntries(text))
    if (invalid.length === 0) return true
    const which = invalid.length === 1 ? `entry ${invalid[0]} is` : `entries ${invalid.join(", ")} are`
    return `${which} neither an IP address nor a CIDR range (comma-separated, e.g. 10.0.0.0/8,192.0.2.1)`
  }),
)

const Environment = Schema.Struct({
  PORT: Schema.optionalKey(Port),
  HOST: Schema.optionalKey(Host),
  DATABASE_URL: Schema.optionalKey(PostgresUrl),
  DATA_DIR: Schema.optionalKey(Schema.String),
  PUBLIC_URL: Schema.optionalKey(HttpUrl),
  PAYGATE_URL: Schema.optionalKey(HttpUrl),
  PAYGATE_ID: Schema.optionalKey(MerchantId),
  PAYGATE_KEY: Schema.optionalKey(Text),
  PAYGATE_SIMULATOR: Schema.optionalKey(Schema.Literals(["true", "false"]).annotate({ message: "must be true or false" })),
  OTP_SECRET: Schema.optionalKey(Text.check(Schema.isMinLength(32, { message: "must be at least 32 characters" }))),
  LOG_LEVEL: Schema.optionalKey(Schema.Literals(LOG_LEVELS)),
  NODE_ENV: Schema.optionalKey(Schema.Literals(NODE_ENVS)),
  MAX_HELD_ROOMS_PER_CLIENT: Schema.optionalKey(PositiveWholeNumber),
  TRUSTED_PROXIES: Schema.optionalKey(ProxyList),
  MAP_TILE_URL: Schema.optionalKey(TileUrlTemplate),
  MAP_TILE_ATTRIBUTION: Schema.optionalKey(Attribution),
  LEGACY_LOYALTY_URL: Schema.optionalKey(HttpUrl),
  DEMO_MEMBERS: Schema.optionalKey(Schema.Literals(["true", "false"]).annotate({ message: "must be true or false" })),
  DATABASE_CONNECT_TIMEOUT_MS: Schema.optionalKey(Milliseconds),
  DATABASE_STATEMENT_TIMEOUT_MS: Schema.optionalKey(Milliseconds),
  DATABASE_LOCK_TIMEOUT_MS: Schema.optionalKey(Milliseconds),
  DATABASE_STARTUP_TIMEOUT_MS: Schema.optionalKey(Milliseconds),
}).check(
  Schema.makeFilter((env) => {
    const hasId = env.PAYGATE_ID !== undefined
    const hasKey = env.PAYGATE_KEY !== undefined
    if (hasId !== hasKey) {
      return { path: [hasId ? "PAYGATE_KEY" : "PAYGATE_ID"], issue: "must be set together with PAYGATE_ID and PAYGATE_KEY" }
    }
    // The public test merchant only ever talks to our own simulator: a real gateway gets real credentials.
    if (env.PAYGATE_URL !== undefined && !hasId) {
      return { path: ["PAYGATE_URL"], issue: "a real gateway needs PAYGATE_ID and PAYGATE_KEY (unset PAYGATE_URL to use the built-in simulator)" }
    }
    if (env.NODE_ENV === "production" && env.OTP_SECRET === undefined) {
      return { path: ["OTP_SECRET"], issue: "must be set in production (one key shared by every server process)" }
    }
    if (env.NODE_ENV === "production" && env.DEMO_MEMBERS === "true") {
      return { path: ["DEMO_MEMBERS"], issue: "must not be true in production (the demo members' passwords are published in the README)" }
    }
    if (env.NODE_ENV === "production" && env.PAYGATE_URL !== undefined && !env.PAYGATE_URL.startsWith("https:")) {
      return { path: ["PAYGATE_URL"], issue: "must be https in production" }
    }
    return undefined
  }),
).check(
  // Production takes real money: the simulator (and PayGate's public test merchant, whose key is published) would let a
  // booking be marked paid with no card charged. It runs there only when asked for, e.g. for a demonstration.
  Schema.makeFilter((env) => {
    if (env.PAYGATE_SIMULATOR === "true" && env.PAYGATE_URL !== undefined) {
      return { path: ["PAYGATE_SIMULATOR"], issue: "must not be true when PAYGATE_URL is set (the simulator is this server's own gateway)" }
    }
    if (env.PAYGATE_SIMULATOR === "false" && env.PAYGATE_URL === undefined) {
      return { path: ["PAYGATE_URL"], issue: "must be set when PAYGATE_SIMULATOR is false, with PAYGATE_ID and PAYGATE_KEY" }
    }
    if (env.NODE_ENV !== "production") return undefined
    if (env.PAYGATE_URL === undefined && env.PAYGATE_SIMULATOR !== "true") {
      return {
        path: ["PAYGATE_URL"],
        issue:
          "must be set in production, with PAYGATE_ID and PAYGATE_KEY: the merchant's PayWeb3 gateway over https (or PAYGATE_SIMULATOR=true for the built-in simulator, which charges no card)",
      }
    }
    if (env.PAYGATE_URL !== undefined && env.PAYGATE_ID === PAYGATE_TEST_MERCHANT_ID) {
      return { path: ["PAYGATE_ID"], issue: "must be the merchant's own PayGate id in production, not PayGate's public test merchant" }
    }
    return undefined
  }),
)

const decodeEnvironment = Schema.decodeUnknownResult(Environment)

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "")

const describe = (errors: FieldErrors): string =>
  [
    "Invalid server configuration (environment variables):",
    ...Object.entries(errors).map(([name, messages]) => `  ${name === "" ? "environment" : name}: ${messages.join("; ")}`),
  ].join("\n")

/** Reads the configuration from `env` (process.env by default in main), or says precisely what is wrong. */
export const decodeConfig = (env: Readonly<Record<string, string | undefined>>): Result.Result<ServerConfigShape, ConfigError> => {
  // An empty variable (`PORT=`) means "use the default", as shells and .env files commonly leave them.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""))
  const decoded = decodeEnvironment(set, { errors: "all" })
  if (Result.isFailure(decoded)) {
    const errors = issueToFieldErrors(decoded.failure.issue)
    return Result.fail(new ConfigError({ message: describe(errors), errors }))
  }
  const e = decoded.success
  const port = e.PORT ?? 3000
  const publicUrl = withoutTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${port}`)
  const dataDir = e.DATA_DIR ?? ".data"
  const paygate: PayGateConfig =
    e.PAYGATE_URL === undefined
      ? {
          url: `${publicUrl}${SIMULATOR_PATH}`,
          merchantId: e.PAYGATE_ID ?? PAYGATE_TEST_MERCHANT_ID,
          key: e.PAYGATE_KEY ?? PAYGATE_TEST_MERCHANT_KEY,
          simulator: true,
        }
      : // The filter above guarantees both credentials with a real gateway.
        { url: withoutTrailingSlash(e.PAYGATE_URL), merchantId: e.PAYGATE_ID!, key: e.PAYGATE_KEY!, simulator: false }
  return Result.succeed({
    port,
    host: e.HOST ?? "0.0.0.0",
    publicUrl,
    dataDir,
    database: e.DATABASE_URL === undefined ? { kind: "pglite", dataDir: join(dataDir, "pglite") } : { kind: "postgres", url: e.DATABASE_URL },
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS ?? DEFAULT_DATABASE_TIMEOUTS.connectMs,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS ?? DEFAULT_DATABASE_TIMEOUTS.statementMs,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS ?? DEFAULT_DATABASE_TIMEOUTS.lockMs,
    },
    databaseStartupTimeoutMs: e.DATABASE_STARTUP_TIMEOUT_MS ?? DEFAULT_STARTUP_TIMEOUT_MS,
    paygate,
    logLevel: e.LOG_LEVEL ?? "info",
    nodeEnv: e.NODE_ENV ?? "development",
    otpSecret: e.OTP_SECRET,
    maxHeldRoomsPerClient: e.MAX_HELD_ROOMS_PER_CLIENT ?? DEFAULT_MAX_HELD_ROOMS_PER_CLIENT,
    trustedProxies: proxyEntries(e.TRUSTED_PROXIES ?? ""),
    mapTiles: e.MAP_TILE_URL === undefined ? undefined : { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    legacyLoyaltyUrl: e.LEGACY_LOYALTY_URL,
    demoMembers: e.DEMO_MEMBERS === undefined ? e.DATABASE_URL === undefined && e.NODE_ENV !== "production" : e.DEMO_MEMBERS === "true",
  })
}

/**
 * The CSP source a tile URL template needs in img-src: its origin, with a `{s}` subdomain as a wildcard
 * (`https://{s}.tile.example.org/...` → `https://*.tile.example.org`).
 */
export const mapTileSource = (template: string): string => {
  const origin = new URL(tileTemplateAsUrl(template)).origin
  return template.includes("{s}.") ? origin.replace("//a.", "//*.") : origin
}

/** As `decodeConfig`, throwing the ConfigError (its message lists every bad variable) for start-up code. */
export const loadConfig = (env: Readonly<Record<string, string | undefined>>): ServerConfigShape => {
  const result = decodeConfig(env)
  if (Result.isFailure(result)) throw result.failure
  return result.success
}

/** A configuration for tests: the defaults, with overrides. */
export const testConfig = (overrides: Partial<ServerConfigShape> = {}): ServerConfigShape => ({
  ...loadConfig({ NODE_ENV: "test" }),
  ...overrides,
})
