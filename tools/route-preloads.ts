import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import type { Plugin } from "vite"

/** What the server announces for one page: the chunks to fetch beside the entry, and their stylesheets. */
export interface RoutePreload {
  readonly scripts: ReadonlyArray<string>
  readonly styles: ReadonlyArray<string>
}

/** The file the build writes beside index.html (read by server/http/middleware/static-site.ts). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json"

interface ChunkFacts {
  readonly fileName: string
  readonly imports: ReadonlyArray<string>
  readonly css: ReadonlyArray<string>
  readonly isEntry: boolean
}

/**
 * Turns each route's modules (ui/app/route-preloads.ts) into the files its page loads: each module's chunk and
 * every chunk it imports statically, with their CSS, less what the entry already loads. A module that is not a
 * chunk of its own fails the build, so the list cannot silently go stale.
 */
export const routePreloads = (routes: Readonly<Record<string, ReadonlyArray<string>>>): Plugin => {
  let root = process.cwd()
  let outDir = "dist"
  return {
    name: "hotel:route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
    },
    // A page must never announce a file the build did not write: the browser would log a 404 on every visit.
    closeBundle() {
      const written = JSON.parse(readFileSync(join(outDir, ROUTE_PRELOADS_FILE), "utf8")) as Record<string, RoutePreload>
      const missing = Object.values(written).flatMap(({ scripts, styles }) => [...scripts, ...styles].filter((file) => !existsSync(join(outDir, file))))
      if (missing.length > 0) throw new Error(`route-preloads: the build did not write ${[...new Set(missing)].join(", ")}`)
    },
    // After Vite's own generateBundle hooks: they drop the empty chunks of CSS-only modules, which must not be named.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
      const chunks = new Map<string, ChunkFacts>()
      const byModule = new Map<string, string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue
        chunks.set(output.fileName, {
          fileName: output.fileName,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          isEntry: output.isEntry,
        })
        if (output.facadeModuleId !== null) byModule.set(output.facadeModuleId, output.fileName)
      }
      const closure = (start: ReadonlyArray<string>): Set<string> => {
        const seen = new Set<string>()
        const visit = (file: string): void => {
          if (seen.has(file)) return
          seen.add(file)
          for (const imported of chunks.get(file)?.imports ?? []) if (chunks.has(imported)) visit(imported)
        }
        start.forEach(visit)
        return seen
      }
      const entryFiles = closure([...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
      const preloads: Record<string, RoutePreload> = {}
      for (const [route, modules] of Object.entries(routes)) {
        const files = modules.map((module) => {
          const file = byModule.get(resolve(root, module))
          if (file === undefined) throw new Error(`route-preloads: ${module} (for ${route}) is not a chunk of its own: is it imported with import()?`)
          return file
        })
        const scripts = [...closure(files)].filter((file) => !entryFiles.has(file))
        const styles = [...new Set(scripts.flatMap((file) => chunks.get(file)?.css ?? []))]
        preloads[route] = { scripts: scripts.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) }
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` })
      },
    },
  }
}
