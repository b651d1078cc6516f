// The worker thread of tools/mutation/kept-thread-pool.ts: vitest's own threads worker (vitest/dist/workers/threads.js)
// with two differences, for a thread that serves one vitest run after another in a Stryker mutation run.
// - At "stop" vitest's removes every message listener (the thread is then terminated); this one keeps vitest's own
//   listener (the first) so that the next run's "start" reaches it, and drops the finished run's RPC channel.
// - Before each run, Stryker's active mutant is cleared, as in a new thread: the test files are imported again at each
//   run (vitest invalidates them), before Stryker's setup activates the run's mutant, and must not see the last one's.
import { parentPort } from "node:worker_threads"
import { init, runBaseTests, setupEnvironment } from "vitest/worker"

if (parentPort === null) throw new Error("kept-thread-worker.mjs runs in a worker thread")
const port = parentPort
const listeners = []

const clearActiveMutant = (state) => {
  const namespace = state.providedContext?.globalNamespace
  const stryker = typeof namespace === "string" ? globalThis[namespace] : undefined
  if (stryker !== undefined && stryker !== null) stryker.activeMutant = undefined
}

init({
  post: (response) => port.postMessage(response),
  on: (callback) => {
    listeners.push(callback)
    port.on("message", callback)
  },
  off: (callback) => {
    const index = listeners.indexOf(callback)
    if (index !== -1) listeners.splice(index, 1)
    port.off("message", callback)
  },
  teardown: () => {
    for (const callback of listeners.splice(1)) port.off("message", callback)
  },
  runTests: (state, traces) => {
    clearActiveMutant(state)
    return runBaseTests("run", state, traces)
  },
  collectTests: (state, traces) => runBaseTests("collect", state, traces),
  setup: setupEnvironment,
})
