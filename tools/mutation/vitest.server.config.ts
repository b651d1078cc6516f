import { defineConfig } from "vitest/config"
import { projectNamed } from "./vitest-projects.ts"

/**
 * `npm run test:mutation:server` (stryker.server.config.json): the server's project, narrowed to the tests written for
 * its rule modules (pricing, availability, holds, payment results, the loyalty ledger, the sign-in throttles). The
 * route, crash, mirror and race suites reach the same modules through the whole app at seconds a test, and would make
 * every mutant's run minutes long on this machine.
 */
const server = projectNamed("server")
export const SERVER_RULE_TESTS = [
  "server/rates/pricing.test.ts",
  "server/db/seed/pricing.test.ts",
  "server/inventory/availability.test.ts",
  "server/reservations/hold-limit.test.ts",
  "server/reservations/hold-limit-answers.test.ts",
  "server/reservations/HoldSweeper.test.ts",
  "server/payments/refund-due.test.ts",
  "server/loyalty/LoyaltyLedger.test.ts",
  "server/loyalty/statement.test.ts",
  "server/accounts/throttle-*.test.ts",
]
export default defineConfig({ test: { projects: [{ ...server, test: { ...server.test, include: SERVER_RULE_TESTS } }] } })
