import { createServer, type Server, type Socket, connect } from "node:net"

/**
 * Test support: a TCP proxy between a server under test and a database (PostgreSQL on 127.0.0.1:5432), whose faults
 * the test switches on and off. The shared PostgreSQL is never touched: the faults happen on connections this proxy
 * owns.
 * - `pass`: bytes flow both ways.
 * - `freeze`: nothing flows either way, on open connections or new ones (a frozen database, a black-holed network);
 *   what was held back flows once the mode is `pass` again.
 * - `drop`: every open connection is cut now (a restart, a failover); later ones pass.
 * - `refuse`: every open connection is cut and new ones are refused (the database is down).
 */
export type FaultMode = "pass" | "freeze" | "drop" | "refuse"

export interface FaultProxy {
  /** The port the proxy listens on (127.0.0.1). */
  readonly port: number
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  readonly urlFor: (databaseUrl: string) => string
  readonly setMode: (mode: FaultMode) => Promise<void>
  /** Connections accepted so far. */
  readonly accepted: () => number
  readonly close: () => Promise<void>
}

interface Pair {
  readonly client: Socket
  readonly upstream: Socket
  /** Bytes held back while frozen, per direction. */
  readonly toUpstream: Array<Buffer>
  readonly toClient: Array<Buffer>
}

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject)
      resolve((server.address() as { port: number }).port)
    })
  })

export const startFaultProxy = async (target: { readonly host: string; readonly port: number }): Promise<FaultProxy> => {
  let mode: FaultMode = "pass"
  let accepted = 0
  const pairs = new Set<Pair>()

  const cut = (pair: Pair) => {
    pair.client.destroy()
    pair.upstream.destroy()
    pairs.delete(pair)
  }

  const relay = (from: Socket, to: Socket, held: Array<Buffer>) => {
    from.on("data", (chunk: Buffer) => {
      if (mode === "freeze") held.push(chunk)
      else to.write(chunk)
    })
  }

  const onConnection = (client: Socket) => {
    accepted += 1
    const upstream = connect(target.port, target.host)
    const pair: Pair = { client, upstream, toUpstream: [], toClient: [] }
    pairs.add(pair)
    relay(client, upstream, pair.toUpstream)
    relay(upstream, client, pair.toClient)
    for (const socket of [client, upstream]) {
      socket.on("error", () => cut(pair))
      socket.on("close", () => cut(pair))
    }
  }

  const makeServer = () => createServer({ noDelay: true }, onConnection)
  let server = makeServer()
  const port = await listen(server, 0)

  const closeListener = () => new Promise<void>((resolve) => server.close(() => resolve()))

  const setMode = async (next: FaultMode): Promise<void> => {
    const before = mode
    mode = next
    if (next === "drop" || next === "refuse") for (const pair of [...pairs]) cut(pair)
    if (next === "refuse" && before !== "refuse") await closeListener()
    if (before === "refuse" && next !== "refuse") {
      server = makeServer()
      await listen(server, port)
    }
    if (next === "pass") {
      for (const pair of pairs) {
        for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk)
        for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk)
      }
    }
  }

  return {
    port,
    urlFor: (databaseUrl) => {
      const url = new URL(databaseUrl)
      url.hostname = "127.0.0.1"
      url.port = String(port)
      return url.toString()
    },
    setMode,
    accepted: () => accepted,
    close: async () => {
      for (const pair of [...pairs]) cut(pair)
      if (mode !== "refuse") await closeListener()
    },
  }
}
