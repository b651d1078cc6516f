import { render, type RenderResult } from "@testing-library/react"
import type { ReactElement } from "react"
import { MemoryRouter } from "react-router-dom"
import { ServedRoutesProvider, type ServedRoutes } from "../kit/served-routes-context.tsx"

export interface RenderOptions {
  /** The path the router starts at. */
  readonly path?: string
  /** The routes the site serves in this test. */
  readonly served?: ServedRoutes
}

/** Renders a component as the app would: inside a router and with the served routes known. */
export const renderInApp = (element: ReactElement, { path = "/", served = ["/"] }: RenderOptions = {}): RenderResult =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ServedRoutesProvider routes={served}>{element}</ServedRoutesProvider>
    </MemoryRouter>,
  )
