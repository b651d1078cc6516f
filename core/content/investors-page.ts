import { INVESTORS_ROUTE } from "../routes.ts"
import { empty, ready } from "../screen/view-state.ts"
import { DOWNLOAD_PDF, downloadLabel, INVESTORS, INVESTORS_DESCRIPTION, OPEN_LINK } from "./company-messages.ts"
import { entitiesOf, investorDownloadOf } from "./content-entities.ts"
import { type ContentPageSpec, itemsOf, listRead, makeContentPageModel } from "./content-page-model.ts"
import { investorDownloadsView } from "./investor-downloads.ts"
import { headOf } from "./company-page-parts.ts"

/** The investors page (spec A §2, §4, §8) as a spec of the one content page model. */

export interface DownloadLink {
  readonly name: string
  readonly href: string
  /** What it opens: a PDF, or a page elsewhere. */
  readonly action: string
  readonly label: string
  readonly external: boolean
}

export interface InvestorsContent {
  readonly groups: ReadonlyArray<{ readonly label: string; readonly downloads: ReadonlyArray<DownloadLink> }>
}

export const investorsPage: ContentPageSpec<"downloads", InvestorsContent> = {
  reads: { downloads: listRead("investor_download") },
  view: ({ downloads }) => {
    const view = investorDownloadsView(entitiesOf(itemsOf(downloads), investorDownloadOf))
    if (view.kind === "empty") return empty(view.message)
    return ready({
      groups: view.groups.map((group) => ({
        label: group.label,
        downloads: group.downloads.map((download) => {
          const action = download.isLink ? OPEN_LINK : DOWNLOAD_PDF
          return {
            name: download.name,
            href: download.isLink ? download.link : (download.files[0]?.url ?? download.link),
            action,
            label: downloadLabel(action, download.name),
            external: download.isLink,
          }
        }),
      })),
    })
  },
  head: () => headOf(INVESTORS, INVESTORS_DESCRIPTION, INVESTORS_ROUTE),
}

export const makeInvestorsModel = () => makeContentPageModel(investorsPage)
