import { Layer } from "effect"
import { TestClock } from "effect/testing"
import { BookingSession } from "../../booking/session-store.ts"
import { type BookingApiData, makeBookingApiMemory } from "../../ports/BookingApi.memory.ts"
import { type ContentApiData, makeContentApiMemory } from "../../ports/ContentApi.memory.ts"
import { layerAt } from "../../ports/Geolocation.memory.ts"
import { makeNavigationMemory } from "../../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../../ports/Notifications.memory.ts"
import { layerMemory } from "../../ports/SessionStore.memory.ts"
import type { SessionStart } from "../../screen/page-render.ts"
import { ResourceCache } from "../../screen/ResourceCache.ts"
import { CAPE_TOWN_FALLBACK } from "../nearby-coordinates.ts"

/** The ports a search screen model meets, in memory, on the TestClock, with the booking session over them. */
export const searchPortsMemory = (
  data: { readonly booking?: BookingApiData; readonly content?: ContentApiData; readonly start?: SessionStart } = {},
) => {
  const bookingApi = makeBookingApiMemory(data.booking)
  const contentApi = makeContentApiMemory(data.content)
  const navigation = makeNavigationMemory()
  const notifications = makeNotificationsMemory()
  const storage = new Map<string, string>()
  const ports = Layer.mergeAll(
    bookingApi.layer,
    contentApi.layer,
    navigation.layer,
    notifications.layer,
    layerMemory(storage),
    layerAt(CAPE_TOWN_FALLBACK),
    ResourceCache.layer,
    TestClock.layer(),
  )
  return { layer: Layer.provideMerge(BookingSession.layerFrom(data.start ?? "stored"), ports), bookingApi, contentApi, navigation, notifications, storage }
}
