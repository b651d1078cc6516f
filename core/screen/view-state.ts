/**
 * What a screen, or a part of one, shows while its data is read: one union for every screen, derived by a pure
 * function in core and switched on by the kit's AsyncView. The messages are the spec's words (a capability's
 * messages.ts); "failed" is a read that went wrong, "empty" a read that found nothing to show.
 */
export type ViewState<A> =
  | { readonly kind: "loading" }
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly value: A }

export const LOADING: ViewState<never> = { kind: "loading" }

export const ready = <A>(value: A): ViewState<A> => ({ kind: "ready", value })

export const empty = (message: string): ViewState<never> => ({ kind: "empty", message })

export const failed = (message: string): ViewState<never> => ({ kind: "failed", message })

/** The same state with its ready value changed; loading, empty and failed pass through. */
export const mapReady = <A, B>(state: ViewState<A>, f: (value: A) => B): ViewState<B> =>
  state.kind === "ready" ? ready(f(state.value)) : state

/** How the older list rules (hotels, rooms) answer: "error" where the screens say "failed". */
export type ListView =
  | { readonly kind: "loading" }
  | { readonly kind: "error"; readonly message: string }
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready" }

/** A list rule's answer as the screen's view state, the ready list shaped by `onReady`. */
export const fromListView = <V extends ListView, A>(view: V, onReady: (list: Extract<V, { kind: "ready" }>) => A): ViewState<A> => {
  const list: ListView = view
  switch (list.kind) {
    case "loading":
      return LOADING
    case "error":
      return failed(list.message)
    case "empty":
      return empty(list.message)
    case "ready":
      return ready(onReady(view as Extract<V, { kind: "ready" }>))
  }
}
