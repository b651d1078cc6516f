import "@fontsource-variable/inter/wght.css"
import "../kit/tokens.css"
import "../kit/base.css"
import { setNonce } from "get-nonce"
import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { BrowserRouter } from "react-router-dom"
import { makeToastStore } from "../kit/toast-store.ts"
import { adaptersLayer } from "./adapters-layer.ts"
import { App } from "./app.tsx"
import { preloadRoute } from "./route-areas.ts"
import { makeAppRuntime } from "./runtime.ts"

// The server writes this response's CSP nonce into index.html; the dialogs' scroll lock adds a <style> with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
if (nonce) setNonce(nonce)

const toasts = makeToastStore()
const runtime = makeAppRuntime(adaptersLayer, toasts)

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root")

const reactRoot = createRoot(root)
// The first render waits for the visited page's chunks (announced in its HTML), so it draws the page, not a
// skeleton; as a transition, React renders it in slices that leave the main thread free between them.
const renderApp = () =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <BrowserRouter>
          <App runtime={runtime} toasts={toasts} />
        </BrowserRouter>
      </StrictMode>,
    ),
  )
preloadRoute(window.location.pathname).then(renderApp, renderApp)
