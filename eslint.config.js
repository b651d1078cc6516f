import js from "@eslint/js"
import tseslint from "typescript-eslint"

// The dependency rule of ARCHITECTURE.md, the part that imports cannot show: core/ uses no
// browser globals, no fetch and no wall-clock time (time comes from Effect's Clock).
const browserGlobals = ["window", "document", "navigator", "sessionStorage", "localStorage", "location", "fetch", "XMLHttpRequest"]
  .map((name) => ({ name, message: "core/ is framework-free: reach the platform through a port in core/ports." }))

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "coverage/", "reports/", ".stryker-tmp*/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
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
        { selector: "NewExpression[callee.name='Date']", message: "Business time comes from Effect's Clock (core/time); dates are Temporal." },
      ],
    },
  },
)
