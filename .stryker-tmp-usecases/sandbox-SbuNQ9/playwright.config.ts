// @ts-nocheck
import { defineConfig } from "@playwright/test"

// End-to-end suites run in Debian's Chromium; Playwright's own browser download does not work here.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-background-networking", "--disable-gpu", "--no-first-run"],
    },
  },
})
