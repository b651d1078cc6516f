/** happy-dom's window is 1024 px wide; a test of a wide or narrow layout sets its width (the spec's breakpoint is 1120 px). */
export const setViewportWidth = (width: number): void =>
  (window as unknown as { readonly happyDOM: { readonly setViewport: (viewport: { readonly width: number; readonly height: number }) => void } }).happyDOM.setViewport({
    width,
    height: 900,
  })
