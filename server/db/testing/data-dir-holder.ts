import { openDatabase } from "../database.ts"

/**
 * Test support, run as a process of its own (`node --import tsx server/db/testing/data-dir-holder.ts <folder>`):
 * opens the embedded database in <folder> as a server would, then says so on stdout in one JSON line,
 * `{"opened":true}` or `{"refused":"<message>"}`, and holds the database until its stdin closes (then closes it
 * and exits 0) or it is killed. Refused, it exits 3. With HOLDER_EXIT=without-close it exits at the end of stdin
 * without closing the database.
 */

const folder = process.argv[2]
if (folder === undefined) throw new Error("usage: data-dir-holder.ts <folder>")

try {
  const database = await openDatabase({ dataDir: folder })
  process.stdout.write(`${JSON.stringify({ opened: true })}\n`)
  process.stdin.resume()
  process.stdin.once("end", () => {
    if (process.env["HOLDER_EXIT"] === "without-close") process.exit(0)
    void database.close().then(() => process.exit(0))
  })
} catch (error) {
  process.stdout.write(`${JSON.stringify({ refused: error instanceof Error ? error.message : String(error) })}\n`)
  process.exit(3)
}
