import { Layer, ManagedRuntime } from "effect"
import { makeBookingApiMemory } from "../../core/ports/BookingApi.memory.ts"
import { type ContentApiData, makeContentApiMemory } from "../../core/ports/ContentApi.memory.ts"
import { layerAt } from "../../core/ports/Geolocation.memory.ts"
import { makeNotificationsMemory } from "../../core/ports/Notifications.memory.ts"
import { makePaymentRedirectMemory } from "../../core/ports/PaymentRedirect.memory.ts"
import { layerMemory } from "../../core/ports/SessionStore.memory.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { CAPE_TOWN_FALLBACK } from "../../core/search/nearby-coordinates.ts"
import type { AppRuntime } from "../kit/core-runtime.tsx"

/** An app runtime over core's in-memory ports, with the content fake answering from `content`. */
export const makeMemoryAppRuntime = (content: ContentApiData = {}) => {
  const contentApi = makeContentApiMemory(content)
  const runtime: AppRuntime = ManagedRuntime.make(
    Layer.mergeAll(
      makeBookingApiMemory().layer,
      makeTokenStoreMemory().layer,
      layerMemory(new Map()),
      layerAt(CAPE_TOWN_FALLBACK),
      makePaymentRedirectMemory().layer,
      makeNotificationsMemory().layer,
      contentApi.layer,
    ),
  )
  return { runtime, contentApi }
}
