import { defineConfig } from "vitest/config"
import { projectNamed } from "./vitest-projects.ts"

/**
 * `npm run test:mutation:server` (stryker.server.config.json): the server's project, narrowed to the tests of its pure
 * rule code (pricing, availability's room assignment and nights, the held-rooms limit), none of which opens a database.
 * The services that write through the database (holds, payment results, the loyalty ledger's service, the throttles)
 * need a migrated database per test file: with them every mutant took seconds and the run hours (docs/testing.md).
 * availability.test.ts opens its database only in the describe block that reads inventory, which a mutant of the pure
 * code never runs.
 */
const server = projectNamed("server")
export const SERVER_RULE_TESTS = ["server/rates/pricing.test.ts", "server/db/seed/pricing.test.ts", "server/inventory/availability.test.ts", "server/reservations/hold-limit.test.ts"]
export default defineConfig({ test: { projects: [{ ...server, test: { ...server.test, include: SERVER_RULE_TESTS } }] } })
