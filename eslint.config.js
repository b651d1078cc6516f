import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

// The dependency rule of ARCHITECTURE.md, the part that imports cannot show: core/ uses no
// browser globals, no fetch and no wall-clock time (time comes from Effect's Clock).
const browserGlobals = ["window", "document", "navigator", "sessionStorage", "localStorage", "location", "fetch", "XMLHttpRequest"]
  .map((name) => ({ name, message: "core/ is framework-free: reach the platform through a port in core/ports." }))

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "dist-server/", "dist-ssr/", "test-screens/", "coverage/", "reports/", ".stryker-tmp*/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // React's rules of hooks and the dependencies of effects and memos (issue 23 §8).
    files: ["ui/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  {
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...browserGlobals],
      "no-restricted-properties": [
        "error",
        { object: "globalThis", property: "fetch", message: "core/ makes no HTTP calls: use a port." },
        { object: "Date", property: "now", message: "Business time comes from Effect's Clock (core/time)." },
      ],
      "no-restricted-syntax": [
        "error",
        // new Date(millis) reads a given instant (core/time/hotel-day.ts); only the argumentless form reads the wall clock.
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "Business time comes from Effect's Clock (core/time)." },
      ],
    },
  },
  {
    // A generator function written inside a request handler is a new function per request, and V8 gives the generator
    // objects of each such function their own hidden class: the Effect runtime's call sites go megamorphic and those
    // classes pile up in the old generation. Measured: one inline Effect.gen cost a room search about a fifth of its CPU.
    files: ["server/http/**/*.ts", "server/*/routes.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: ":function CallExpression[callee.object.name='Effect'][callee.property.name='gen']",
          message: "Define request programs once, at module level: const handler = Effect.fnUntraced(function* (c: AppContext) { ... }).",
        },
      ],
    },
  },
)
