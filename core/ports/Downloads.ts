import { Context, type Effect } from "effect"

/** A file the visitor keeps (the stay as a calendar entry). */
export interface DownloadFile {
  readonly fileName: string
  readonly mediaType: string
  readonly content: string
}

export interface DownloadsShape {
  /** Hands the file to the visitor's browser to keep. */
  readonly save: (file: DownloadFile) => Effect.Effect<void>
}

/** Where a command's file goes (Add to calendar): the browser's download in the app, a list in tests. */
export class Downloads extends Context.Service<Downloads, DownloadsShape>()("hotel/ports/Downloads") {}
