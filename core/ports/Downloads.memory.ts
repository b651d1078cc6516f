import { Effect, Layer } from "effect"
import { type DownloadFile, Downloads } from "./Downloads.ts"

export interface DownloadsMemory {
  readonly layer: Layer.Layer<Downloads>
  /** Every file saved, in order. */
  readonly saved: ReadonlyArray<DownloadFile>
}

/** Downloads that keeps the files instead of handing them to a browser. */
export const makeDownloadsMemory = (): DownloadsMemory => {
  const saved: Array<DownloadFile> = []
  return { layer: Layer.succeed(Downloads, { save: (file) => Effect.sync(() => void saved.push(file)) }), saved }
}
