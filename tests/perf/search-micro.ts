import { Layer } from "effect"
import { TestClock } from "effect/testing"
import { createTestDatabase, TEST_START_DATE } from "../../server/db/test-database.ts"
import { hotels } from "../../server/db/schema.ts"
import { makeHttpRuntime } from "../../server/http/runtime.ts"
import { fastRoomSearch } from "../../server/http/routes/room-search-fast-path.ts"
import { roomSearchJson } from "../../server/http/routes/search-wire.ts"
import { Db } from "../../server/services/Db.ts"
import { InventoryMirror } from "../../server/services/InventoryMirror.ts"
import { SearchService } from "../../server/services/SearchService.ts"
import { bodyMaker, roomSearchBody, roomSearches } from "./bench-bodies.ts"

const DAYS = 60
const database = await createTestDatabase({ databaseUrl: null, seed: { days: DAYS, occupancy: true } })
const mirror = InventoryMirror.layer.pipe(Layer.provide(Db.layer(database)))
const http = makeHttpRuntime(Layer.mergeAll(SearchService.layer.pipe(Layer.provideMerge(mirror), Layer.provide(Db.layer(database))), TestClock.layer()))
await http.runtime.runPromise(TestClock.setTime(Date.parse(`${TEST_START_DATE}T08:00:00+02:00`)))
const catalogue = (await database.db.select({ code: hotels.code, city: hotels.city, province: hotels.province, latitude: hotels.latitude, longitude: hotels.longitude }).from(hotels))
const bodies = roomSearches(bodyMaker(7, TEST_START_DATE, DAYS), catalogue, 500).map(roomSearchBody)
const searches = bodies.map((body) => fastRoomSearch(JSON.parse(body))!.rooms)
const search = (rooms: (typeof searches)[number]) => http.runtime.runSync(SearchService.use((service) => service.searchRooms(rooms)))
await http.runtime.runPromise(SearchService.use((service) => service.searchRooms(searches[0]!)))
const ITER = Number(process.argv[2] ?? 20000)
for (let i = 0; i < 5000; i++) roomSearchJson(search(searches[i % 500]!))
let bytes = 0
const t0 = performance.now()
for (let i = 0; i < ITER; i++) search(searches[i % 500]!)
const t1 = performance.now()
const answers = searches.map(search)
const t2 = performance.now()
for (let i = 0; i < ITER; i++) bytes += roomSearchJson(answers[i % 500]!).length
const t3 = performance.now()
console.log(`search ${(((t1 - t0) * 1000) / ITER).toFixed(1)} µs, wire ${(((t3 - t2) * 1000) / ITER).toFixed(1)} µs, ${Math.round(bytes / ITER)} bytes`)


await http.dispose(); await database.close()
