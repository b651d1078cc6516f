import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { createInterface } from "node:readline"

/**
 * Test support for the server as `npm start` runs it (server/build.ts): a free port to give it, and the built
 * file started in a process of its own, ready once it logs that it listens, killed with SIGKILL when asked.
 */

/** A port nobody listens on now (PORT takes no 0). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.once("error", reject)
  })

export interface BuiltServer {
  readonly process: ChildProcess
  /** SIGKILL, as a crash would; resolves once the process is gone. */
  readonly kill: () => Promise<void>
}

/** Starts `file` with `env` (LOG_LEVEL info or lower, so the "listening" line is written); resolves once it listens. */
export const startBuiltServer = (file: string, env: NodeJS.ProcessEnv): Promise<BuiltServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { env, stdio: ["ignore", "pipe", "pipe"] })
    let errors = ""
    child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()))
    child.once("exit", (code, signal) => reject(new Error(`the built server exited (${code ?? signal}) before it listened: ${errors}`)))
    const kill = async (): Promise<void> => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((gone) => child.once("exit", gone))
      child.kill("SIGKILL")
      await exited
    }
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.includes('"msg":"listening"')) resolve({ process: child, kill })
    })
  })
