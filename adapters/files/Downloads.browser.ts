import { Effect, Layer } from "effect"
import { Downloads } from "../../core/ports/Downloads.ts"

/** Core's Downloads port in the browser: the file as a Blob behind a link the page clicks once. */
export const layerBrowser: Layer.Layer<Downloads> = Layer.succeed(Downloads, {
  save: (file) =>
    Effect.sync(() => {
      const url = URL.createObjectURL(new Blob([file.content], { type: file.mediaType }))
      const link = document.createElement("a")
      link.href = url
      link.download = file.fileName
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 0)
    }),
})
