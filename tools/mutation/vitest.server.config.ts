import { defineConfig } from "vitest/config"
import { projectNamed } from "./vitest-projects.ts"

/**
 * `npm run test:mutation:server` (stryker.server.config.json): the server's project, narrowed to the tests of its rule
 * modules (pricing, availability, holds, payments, the loyalty ledger, the sign-in throttles). The route, crash and
 * scale-out suites reach the same modules through the whole app and would only slow every mutant down.
 */
const server = projectNamed("server")
export const SERVER_RULE_TESTS = [
  "server/rates/**/*.test.ts",
  "server/db/seed/pricing.test.ts",
  "server/inventory/**/*.test.ts",
  "server/reservations/**/*.test.ts",
  "server/payments/**/*.test.ts",
  "server/loyalty/**/*.test.ts",
  "server/accounts/throttle-*.test.ts",
]
export default defineConfig({ test: { projects: [{ ...server, test: { ...server.test, include: SERVER_RULE_TESTS } }] } })
