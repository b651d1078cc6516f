/**
 * `npm run db:reset`: throws away the embedded database and builds it again, migrated and seeded
 * from today. It only ever touches the embedded PGlite directory; a PostgreSQL database named by
 * DATABASE_URL is left alone (drop and recreate that one with your own tools).
 */
import { rmSync } from "node:fs"
import { zonedAt } from "../../core/time/clock.ts"
import { bootDatabase, DEFAULT_DATA_DIR } from "./boot.ts"

const main = async (): Promise<number> => {
  if ((process.env["DATABASE_URL"] ?? "") !== "") {
    process.stderr.write("db:reset recreates the embedded database only; unset DATABASE_URL to use it.\n")
    return 1
  }
  const dataDir = DEFAULT_DATA_DIR
  rmSync(dataDir, { recursive: true, force: true })
  // Today at the hotels is the calendar's first night.
  const today = zonedAt(Date.now()).toPlainDate().toString()
  const database = await bootDatabase({ dataDir, today })
  await database.close()
  const report = database.seeded
  process.stdout.write(
    `Recreated ${dataDir}: ${report?.hotels ?? 0} hotels, ${report?.rooms ?? 0} rooms, ` +
      `${report?.inventoryRows ?? 0} room-type nights of inventory from ${today}, seeded in ${report?.millis ?? 0} ms.\n`,
  )
  return 0
}

process.exitCode = await main()
