import { readdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/
/** Below this a compressed copy saves nothing worth a file. */
const MIN_BYTES = 512

const filesUnder = async (dir: string): Promise<Array<string>> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, at maximum compression, so the server
 * (server/http/middleware/static-site.ts) sends them as they are instead of compressing per request.
 * index.html is left out: the server writes each response's CSP nonce into it, so it is never sent as stored.
 */
export const precompress = (): Plugin => {
  let outDir = "dist"
  return {
    name: "hotel:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          if (content.byteLength < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(content, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
