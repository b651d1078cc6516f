import type { Server } from "node:http"

/**
 * How long the server keeps an idle keep-alive connection open. Node's default is 5 s. Clients that pool sockets
 * (a load balancer, a proxy, Playwright's request context) send on a pooled socket without knowing the server is
 * closing it at that moment, and the request then fails with a reset. Keeping idle connections longer than such
 * clients do (60 s is the common load-balancer idle timeout) means the client, not the server, closes an idle
 * connection. Shutdown does not wait for these connections: it closes the idle ones (main.ts).
 */
export const IDLE_CONNECTION_MS = 65_000

export const keepIdleConnections = (server: Server): void => {
  server.keepAliveTimeout = IDLE_CONNECTION_MS
}
