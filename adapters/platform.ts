/**
 * The few browser objects the adapters use, typed by what they use of them. The project compiles
 * without the DOM library (core must not see it, and the server's own fetch types clash with it), so
 * the adapters read the platform through these shapes; tests hand in fakes of the same shapes.
 */

/** Web Storage (sessionStorage, localStorage). Every method may throw: private mode, quota, disabled storage. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface PositionLike {
  readonly coords: { readonly latitude: number; readonly longitude: number }
}

export interface PositionErrorLike {
  readonly message?: string
}

export interface GeolocationLike {
  getCurrentPosition(
    success: (position: PositionLike) => void,
    error?: (error: PositionErrorLike) => void,
    options?: { readonly enableHighAccuracy?: boolean; readonly timeout?: number; readonly maximumAge?: number },
  ): void
}

/** What a form POST needs of the document. */
export interface FormDocumentLike {
  createElement(tag: "form"): FormLike
  createElement(tag: "input"): InputLike
  readonly body: { appendChild(node: unknown): unknown }
}

export interface FormLike {
  method: string
  action: string
  appendChild(node: unknown): unknown
  submit(): void
}

export interface InputLike {
  type: string
  name: string
  value: string
}

interface BrowserGlobals {
  readonly sessionStorage?: StorageLike
  readonly localStorage?: StorageLike
  readonly navigator?: { readonly onLine?: boolean; readonly geolocation?: GeolocationLike }
  readonly document?: FormDocumentLike
}

/** The page's globals, each possibly missing (a server render, an old browser, a locked-down webview). */
export const browserGlobals = (): BrowserGlobals => globalThis as unknown as BrowserGlobals

/**
 * A storage area, or undefined when the browser has none or refuses access: reading `sessionStorage`
 * itself throws a SecurityError when cookies are blocked.
 */
export const storageArea = (name: "sessionStorage" | "localStorage"): StorageLike | undefined => {
  try {
    return browserGlobals()[name]
  } catch {
    return undefined
  }
}
