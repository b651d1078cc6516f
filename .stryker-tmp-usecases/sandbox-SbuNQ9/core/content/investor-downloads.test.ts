// @ts-nocheck
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { groupDownloadsByYear, investorDownloadsView, OLDER_DOWNLOADS_YEARS_BEHIND } from "./investor-downloads.ts"

const download = (name: string, year: number) => ({ name, year })

describe("investor downloads", () => {
  it("groups downloads by year, latest first, with 2022 and before under 2022 - Older when 2026 is the latest", () => {
    const downloads = [
      download("Results 2023", 2023),
      download("Results 2020", 2020),
      download("Interim 2026", 2026),
      download("Results 2022", 2022),
      download("Results 2025", 2025),
      download("Results 2021", 2021),
      download("Annual 2026", 2026),
      download("Results 2024", 2024),
    ]
    expect(OLDER_DOWNLOADS_YEARS_BEHIND).toBe(4)
    expect(groupDownloadsByYear(downloads)).toEqual([
      { label: "2026", downloads: [download("Interim 2026", 2026), download("Annual 2026", 2026)] },
      { label: "2025", downloads: [download("Results 2025", 2025)] },
      { label: "2024", downloads: [download("Results 2024", 2024)] },
      { label: "2023", downloads: [download("Results 2023", 2023)] },
      {
        label: "2022 - Older",
        downloads: [download("Results 2022", 2022), download("Results 2021", 2021), download("Results 2020", 2020)],
      },
    ])
  })

  it("gives only years that have downloads their own group", () => {
    expect(groupDownloadsByYear([download("a", 2026), download("b", 2023), download("c", 2019)])).toEqual([
      { label: "2026", downloads: [download("a", 2026)] },
      { label: "2023", downloads: [download("b", 2023)] },
      { label: "2022 - Older", downloads: [download("c", 2019)] },
    ])
  })

  it("keeps a single year in its own group when nothing is older", () => {
    expect(groupDownloadsByYear([download("a", 2024)])).toEqual([{ label: "2024", downloads: [download("a", 2024)] }])
  })

  it("shows No downloads available. when there are none", () => {
    expect(groupDownloadsByYear([])).toEqual([])
    expect(investorDownloadsView([])).toEqual({ kind: "empty", message: "No downloads available." })
    expect(investorDownloadsView([download("a", 2024)])).toEqual({
      kind: "ready",
      groups: [{ label: "2024", downloads: [download("a", 2024)] }],
    })
  })

  it("every download lands in exactly one group, groups run latest first and at most five exist", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), year: fc.integer({ min: 1990, max: 2030 }) }), { maxLength: 30 }), (downloads) => {
        const groups = groupDownloadsByYear(downloads)
        expect(groups.flatMap((group) => group.downloads).length).toBe(downloads.length)
        expect(new Set(groups.flatMap((group) => group.downloads))).toEqual(new Set(downloads))
        expect(groups.length).toBeLessThanOrEqual(OLDER_DOWNLOADS_YEARS_BEHIND + 1)
        const years = groups.flatMap((group) => group.downloads.map((item) => item.year))
        for (let index = 1; index < years.length; index++) expect(years[index]!).toBeLessThanOrEqual(years[index - 1]!)
        expect(new Set(groups.map((group) => group.label)).size).toBe(groups.length)
      }),
    )
  })
})
