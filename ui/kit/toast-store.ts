import { type ReadonlySignal, signal } from "@preact/signals-core"

export interface Toast {
  readonly id: number
  readonly kind: "success" | "error"
  readonly message: string
}

export interface ToastStore {
  readonly toasts: ReadonlySignal<ReadonlyArray<Toast>>
  /** Shows a toast for the store's duration (the app's: core's TOAST_DURATION_MILLIS); a success dismisses the errors on screen. */
  readonly show: (kind: Toast["kind"], message: string) => void
  readonly dismiss: (id: number) => void
  /** Takes every error toast off the screen. */
  readonly dismissErrors: () => void
}

/** The toasts on screen, as a signal the Toaster renders; each leaves by itself after `durationMillis`. */
export const makeToastStore = (durationMillis: number): ToastStore => {
  const toasts = signal<ReadonlyArray<Toast>>([])
  let nextId = 1
  const dismiss = (id: number): void => {
    toasts.value = toasts.value.filter((toast) => toast.id !== id)
  }
  const dismissErrors = (): void => {
    toasts.value = toasts.value.filter((toast) => toast.kind !== "error")
  }
  const show = (kind: Toast["kind"], message: string): void => {
    const id = nextId++
    // A success ends the errors of the tries before it: "wrong code" beside "cancelled" would contradict itself.
    if (kind === "success") dismissErrors()
    toasts.value = [...toasts.value, { id, kind, message }]
    setTimeout(() => dismiss(id), durationMillis)
  }
  return { toasts, show, dismiss, dismissErrors }
}
