import type { ReactNode } from "react"
import type { ViewState } from "../../core/screen/view-state.ts"
import "./async-view.css"
import { Button } from "./button.tsx"
import { Notice } from "./notice.tsx"

export interface AsyncViewProps<A> {
  /** Core's view state of the screen or of the part of it this view shows. */
  readonly state: ViewState<A>
  /** The skeleton, the size of the content (a wait over 300 ms shows it: the kit's Skeleton and useDelayedFlag). */
  readonly loading: ReactNode
  readonly children: (value: A) => ReactNode
  /** Nothing to show, with the spec's words; an empty-state block by default. */
  readonly empty?: (message: string) => ReactNode
  /** The read failed, with the spec's words; an alert by default, with a retry button when `retry` is given. */
  readonly failed?: (message: string) => ReactNode
  readonly retry?: { readonly label: string; readonly onRetry: () => void }
}

/** One way to show a read: skeleton, empty, failed (with retry), ready. The view state is core's; this only switches. */
export const AsyncView = <A,>({ state, loading, children, empty, failed, retry }: AsyncViewProps<A>) => {
  switch (state.kind) {
    case "loading":
      return <>{loading}</>
    case "empty":
      return (
        <>
          {empty === undefined ? (
            <div className="empty-state" role="status">
              <p className="empty-state__title">{state.message}</p>
            </div>
          ) : (
            empty(state.message)
          )}
        </>
      )
    case "failed":
      return (
        <>
          {failed === undefined ? (
            <Notice tone="danger" role="alert">
              {state.message}
            </Notice>
          ) : (
            failed(state.message)
          )}
          {retry === undefined ? null : (
            <Button variant="secondary" onClick={retry.onRetry}>
              {retry.label}
            </Button>
          )}
        </>
      )
    case "ready":
      return <>{children(state.value)}</>
  }
}
