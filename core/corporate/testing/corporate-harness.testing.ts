import { Effect, Layer } from "effect"
import { makeMemberRequests } from "../../account/log-in.ts"
import type { SavedTraveller } from "../../account/traveller.ts"
import type { AccountApi } from "../../ports/AccountApi.ts"
import { makeAccountApiMemory } from "../../ports/AccountApi.memory.ts"
import type { CorporateApi } from "../../ports/CorporateApi.ts"
import { type CorporateApiMemory, makeCorporateApiMemory } from "../../ports/CorporateApi.memory.ts"
import type { Notifications } from "../../ports/Notifications.ts"
import { makeNotificationsMemory } from "../../ports/Notifications.memory.ts"
import type { TokenStore } from "../../ports/TokenStore.ts"
import { makeTokenStoreMemory } from "../../ports/TokenStore.memory.ts"

/** A signed-in member's corporate area over the in-memory fakes: the API, the toasts shown, and a runner. */

export const sipho: SavedTraveller = {
  id: 1,
  title: "Mr",
  firstName: "Sipho",
  lastName: "Dlamini",
  mobileNo: "+27821234567",
  email: "sipho@example.co.za",
  idType: "ID Number",
  identification: "8001015009087",
}

export const lerato: SavedTraveller = {
  id: 2,
  title: "Ms",
  firstName: "Lerato",
  lastName: "Mokoena",
  mobileNo: "+27825550101",
  email: "lerato@example.co.za",
  idType: "Passport",
  identification: "A12345678",
}

type Services = CorporateApi | Notifications | AccountApi | TokenStore

export const corporateHarness = (start: Parameters<typeof makeCorporateApiMemory>[0] = { travellers: [sipho, lerato] }) => {
  const corporate: CorporateApiMemory = makeCorporateApiMemory(start)
  const notifications = makeNotificationsMemory()
  const tokens = makeTokenStoreMemory({ accessToken: "access", refreshToken: "refresh", rememberMe: false })
  const layer = Layer.mergeAll(corporate.layer, notifications.layer, makeAccountApiMemory().layer, tokens.layer)
  const requests = Effect.runSync(makeMemberRequests.pipe(Effect.provide(layer)))
  const run = <A, E>(program: Effect.Effect<A, E, Services>) => Effect.runPromise(program.pipe(Effect.provide(layer)))
  const result = <A, E>(program: Effect.Effect<A, E, Services>) => Effect.runPromise(Effect.result(program).pipe(Effect.provide(layer)))
  return { corporate, notifications, requests, layer, run, result }
}
