/**
 * The report of `npm run bench:web` (tests/perf/web-bench.ts): the Markdown table, beside QUALITY.md's floor, bar
 * and goal, and its place in docs/benchmarks.md: at the top of the current figures, the previous website figures
 * moved to the top of the history.
 */

export interface WebFigures {
  readonly route: string
  /** The viewport's width in CSS pixels (DESIGN.md: the small phone and the wide desktop). */
  readonly width: number
  readonly gzipBytes: number
  readonly chunks: number
  /** Scripts the page put off until the browser was idle (ui/kit/use-idle.ts), requested after its mark. */
  readonly idleGzipBytes: number
  readonly lighthouse?: { readonly score: number; readonly lcpMs: number; readonly tbtMs: number; readonly cls: number }
}

/** QUALITY.md "Performance (the site)": what the stack alone costs, and the first-load bar and goal. */
const STACK_FLOOR = "135–150 KB"
const FIRST_LOAD_BAR_AND_GOAL = "200 / 160 KB"

const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`

const lighthouseCells = (figures: WebFigures): string =>
  figures.lighthouse === undefined
    ? "– | – | – | –"
    : [
        String(figures.lighthouse.score),
        `${(figures.lighthouse.lcpMs / 1000).toFixed(2)} s`,
        `${Math.round(figures.lighthouse.tbtMs)} ms`,
        figures.lighthouse.cls.toFixed(3),
      ].join(" | ")

export const webFiguresTable = (rows: ReadonlyArray<WebFigures>): string =>
  [
    "| page | width | first-load JS (gzip) | chunks | then, once idle | stack floor | bar / goal | Lighthouse score | LCP | TBT | CLS |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| \`${row.route}\` | ${row.width} px | ${kilobytes(row.gzipBytes)} | ${row.chunks} | ${kilobytes(row.idleGzipBytes)} | ${STACK_FLOOR} | ${FIRST_LOAD_BAR_AND_GOAL} | ${lighthouseCells(row)} |`,
    ),
  ].join("\n")

const WEB_HEADING = "### Website (`npm run bench:web`)"
const CURRENT = "## Current figures"
const HISTORY = "## History"

export interface WebSection {
  readonly date: string
  readonly commit: string
  readonly table: string
  readonly note: string
}

/** Where a website section that starts at `start` ends: after its three blocks (heading, table, note) and a blank line. */
const WEB_SECTION_BLOCKS = 3
const sectionEnd = (lines: ReadonlyArray<string>, start: number): number => {
  let end = start
  for (let blocks = 0; blocks < WEB_SECTION_BLOCKS && end < lines.length; blocks++) {
    while (end < lines.length && lines[end] !== "") end++
    while (end < lines.length && lines[end] === "") end++
  }
  return end
}

/** `markdown` with `section` first under "## Current figures" and the website figures it replaces first in the history. */
export const insertWebFigures = (markdown: string, section: WebSection): string => {
  const lines = markdown.split("\n")
  const current = lines.indexOf(CURRENT)
  if (current === -1 || !lines.includes(HISTORY)) throw new Error(`docs/benchmarks.md has no "${CURRENT}" or "${HISTORY}" heading`)
  const moved: Array<string> = []
  for (let index = lines.indexOf(HISTORY); index > current; index--) {
    if (!(lines[index] ?? "").startsWith(WEB_HEADING)) continue
    const end = sectionEnd(lines, index)
    moved.unshift(...lines.splice(index, end - index))
  }
  // Each heading is followed by a blank line: the new section goes after it, the moved ones after History's.
  lines.splice(current + 2, 0, `${WEB_HEADING} — ${section.date}, \`${section.commit}\``, "", section.table, "", section.note, "")
  if (moved.length > 0 && moved.at(-1) !== "") moved.push("")
  lines.splice(lines.indexOf(HISTORY) + 2, 0, ...moved)
  return lines.join("\n")
}
