import { type ComponentType, lazy, type ReactNode, useState } from "react"

/** A module whose default export is a function component. */
export interface ComponentModule<P> {
  readonly default: (props: P) => ReactNode
}

export interface PreloadableLazy<P> {
  /** Renders the module's component: at once when it has loaded, else through React.lazy (suspending). */
  readonly Component: (props: P) => ReactNode
  /** Loads the module (once; a failed load is tried again next time). */
  readonly preload: () => Promise<void>
}

/**
 * A lazily loaded component that can be loaded before it first renders. React.lazy alone suspends on its first
 * render even when its chunk is already in the browser (the import's promise settles a tick later), and React then
 * holds the revealed content back for up to 300 ms after its fallback: the app preloads the visited page's chunks
 * (ui/app/route-areas.ts), so that page renders in one go, without a skeleton or that wait.
 */
export const preloadableLazy = <P extends object>(load: () => Promise<ComponentModule<P>>): PreloadableLazy<P> => {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ readonly default: ComponentType<P> }> | undefined
  const start = (): Promise<{ readonly default: ComponentType<P> }> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default as ComponentType<P>
        return { default: loaded }
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(start) as unknown as ComponentType<P>
  const Component = (props: P) => {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the page.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Chosen {...props} />
  }
  return { Component, preload: () => start().then(() => undefined) }
}
