import { Context, type Effect } from "effect"

export interface NavigationShape {
  /** Opens the page at `to` (a path with its query); `replace` takes the place of the page on show in the history. */
  readonly go: (to: string, options?: { readonly replace?: boolean }) => Effect.Effect<void>
}

/**
 * Where a screen model's command sends the visitor next (the rooms after a search, My Bookings after a cancellation):
 * core decides the page, the router (ui/app) goes there. Screens never navigate after a command themselves.
 */
export class Navigation extends Context.Service<Navigation, NavigationShape>()("hotel/ports/Navigation") {}
