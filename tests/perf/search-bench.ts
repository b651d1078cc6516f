import { parseArgs } from "node:util"
import { Layer } from "effect"
import { TestClock } from "effect/testing"
import { hotels } from "../../server/db/schema.ts"
import { createTestDatabase, TEST_START_DATE } from "../../server/db/testing/test-database.ts"
import { makeHttpRuntime } from "../../server/http/runtime.ts"
import { silentLogs } from "../../server/testing/logs.ts"
import { fastRoomSearch } from "../../server/search/room-search-fast-path.ts"
import { roomSearchJson } from "../../server/search/search-wire.ts"
import { Db } from "../../server/db/Db.ts"
import { InventoryMirror } from "../../server/inventory/InventoryMirror.ts"
import { SearchService } from "../../server/search/SearchService.ts"
import { bodyMaker, roomSearchBody, roomSearches } from "./bench-bodies.ts"

/**
 * `npm run bench:search`: a room search's own work, in one process and without HTTP, to see what a change to
 * the search or the answer writer costs in seconds rather than in a noisy load run. Over the embedded database,
 * seeded with every hotel, the same mix of searches as `bench:api` sends: the search (SearchService.searchRooms
 * over the in-memory inventory), then the answer's JSON bytes (search-wire.ts), each in µs per search.
 *
 *   --searches 20000   searches timed per part, after a warm-up of a quarter as many
 */

const { values: options } = parseArgs({ options: { searches: { type: "string", default: "20000" } } })
const SEARCHES = Number(options.searches)
const DAYS = 60
const BODY_POOL = 500
const HOTELS_CLOCK_AT_8 = Date.parse(`${TEST_START_DATE}T08:00:00+02:00`)

const database = await createTestDatabase({ databaseUrl: null, seed: { days: DAYS, occupancy: true } })
const mirror = InventoryMirror.layer.pipe(Layer.provide(Db.layer(database)))
const http = makeHttpRuntime(Layer.mergeAll(SearchService.layer.pipe(Layer.provideMerge(mirror), Layer.provide(Db.layer(database))), TestClock.layer()), { logger: silentLogs })
try {
  await http.runtime.runPromise(TestClock.setTime(HOTELS_CLOCK_AT_8))
  const catalogue = await database.db
    .select({ code: hotels.code, city: hotels.city, province: hotels.province, latitude: hotels.latitude, longitude: hotels.longitude })
    .from(hotels)
  const searches = roomSearches(bodyMaker(7, TEST_START_DATE, DAYS), catalogue, BODY_POOL).map((search) => fastRoomSearch(JSON.parse(roomSearchBody(search)))!.rooms)
  const search = (rooms: (typeof searches)[number]) => http.runtime.runSync(SearchService.use((service) => service.searchRooms(rooms)))
  // The first search loads the catalogue (a database read); every later one is synchronous.
  await http.runtime.runPromise(SearchService.use((service) => service.searchRooms(searches[0]!)))

  const timed = (work: (index: number) => void): number => {
    for (let index = 0; index < SEARCHES / 4; index++) work(index % BODY_POOL)
    const started = performance.now()
    for (let index = 0; index < SEARCHES; index++) work(index % BODY_POOL)
    return ((performance.now() - started) * 1000) / SEARCHES
  }
  const searchMicros = timed((index) => search(searches[index]!))
  const answers = searches.map(search)
  let bytes = 0
  const writeMicros = timed((index) => (bytes += roomSearchJson(answers[index]!).length))
  const averageBytes = Math.round(bytes / (SEARCHES * 1.25))
  process.stdout.write(`room search: search ${searchMicros.toFixed(1)} µs, answer ${writeMicros.toFixed(1)} µs (${averageBytes.toLocaleString("en-US")} bytes) per search\n`)
} finally {
  await http.dispose()
  await database.close()
}
