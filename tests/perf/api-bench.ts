import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { appendFileSync, readFileSync } from "node:fs"
import { cpus, loadavg } from "node:os"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import autocannon, { type RequestContext, type Result } from "autocannon"
import { Effect } from "effect"
import pg from "pg"
import { today } from "../../core/time/clock.ts"
import { buildServer } from "../../server/build.ts"
import { checkInventory, type InventoryCheck, takenRooms } from "../../server/inventory/testing/inventory-audit.ts"
import { PasswordHasher } from "../../server/accounts/PasswordHasher.ts"
import {
  bodyMaker,
  type CatalogueHotel,
  hotelSearchBodies,
  type OfferChoice,
  reservationBody,
  type RoomSearch,
  roomSearchBody,
  roomSearches,
} from "./bench-bodies.ts"

/**
 * `npm run bench:api` (issue 3 §4, QUALITY.md "Performance (the API)"): the API server as `npm start`
 * builds it, on PostgreSQL, under autocannon from this process, with a bare Hono hello-world measured
 * in the same run as the baseline. Each round measures, one after the other:
 *   - the hello-world (GET /, 50 connections),
 *   - hotel search (POST /api/web/bookings/hotels, 50 connections, a mix of destinations, dates, parties),
 *   - room search (POST /api/web/bookings/rooms, 50 connections, a mix of hotels, dates, parties),
 *   - reservations (POST /api/web/bookings/reservation, 20 connections, rooms the search offered),
 * then checks that no room was oversold: no night below zero, and the rooms taken from the inventory
 * equal the rooms held and booked. Prints a Markdown table; `--write` appends it, dated and with the
 * commit, to docs/benchmarks.md. Everything listens and loads on 127.0.0.1 only; time is bounded by
 * the options (about rounds x 4 x duration seconds plus seeding).
 *
 *   DATABASE_URL (or TEST_DATABASE_URL)  PostgreSQL; the run works in a fresh schema it drops at the end
 *   --rounds 3 --duration 10 --days 60 --warmup 2 --write
 *   --keep-schema  leave the schema in place to look into a failed check
 *   --targets hello,rooms  measure only these (the report and --write need all four); add `login` for sign-ins
 *                  beside room searches (issues 14, 22), a table of its own: `--targets rooms,login --write` appends it
 *   --profile DIR  write the API server's V8 CPU profile (.cpuprofile) into DIR when it stops
 *
 * Exit status: 0 when it ran (bars are reported, not asserted: timings on a shared 2-core machine are
 * noisy), 1 when a room was oversold or the run failed, 2 when the routes it needs are not served yet.
 */

const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    days: { type: "string", default: "60" },
    warmup: { type: "string", default: "2" },
    write: { type: "boolean", default: false },
    "keep-schema": { type: "boolean", default: false },
    targets: { type: "string", default: "hello,hotels,rooms,reservation" },
    profile: { type: "string" },
  },
})
const ROUNDS = Number(options.rounds)
const DURATION_S = Number(options.duration)
const WARMUP_S = Number(options.warmup)
const DAYS = Number(options.days)
const TARGET_NAMES = ["hello", "hotels", "rooms", "reservation"]
/** Optional: sign-ins beside room searches (issues 14, 22 §3), reported in a table of its own. */
const LOGIN_TARGET = "login"
const SELECTED = options.targets.split(",").map((name) => name.trim())
const EVERY_TARGET = TARGET_NAMES.every((name) => SELECTED.includes(name))

/** QUALITY.md "Performance (the API)". */
const BARS = {
  roomSearchP99Ms: 100,
  roomSearchGoalP99Ms: 50,
  roomSearchShare: 0.1,
  roomSearchGoalShare: 0.2,
  reservationP99Ms: 300,
  reservationGoalP99Ms: 100,
} as const

const SEARCH_CONNECTIONS = 50
const RESERVATION_CONNECTIONS = 20
/** Distinct bodies per target: enough variety that no cache or plan sees one request over and over. */
const BODY_POOL = 500
/** Room searches made before the run to find offers to reserve. */
const OFFER_PROBES = 150
/** Seeding 58 hotels on a slow disk takes a while; a stuck start must not hang the run. */
const START_TIMEOUT_MS = 300_000
const REQUEST_TIMEOUT_S = 10

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const BENCHMARKS_FILE = `${ROOT}docs/benchmarks.md`

/** A failure before any figure: said plainly, with the exit status it deserves. */
class SetupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = 1,
  ) {
    super(message)
  }
}

const log = (line: string) => process.stderr.write(`bench:api: ${line}\n`)

// ---------------------------------------------------------------------------------------------
// Processes

interface Child {
  readonly process: ChildProcess
  readonly port: number
}

/** Where the servers of the run are built: both run as plain Node, as `npm start` runs the site (server/build.ts). */
const BUILD_DIR = `${ROOT}dist-server/bench`

/** Builds the two servers; answers each entry's built file by the entry's name ("bench-server", "hello-server"). */
const buildServers = async (): Promise<ReadonlyMap<string, string>> => {
  await buildServer({ entries: ["tests/perf/bench-server.ts", "tests/perf/hello-server.ts"], outdir: BUILD_DIR })
  return new Map(["bench-server", "hello-server"].map((name) => [name, `${BUILD_DIR}/${name}.mjs`]))
}

/** Starts a built entry point in its own Node process and waits for its `{ ready, port }` message. */
const startChild = (file: string, env: NodeJS.ProcessEnv, nodeFlags: ReadonlyArray<string> = []): Promise<Child> =>
  new Promise((resolve, reject) => {
    const entry = file.slice(file.lastIndexOf("/") + 1)
    const child = spawn(process.execPath, [...nodeFlags, "--enable-source-maps", file], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      // The server's access log goes nowhere: it still writes every line, as in production.
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    })
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new SetupError(`${entry} did not start within ${START_TIMEOUT_MS / 1000} s`))
    }, START_TIMEOUT_MS)
    child.once("message", (message: { ready: boolean; port?: number; error?: string }) => {
      clearTimeout(timer)
      if (message.ready && message.port !== undefined) resolve({ process: child, port: message.port })
      else reject(new SetupError(`${entry} failed to start: ${message.error ?? "unknown error"}`))
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new SetupError(`${entry} exited with status ${code} before it was ready`))
    })
  })

const stopChild = (child: Child | undefined): Promise<void> =>
  new Promise((done) => {
    if (child === undefined || child.process.exitCode !== null) return done()
    const force = setTimeout(() => child.process.kill("SIGKILL"), 15_000)
    child.process.once("exit", () => {
      clearTimeout(force)
      done()
    })
    child.process.kill("SIGTERM")
  })

// ---------------------------------------------------------------------------------------------
// Database

const withClient = async <A>(connectionString: string, schema: string | undefined, work: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString, ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }) })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const readHotels = (client: pg.Client): Promise<ReadonlyArray<CatalogueHotel>> =>
  client
    .query<CatalogueHotel>("select code, city, province, latitude, longitude from hotels order by id")
    .then((result) => result.rows)

// ---------------------------------------------------------------------------------------------
// HTTP

const post = async (base: string, path: string, body: string): Promise<{ status: number; json: unknown }> => {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body })
  const text = await response.text()
  try {
    return { status: response.status, json: JSON.parse(text) as unknown }
  } catch {
    return { status: response.status, json: text }
  }
}

const UNKNOWN_ROUTE = "Not found."

/** Fails clearly when a call the benchmark needs is not served (yet), or answers something unexpected. */
const expectServed = (what: string, answer: { status: number; json: unknown }, expected: ReadonlyArray<number>): void => {
  const message = typeof answer.json === "object" && answer.json !== null ? (answer.json as { message?: unknown }).message : undefined
  if (answer.status === 404 && message === UNKNOWN_ROUTE) {
    throw new SetupError(`${what} is not served yet (404 "${UNKNOWN_ROUTE}"): the benchmark needs the search and reservation routes wired into server/main.ts`, 2)
  }
  if (!expected.includes(answer.status)) {
    throw new SetupError(`${what} answered ${answer.status} (expected ${expected.join(" or ")}): ${JSON.stringify(answer.json).slice(0, 300)}`)
  }
}

interface RoomOfferWire {
  readonly room_type_code: string
  readonly rate_plan_code: string
  readonly applicable_number_of_guests: number
  readonly number_of_units: number
}

/** Room searches whose offers the reservations take: what a visitor would choose after searching. */
const findOffers = async (base: string, searches: ReadonlyArray<RoomSearch>): Promise<ReadonlyArray<OfferChoice>> => {
  const choices: Array<OfferChoice> = []
  for (const search of searches) {
    const party = search.guests[0]!
    const answer = await post(base, "/api/web/bookings/rooms", roomSearchBody({ ...search, guests: [party] }))
    expectServed("POST /api/web/bookings/rooms", answer, [200])
    const offers = (answer.json as { room_offers: ReadonlyArray<RoomOfferWire> }).room_offers
    for (const offer of offers.filter((candidate) => candidate.number_of_units > 0).slice(0, 2)) {
      choices.push({ hotelCode: search.hotelCode, stay: search.stay, party, roomTypeCode: offer.room_type_code, ratePlanCode: offer.rate_plan_code })
    }
  }
  return choices
}

// ---------------------------------------------------------------------------------------------
// Load

interface Target {
  readonly name: string
  readonly label: string
  readonly connections: number
  readonly run: (durationS: number) => Promise<Result>
  /** Statuses that are answers, not errors (a sold-out room is a 409 by contract). */
  readonly accepted: ReadonlyArray<number>
  /** The process that serves it, whose CPU time is measured. */
  readonly server: Child
}

interface Sample {
  /** The serving process's CPU time (user + system) per answered request, in microseconds. */
  readonly cpuMicros: number
  readonly p50: number
  readonly p99: number
  readonly rps: number
  readonly requests: number
  readonly errors: number
  readonly statuses: Readonly<Record<string, number>>
}

/** Cycles through `bodies` from a per-connection offset, so 50 connections send 50 different requests. */
const cycling = (bodies: ReadonlyArray<string>) => {
  let next = 0
  return (context: RequestContext): string => {
    if (typeof context.offset !== "number") context.offset = (next += 37) % bodies.length
    context.offset = ((context.offset as number) + 1) % bodies.length
    return bodies[context.offset as number]!
  }
}

/**
 * Guests of the reservation load, each a client of its own: addresses of the benchmarking range (RFC 2544,
 * 198.18.0.0/15) sent in X-Forwarded-For through 127.0.0.1, a trusted proxy (bench-server.ts). Twenty
 * connections from one address would be one client, refused past its rooms on hold (MAX_HELD_ROOMS_PER_CLIENT).
 */
const BENCH_GUEST_ADDRESSES = 131_072

const guestAddresses = (): (() => string) => {
  let next = 0
  return () => {
    next = (next + 1) % BENCH_GUEST_ADDRESSES
    return `198.${18 + Math.floor(next / 65_536)}.${Math.floor(next / 256) % 256}.${next % 256}`
  }
}

const load = (
  url: string,
  connections: number,
  durationS: number,
  method: "GET" | "POST",
  bodies?: ReadonlyArray<string>,
  forwardedFor?: () => string,
): Promise<Result> => {
  const nextBody = bodies === undefined ? undefined : cycling(bodies)
  return Promise.resolve(
    autocannon({
      url,
      connections,
      duration: durationS,
      timeout: REQUEST_TIMEOUT_S,
      requests: [
        {
          method,
          ...(nextBody === undefined
            ? {}
            : {
                headers: { "content-type": "application/json" },
                setupRequest: (request, context) => ({
                  ...request,
                  body: nextBody(context),
                  ...(forwardedFor === undefined ? {} : { headers: { ...request.headers, "x-forwarded-for": forwardedFor() } }),
                }),
              }),
        },
      ],
    }),
  )
}

/** CPU time (user + system) a process has used so far, in microseconds, from /proc (Linux). */
const cpuMicrosOf = (child: Child): number => {
  const stat = readFileSync(`/proc/${child.process.pid}/stat`, "utf8")
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times, on every platform Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100

const measure = async (target: Target, durationS: number): Promise<Sample> => {
  const cpuBefore = cpuMicrosOf(target.server)
  const result = await target.run(durationS)
  const cpu = cpuMicrosOf(target.server) - cpuBefore
  const sample = sampleOf(result, target.accepted)
  return { ...sample, cpuMicros: sample.requests === 0 ? 0 : cpu / sample.requests }
}

const sampleOf = (result: Result, accepted: ReadonlyArray<number>): Omit<Sample, "cpuMicros"> => {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]))
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0)
  const refused = Object.entries(statuses)
    .filter(([status]) => !accepted.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0)
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: requests / result.duration,
    requests,
    errors: refused + result.errors,
    statuses,
  }
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0))
const perSecond = (value: number) => Math.round(value).toLocaleString("en-US")
const percent = (value: number) => `${(value * 100).toFixed(1)} %`
const yes = (met: boolean) => (met ? "yes" : "**no**")

const readOnlyGit = (args: ReadonlyArray<string>): string => {
  try {
    return execFileSync("git", [...args], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return ""
  }
}

interface Report {
  readonly samples: ReadonlyMap<string, ReadonlyArray<Sample>>
  readonly targets: ReadonlyArray<Target>
  readonly shares: ReadonlyArray<number>
  /** Per round: the hello-world's server CPU per request over room search's. */
  readonly cpuShares: ReadonlyArray<number>
  readonly inventory: InventoryCheck
  readonly setup: string
}

const markdown = (report: Report): string => {
  const commit = readOnlyGit(["rev-parse", "--short", "HEAD"]) || "unknown"
  const dirty = readOnlyGit(["status", "--porcelain"]) === "" ? "" : "+ (uncommitted changes)"
  const date = new Date().toISOString().slice(0, 10)
  const rows = report.targets.map((target) => {
    const samples = report.samples.get(target.name)!
    const statuses = new Map<string, number>()
    for (const sample of samples) for (const [status, count] of Object.entries(sample.statuses)) statuses.set(status, (statuses.get(status) ?? 0) + count)
    const answers = [...statuses].sort().map(([status, count]) => `${status}: ${count.toLocaleString("en-US")}`).join(", ")
    return `| ${target.label} | ${target.connections} | ${ms(median(samples.map((s) => s.p50)))} | ${ms(median(samples.map((s) => s.p99)))} | ${perSecond(
      median(samples.map((s) => s.rps)),
    )} | ${Math.round(median(samples.map((s) => s.cpuMicros)))} | ${samples.reduce((sum, s) => sum + s.errors, 0)} | ${answers} |`
  })
  const rooms = report.samples.get("rooms")!
  const reservations = report.samples.get("reservation")!
  const roomsP99 = median(rooms.map((s) => s.p99))
  const roomsErrors = rooms.reduce((sum, s) => sum + s.errors, 0)
  const share = median(report.shares)
  const reservationP99 = median(reservations.map((s) => s.p99))
  const oversold = report.inventory.belowZero + report.inventory.aboveTotal + report.inventory.disagreeing
  const perRound = report.targets.map(
    (target) =>
      `| ${target.label} | ${report.samples
        .get(target.name)!
        .map((s) => `${ms(s.p50)} / ${ms(s.p99)} ms, ${perSecond(s.rps)}/s`)
        .join(" | ")} |`,
  )
  return [
    `## ${date} — API under load (\`npm run bench:api\`), commit \`${commit}\`${dirty}`,
    "",
    report.setup,
    "",
    "| target | connections | p50 ms | p99 ms | req/s | server CPU µs/request | errors | answers (all rounds) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Room search throughput: **${percent(share)}** of the hello-world measured in the same rounds (median of the per-round ratios); ` +
      `by server CPU per request, ${percent(median(report.cpuShares))}.`,
    `Inventory after the run: ${report.inventory.belowZero} nights below zero, ${report.inventory.aboveTotal} above the room count, ` +
      `${report.inventory.disagreeing} room-nights where the rooms taken differ from the rooms held and booked; ` +
      `${report.inventory.heldUnits.toLocaleString("en-US")} rooms on hold in the database.`,
    "",
    "| bar (QUALITY.md) | figure | met | goal met |",
    "|---|---|---|---|",
    `| room search p99 <= ${BARS.roomSearchP99Ms} ms, 0 errors (goal <= ${BARS.roomSearchGoalP99Ms} ms) | ${ms(roomsP99)} ms, ${roomsErrors} errors | ${yes(
      roomsP99 <= BARS.roomSearchP99Ms && roomsErrors === 0,
    )} | ${yes(roomsP99 <= BARS.roomSearchGoalP99Ms && roomsErrors === 0)} |`,
    `| room search >= ${percent(BARS.roomSearchShare)} of hello-world (goal >= ${percent(BARS.roomSearchGoalShare)}) | ${percent(share)} | ${yes(
      share >= BARS.roomSearchShare,
    )} | ${yes(share >= BARS.roomSearchGoalShare)} |`,
    `| reservation p99 <= ${BARS.reservationP99Ms} ms, 0 oversold (goal <= ${BARS.reservationGoalP99Ms} ms) | ${ms(reservationP99)} ms, ${oversold} oversold | ${yes(
      reservationP99 <= BARS.reservationP99Ms && oversold === 0,
    )} | ${yes(reservationP99 <= BARS.reservationGoalP99Ms && oversold === 0)} |`,
    "",
    `Per round (p50 / p99, req/s):`,
    "",
    `| target | ${Array.from({ length: ROUNDS }, (_, index) => `round ${index + 1}`).join(" | ")} |`,
    `|---|${Array.from({ length: ROUNDS }, () => "---").join("|")}|`,
    ...perRound,
    "",
  ].join("\n")
}

// ---------------------------------------------------------------------------------------------
// The run

// ---------------------------------------------------------------------------------------------
// Sign-in beside room search (issues 14, 22 §3): do 50 members signing in at once (argon2id, off the event loop)
// get in within a second, and leave room searches their speed?

const LOGIN_CONNECTIONS = 50
const LOGIN_MEMBERS = 200
const MEMBER_PASSWORD = "Sunny-Stay-2030"

/** QUALITY.md "Sign-in, 50 connections beside room search". */
const LOGIN_BARS = { perSecond: 20, goalPerSecond: 40, p95Ms: 1000, roomSearchSlowdown: 2 } as const

/** Verified members straight into the schema, all with one hash at the production parameters. */
const seedMembers = async (databaseUrl: string, schema: string): Promise<ReadonlyArray<string>> => {
  const hash = await Effect.runPromise(PasswordHasher.use((hasher) => hasher.hash(MEMBER_PASSWORD)).pipe(Effect.provide(PasswordHasher.layer())))
  const emails = Array.from({ length: LOGIN_MEMBERS }, (_, index) => `bench-member-${index}@example.com`)
  await withClient(databaseUrl, schema, async (client) => {
    for (const [index, email] of emails.entries()) {
      await client.query(
        "insert into accounts (email, first_name, last_name, mobile_number, password_hash, registration_completed_at) values ($1, 'Bench', 'Member', $2, $3, now())",
        [email, `+2782${String(index).padStart(7, "0")}`, hash],
      )
    }
  })
  return emails
}

interface SignIns {
  /** Milliseconds of each answered sign-in, in order of answer. */
  readonly latencies: ReadonlyArray<number>
  readonly statuses: Readonly<Record<string, number>>
  readonly signedIn: number
  readonly durationS: number
}

/**
 * `connections` members signing in back to back for `durationS`, each from an address of its own (forwarded by
 * 127.0.0.1, a trusted proxy), timing every answer: exact percentiles (autocannon reports p90 and p97.5, not p95).
 */
const signInLoad = async (base: string, bodies: ReadonlyArray<string>, forwardedFor: () => string, durationS: number): Promise<SignIns> => {
  const latencies: Array<number> = []
  const statuses: Record<string, number> = {}
  const ends = performance.now() + durationS * 1000
  let next = 0
  const member = async (): Promise<void> => {
    while (performance.now() < ends) {
      const body = bodies[next++ % bodies.length]!
      const started = performance.now()
      const status = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor() },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
      }).then(
        async (response) => (await response.arrayBuffer(), String(response.status)),
        () => "no answer",
      )
      latencies.push(performance.now() - started)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: LOGIN_CONNECTIONS }, member))
  const elapsedS = (performance.now() - started) / 1000
  return { latencies, statuses, signedIn: statuses["200"] ?? 0, durationS: elapsedS }
}

const percentile = (values: ReadonlyArray<number>, fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!
}

/** The whole machine's busy and total CPU time so far, in clock ticks, from /proc/stat (every process: ours and others'). */
const machineTicks = (): { readonly busy: number; readonly total: number } => {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number)
  const idle = fields[3]! + fields[4]!
  const total = fields.reduce((sum, value) => sum + value, 0)
  return { busy: total - idle, total }
}

/** Runs `work`, answering its result and how busy the machine's cores were meanwhile (0 to 1). */
const withMachineLoad = async <A>(work: () => Promise<A>): Promise<{ readonly result: A; readonly busy: number }> => {
  const before = machineTicks()
  const result = await work()
  const after = machineTicks()
  return { result, busy: (after.busy - before.busy) / Math.max(1, after.total - before.total) }
}

/**
 * Each round: room search alone (50 connections), then room search and sign-in together (50 + 50 connections), side by
 * side in one run so other load on the shared machine weighs on both; prints and, with --write, appends the medians:
 * sign-ins a second, their p50 / p95 / p99, and room-search p99 beside the sign-ins as a ratio of alone.
 */
const loginBesideSearch = async (databaseUrl: string, schema: string, base: string, roomBodies: ReadonlyArray<string>, server: Child): Promise<void> => {
  const emails = await seedMembers(databaseUrl, schema)
  const loginBodies = emails.map((email) => JSON.stringify({ username: email, password: MEMBER_PASSWORD }))
  const nextMember = guestAddresses()
  const loadBefore = loadavg()
  const rows: Array<{ alone: Result; rooms: Result; logins: SignIns; busyAlone: number; busyBeside: number; serverCpu: number }> = []
  for (let round = 1; round <= ROUNDS; round++) {
    const alone = await withMachineLoad(() => load(`${base}/api/web/bookings/rooms`, SEARCH_CONNECTIONS, DURATION_S, "POST", roomBodies))
    const cpuBefore = cpuMicrosOf(server)
    const beside = await withMachineLoad(() =>
      Promise.all([
        load(`${base}/api/web/bookings/rooms`, SEARCH_CONNECTIONS, DURATION_S, "POST", roomBodies),
        signInLoad(base, loginBodies, nextMember, DURATION_S),
      ]),
    )
    const [rooms, logins] = beside.result
    const serverCpu = (cpuMicrosOf(server) - cpuBefore) / 1e6 / logins.durationS
    rows.push({ alone: alone.result, rooms, logins, busyAlone: alone.busy, busyBeside: beside.busy, serverCpu })
    log(
      `round ${round} sign-in: ${(logins.signedIn / logins.durationS).toFixed(1)}/s, p50 ${ms(percentile(logins.latencies, 0.5))} ms, ` +
        `p95 ${ms(percentile(logins.latencies, 0.95))} ms; room search p99 ${ms(alone.result.latency.p99)} ms alone, ${ms(rooms.latency.p99)} ms beside ` +
        `(machine ${Math.round(alone.busy * 100)} % / ${Math.round(beside.busy * 100)} % busy)`,
    )
  }
  const med = (pick: (row: (typeof rows)[number]) => number) => median(rows.map(pick))
  const statuses = (pick: (row: (typeof rows)[number]) => Readonly<Record<string, number>>) =>
    Object.entries(
      rows.reduce<Record<string, number>>((all, row) => {
        for (const [status, count] of Object.entries(pick(row))) all[status] = (all[status] ?? 0) + count
        return all
      }, {}),
    )
      .map(([status, count]) => `${status}: ${count.toLocaleString("en-US")}`)
      .join(", ")
  const roomStatuses = (result: Result) => Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]))
  const signInsPerSecond = med((row) => row.logins.signedIn / row.logins.durationS)
  const p95 = med((row) => percentile(row.logins.latencies, 0.95))
  const slowdown = med((row) => row.rooms.latency.p99 / row.alone.latency.p99)
  const commit = readOnlyGit(["rev-parse", "--short", "HEAD"]) || "unknown"
  const dirty = readOnlyGit(["status", "--porcelain"]) === "" ? "" : "+ (uncommitted changes)"
  const loadAfter = loadavg()
  const text = [
    `### Sign-in beside room search, ${new Date().toISOString().slice(0, 10)}, commit \`${commit}\`${dirty}`,
    "",
    `PostgreSQL, the server as \`npm start\` builds it; ${ROUNDS} rounds x ${DURATION_S} s; medians over the rounds. Sign-ins: ${LOGIN_CONNECTIONS} ` +
      `connections signing in back to back, ${LOGIN_MEMBERS} members, each request from an address of its own; argon2id m=19 MiB, t=2, p=1 ` +
      `(at most 2 hashes at once, on the thread pool). Each round measures room search alone, then beside the sign-ins, so other load on the ` +
      `shared ${cpus().length}-core machine weighs on both. The machine: load average ${loadBefore.map((value) => value.toFixed(2)).join(" / ")} ` +
      `(1 / 5 / 15 min) before, ${loadAfter.map((value) => value.toFixed(2)).join(" / ")} after; all its cores ${Math.round(med((row) => row.busyAlone) * 100)} % ` +
      `busy during room search alone and ${Math.round(med((row) => row.busyBeside) * 100)} % beside the sign-ins (every process, other ` +
      `engineers' included), of which the API server ${(med((row) => row.serverCpu)).toFixed(2)} cores.`,
    "",
    "| what | connections | p50 ms | p95 ms | p99 ms | per second | answers (all rounds) |",
    "|---|---|---|---|---|---|---|",
    `| room search alone | ${SEARCH_CONNECTIONS} | ${ms(med((row) => row.alone.latency.p50))} | – | ${ms(med((row) => row.alone.latency.p99))} | ${perSecond(med((row) => row.alone.requests.average))} | ${statuses((row) => roomStatuses(row.alone))} |`,
    `| room search beside sign-ins | ${SEARCH_CONNECTIONS} | ${ms(med((row) => row.rooms.latency.p50))} | – | ${ms(med((row) => row.rooms.latency.p99))} | ${perSecond(med((row) => row.rooms.requests.average))} | ${statuses((row) => roomStatuses(row.rooms))} |`,
    `| sign-in (POST /api/login) beside room search | ${LOGIN_CONNECTIONS} | ${ms(med((row) => percentile(row.logins.latencies, 0.5)))} | ${ms(p95)} | ${ms(med((row) => percentile(row.logins.latencies, 0.99)))} | ${signInsPerSecond.toFixed(1)} signed in | ${statuses((row) => row.logins.statuses)} |`,
    "",
    "| bar (QUALITY.md) | figure | met |",
    "|---|---|---|",
    `| >= ${LOGIN_BARS.perSecond} sign-ins/s (goal >= ${LOGIN_BARS.goalPerSecond}) | ${signInsPerSecond.toFixed(1)}/s | ${yes(signInsPerSecond >= LOGIN_BARS.perSecond)} (goal ${yes(signInsPerSecond >= LOGIN_BARS.goalPerSecond)}) |`,
    `| sign-in p95 <= ${LOGIN_BARS.p95Ms} ms | ${ms(p95)} ms | ${yes(p95 <= LOGIN_BARS.p95Ms)} |`,
    `| room search p99 beside sign-ins within ${LOGIN_BARS.roomSearchSlowdown}x of alone | ${slowdown.toFixed(2)}x (median of the per-round ratios) | ${yes(slowdown <= LOGIN_BARS.roomSearchSlowdown)} |`,
    "",
  ].join("\n")
  process.stdout.write(`\n${text}\n`)
  if (options.write) appendFileSync(BENCHMARKS_FILE, `\n${text}`)
}

const main = async (): Promise<number> => {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL
  if (databaseUrl === undefined || databaseUrl === "") {
    throw new SetupError("set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database: the benchmark runs in a fresh schema it drops afterwards")
  }
  for (const [name, value] of Object.entries({ rounds: ROUNDS, duration: DURATION_S, days: DAYS, warmup: WARMUP_S })) {
    if (!Number.isInteger(value) || value < (name === "warmup" ? 0 : 1)) throw new SetupError(`--${name} must be a whole number`)
  }
  if (DAYS < 7) throw new SetupError("--days must be at least 7 (stays go up to 5 nights ahead)")
  if (SELECTED.some((name) => ![...TARGET_NAMES, LOGIN_TARGET].includes(name))) throw new SetupError(`--targets takes some of ${[...TARGET_NAMES, LOGIN_TARGET].join(",")}`)
  if (options.write && !EVERY_TARGET && !SELECTED.includes(LOGIN_TARGET)) throw new SetupError("--write needs every target measured, or login")

  const schema = `bench_${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(4).toString("hex")}`
  await withClient(databaseUrl, undefined, (client) => client.query(`create schema "${schema}"`))
  let hello: Child | undefined
  let api: Child | undefined
  try {
    log(`seeding 58 hotels x ${DAYS} days in schema ${schema} and starting the server...`)
    const started = performance.now()
    const built = await buildServers()
    hello = await startChild(built.get("hello-server")!, {})
    api = await startChild(
      built.get("bench-server")!,
      { BENCH_DATABASE_URL: databaseUrl, BENCH_SCHEMA: schema, BENCH_DAYS: String(DAYS) },
      options.profile === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${options.profile}`],
    )
    log(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    const base = `http://127.0.0.1:${api.port}`
    const helloUrl = `http://127.0.0.1:${hello.port}/`

    const { hotels, takenAtSeeding, facts } = await withClient(databaseUrl, schema, async (client) => ({
      hotels: await readHotels(client),
      takenAtSeeding: await takenRooms(client),
      facts: (
        await client.query<{ rooms: number; version: string }>(
          "select (select sum(room_count) from room_types)::int as rooms, current_setting('server_version') as version",
        )
      ).rows[0]!,
    }))
    const firstDay = Effect.runSync(today).toString()
    const maker = bodyMaker(20_260_301, firstDay, DAYS)

    // Preflight: the calls exist and answer as the contract says, before any load.
    const hotelBodies = hotelSearchBodies(maker, hotels, BODY_POOL)
    expectServed("POST /api/web/bookings/hotels", await post(base, "/api/web/bookings/hotels", hotelBodies[0]!), [200])
    const roomBodies = roomSearches(maker, hotels, BODY_POOL).map(roomSearchBody)
    expectServed("POST /api/web/bookings/rooms", await post(base, "/api/web/bookings/rooms", roomBodies[0]!), [200])
    const offers = await findOffers(base, roomSearches(maker, hotels, OFFER_PROBES))
    if (offers.length === 0) throw new SetupError(`no room offers in ${OFFER_PROBES} room searches: nothing to reserve`)
    const reservationBodies = Array.from({ length: BODY_POOL }, (_, index) => reservationBody(offers[(index * 7919) % offers.length]!))
    expectServed("POST /api/web/bookings/reservation", await post(base, "/api/web/bookings/reservation", reservationBodies[0]!), [201, 409])
    log(`${hotels.length} hotels, ${offers.length} offers to reserve; ${ROUNDS} rounds x 4 targets x ${DURATION_S} s`)

    const nextGuest = guestAddresses()
    const allTargets: ReadonlyArray<Target> = [
      {
        name: "hello",
        label: "hello-world (bare Hono, GET /)",
        connections: SEARCH_CONNECTIONS,
        accepted: [200],
        server: hello,
        run: (s) => load(helloUrl, SEARCH_CONNECTIONS, s, "GET"),
      },
      {
        name: "hotels",
        label: "hotel search (POST /api/web/bookings/hotels)",
        connections: SEARCH_CONNECTIONS,
        accepted: [200],
        server: api,
        run: (s) => load(`${base}/api/web/bookings/hotels`, SEARCH_CONNECTIONS, s, "POST", hotelBodies),
      },
      {
        name: "rooms",
        label: "room search (POST /api/web/bookings/rooms)",
        connections: SEARCH_CONNECTIONS,
        accepted: [200],
        server: api,
        run: (s) => load(`${base}/api/web/bookings/rooms`, SEARCH_CONNECTIONS, s, "POST", roomBodies),
      },
      {
        name: "reservation",
        label: "reservation (POST /api/web/bookings/reservation)",
        connections: RESERVATION_CONNECTIONS,
        // 409: the room sold out under the load, the contract's "no availability".
        accepted: [201, 409],
        server: api,
        run: (s) => load(`${base}/api/web/bookings/reservation`, RESERVATION_CONNECTIONS, s, "POST", reservationBodies, nextGuest),
      },
    ]

    const targets = allTargets.filter((target) => SELECTED.includes(target.name))
    if (WARMUP_S > 0) {
      log(`warming up (${WARMUP_S} s per target)`)
      for (const target of targets) await target.run(WARMUP_S)
    }
    const samples = new Map<string, Array<Sample>>(targets.map((target) => [target.name, []]))
    const shares: Array<number> = []
    const cpuShares: Array<number> = []
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const sample = await measure(target, DURATION_S)
        samples.get(target.name)!.push(sample)
        log(
          `round ${round} ${target.name}: p50 ${ms(sample.p50)} ms, p99 ${ms(sample.p99)} ms, ${perSecond(sample.rps)}/s, ` +
            `${Math.round(sample.cpuMicros)} µs server CPU per request, ${sample.errors} errors`,
        )
      }
      if (!EVERY_TARGET) continue
      shares.push(samples.get("rooms")![round - 1]!.rps / samples.get("hello")![round - 1]!.rps)
      cpuShares.push(samples.get("hello")![round - 1]!.cpuMicros / samples.get("rooms")![round - 1]!.cpuMicros)
    }
    if (SELECTED.includes(LOGIN_TARGET)) await loginBesideSearch(databaseUrl, schema, base, roomBodies, api)
    if (!EVERY_TARGET) return 0

    const inventory = await withClient(databaseUrl, schema, (client) => checkInventory(client, takenAtSeeding))
    const setup =
      `PostgreSQL ${facts.version} on 127.0.0.1, a fresh schema seeded with ${hotels.length} hotels (${facts.rooms.toLocaleString("en-US")} rooms), ` +
      `${DAYS} days of inventory from ${firstDay} with seeded occupancy; the server as \`npm start\` builds it (production settings, access log on) ` +
      `and the hello-world each in their own Node ${process.version} process; autocannon in a third, all on this ${cpus().length}-core machine. ` +
      `${ROUNDS} rounds x ${DURATION_S} s per target after a ${WARMUP_S} s warm-up; figures are medians over the rounds; ` +
      `${BODY_POOL} distinct bodies per call (destinations, hotels, dates from tomorrow up to ${DAYS} days out, 1 to 5 nights, 1 to 3 rooms); ` +
      `each reservation from a guest address of its own, forwarded by 127.0.0.1 as a trusted proxy.`
    const text = markdown({ samples, targets, shares, cpuShares, inventory, setup })
    process.stdout.write(`\n${text}\n`)
    if (options.write) {
      appendFileSync(BENCHMARKS_FILE, `\n${text}`)
      log(`appended to ${BENCHMARKS_FILE}`)
    }
    const oversold = inventory.belowZero + inventory.aboveTotal + inventory.disagreeing
    if (oversold > 0) log(`OVERSOLD: ${oversold} inventory rows disagree with the holds and bookings, e.g.\n  ${inventory.examples.join("\n  ")}`)
    return oversold === 0 ? 0 : 1
  } finally {
    await Promise.all([stopChild(hello), stopChild(api)])
    if (options["keep-schema"]) log(`kept schema ${schema}`)
    else
      await withClient(databaseUrl, undefined, (client) => client.query(`drop schema if exists "${schema}" cascade`)).catch((error: unknown) =>
      log(`could not drop schema ${schema}: ${String(error)}`),
    )
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(error instanceof SetupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error))
    process.exit(error instanceof SetupError ? error.exitCode : 1)
  },
)
