import { resolve } from "node:path"
import { Hono } from "hono"
import { isProduction, type ServerConfigShape, SIMULATOR_PATH } from "./config.ts"
import { type DatabaseFaultLog, makeDatabaseFaultLog } from "./db/fault-log.ts"
import { trustedProxies } from "./http/client-address.ts"
import { DEV_OUTBOX_PATH, makeDevOutboxRoutes } from "./notify/dev-outbox.ts"
import { makeHealthRoutes } from "./http/health.ts"
import { accessLog } from "./http/middleware/access-log.ts"
import { bodyLimit } from "./http/middleware/body-limit.ts"
import { errorHandler, notFoundHandler } from "./http/middleware/error-handler.ts"
import { requestId } from "./http/middleware/request-id.ts"
import { securityHeaders } from "./http/middleware/security-headers.ts"
import { compression } from "./http/middleware/compression.ts"
import { trustedProxiesOnContext } from "./http/middleware/trusted-proxies.ts"
import { mountStaticSite, type RenderPageFromTemplate } from "./http/middleware/static-site.ts"
import type { AppEnv } from "./http/runtime.ts"
import type { Logger } from "./log.ts"
import type { OutboxStoreShape } from "./notify/OutboxStore.ts"

/**
 * The HTTP application: one Hono app for the API, the probes, the dev outbox, the PayWeb3 simulator
 * and the built site, so `npm start` serves everything from one port.
 *
 * Route modules are plain Hono apps over AppEnv, handed in as `api` and mounted under their path
 * (e.g. `{ path: "/api/web/bookings", routes: makeReservationRoutes(http) }`); they run Effects through
 * the HTTP runtime (http/runtime.ts). Every response, errors and 404s included, passes the request
 * id, access log and security header middleware; bodies are size-limited before any route reads them.
 */

/** A route module and where it is mounted. */
export interface ApiMount {
  readonly path: string
  // Sub-apps keep their own Env type; they only need to be mountable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly routes: Hono<any, any, any>
}

export interface AppDeps {
  readonly config: ServerConfigShape
  readonly log: Logger
  /** Resolves when the database can take a write (`writeCheck(db)` from http/health.ts). */
  readonly checkDatabase: () => Promise<unknown>
  /** Where database faults are logged, once per fault (the server's shares it with the pool); one of the app's own by default. */
  readonly faults?: DatabaseFaultLog
  /** The outbox shown at /dev/outbox outside production. */
  readonly outbox?: OutboxStoreShape
  /** The PayWeb3 simulator app (server/gateway/simulator), mounted when the config uses it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly gatewaySimulator?: Hono<any, any, any>
  readonly api?: ReadonlyArray<ApiMount>
  /** Where the built SPA is; `dist/` under the working directory by default. Served only when built. */
  readonly distDir?: string
  /** More CSP sources per directive, e.g. `{ "img-src": ["https://tile.openstreetmap.org"] }` for map tiles. */
  readonly cspExtraSources?: Readonly<Record<string, ReadonlyArray<string>>>
  /** Renders the pages the route table marks for the server (server/render/); without it the browser draws every page. */
  readonly renderPage?: RenderPageFromTemplate
  /** Makes request ids (tests pin it). */
  readonly makeRequestId?: () => string
}

export const makeApp = (deps: AppDeps): Hono<AppEnv> => {
  const { config, log } = deps
  const app = new Hono<AppEnv>()

  app.use(requestId(deps.makeRequestId))
  app.use(accessLog(log))
  // Outside the others: it compresses the answer they have finished (headers included).
  app.use(compression())
  app.use(
    securityHeaders({
      publicUrl: config.publicUrl,
      gatewayUrl: config.paygate.url,
      ...(deps.cspExtraSources === undefined ? {} : { extraSources: deps.cspExtraSources }),
    }),
  )
  app.use(bodyLimit())
  const proxies = trustedProxies(config.trustedProxies)
  if (!proxies.none) app.use(trustedProxiesOnContext(proxies))

  app.route("/", makeHealthRoutes({ checkDatabase: deps.checkDatabase, log }))
  // The outbox holds personal data: a development aid that production never exposes.
  if (!isProduction(config) && deps.outbox !== undefined) app.route(DEV_OUTBOX_PATH, makeDevOutboxRoutes(deps.outbox))
  if (config.paygate.simulator && deps.gatewaySimulator !== undefined) app.route(SIMULATOR_PATH, deps.gatewaySimulator)
  for (const mount of deps.api ?? []) app.route(mount.path, mount.routes)

  mountStaticSite(app, resolve(deps.distDir ?? "dist"), deps.renderPage)

  app.onError(errorHandler(log, deps.faults ?? makeDatabaseFaultLog(log)))
  app.notFound(notFoundHandler)
  return app
}
