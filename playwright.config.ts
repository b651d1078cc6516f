import { mkdirSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig } from "@playwright/test"
import { SERVER_LOG } from "./tests/e2e/support/server-log.ts"

// End-to-end suites run against the production build served by the real server, on a fresh embedded database, in
// Debian's Chromium (Playwright's own browser download does not work here). E2E_PORT lets engineers run suites
// side by side; the server's log goes to a file that a failing test prints (tests/e2e/support/fixtures.ts).
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`
// The config is loaded again in each worker: one data directory per run, made by the first load.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "hotel-e2e-"))
mkdirSync("test-results", { recursive: true })

const webServer = {
  command: `NODE_ENV=production npm run build --silent && npm run build:server --silent && node dist-server/start.mjs > ${SERVER_LOG} 2>&1`,
  url: `${baseURL}/readyz`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseURL,
    DATA_DIR: process.env.E2E_DATA_DIR,
    NODE_ENV: "development",
    LOG_LEVEL: "info",
    // The suite's API sign-ups come as from guests of their own (tests/e2e/support/member.ts): through a trusted proxy.
    TRUSTED_PROXIES: "127.0.0.1",
  },
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu", "--no-first-run"],
    },
  },
  // E2E_BASE_URL points the suite at a server already running; otherwise it builds and starts its own.
  ...(process.env.E2E_BASE_URL ? {} : { webServer }),
})
