import "@fontsource-variable/inter/wght.css"
import "../kit/tokens.css"
import "../kit/base.css"
import { setNonce } from "get-nonce"
import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { createBrowserRouter } from "react-router-dom"
import { answersFromPageState, PAGE_STATE_ID } from "../../core/screen/page-render.ts"
import { adaptersLayer } from "./adapters-layer.ts"
import { App } from "./app.tsx"
import { routerNavigation } from "./navigation.ts"
import { appRoutes } from "./router.tsx"
import { makeAppRuntime } from "./runtime.ts"
import { makeAppToasts } from "./toasts.ts"

// The server writes this response's CSP nonce into index.html; the dialogs' scroll lock adds a <style> with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
if (nonce) setNonce(nonce)

// A page the server rendered (server/render/) comes with the answers it read: the resources start from them, so the
// first render in the browser is the server's page (no skeleton, no second fetch).
const pageState = document.getElementById(PAGE_STATE_ID)

// The router loads the visited page's area and page (announced in its HTML) before its first render, so it draws
// the page, not a skeleton; a later navigation keeps the page on show until the next one's chunks are in.
const router = createBrowserRouter([...appRoutes()])
const toasts = makeAppToasts()
// Hydration must draw what the server drew: the sessions start as the server saw them, and read storage once the
// page is interactive (root-layout.tsx).
const runtime = makeAppRuntime(
  adaptersLayer,
  toasts,
  routerNavigation(() => router),
  answersFromPageState(pageState?.textContent),
  pageState === null ? "stored" : "defaults",
)

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root")

const app = (
  <StrictMode>
    <App runtime={runtime} router={router} toasts={toasts} />
  </StrictMode>
)

/** Hydration must meet the server's markup: the page's lazy area and page are loaded first. */
const routerReady = (): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })

// As a transition, React renders the first page in slices that leave the main thread free between them.
if (pageState === null) startTransition(() => createRoot(root).render(app))
else
  void Promise.all([
    routerReady(),
    // A page the server drew with the search fields (the home form) hydrates them with itself: their code (a lazy
    // boundary's) is in first, so a tap on a server-drawn field never goes to a boundary still waiting for its chunk.
    // The booking pages' top bar is drawn as its summary (no fields): their code waits for Edit (issue 27 §1, §2).
    document.querySelector(".search-bar__fields") === null ? undefined : import("../search/search-fields.tsx"),
  ]).then(() => startTransition(() => void hydrateRoot(root, app)))
