import { Effect, Layer } from "effect"
import type { DataRouter } from "react-router-dom"
import { Navigation } from "../../core/ports/Navigation.ts"

/** Core's Navigation port over the data router: a command's next page opens as a link's would. */
export const routerNavigation = (router: () => DataRouter | undefined): Layer.Layer<Navigation> =>
  Layer.succeed(Navigation, {
    go: (to, options) => Effect.sync(() => void router()?.navigate(to, { replace: options?.replace === true })),
  })
