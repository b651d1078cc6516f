import { defineConfig, mergeConfig } from "vitest/config"
import viteConfig from "./vite.config.ts"
import { ContractFilesInOrder } from "./tools/contract-files-in-order.ts"

// One vitest project per layer. `core` runs in plain Node with no DOM at all: the spec's
// users include CI running the headless core suite without a DOM.

/** Every project's: a test that prints (console, Effect's default logger, stdout/stderr) fails (issue 10 §8). */
export const QUIET_OUTPUT = "tests/testing/quiet-output.ts"
/** Every project's: one fast-check configuration, FC_RUNS, FC_SEED and FC_PATH (docs/testing.md). */
export const FAST_CHECK = "tests/testing/fast-check.ts"
/** Every project's: Temporal values compare by what they say (toMatchObject held for any date before). */
export const TEMPORAL_EQUALITY = "tests/testing/temporal-equality.ts"
const EVERY_PROJECT = [QUIET_OUTPUT, FAST_CHECK, TEMPORAL_EQUALITY]

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Only the contracts project's files are reordered (consumer, then the pact check, then the provider).
      sequence: { sequencer: ContractFilesInOrder },
      projects: [
        {
          test: {
            name: "core",
            environment: "node",
            setupFiles: EVERY_PROJECT,
            include: ["core/**/*.test.ts"],
            // Pure, framework-free tests: sharing one module graph per worker saves re-importing Effect per file.
            isolate: false,
          },
        },
        {
          test: {
            name: "server",
            environment: "node",
            setupFiles: EVERY_PROJECT,
            include: ["server/**/*.test.ts", "contracts/api/**/*.test.ts", "contracts/openapi/**/*.test.ts"],
            // Each file gets its own database; PGlite start-up and PostgreSQL schemas take a moment.
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          // The website's components, in happy-dom with Testing Library (ui/testing/setup.ts cleans up between tests).
          extends: true,
          test: {
            name: "ui",
            environment: "happy-dom",
            setupFiles: [...EVERY_PROJECT, "ui/testing/setup.ts"],
            include: ["ui/**/*.test.{ts,tsx}"],
          },
        },
        {
          test: {
            name: "adapters",
            // The storage, geolocation and gateway adapters meet browser objects; msw intercepts fetch here too.
            environment: "happy-dom",
            setupFiles: EVERY_PROJECT,
            include: ["adapters/**/*.test.ts"],
          },
        },
        {
          test: {
            // Pact (issue 12): the consumer tests drive adapters/http against Pact's mock server and write one pact into
            // a fresh folder (contracts/testing/pact-output.ts); a test compares it with contracts/pacts/; the provider
            // verification replays the committed pact against the built server on a fresh database.
            name: "contracts",
            environment: "node",
            setupFiles: EVERY_PROJECT,
            include: ["contracts/consumer/**/*.test.ts", "contracts/pacts/**/*.test.ts", "contracts/provider/**/*.test.ts"],
            globalSetup: ["contracts/testing/pact-output.ts"],
            // One file at a time, after the other projects (vitest runs a one-worker project last), in the order of
            // ContractFilesInOrder: the pact must be whole before it is compared.
            maxWorkers: 1,
            testTimeout: 30_000,
            // The provider's verification builds the server and seeds its database before it starts.
            hookTimeout: 240_000,
          },
        },
        {
          test: {
            name: "architecture",
            environment: "node",
            setupFiles: EVERY_PROJECT,
            include: ["tests/architecture/**/*.test.ts"],
            // These read the whole repository, lint and cruise it, and start vitest itself: seconds each on a busy machine.
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
)
