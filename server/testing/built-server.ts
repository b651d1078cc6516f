import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { createInterface } from "node:readline"

/**
 * Test support for the server as `npm start` runs it (server/build.ts): a free port to give it, and the built
 * file started in a process of its own, ready once it logs that it listens, killed with SIGKILL when asked.
 */

// Below Linux's ephemeral range (32768-60999): a port the kernel hands out for outgoing connections (the database's,
// the gateway's) could be taken between the probe and the server's listen; one of these only by another listener.
const LOW_PORTS = { from: 20_000, to: 32_000 } as const

const listensOn = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)))
  })

/** A port nobody listens on now (PORT takes no 0), outside the range outgoing connections take theirs from. */
export const freePort = async (): Promise<number> => {
  for (;;) {
    const port = LOW_PORTS.from + Math.floor(Math.random() * (LOW_PORTS.to - LOW_PORTS.from))
    if (await listensOn(port)) return port
  }
}

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
