import { Effect, Layer } from "effect"
import type { DataRouter } from "react-router-dom"
import { Navigation } from "../../core/ports/Navigation.ts"

/**
 * Core's Navigation port over the data router: a command's next page opens as a link's would; `go` ends once it is on
 * show (its lazy chunks loaded), so what a command does after it happens with the next page there (logout, issue 24).
 */
export const routerNavigation = (router: () => DataRouter | undefined): Layer.Layer<Navigation> =>
  Layer.succeed(Navigation, {
    go: (to, options) =>
      Effect.promise(async () => {
        await router()?.navigate(to, { replace: options?.replace === true })
      }),
  })
