import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  ConfigError,
  decodeConfig,
  DEFAULT_MAX_HELD_ROOMS_PER_CLIENT,
  loadConfig,
  mapTileSource,
  PAYGATE_TEST_MERCHANT_ID,
  PAYGATE_TEST_MERCHANT_KEY,
} from "./config.ts"
import { DEFAULT_DATABASE_TIMEOUTS, DEFAULT_STARTUP_TIMEOUT_MS } from "./db/timeouts.ts"

const errorsOf = (env: Record<string, string | undefined>) => {
  const result = decodeConfig(env)
  if (Result.isSuccess(result)) throw new Error(`expected a configuration error for ${JSON.stringify(env)}`)
  return result.failure
}

const REAL_GATEWAY = "https://secure.paygate.co.za/payweb3"

describe("server configuration", () => {
  it("runs with no environment at all: port 3000 on every interface, embedded database in .data, the simulator with the test merchant", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      dataDir: ".data",
      database: { kind: "pglite", dataDir: ".data/pglite" },
      paygate: {
        url: "http://localhost:3000/paygate/payweb3",
        merchantId: PAYGATE_TEST_MERCHANT_ID,
        key: PAYGATE_TEST_MERCHANT_KEY,
        simulator: true,
      },
      logLevel: "info",
      nodeEnv: "development",
      maxHeldRoomsPerClient: 20,
      trustedProxies: [],
      databaseTimeouts: DEFAULT_DATABASE_TIMEOUTS,
      databaseStartupTimeoutMs: DEFAULT_STARTUP_TIMEOUT_MS,
      demoMembers: true,
    })
    expect(PAYGATE_TEST_MERCHANT_ID).toBe("10011072130")
    expect(PAYGATE_TEST_MERCHANT_KEY).toBe("secret")
  })

  it("derives the public URL from the port, and the simulator's URL from the public URL", () => {
    const config = loadConfig({ PORT: "8080" })
    expect(config.publicUrl).toBe("http://localhost:8080")
    expect(config.paygate.url).toBe("http://localhost:8080/paygate/payweb3")
    const behindProxy = loadConfig({ PORT: "8080", PUBLIC_URL: "https://hotels.example.co.za/" })
    expect(behindProxy.publicUrl).toBe("https://hotels.example.co.za")
    expect(behindProxy.paygate.url).toBe("https://hotels.example.co.za/paygate/payweb3")
  })

  it("uses PostgreSQL when DATABASE_URL is set, and PGlite under DATA_DIR otherwise", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }).database).toEqual({
      kind: "postgres",
      url: "postgres://postgres@127.0.0.1:5432/test",
    })
    expect(loadConfig({ DATA_DIR: "/var/lib/hotel" }).database).toEqual({ kind: "pglite", dataDir: "/var/lib/hotel/pglite" })
  })

  describe("demo members (DEMO_MEMBERS; docs/decisions.md)", () => {
    const POSTGRES = "postgres://postgres@127.0.0.1:5432/test"
    it("seeds them by default only on the embedded database outside production", () => {
      expect(loadConfig({}).demoMembers).toBe(true)
      expect(loadConfig({ NODE_ENV: "test" }).demoMembers).toBe(true)
      expect(loadConfig({ DATABASE_URL: POSTGRES }).demoMembers).toBe(false)
      expect(loadConfig({ NODE_ENV: "production", OTP_SECRET: "s".repeat(32), PAYGATE_SIMULATOR: "true" }).demoMembers).toBe(false)
    })

    it("follows DEMO_MEMBERS outside production, on either database", () => {
      expect(loadConfig({ DATABASE_URL: POSTGRES, DEMO_MEMBERS: "true" }).demoMembers).toBe(true)
      expect(loadConfig({ DEMO_MEMBERS: "false" }).demoMembers).toBe(false)
      expect(errorsOf({ DEMO_MEMBERS: "yes" }).errors).toEqual({ DEMO_MEMBERS: ["must be true or false"] })
    })

    it("refuses DEMO_MEMBERS=true in production: their passwords are published", () => {
      expect(errorsOf({ NODE_ENV: "production", OTP_SECRET: "s".repeat(32), PAYGATE_SIMULATOR: "true", DEMO_MEMBERS: "true" }).errors).toEqual({
        DEMO_MEMBERS: ["must not be true in production (the demo members' passwords are published in the README)"],
      })
    })
  })

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", LOG_LEVEL: " ", PAYGATE_URL: "" })).toEqual(loadConfig({}))
  })

  it("ignores variables it does not know", () => {
    expect(loadConfig({ PATH: "/usr/bin", HOME: "/root" })).toEqual(loadConfig({}))
  })

  it.each([["abc"], ["3.5"], ["0"], ["70000"], ["0x10"], ["1e3"], [" 3000x"]])("refuses PORT=%s", (port) => {
    expect(errorsOf({ PORT: port }).errors).toEqual({ PORT: ["must be a whole number from 1 to 65535"] })
  })

  it("refuses a log level, environment, URL or database URL it does not know, naming each variable", () => {
    const error = errorsOf({
      LOG_LEVEL: "loud",
      NODE_ENV: "staging",
      PUBLIC_URL: "localhost:3000",
      DATABASE_URL: "mysql://db/hotel",
      HOST: "my host",
    })
    expect(Object.keys(error.errors).sort()).toEqual(["DATABASE_URL", "HOST", "LOG_LEVEL", "NODE_ENV", "PUBLIC_URL"])
    expect(error.message).toMatch(/^Invalid server configuration/)
    expect(error.message).toContain("LOG_LEVEL: ")
    expect(error.message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// connection URL")
  })

  it("accepts each log level", () => {
    for (const level of ["debug", "info", "warn", "error"] as const) expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level)
  })

  describe("gateway credentials", () => {
    it("uses a real gateway with the merchant's own id and key", () => {
      expect(loadConfig({ PAYGATE_URL: `${REAL_GATEWAY}/`, PAYGATE_ID: "1234567890", PAYGATE_KEY: "s3cr3t" }).paygate).toEqual({
        url: REAL_GATEWAY,
        merchantId: "1234567890",
        key: "s3cr3t",
        simulator: false,
      })
    })

    it("refuses a real gateway without credentials: the public test merchant only talks to the simulator", () => {
      expect(errorsOf({ PAYGATE_URL: REAL_GATEWAY }).errors).toEqual({
        PAYGATE_URL: ["a real gateway needs PAYGATE_ID and PAYGATE_KEY (unset PAYGATE_URL to use the built-in simulator)"],
      })
    })

    it("refuses an id without a key and a key without an id", () => {
      expect(Object.keys(errorsOf({ PAYGATE_URL: REAL_GATEWAY, PAYGATE_ID: "1234567890" }).errors)).toEqual(["PAYGATE_KEY"])
      expect(Object.keys(errorsOf({ PAYGATE_KEY: "s3cr3t" }).errors)).toEqual(["PAYGATE_ID"])
    })

    it("lets the simulator run with other credentials", () => {
      expect(loadConfig({ PAYGATE_ID: "1234567890", PAYGATE_KEY: "s3cr3t" }).paygate).toMatchObject({ merchantId: "1234567890", key: "s3cr3t", simulator: true })
    })

    it("requires https for a real gateway in production", () => {
      const env = { NODE_ENV: "production", PAYGATE_URL: "http://gateway.example/payweb3", PAYGATE_ID: "1", PAYGATE_KEY: "k", OTP_SECRET: "s".repeat(32) }
      expect(errorsOf(env).errors).toEqual({ PAYGATE_URL: ["must be https in production"] })
    })

    const PRODUCTION = { NODE_ENV: "production", OTP_SECRET: "s".repeat(32) }

    it("refuses to start in production without a real gateway, naming what to set", () => {
      const error = errorsOf(PRODUCTION)
      expect(error.errors).toEqual({
        PAYGATE_URL: [
          "must be set in production, with PAYGATE_ID and PAYGATE_KEY: the merchant's PayWeb3 gateway over https (or PAYGATE_SIMULATOR=true for the built-in simulator, which charges no card)",
        ],
      })
      expect(error.message).toContain("PAYGATE_URL: must be set in production")
      // The merchant's own credentials are not a gateway: the simulator would still be the one saying "paid".
      expect(Object.keys(errorsOf({ ...PRODUCTION, PAYGATE_ID: "1234567890", PAYGATE_KEY: "s3cr3t" }).errors)).toEqual(["PAYGATE_URL"])
    })

    it("runs the simulator in production only when asked for with PAYGATE_SIMULATOR=true", () => {
      expect(loadConfig({ ...PRODUCTION, PAYGATE_SIMULATOR: "true" }).paygate).toEqual({
        url: "http://localhost:3000/paygate/payweb3",
        merchantId: PAYGATE_TEST_MERCHANT_ID,
        key: PAYGATE_TEST_MERCHANT_KEY,
        simulator: true,
      })
      expect(Object.keys(errorsOf({ ...PRODUCTION, PAYGATE_SIMULATOR: "false" }).errors)).toEqual(["PAYGATE_URL"])
    })

    it("runs in production with a real gateway over https and the merchant's own credentials", () => {
      const env = { ...PRODUCTION, PAYGATE_URL: REAL_GATEWAY, PAYGATE_ID: "1234567890", PAYGATE_KEY: "s3cr3t" }
      expect(loadConfig(env).paygate).toEqual({ url: REAL_GATEWAY, merchantId: "1234567890", key: "s3cr3t", simulator: false })
    })

    it("refuses PayGate's public test merchant on a real gateway in production: anyone may pay it with a test card", () => {
      const env = { ...PRODUCTION, PAYGATE_URL: REAL_GATEWAY, PAYGATE_ID: PAYGATE_TEST_MERCHANT_ID, PAYGATE_KEY: PAYGATE_TEST_MERCHANT_KEY }
      expect(errorsOf(env).errors).toEqual({
        PAYGATE_ID: ["must be the merchant's own PayGate id in production, not PayGate's public test merchant"],
      })
      // Outside production it is how PayGate's own test environment is used.
      expect(loadConfig({ ...env, NODE_ENV: "development" }).paygate).toMatchObject({ merchantId: PAYGATE_TEST_MERCHANT_ID, simulator: false })
    })

    it("keeps the simulator the default outside production, and PAYGATE_SIMULATOR=true says the same", () => {
      for (const nodeEnv of ["development", "test"]) {
        expect(loadConfig({ NODE_ENV: nodeEnv }).paygate.simulator).toBe(true)
        expect(loadConfig({ NODE_ENV: nodeEnv, PAYGATE_SIMULATOR: "true" }).paygate).toEqual(loadConfig({ NODE_ENV: nodeEnv }).paygate)
      }
    })

    it("refuses PAYGATE_SIMULATOR with a value other than true or false, and together with PAYGATE_URL", () => {
      expect(errorsOf({ PAYGATE_SIMULATOR: "yes" }).errors).toEqual({ PAYGATE_SIMULATOR: ["must be true or false"] })
      expect(errorsOf({ PAYGATE_SIMULATOR: "true", PAYGATE_URL: REAL_GATEWAY, PAYGATE_ID: "1234567890", PAYGATE_KEY: "s3cr3t" }).errors).toEqual({
        PAYGATE_SIMULATOR: ["must not be true when PAYGATE_URL is set (the simulator is this server's own gateway)"],
      })
      expect(errorsOf({ PAYGATE_SIMULATOR: "false" }).errors).toEqual({
        PAYGATE_URL: ["must be set when PAYGATE_SIMULATOR is false, with PAYGATE_ID and PAYGATE_KEY"],
      })
    })
  })

  describe("one-time code key", () => {
    it("is required in production, shared by every server process", () => {
      expect(errorsOf({ NODE_ENV: "production", PAYGATE_SIMULATOR: "true" }).errors).toEqual({
        OTP_SECRET: ["must be set in production (one key shared by every server process)"],
      })
    })

    it("must be long enough to be a key", () => {
      expect(errorsOf({ OTP_SECRET: "short" }).errors).toEqual({ OTP_SECRET: ["must be at least 32 characters"] })
    })

    it("is optional in development", () => {
      expect(loadConfig({}).otpSecret).toBeUndefined()
      expect(loadConfig({ OTP_SECRET: "k".repeat(40) }).otpSecret).toBe("k".repeat(40))
    })

    it("never repeats the key in its error message", () => {
      const error = errorsOf({ PAYGATE_KEY: "very-secret-key", PORT: "nope" })
      expect(error).toBeInstanceOf(ConfigError)
      expect(error.message).not.toContain("very-secret-key")
    })
  })

  describe("rooms on hold per client", () => {
    it("are 20 unless MAX_HELD_ROOMS_PER_CLIENT says otherwise", () => {
      expect(loadConfig({}).maxHeldRoomsPerClient).toBe(DEFAULT_MAX_HELD_ROOMS_PER_CLIENT)
      expect(DEFAULT_MAX_HELD_ROOMS_PER_CLIENT).toBe(20)
      expect(loadConfig({ MAX_HELD_ROOMS_PER_CLIENT: "1" }).maxHeldRoomsPerClient).toBe(1)
      expect(loadConfig({ MAX_HELD_ROOMS_PER_CLIENT: "5000" }).maxHeldRoomsPerClient).toBe(5000)
    })

    it.each([["0"], ["-1"], ["2.5"], ["twenty"], ["1e3"], ["0x10"], ["9999999999"]])("refuses MAX_HELD_ROOMS_PER_CLIENT=%s", (value) => {
      expect(errorsOf({ MAX_HELD_ROOMS_PER_CLIENT: value }).errors).toEqual({ MAX_HELD_ROOMS_PER_CLIENT: ["must be a whole number from 1"] })
    })
  })

  describe("database timeouts (issue 31)", () => {
    it("are the defaults unless DATABASE_*_TIMEOUT_MS say otherwise, in milliseconds", () => {
      expect(DEFAULT_DATABASE_TIMEOUTS).toEqual({ connectMs: 3_000, statementMs: 5_000, lockMs: 3_000 })
      expect(DEFAULT_STARTUP_TIMEOUT_MS).toBe(60_000)
      const config = loadConfig({
        DATABASE_CONNECT_TIMEOUT_MS: "1500",
        DATABASE_STATEMENT_TIMEOUT_MS: "8000",
        DATABASE_LOCK_TIMEOUT_MS: "2500",
        DATABASE_STARTUP_TIMEOUT_MS: "120000",
      })
      expect(config.databaseTimeouts).toEqual({ connectMs: 1_500, statementMs: 8_000, lockMs: 2_500 })
      expect(config.databaseStartupTimeoutMs).toBe(120_000)
    })

    it.each([["0"], ["-1"], ["2.5"], ["5s"], ["600001"]])("refuses a timeout of %s, naming the variable", (value) => {
      const message = "must be a whole number of milliseconds from 1 to 600000"
      expect(errorsOf({ DATABASE_CONNECT_TIMEOUT_MS: value, DATABASE_LOCK_TIMEOUT_MS: value }).errors).toEqual({
        DATABASE_CONNECT_TIMEOUT_MS: [message],
        DATABASE_LOCK_TIMEOUT_MS: [message],
      })
    })
  })

  describe("trusted proxies", () => {
    it("are none unless TRUSTED_PROXIES lists them: addresses and CIDR ranges, comma-separated", () => {
      expect(loadConfig({}).trustedProxies).toEqual([])
      expect(loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8, 192.0.2.1,fd00::/8" }).trustedProxies).toEqual(["10.0.0.0/8", "192.0.2.1", "fd00::/8"])
    })

    it("refuse an entry that is neither, naming its position and not its value", () => {
      const error = errorsOf({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.internal, 10.0.0.0/64" })
      expect(error.errors).toEqual({
        TRUSTED_PROXIES: ["entries 2, 3 are neither an IP address nor a CIDR range (comma-separated, e.g. 10.0.0.0/8,192.0.2.1)"],
      })
      expect(error.message).not.toContain("proxy.internal")
      expect(errorsOf({ TRUSTED_PROXIES: "proxy.internal" }).errors).toEqual({
        TRUSTED_PROXIES: ["entry 1 is neither an IP address nor a CIDR range (comma-separated, e.g. 10.0.0.0/8,192.0.2.1)"],
      })
    })
  })

  describe("the older loyalty site (spec A §1)", () => {
    it("is none unless LEGACY_LOYALTY_URL names an http(s) URL", () => {
      expect(loadConfig({}).legacyLoyaltyUrl).toBeUndefined()
      expect(loadConfig({ LEGACY_LOYALTY_URL: "https://club.example.co.za" }).legacyLoyaltyUrl).toBe("https://club.example.co.za")
      expect(errorsOf({ LEGACY_LOYALTY_URL: "javascript:alert(1)" }).errors).toEqual({ LEGACY_LOYALTY_URL: ["must be an http(s) URL without query or fragment"] })
    })
  })

  describe("map tiles", () => {
    it("are none unless MAP_TILE_URL names a tile URL template, with its attribution", () => {
      expect(loadConfig({}).mapTiles).toBeUndefined()
      expect(loadConfig({ MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors" }).mapTiles).toEqual({
        url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        attribution: "© OpenStreetMap contributors",
      })
      expect(loadConfig({ MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png" }).mapTiles).toEqual({
        url: "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
        attribution: undefined,
      })
    })

    it("refuse a template that is not an http(s) URL with {z}, {x} and {y}, or that could break the CSP header", () => {
      const message = "must be an http(s) tile URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      for (const url of ["tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org/{z}/{x}.png", "ftp://tiles.example.org/{z}/{x}/{y}.png", "https://tiles.example.org/{z}/{x}/{y}.png;script-src"]) {
        expect(errorsOf({ MAP_TILE_URL: url }).errors, url).toEqual({ MAP_TILE_URL: [message] })
      }
      expect(errorsOf({ MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "x".repeat(201) }).errors).toEqual({
        MAP_TILE_ATTRIBUTION: ["must be at most 200 characters"],
      })
    })

    it("give the CSP the template's origin, a {s} subdomain as a wildcard", () => {
      expect(mapTileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org")
      expect(mapTileSource("http://localhost:8080/tiles/{z}/{x}/{y}.png")).toBe("http://localhost:8080")
      expect(mapTileSource("https://{s}.tiles.example.org/{z}/{x}/{y}.png")).toBe("https://*.tiles.example.org")
    })
  })

  it("throws the ConfigError from loadConfig, for start-up to print", () => {
    expect(() => loadConfig({ PORT: "nope" })).toThrow(/PORT: must be a whole number from 1 to 65535/)
  })
})
