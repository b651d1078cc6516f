import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { apiEndpoints, makeOpenApiDocument } from "./openapi.ts"

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8")

/** Every "`METHOD /path`" the README documents. */
const documentedCalls = [...readme.matchAll(/`(GET|POST|PATCH|PUT|DELETE) (\/[^`\s]+)`/g)].map(([, method, path]) => `${method} ${path}`)

const document = makeOpenApiDocument()

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })),
)

/** Every `$ref` anywhere in a JSON value. */
const refsIn = (value: unknown): Array<string> => {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (key === "$ref" && typeof item === "string" ? [item] : refsIn(item)))
  }
  return []
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and the same every time it is built", () => {
    expect(document.openapi).toBe("3.1.0")
    expect(JSON.stringify(makeOpenApiDocument())).toBe(JSON.stringify(document))
  })

  it("has every call of the README, with its method, and no other", () => {
    expect(documentedCalls.length).toBeGreaterThanOrEqual(apiEndpoints.length)
    expect(new Set(operations.map(({ call }) => call))).toEqual(new Set(documentedCalls))
  })

  it("describes every call's success answer and every error status it lists, each as JSON", () => {
    for (const endpoint of apiEndpoints) {
      const operation = document.paths[endpoint.path]![endpoint.method.toLowerCase()] as {
        readonly responses: Record<string, { readonly content: Record<string, { readonly schema: unknown }> }>
      }
      const statuses = Object.keys(operation.responses).map(Number)
      expect(statuses, endpoint.name).toEqual([endpoint.success.status, ...new Set(endpoint.errors)].sort((a, b) => a - b))
      for (const response of Object.values(operation.responses)) expect(response.content["application/json"]?.schema).toBeDefined()
    }
  })

  it("names every path parameter of a path template, as required text", () => {
    for (const { call, operation } of operations) {
      const names = [...call.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)
      const parameters = ((operation as { readonly parameters?: ReadonlyArray<{ name: string; in: string; required: boolean }> }).parameters ?? []).filter(
        (parameter) => parameter.in === "path",
      )
      expect(parameters.map((parameter) => parameter.name), call).toEqual(names)
      expect(parameters.every((parameter) => parameter.required)).toBe(true)
    }
  })

  it("resolves every reference to a component schema", () => {
    const refs = refsIn(document)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//)
      expect(document.components.schemas[ref.slice("#/components/schemas/".length)], ref).toBeDefined()
    }
  })

  it("shows the wire form: snake_case keys, dates as text, the reservation envelope", () => {
    const reservation = document.components.schemas.ReservationRequest as {
      readonly properties: { readonly reservation: { readonly properties: Record<string, { readonly type?: string }> } }
    }
    const fields = reservation.properties.reservation.properties
    expect(Object.keys(fields)).toEqual([
      "allows_mail_list",
      "clicks_club_card_number",
      "start_date",
      "end_date",
      "hotel_code",
      "mandatory_payment",
      "rooms",
      "uuid",
      "via_email",
      "via_sms",
    ])
    expect(fields.start_date?.type).toBe("string")
  })
})
