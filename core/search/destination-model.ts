import { computed, effect, type ReadonlySignal, signal, untracked } from "@preact/signals-core"
import { Duration, Effect, type Scope } from "effect"
import type { BookingSession } from "../booking/session-store.ts"
import { loadLocations } from "../content/load-content.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { Geolocation } from "../ports/Geolocation.ts"
import type { Notifications } from "../ports/Notifications.ts"
import { makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { DESTINATION_DEBOUNCE_MS, type Destination } from "./destination.ts"
import { destinationLabel, type DestinationListState, destinationListState } from "./destination-options.ts"
import { loadNearbyDestination } from "./load-nearby-destination.ts"
import type { SearchForm } from "./search-form.ts"

export interface DestinationModel {
  /** What the field shows: the text typed, or the chosen destination's name. */
  readonly text: ReadonlySignal<string>
  readonly open: ReadonlySignal<boolean>
  /** The list: the popular cities before anything is typed, the matches after a pause in typing, or none. */
  readonly list: ReadonlySignal<DestinationListState>
  /** Hotels near me is finding the device's position. */
  readonly locating: ReadonlySignal<boolean>
  readonly type: (text: string) => Effect.Effect<void>
  readonly show: (open: boolean) => Effect.Effect<void>
  readonly choose: (destination: Destination) => Effect.Effect<void>
  readonly chooseNearby: () => Effect.Effect<void, never, Geolocation | Notifications | BookingSession>
}

/**
 * The destination field's model (spec B §2, §5): typing searches hotels and places after a 500 ms pause (a newer
 * text interrupts the older search); before anything is typed the popular cities and hotels near the visitor.
 */
export const makeDestinationModel = ({ form }: { readonly form: SearchForm }): Effect.Effect<DestinationModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const chosen = computed(() => form.values.value.destination)
    const text = signal(destinationLabel(chosen.peek()))
    const open = signal(false)
    const locating = signal(false)
    // A destination chosen elsewhere (the top bar following the session) shows in the field.
    const stop = effect(() => {
      const name = destinationLabel(chosen.value)
      untracked(() => void (text.value = name))
    })
    yield* Effect.addFinalizer(() => Effect.sync(stop))

    const query = computed(() => {
      const typed = text.value.trim()
      return open.value && typed !== "" && typed !== destinationLabel(chosen.value) ? typed : null
    })
    const matches = yield* makeResource({
      key: query,
      load: (typed: string) =>
        Effect.sleep(Duration.millis(DESTINATION_DEBOUNCE_MS)).pipe(
          Effect.andThen(loadLocations(typed)),
          Effect.map((answer) => ({ typed, answer })),
        ),
    })
    const choose = (destination: Destination) =>
      Effect.sync(() => {
        form.setDestination(destination)
        text.value = destinationLabel(destination)
        open.value = false
      })
    return {
      text,
      open,
      locating,
      list: computed(() => {
        const typed = query.value
        const read = matches.state.value
        // the answer on show is for another text while the guest types: searching
        return destinationListState(typed ?? "", read.kind === "ready" && read.value.typed === typed ? read.value.answer : "loading")
      }),
      type: (typed) =>
        Effect.sync(() => {
          text.value = typed
          open.value = true
        }),
      show: (next) => Effect.sync(() => void (open.value = next)),
      choose,
      chooseNearby: () =>
        Effect.suspend(() => {
          locating.value = true
          return loadNearbyDestination().pipe(
            Effect.flatMap(choose),
            Effect.ensuring(Effect.sync(() => void (locating.value = false))),
          )
        }),
    }
  })
