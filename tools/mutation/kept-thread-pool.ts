import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"
import type { Plugin } from "vite"
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from "vitest/node"

/**
 * A vitest pool for Stryker's mutation runs of core (issue 30): one worker thread kept for the whole run, so that a
 * mutant costs its tests and not a new thread that imports Effect, fast-check, Temporal and core again.
 *
 * Why: Stryker's vitest runner starts a vitest run per mutant (`ctx.start`), and vitest 4 ends its workers at the end
 * of every run (`Pool.schedule` in vitest/dist/chunks/cli-api.*.js keeps one only for the next file of the same run).
 * Every mutant then paid about 2 s of start-up for 0.1 s of tests. A non-static mutant is switched on at run time
 * (`globalThis.__stryker__.activeMutant`), so the modules need not be loaded again between mutants: this pool's
 * PoolWorker hands every run the same thread, whose worker (kept-thread-worker.mjs, vitest's own threads worker
 * otherwise) keeps its module cache between runs. vitest still imports the test files again at each run (it
 * invalidates them), re-runs the setup files, and sends each run its config (test name filter) and provided context
 * (the mutant). Core's project is already `isolate: false`: its test files share one module graph in `npm test` too.
 *
 * Stryker sets `pool: "threads"` for every project (a CLI override), so the pool is set back by `keepThreadPlugin`
 * once the project's config is resolved.
 */
export const KEPT_THREAD_POOL = "stryker-kept-thread"

const ENTRY = fileURLToPath(new URL("./kept-thread-worker.mjs", import.meta.url))

interface Kept {
  readonly thread: Worker
  /** Resolved when the run that holds the thread has stopped (its worker's "stop" answered): the next run may start. */
  released: Promise<void>
}
let kept: Kept | undefined

const keptThread = (options: PoolOptions): Kept => {
  if (kept !== undefined) return kept
  const thread = new Worker(ENTRY, { env: options.env, execArgv: options.execArgv, stdout: true, stderr: true })
  thread.stdout.pipe(options.project.vitest.logger.outputStream)
  thread.stderr.pipe(options.project.vitest.logger.errorStream)
  // Stryker ends the test runner's process after its last mutant: the thread does not hold it.
  thread.unref()
  const created: Kept = { thread, released: Promise.resolve() }
  thread.once("exit", () => {
    if (kept === created) kept = undefined
  })
  options.project.vitest.onClose(async () => {
    if (kept === created) kept = undefined
    await thread.terminate()
  })
  kept = created
  return created
}

class KeptThreadWorker implements PoolWorker {
  readonly name = KEPT_THREAD_POOL
  private held: Kept | undefined
  private release: () => void = () => {}
  private readonly listeners: Array<readonly [string, (arg: unknown) => void]> = []
  /** Set when the runner asked the thread to stop; a runner that stops without asking (forced) leaves it mid-run. */
  private stopRequested = false

  constructor(private readonly options: PoolOptions) {}

  private get thread(): Worker {
    if (this.held === undefined) throw new Error("kept-thread pool: the worker was stopped or never started")
    return this.held.thread
  }

  async start(): Promise<void> {
    const candidate = keptThread(this.options)
    // The last run's "stop" was sent before this run began, but its teardown must end before this run's "start".
    await candidate.released
    const held = keptThread(this.options)
    held.released = new Promise((resolve) => (this.release = resolve))
    this.held = held
  }

  async stop(): Promise<void> {
    const held = this.held
    if (held === undefined) return
    for (const [event, callback] of this.listeners.splice(0)) held.thread.off(event, callback)
    this.held = undefined
    if (!this.stopRequested) {
      if (kept === held) kept = undefined
      await held.thread.terminate()
    }
    this.release()
  }

  on(event: string, callback: (arg: unknown) => void): void {
    this.listeners.push([event, callback])
    this.thread.on(event, callback)
  }

  off(event: string, callback: (arg: unknown) => void): void {
    const index = this.listeners.findIndex(([e, c]) => e === event && c === callback)
    if (index !== -1) this.listeners.splice(index, 1)
    this.thread.off(event, callback)
  }

  send(message: WorkerRequest): void {
    if (message.type === "stop") this.stopRequested = true
    this.thread.postMessage(message)
  }

  deserialize(data: unknown): unknown {
    return data
  }
}

export const keptThreadPool: PoolRunnerInitializer = {
  name: KEPT_THREAD_POOL,
  createPoolWorker: (options) => new KeptThreadWorker(options),
}

/** Puts the kept-thread pool back in a project whose `pool` Stryker's CLI options replaced with "threads". */
export const keepThreadPlugin = (): Plugin => ({
  name: "stryker:kept-thread-pool",
  configResolved(config) {
    if (config.test === undefined) throw new Error("kept-thread pool: the project has no test config")
    config.test.pool = keptThreadPool
  },
})
