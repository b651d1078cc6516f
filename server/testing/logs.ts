import { type Layer, Logger as EffectLogger } from "effect"
import { type Logger, makeLogger } from "../log.ts"

/**
 * Logs for tests that do not read them: nothing reaches the console. A test that asserts on log lines
 * captures them instead, with `makeLogger({ level, write: (line) => lines.push(line) })` (and
 * `effectLoggerLayer` over it for `Effect.log*`).
 */

/** The server's logger, dropping every line. */
export const silentLogger: Logger = makeLogger({ level: "error", write: () => undefined })

/**
 * No Effect logger at all, for a test runtime (`makeHttpRuntime(layer, { logger: silentLogs })`) or an
 * `Effect.provide`: without one, `Effect.log*` falls to Effect's default logger, which prints to the console.
 */
export const silentLogs: Layer.Layer<never> = EffectLogger.layer([])
