import { describe, expect, it } from "vitest"
import { CONNECTION_REASONS, connectionError, databaseFailureOf, isUnavailableCode, safeDatabaseError, SQLSTATE } from "./errors.ts"

/**
 * Which database failures mean "cannot serve now" (503 with Retry-After) rather than a bug (500), and how a
 * connection that failed with no SQLSTATE is told (issue 31). The drivers' own words are matched exactly; the fault
 * tests (server/database-faults.test.ts) cause each for real.
 */

describe("a database failure", () => {
  it.each([
    ["08001", true],
    ["08006", true],
    ["08003", true],
    ["53100", true],
    ["53300", true],
    ["57P01", true],
    ["57P03", true],
    ["57014", true],
    ["55P03", true],
    ["25P03", true],
    ["25006", true],
    ["58030", true],
    ["08P01", false],
    ["23505", false],
    ["40001", false],
    ["42P01", false],
    ["57000", false],
  ])("with SQLSTATE %s says the database cannot serve now: %s", (code, unavailable) => {
    expect(isUnavailableCode(code)).toBe(unavailable)
  })

  it.each([
    [Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), SQLSTATE.cannotConnect, "ECONNREFUSED"],
    [Object.assign(new Error("getaddrinfo ENOTFOUND db"), { code: "ENOTFOUND" }), SQLSTATE.cannotConnect, "ENOTFOUND"],
    [Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }), SQLSTATE.connectionFailure, "ECONNRESET"],
    [new Error("Connection terminated unexpectedly"), SQLSTATE.connectionFailure, CONNECTION_REASONS.lost],
    [new Error("Connection terminated due to connection timeout"), SQLSTATE.cannotConnect, CONNECTION_REASONS.connectTimeout],
    [new Error("timeout exceeded when trying to connect"), SQLSTATE.cannotConnect, CONNECTION_REASONS.poolTimeout],
    [new Error("Client has encountered a connection error and is not queryable"), SQLSTATE.connectionDoesNotExist, CONNECTION_REASONS.closed],
    [new Error("PGlite is closed"), SQLSTATE.connectionDoesNotExist, CONNECTION_REASONS.closed],
    [connectionError("no answer", { code: SQLSTATE.connectionFailure, reason: CONNECTION_REASONS.noAnswer }), SQLSTATE.connectionFailure, CONNECTION_REASONS.noAnswer],
  ])("without a SQLSTATE (%s) is a connection failure of class 08 with a fixed reason", (error, code, reason) => {
    expect(databaseFailureOf(error)).toEqual({ code, reason })
    // Also inside drizzle's wrapper, whose message holds the query.
    expect(databaseFailureOf(new Error("Failed query: select 1", { cause: error }))).toEqual({ code, reason })
  })

  it("is nothing the database said when it is our own mistake", () => {
    expect(databaseFailureOf(new TypeError("Cannot read properties of undefined"))).toBeUndefined()
    expect(databaseFailureOf(new Error("Connection terminated unexpectedly, or so we thought"))).toBeUndefined()
  })

  it("is logged by its SQLSTATE, constraint and reason only, under a key the log keeps (it redacts `code`)", () => {
    const refused = Object.assign(new Error("duplicate key: thandi@example.com"), { code: "23505", constraint: "newsletter_signups_email_key" })
    expect(safeDatabaseError(refused)).toEqual({ sqlstate: "23505", constraint: "newsletter_signups_email_key" })
    expect(safeDatabaseError(new Error("Connection terminated unexpectedly"))).toEqual({ sqlstate: "08006", reason: "connection_lost" })
    expect(safeDatabaseError(new Error("boom"))).toEqual({ sqlstate: "unknown" })
  })
})
