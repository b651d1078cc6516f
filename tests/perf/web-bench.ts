import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { Schema } from "effect"
import { HOME_ROUTE, HOTEL_PAGE_PATTERN, hotelPageRoute, HOTELS_ROUTE, ROOMS_ROUTE, SPECIAL_OFFER_PATTERN, specialOfferRoute } from "../../core/routes.ts"
import { SearchCriteria } from "../../core/search/search-criteria.ts"
import { searchLinkHref } from "../../core/search/search-link.ts"
import { buildServer } from "../../server/build.ts"
import { HOTELS } from "../../server/db/seed/hotels.ts"
import { OFFERS } from "../../server/db/seed/offers.ts"
import { IDLE_WORK_MARK } from "../../ui/kit/idle-work-mark.ts"
import { insertWebFigures, type WebFigures, webFiguresTable } from "./web-bench-report.ts"

/**
 * `npm run bench:web` (issue 11 §3, QUALITY.md "Performance (the site)"): builds the site and the server as
 * `npm start` does (the site, its server render entry and the server), starts the built server on a fresh temporary
 * DATA_DIR, and measures `/`, a hotel's page, `/booking/hotels`, `/booking/rooms` and an offer's page (the booking pages opened through
 * a shared search link, core/search/search-link.ts):
 *   - first-load JS: every script response the page makes until the network is idle, each body gzipped here at
 *     level 9 (a stable figure, whatever the server sends), in Debian's Chromium;
 *   - Lighthouse (mobile defaults, performance category), the median of `--runs` runs per page: score, LCP, TBT, CLS.
 * Prints a Markdown table; `--write` puts it, dated and with the commit, at the top of docs/benchmarks.md's current
 * figures (the previous website figures move to the history).
 *
 *   --port 3450 --runs 3 --write --skip-build --no-lighthouse --chunks (lists each page's scripts and their sizes)
 */

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium"
const CHROME_ARGS = ["--no-sandbox", "--disable-background-networking"]

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.BENCH_PORT ?? "3450" },
    runs: { type: "string", default: "3" },
    write: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    chunks: { type: "boolean", default: false },
  },
})
const port = Number(options.port)
const runs = Number(options.runs)
const origin = `http://127.0.0.1:${port}`

const run = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}): string =>
  execFileSync(command, [...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "pipe"],
  })

/** A search two weeks ahead for two nights, one adult, at the seed's first hotel or near it, as a shared link. */
const searchLinks = (): { readonly hotels: string; readonly rooms: string } => {
  const hotel = HOTELS[0]
  if (hotel === undefined) throw new Error("the seed has no hotels")
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const criteria = (destination: unknown) =>
    Schema.decodeUnknownSync(SearchCriteria)({
      destination,
      checkInDate: day(14),
      checkOutDate: day(16),
      flexiDate: false,
      guestRooms: [{ adults: 1, kids: 0 }],
      promoCode: "",
      clubCard: "",
    })
  const brand = `${hotel.brand.charAt(0).toUpperCase()}${hotel.brand.slice(1)}`
  return {
    hotels: searchLinkHref(HOTELS_ROUTE, criteria({ category: "location", name: hotel.city, latitude: hotel.latitude, longitude: hotel.longitude })),
    rooms: searchLinkHref(ROOMS_ROUTE, criteria({ category: "hotel", hotelId: 1, hotelCode: "801", name: `Karoo ${brand} ${hotel.place}` })),
  }
}

const startServer = async (dataDir: string): Promise<ChildProcess> => {
  // A server left on the port (an earlier run that was killed) would be measured instead of this build.
  if (await fetch(`${origin}/readyz`).then(() => true, () => false)) throw new Error(`port ${port} is in use: stop what listens there or pass --port`)
  const server = spawn(process.execPath, ["dist-server/start.mjs"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      OTP_SECRET: randomBytes(32).toString("hex"),
      PAYGATE_SIMULATOR: "true",
    },
  })
  let errors = ""
  server.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()))
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): ${errors}`)
    const ready = await fetch(`${origin}/readyz`).then((response) => response.ok, () => false)
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill()
  throw new Error(`the server was not ready in 240 s: ${errors}`)
}

interface FirstLoad {
  readonly gzipBytes: number
  readonly chunks: number
  readonly idleGzipBytes: number
}

/** The widths every page is measured at (DESIGN.md): the map, for one, is on wide screens only. */
const WIDTHS = [360, 1440] as const

/** Where the kilobytes go: one line per script, largest first, for whoever is trimming a page's first load. */
const listChunks = (path: string, width: number, names: ReadonlyArray<string>, sizes: ReadonlyArray<number>): void => {
  const lines = names
    .map((name, index) => ({ name: new URL(name).pathname, bytes: sizes[index] ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ name, bytes }) => `  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`)
  process.stdout.write(`${path} at ${width} px\n${lines.join("\n")}\n`)
}

/**
 * Every script the page requests until the network is idle, gzipped at level 9 here; those requested after the
 * page's idle mark (work it put off, ui/kit/use-idle.ts) are counted apart, not in the first load.
 */
const measureFirstLoad = async (path: string, width: number): Promise<FirstLoad> => {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 800 : 900 } })
    const scripts = new Map<string, { readonly startedAt: number; readonly bytes: Promise<number> }>()
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script" || scripts.has(response.url())) return
      const startedAt = response.request().timing().startTime
      scripts.set(response.url(), { startedAt, bytes: response.body().then((body) => gzipSync(body, { level: 9 }).length) })
    })
    await page.goto(`${origin}${path}`, { waitUntil: "networkidle", timeout: 120_000 })
    await page.getByRole("heading", { level: 1 }).first().waitFor({ timeout: 60_000 })
    // What the page fetches as it settles (its data, then what the data needs) counts too; after that, nothing.
    await page.waitForLoadState("networkidle", { timeout: 120_000 })
    page.removeAllListeners("response")
    const idleSince = await page.evaluate((mark) => {
      const entry = performance.getEntriesByName(mark)[0]
      return entry === undefined ? Number.POSITIVE_INFINITY : performance.timeOrigin + entry.startTime
    }, IDLE_WORK_MARK)
    const all = await Promise.all([...scripts.entries()].map(async ([url, script]) => ({ url, startedAt: script.startedAt, bytes: await script.bytes })))
    const first = all.filter((script) => script.startedAt < idleSince)
    const idle = all.filter((script) => script.startedAt >= idleSince)
    if (options.chunks) listChunks(path, width, first.map((script) => script.url), first.map((script) => script.bytes))
    const total = (scripts: ReadonlyArray<{ readonly bytes: number }>) => scripts.reduce((sum, script) => sum + script.bytes, 0)
    return { gzipBytes: total(first), chunks: first.length, idleGzipBytes: total(idle) }
  } finally {
    await browser.close()
  }
}

interface LighthouseRun {
  readonly score: number
  readonly lcpMs: number
  readonly tbtMs: number
  readonly cls: number
}

const LighthouseReport = Schema.Struct({
  categories: Schema.Struct({ performance: Schema.Struct({ score: Schema.Number }) }),
  audits: Schema.Struct({
    "largest-contentful-paint": Schema.Struct({ numericValue: Schema.Number }),
    "total-blocking-time": Schema.Struct({ numericValue: Schema.Number }),
    "cumulative-layout-shift": Schema.Struct({ numericValue: Schema.Number }),
  }),
})

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on this loaded machine: such a run is made again. */
const LIGHTHOUSE_ATTEMPTS = 3

/** One Lighthouse run (its CLI, mobile defaults, performance only) in Debian's Chromium through chrome-launcher. */
const lighthouseRun = (path: string, attempt = 1): LighthouseRun => {
  try {
    return lighthouseAttempt(path)
  } catch (error) {
    if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error
    return lighthouseRun(path, attempt + 1)
  }
}

const lighthouseAttempt = (path: string): LighthouseRun => {
  const output = run(
    "npx",
    [
      "lighthouse",
      `${origin}${path}`,
      "--only-categories=performance",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--chrome-flags=--headless=new ${CHROME_ARGS.join(" ")}`,
    ],
    { CHROME_PATH: CHROME },
  )
  const report = Schema.decodeUnknownSync(Schema.fromJsonString(LighthouseReport))(output)
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: report.audits["largest-contentful-paint"].numericValue,
    tbtMs: report.audits["total-blocking-time"].numericValue,
    cls: report.audits["cumulative-layout-shift"].numericValue,
  }
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const medianRun = (all: ReadonlyArray<LighthouseRun>): LighthouseRun => ({
  score: median(all.map((one) => one.score)),
  lcpMs: median(all.map((one) => one.lcpMs)),
  tbtMs: median(all.map((one) => one.tbtMs)),
  cls: median(all.map((one) => one.cls)),
})

const main = async (): Promise<void> => {
  if (!options["skip-build"]) {
    run("npx", ["vite", "build", "--logLevel", "warn"], { NODE_ENV: "production" })
    // The server's render entry too: the pages it draws are measured as a guest meets them.
    run("npx", ["vite", "build", "--config", "vite.ssr.config.ts", "--logLevel", "warn"], { NODE_ENV: "production" })
    await buildServer()
  }
  const links = searchLinks()
  const pages = [
    { route: HOME_ROUTE, path: HOME_ROUTE },
    // A hotel's page: the page a search engine sends most guests to.
    { route: HOTEL_PAGE_PATTERN, path: hotelPageRoute(HOTELS[0]!.brand, 1) },
    { route: HOTELS_ROUTE, path: links.hotels },
    { route: ROOMS_ROUTE, path: links.rooms },
    // An offer's page: the fifth page of the site's Lighthouse bar.
    { route: SPECIAL_OFFER_PATTERN, path: specialOfferRoute(OFFERS[0]!.slug) },
  ]
  const dataDir = mkdtempSync(join(tmpdir(), "hotel-web-bench-"))
  const server = await startServer(dataDir)
  try {
    const figures: Array<WebFigures> = []
    for (const page of pages) {
      // Lighthouse emulates a phone: its figures go on the small width's row.
      const lighthouse = options["no-lighthouse"] ? undefined : medianRun(Array.from({ length: runs }, () => lighthouseRun(page.path)))
      for (const width of WIDTHS) {
        const firstLoad = await measureFirstLoad(page.path, width)
        figures.push({ route: page.route, width, ...firstLoad, ...(lighthouse === undefined || width !== WIDTHS[0] ? {} : { lighthouse }) })
      }
    }
    const commit = run("git", ["rev-parse", "--short", "HEAD"]).trim()
    const dirty = run("git", ["status", "--porcelain", "--untracked-files=no"]).trim() !== ""
    const date = new Date().toISOString().slice(0, 10)
    const table = webFiguresTable(figures)
    process.stdout.write(`${table}\n`)
    if (options.write) {
      const file = join(ROOT, "docs/benchmarks.md")
      const note = `Lighthouse ${options["no-lighthouse"] ? "not run" : `median of ${runs}`}; the booking pages opened through a shared search link.`
      writeFileSync(file, insertWebFigures(readFileSync(file, "utf8"), { date, commit: dirty ? `${commit}+` : commit, table, note }))
    }
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve))
      server.kill("SIGTERM")
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
