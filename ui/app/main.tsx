import "@fontsource-variable/inter/wght.css"
import "../kit/tokens.css"
import "../kit/base.css"
import { setNonce } from "get-nonce"
import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { createBrowserRouter } from "react-router-dom"
import { adaptersLayer } from "./adapters-layer.ts"
import { App } from "./app.tsx"
import { routerNavigation } from "./navigation.ts"
import { appRoutes } from "./router.tsx"
import { makeAppRuntime } from "./runtime.ts"
import { makeAppToasts } from "./toasts.ts"

// The server writes this response's CSP nonce into index.html; the dialogs' scroll lock adds a <style> with it.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
if (nonce) setNonce(nonce)

// The router loads the visited page's area and page (announced in its HTML) before its first render, so it draws
// the page, not a skeleton; a later navigation keeps the page on show until the next one's chunks are in.
const router = createBrowserRouter([...appRoutes()])
const toasts = makeAppToasts()
const runtime = makeAppRuntime(adaptersLayer, toasts, routerNavigation(() => router))

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root")

// As a transition, React renders the first page in slices that leave the main thread free between them.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App runtime={runtime} router={router} toasts={toasts} />
    </StrictMode>,
  ),
)
