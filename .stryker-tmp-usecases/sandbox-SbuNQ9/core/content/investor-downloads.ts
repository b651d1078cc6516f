// @ts-nocheck
import { NO_DOWNLOADS } from "./messages.ts"

/** spec accounts-and-content §3 (Investor download): the year is the download's date. */
export interface InvestorDownload {
  readonly name: string
  readonly year: number
  readonly link: string
  readonly isLink: boolean
  readonly isPdf: boolean
  readonly files: ReadonlyArray<{ readonly url: string }>
}

/** spec accounts-and-content §4: years this far behind the latest, and older, share one group. */
export const OLDER_DOWNLOADS_YEARS_BEHIND = 4

export interface DownloadGroup<T> {
  readonly label: string
  readonly downloads: ReadonlyArray<T>
}

export type InvestorDownloadsView<T> =
  | { readonly kind: "empty"; readonly message: string }
  | { readonly kind: "ready"; readonly groups: ReadonlyArray<DownloadGroup<T>> }

/**
 * spec accounts-and-content §4: downloads grouped by year, latest first. The years from
 * `latest − 4` back share the group "{latest-4} - Older" (latest 2026: 2026, 2025, 2024, 2023, then
 * "2022 - Older" holding 2022 and before), so no year shows twice. Within a group, newer years first,
 * otherwise the order given.
 */
export const groupDownloadsByYear = <T extends { readonly year: number }>(
  downloads: ReadonlyArray<T>,
): ReadonlyArray<DownloadGroup<T>> => {
  if (downloads.length === 0) return []
  const newestFirst = [...downloads].sort((a, b) => b.year - a.year)
  const olderFrom = newestFirst[0]!.year - OLDER_DOWNLOADS_YEARS_BEHIND
  const groups: Array<{ label: string; downloads: Array<T> }> = []
  for (const download of newestFirst) {
    const label = download.year <= olderFrom ? `${olderFrom} - Older` : String(download.year)
    const last = groups.at(-1)
    if (last?.label === label) last.downloads.push(download)
    else groups.push({ label, downloads: [download] })
  }
  return groups
}

/** spec accounts-and-content §4, §8: the investors tab, or "No downloads available." when there are none. */
export const investorDownloadsView = <T extends { readonly year: number }>(
  downloads: ReadonlyArray<T>,
): InvestorDownloadsView<T> =>
  downloads.length === 0 ? { kind: "empty", message: NO_DOWNLOADS } : { kind: "ready", groups: groupDownloadsByYear(downloads) }
