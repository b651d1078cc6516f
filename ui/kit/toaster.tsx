import { useSignals } from "@preact/signals-react/runtime"
import { CircleAlert, CircleCheck, X } from "lucide-react"
import "./toaster.css"
import type { ToastStore } from "./toast-store.ts"

/**
 * The toasts of a ToastStore in a polite live region (errors assertive), styled by a CSS file: nothing
 * adds a <style> at run time, so the CSP needs no nonce for them.
 */
export const Toaster = ({ store }: { readonly store: ToastStore }) => {
  useSignals()
  const toasts = store.toasts.value
  return (
    <section aria-label="Notifications">
      <ol className="toaster" aria-live="polite">
        {toasts.map((toast) => (
          // The role sits inside the item: a list's children must stay list items (axe "list").
          <li key={toast.id}>
            <div className={`toast toast--${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
            {toast.kind === "error" ? <CircleAlert size={20} aria-hidden="true" /> : <CircleCheck size={20} aria-hidden="true" />}
            <span className="toast__message">{toast.message}</span>
            <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => store.dismiss(toast.id)}>
              <X size={16} aria-hidden="true" />
            </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
