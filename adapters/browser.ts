/**
 * The browser's adapters, in one Layer: `browserAdapters(config?)` is the ONE export the website's
 * composition root (ui/app/runtime.ts) builds its runtime from. Keep its name and shape stable.
 *
 * It provides every port the booking website needs:
 * - BookingApi: every call of spec B §7 over one ofetch client (adapters/http/), each request encoded
 *   and each answer decoded with contracts/api/ and mapped to core's models; failures are core's HttpError;
 * - SessionStore: sessionStorage, in memory when storage is missing or refuses (private mode, quota);
 * - TokenStore: tokens in localStorage (remember-me) or sessionStorage, the login flag in the SessionStore;
 * - Geolocation: navigator.geolocation with the spec's messages (core adds the Cape Town fallback);
 * - PaymentRedirect: the form POST of PAY_REQUEST_ID and CHECKSUM to the gateway's process page.
 * Notifications (toasts) is the UI's; ContentApi is added by the app (ui/app/adapters-layer.ts); AccountApi comes with
 * the account screens (adapters/http/AccountApi.http.ts).
 *
 * Config (every field optional):
 * - apiBaseUrl: where /api/web lives; "" (default) is the page's own origin;
 * - timeoutMs: a call with no answer in this time fails as "no response" (default 15 000);
 * - refreshTokens: the refresh_token call used once on a 401 (default: the token endpoint); a refused refresh logs out;
 * - gatewayProcessUrl: the gateway's process page when no initiate-payment answer named one this session.
 */
import { Effect, Layer } from "effect"
import { BookingApi } from "../core/ports/BookingApi.ts"
import type { Geolocation } from "../core/ports/Geolocation.ts"
import type { PaymentRedirect } from "../core/ports/PaymentRedirect.ts"
import { SessionStore } from "../core/ports/SessionStore.ts"
import type { TokenStore } from "../core/ports/TokenStore.ts"
import * as PaymentRedirectBrowser from "./gateway/PaymentRedirect.browser.ts"
import { makeProcessUrl } from "./gateway/process-url.ts"
import * as GeolocationBrowser from "./geolocation/Geolocation.browser.ts"
import type { RefreshTokens } from "./http/client.ts"
import { refreshAtTokenEndpoint } from "./http/token-refresh.ts"
import { lazyHttpLayer } from "./lazy-http-layer.ts"
import * as SessionStoreBrowser from "./storage/SessionStore.browser.ts"
import * as TokenStoreBrowser from "./storage/TokenStore.browser.ts"

export interface BrowserAdaptersConfig {
  readonly apiBaseUrl?: string
  readonly timeoutMs?: number
  readonly refreshTokens?: RefreshTokens
  readonly gatewayProcessUrl?: string
}

export type BrowserPorts = BookingApi | SessionStore | TokenStore | Geolocation | PaymentRedirect

export const browserAdapters = (config: BrowserAdaptersConfig = {}): Layer.Layer<BrowserPorts> => {
  const session = SessionStoreBrowser.layerBrowser()
  const tokens = TokenStoreBrowser.layerBrowser()
  const withProcessUrl = <A, E, R>(build: (processUrl: ReturnType<typeof makeProcessUrl>) => Layer.Layer<A, E, R>) =>
    Layer.unwrap(Effect.map(Effect.service(SessionStore), (store) => build(makeProcessUrl(config.gatewayProcessUrl, store))))
  // The HTTP adapter and the wire Schemas load with the first call (adapters/lazy-http-layer.ts).
  const api = withProcessUrl((processUrl) =>
    lazyHttpLayer(BookingApi, () =>
      import("./http/BookingApi.http.ts").then((BookingApiHttp) =>
        BookingApiHttp.layerHttp(
          {
            ...(config.apiBaseUrl === undefined ? {} : { baseUrl: config.apiBaseUrl }),
            ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
            refreshTokens: config.refreshTokens ?? refreshAtTokenEndpoint(config.apiBaseUrl),
          },
          processUrl,
        ),
      ),
    ),
  )
  const redirect = withProcessUrl((processUrl) => PaymentRedirectBrowser.layerBrowser(processUrl))
  return Layer.mergeAll(api, redirect).pipe(
    Layer.provideMerge(tokens),
    Layer.provideMerge(session),
    Layer.merge(GeolocationBrowser.layerBrowser()),
  )
}
