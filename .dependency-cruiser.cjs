/** The dependency rule of ARCHITECTURE.md, checked on every `npm test`. */
const coreMayImport = "^(core/|node_modules/(effect|@preact/signals-core|temporal-polyfill|fast-check|vitest|@vitest)/)"
/** Every suite's run counts scale with FC_RUNS through this one module (docs/testing.md); production never imports it. */
const fastCheckRuns = "^tests/testing/fast-check-runs\\.ts$"

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
      to: { path: "(\\.testing\\.tsx?$|/testing/)", pathNot: "^node_modules/" },
    },
    {
      name: "server-slices-meet-through-public-modules",
      comment:
        "A server slice (server/<capability>/) uses another only through its services (PascalCase modules: XService and its tagged errors) and the few pure modules a slice exports on purpose; never its internals. The shared plumbing (http, db, notify) and the server's root modules are open to every slice.",
      severity: "error",
      from: { path: "^server/([^/]+)/", pathNot: ["^server/(http|db|notify)/", "(\\.test\\.ts$|\\.testing\\.ts$|/testing/)"] },
      to: {
        path: "^server/[^/]+/",
        pathNot: [
          "^server/$1/",
          "^server/(http|db|notify)/",
          "^server/[a-z-]+/[A-Z][A-Za-z]*\\.ts$",
          "^server/[a-z-]+/tables\\.ts$",
          "^server/(rates/pricing|inventory/availability|catalogue/hotel-wire|catalogue/images|reservations/payment-policy|bookings/main-guest|charities/charity-queries|accounts/bearer)\\.ts$",
        ],
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
