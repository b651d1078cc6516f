import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import { makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { loadMegaMenuHotels, type MegaMenuHotels } from "./load-mega-menu-hotels.ts"

const MEGA_MENU_HOTELS = "mega-menu-hotels"

export interface MegaMenuModel {
  /** All hotels, or the failed read; null while on the way. */
  readonly hotels: ReadonlySignal<MegaMenuHotels | null>
  readonly loading: ReadonlySignal<boolean>
  /** The menu is wanted (pointed at, focused, opened): its hotels are read, or read again after a failure. */
  readonly want: () => Effect.Effect<void>
}

/**
 * The Hotels mega-menu (spec B §2): all hotels (page 1 of 100) read once per page life, ahead of need when the
 * pointer or focus reaches the button; a failed read is not kept, so the next time the menu is wanted reads again.
 */
export const makeMegaMenuModel = (): Effect.Effect<MegaMenuModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const wanted = signal(false)
    const read = yield* makeResource({
      key: computed(() => (wanted.value ? MEGA_MENU_HOTELS : null)),
      load: () => loadMegaMenuHotels(),
      shared: { id: () => MEGA_MENU_HOTELS, keep: (hotels) => hotels.kind === "ready" },
    })
    return {
      // A defect (no answer at all) reads as a failed fetch: the guest sees the same words.
      hotels: computed(() => (read.state.value.kind === "ready" ? read.state.value.value : read.state.value.kind === "failed" ? { kind: "failed" } : null)),
      loading: computed(() => read.state.value.kind === "loading"),
      want: () =>
        Effect.suspend(() => {
          if (!wanted.value) {
            wanted.value = true
            return Effect.void
          }
          const state = read.state.value
          return state.kind === "failed" || (state.kind === "ready" && state.value.kind === "failed") ? read.invalidate : Effect.void
        }),
    }
  })
