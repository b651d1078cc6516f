/** The dependency rule of ARCHITECTURE.md, checked on every `npm test`. */
const coreMayImport = "^(core/|node_modules/(effect|@preact/signals-core|temporal-polyfill|fast-check|vitest|@vitest)/)"
/** Every suite's run counts scale with FC_RUNS through this one module (docs/testing.md); production never imports it. */
const fastCheckRuns = "^tests/testing/fast-check-runs\\.ts$"

/**
 * The server's slices (server/<slice>/) and the slices each may import, from production code (its tests and test
 * support may reach any). One way only: a slice that hears of another's event (a stay paid, a booking cancelled, a hold
 * lapsed) or needs a service of a higher slice gets it through a port it defines itself, which the higher one answers
 * (bookings/CancellationCode.ts, bookings/BookingLoyalty.ts, reservations/LapsedBookings.ts, http/member.ts).
 * docs/architecture.md draws this graph. The shared plumbing (http, db, notify) and the server's root modules are open to all.
 */
const sliceArrows = {
  rates: [],
  enquiries: [],
  charities: [],
  site: ["catalogue", "content"],
  render: ["catalogue", "content", "jobs", "reviews", "search"],
  openapi: [],
  jobs: [],
  reviews: [],
  corporate: [],
  inventory: ["rates"],
  catalogue: ["rates", "enquiries"],
  search: ["catalogue", "inventory", "rates"],
  reservations: ["catalogue", "inventory", "rates"],
  bookings: ["catalogue", "charities", "inventory", "rates", "reservations"],
  codes: ["bookings"],
  loyalty: ["bookings"],
  payments: ["bookings", "charities", "loyalty"],
  content: ["catalogue", "charities", "loyalty"],
  accounts: ["bookings", "codes", "loyalty"],
}
const sharedPlumbing = ["http", "db", "notify", "testing", "fuzz"]

/** The arrows of sliceArrows that lie on a cycle (each named with its cycle); none while the graph is one way. */
const arrowsOnCycles = (() => {
  const found = []
  const walk = (start, at, path) => {
    for (const next of sliceArrows[at] ?? []) {
      if (next === start) found.push({ from: path[path.length - 1], to: next, cycle: [...path, next].join(" → ") })
      else if (!path.includes(next)) walk(start, next, [...path, next])
    }
  }
  for (const slice of Object.keys(sliceArrows)) walk(slice, slice, [slice])
  return found.filter((arrow) => arrow.cycle.startsWith(arrow.to))
})()

/** The few pure modules a slice exports on purpose beside its services (PascalCase) and its tables. */
const publicModules = "^server/(rates/pricing|inventory/availability|catalogue/hotel-wire|catalogue/images|reservations/payment-policy|bookings/main-guest|charities/charity-queries)\\.ts$"
const tables = "^server/[a-z-]+/tables\\.ts$"
const testCode = "(\\.test\\.ts$|\\.testing\\.ts$|/testing/)"

module.exports = {
  forbidden: [
    {
      name: "core-is-framework-free",
      comment:
        "core/ imports only effect, @preact/signals-core, temporal-polyfill and itself (tests may add vitest, fast-check and the run counts of tests/testing/fast-check-runs.ts).",
      severity: "error",
      from: { path: "^core/" },
      to: { pathNot: [coreMayImport, fastCheckRuns] },
    },
    {
      name: "adapters-never-import-ui",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(ui|server)/" },
    },
    {
      name: "ui-reaches-adapters-only-at-the-root",
      severity: "error",
      from: { path: "^ui/", pathNot: "^ui/app/" },
      to: { path: "^adapters/" },
    },
    {
      name: "ui-features-stay-apart",
      comment:
        "A ui feature folder (booking, checkout, search, shell, ...) imports the kit, the shared booking template and itself; ui/app composes features.",
      severity: "error",
      from: { path: "^ui/([^/]+)/", pathNot: "^ui/(app|kit|booking-template|testing)/" },
      to: { path: "^ui/[^/]+/", pathNot: ["^ui/$1/", "^ui/(kit|booking-template|testing)/"] },
    },
    {
      name: "ui-kit-is-design-system",
      comment:
        "ui/kit/ is the design system (issue 23): it imports core's screen seam (core/screen: the view-state union, the breakpoint) and nothing of core's capabilities; domain widgets live in their feature, the runtime's services in ui/app.",
      severity: "error",
      from: { path: "^ui/kit/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^core/", pathNot: "^core/screen/" },
    },
    {
      name: "server-never-imports-the-client",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(ui|adapters)/" },
    },
    {
      name: "wire-schemas-import-effect-and-core-rules",
      comment:
        "contracts/api/ imports effect and core's pure modules (messages, constants, rules), so a message or limit is written once; never ports, in-memory fakes or test support.",
      severity: "error",
      from: { path: "^contracts/api/", pathNot: "\\.test\\.ts$" },
      to: { pathNot: "^(contracts/api/|core/|node_modules/effect/)" },
    },
    {
      name: "wire-schemas-import-pure-core",
      severity: "error",
      from: { path: "^contracts/api/" },
      to: { path: "^core/(ports/|.*\\.memory\\.ts$)" },
    },
    {
      name: "wire-schema-tests-import-only-effect-and-test-tools",
      severity: "error",
      from: { path: "^contracts/api/.*\\.test\\.ts$" },
      to: { pathNot: ["^(contracts/|core/|node_modules/(effect|vitest|@vitest|fast-check)/)", fastCheckRuns], dependencyTypesNot: ["core"] },
    },
    {
      name: "production-never-imports-test-support",
      comment:
        "Test support (fixtures, kits, harnesses, arbitraries) is *.testing.ts or lives in a testing/ folder; only tests, test support and the benchmarks (tests/) import it.",
      severity: "error",
      from: { pathNot: "(\\.test\\.tsx?$|\\.testing\\.tsx?$|/testing/|^tests/)" },
      to: { path: "(\\.testing\\.tsx?$|/testing/)", pathNot: ["^node_modules/", "^server/testing/provider-states/"] },
    },
    {
      name: "provider-states-only-in-test-mode",
      comment:
        "Pact's state-change endpoint (server/testing/provider-states/) is test support the built server mounts in test mode only (NODE_ENV=test, contracts/provider): server/composition.ts loads it with a dynamic import there, and nothing else imports it.",
      severity: "error",
      from: { pathNot: "(\\.test\\.tsx?$|\\.testing\\.tsx?$|/testing/|^tests/)" },
      to: { path: "^server/testing/provider-states/", dependencyTypesNot: ["dynamic-import"] },
    },
    ...Object.entries(sliceArrows).map(([slice, allowed]) => ({
      name: "server-slice-arrows",
      comment: `server/${slice}/ may import only the slices it names in .dependency-cruiser.cjs sliceArrows (${allowed.join(", ") || "none"}), the shared plumbing and the server's root modules.`,
      severity: "error",
      from: { path: `^server/${slice}/`, pathNot: [testCode, tables] },
      to: { path: "^server/[^/]+/", pathNot: [`^server/(${[slice, ...allowed, ...sharedPlumbing].join("|")})/`] },
    })),
    {
      name: "slice-tables-name-only-tables",
      comment:
        "A slice's tables (server/<slice>/tables.ts) name other slices' tables in foreign keys (the database is one: its references follow the data, not the slice graph), the shared column helpers and core's closed lists; nothing else of the server.",
      severity: "error",
      from: { path: tables },
      to: { path: "^server/", pathNot: [tables, "^server/db/columns\\.ts$", "^server/notify/Notifier\\.ts$"] },
    },
    ...arrowsOnCycles.map(({ from, to, cycle }) => ({
      name: "server-slices-form-no-cycle",
      comment: `The slice graph must be one way; sliceArrows has the cycle ${cycle}: make one of its arrows a port the lower slice defines.`,
      severity: "error",
      from: { path: `^server/${from}/`, pathNot: testCode },
      to: { path: `^server/${to}/` },
    })),
    {
      name: "server-slices-meet-through-public-modules",
      comment:
        "A server slice uses another only through its services and ports (PascalCase modules: XService, its tagged errors, the ports it defines), its tables (server/<slice>/tables.ts: foreign keys; services read them through db/schema.ts) and the few pure modules a slice exports on purpose (publicModules); never its internals.",
      severity: "error",
      from: { path: "^server/([^/]+)/", pathNot: ["^server/(http|db|notify)/", testCode] },
      to: {
        path: "^server/[^/]+/",
        pathNot: ["^server/$1/", "^server/(http|db|notify)/", "^server/[a-z-]+/[A-Z][A-Za-z]*\\.ts$", "^server/[a-z-]+/tables\\.ts$", publicModules],
      },
    },
    {
      name: "no-unresolvable-imports",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "types", "default"] },
  },
}
