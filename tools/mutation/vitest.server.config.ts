import { defineConfig } from "vitest/config"
import { projectNamed } from "./vitest-projects.ts"

/**
 * `npm run test:mutation:server` (stryker.server.config.json): the server's project, narrowed to the tests of its pure
 * rule code (pricing, availability's room assignment and nights, the held-rooms limit, PayWeb3's checksum, forms,
 * messages and client, a payment result's checks, a cancellation's refund spread, the loyalty ledger's rows, statement
 * and changes, the sign-in throttles' decision), none of which opens a database. The services that write through the
 * database (holds, payment results, the loyalty ledger's service, the throttles) need a migrated database per test
 * file: with them every mutant took seconds and the run hours (docs/testing.md), so their pure parts have tests of
 * their own here. availability.test.ts opens its database only in the describe block that reads inventory, which a
 * mutant of the pure code never runs; client.test.ts starts a local HTTP server (a fake gateway), no database.
 */
const server = projectNamed("server")
export const SERVER_RULE_TESTS = [
  "server/rates/pricing.test.ts",
  "server/db/seed/pricing.test.ts",
  "server/inventory/availability.test.ts",
  "server/reservations/hold-limit.test.ts",
  "server/payments/payweb3/checksum.test.ts",
  "server/payments/payweb3/form.test.ts",
  "server/payments/payweb3/verify.test.ts",
  "server/payments/payweb3/client.test.ts",
  "server/payments/cancellation-refunds.test.ts",
  "server/payments/payment-results.test.ts",
  "server/loyalty/ledger-rows.test.ts",
  "server/loyalty/ledger-changes.test.ts",
  "server/accounts/throttle-decision.test.ts",
]
export default defineConfig({ test: { projects: [{ ...server, test: { ...server.test, include: SERVER_RULE_TESTS } }] } })
