import { serve } from "@hono/node-server"
import { Hono } from "hono"

/**
 * The baseline of `npm run bench:api`: a bare Hono hello-world on @hono/node-server, in a process of
 * its own like the API server, so both are measured the same way in the same run. Reports its port
 * to the parent over IPC.
 */
const app = new Hono().get("/", (c) => c.text("Hello World!"))

serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.send?.({ ready: true, port: info.port })
})
process.on("disconnect", () => process.exit(0))
