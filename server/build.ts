import { readFile } from "node:fs/promises"
import { relative, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build, type Plugin } from "esbuild"

/**
 * The server as production runs it: server/start.ts and what it imports, bundled into one ES module for plain
 * Node (`npm start`, `npm run bench:api`). Packages stay in node_modules.
 *
 * Why not run the TypeScript through tsx, as development does: tsx wraps every named function in a call that
 * redefines its `name` (esbuild's keepNames), so each closure made while answering a request pays an
 * Object.defineProperty and leaves V8 a function of another shape. Run built, a room search took 150 µs of server
 * CPU instead of 166 (docs/benchmarks.md).
 *
 *   tsx server/build.ts   writes dist-server/start.mjs (and its source map)
 */

const ROOT = fileURLToPath(new URL("../", import.meta.url))
export const SERVER_BUILD_DIR = resolve(ROOT, "dist-server")

/**
 * Modules that find files beside their own source (`new URL("./migrations", import.meta.url)`) keep finding them
 * once bundled: their `import.meta.url` becomes their source file's URL, worked out from where the bundle lies, so
 * the build still works when the project folder moves.
 */
const sourceLocations = (outdir: string): Plugin => ({
  name: "source-locations",
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8")
      if (args.path.includes("/node_modules/") || !text.includes("import.meta.url")) return undefined
      const fromBundle = relative(outdir, args.path).split("\\").join("/")
      return { contents: text.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: "ts" }
    })
  },
})

export interface ServerBuildOptions {
  /** Entry points, from the project root (default: server/start.ts); each becomes `<outdir>/<name>.mjs`. */
  readonly entries?: ReadonlyArray<string>
  readonly outdir?: string
}

/** Bundles the entries; answers the files written. */
export const buildServer = async (options: ServerBuildOptions = {}): Promise<ReadonlyArray<string>> => {
  const outdir = options.outdir ?? SERVER_BUILD_DIR
  const result = await build({
    entryPoints: (options.entries ?? ["server/start.ts"]).map((entry) => resolve(ROOT, entry)),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
    plugins: [sourceLocations(outdir)],
  })
  return Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".mjs"))
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  buildServer().then(
    (files) => process.stdout.write(`built ${files.join(", ")}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    },
  )
}
