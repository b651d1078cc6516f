import { Effect, Layer } from "effect"
import type { CompanyDetails } from "../account/company.ts"
import type { SavedTraveller, Traveller } from "../account/traveller.ts"
import { HttpError } from "../http/http-error.ts"
import { CorporateApi, type CorporateApiShape, type TravellerSearch } from "./CorporateApi.ts"

export type CorporateCall = keyof CorporateApiShape

export interface CorporateApiMemory {
  readonly api: CorporateApiShape
  readonly layer: Layer.Layer<CorporateApi>
  readonly company: () => CompanyDetails | undefined
  readonly travellers: () => ReadonlyArray<SavedTraveller>
  /** Every call made, in order, with the search of each list call. */
  readonly calls: () => ReadonlyArray<{ readonly call: CorporateCall; readonly search?: TravellerSearch }>
  /** The next call of this kind fails with `error`. */
  readonly failNext: (call: CorporateCall, error: HttpError) => void
  /** Holds every call until the answer's `release` is called, so a test can look at what shows meanwhile. */
  readonly hold: () => { readonly release: () => void }
}

const notFound = (message: string) => new HttpError({ status: 404, message })

const saved = (id: number, traveller: Traveller): SavedTraveller => ({ ...traveller, id })

const matches = (traveller: SavedTraveller, query: string): boolean => {
  const text = query.trim().toLowerCase()
  return text === "" || [`${traveller.firstName} ${traveller.lastName}`, traveller.email, traveller.mobileNo].some((field) => field.toLowerCase().includes(text))
}

/** An in-memory CorporateApi for use-case tests: one member's company and travellers; every match on one page. */
export const makeCorporateApiMemory = (start: { readonly company?: CompanyDetails; readonly travellers?: ReadonlyArray<SavedTraveller> } = {}): CorporateApiMemory => {
  let company = start.company
  let travellers = [...(start.travellers ?? [])]
  let nextId = Math.max(0, ...travellers.map((traveller) => traveller.id)) + 1
  const calls: Array<{ call: CorporateCall; search?: TravellerSearch }> = []
  const failures = new Map<CorporateCall, HttpError>()
  let gate: Promise<void> | undefined

  const call = <A>(name: CorporateCall, answer: () => Effect.Effect<A, HttpError>, search?: TravellerSearch) =>
    Effect.gen(function* () {
      calls.push(search === undefined ? { call: name } : { call: name, search })
      const held = gate
      if (held !== undefined) yield* Effect.promise(() => held)
      const failure = failures.get(name)
      if (failure !== undefined) {
        failures.delete(name)
        return yield* failure
      }
      return yield* answer()
    })

  const api: CorporateApiShape = {
    getCompany: () => call("getCompany", () => (company === undefined ? Effect.fail(notFound("No company details yet")) : Effect.succeed(company))),
    saveCompany: (_token, details) => call("saveCompany", () => Effect.sync(() => (company = details))),
    listTravellers: (_token, search) =>
      call(
        "listTravellers",
        () =>
          Effect.sync(() => {
            const found = travellers.filter((traveller) => matches(traveller, search.query))
            return { travellers: found, currentPage: 1, totalPages: 1, totalCount: found.length }
          }),
        search,
      ),
    addTraveller: (_token, traveller) =>
      call("addTraveller", () =>
        Effect.sync(() => {
          const added = saved(nextId++, traveller)
          travellers = [...travellers, added]
          return added
        }),
      ),
    editTraveller: (_token, id, traveller) =>
      call("editTraveller", () => {
        if (!travellers.some((existing) => existing.id === id)) return Effect.fail(notFound("Traveller not found"))
        const edited = saved(id, traveller)
        travellers = travellers.map((existing) => (existing.id === id ? edited : existing))
        return Effect.succeed(edited)
      }),
    removeTraveller: (_token, id) =>
      call("removeTraveller", () => {
        if (!travellers.some((existing) => existing.id === id)) return Effect.fail(notFound("Traveller not found"))
        travellers = travellers.filter((existing) => existing.id !== id)
        return Effect.void
      }),
  }

  return {
    api,
    layer: Layer.succeed(CorporateApi, api),
    company: () => company,
    travellers: () => travellers,
    calls: () => calls,
    failNext: (name, error) => void failures.set(name, error),
    hold: () => {
      let open: () => void = () => undefined
      gate = new Promise<void>((resolve) => (open = resolve))
      return {
        release: () => {
          gate = undefined
          open()
        },
      }
    },
  }
}
