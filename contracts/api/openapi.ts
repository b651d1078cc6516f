import { JsonSchema, Schema, SchemaRepresentation } from "effect"
import { accountEndpoints } from "./accounts.ts"
import { bookingEndpoints } from "./bookings.ts"
import { calendarEndpoints } from "./calendar.ts"
import { charityEndpoints } from "./charities.ts"
import { clicksEndpoints } from "./clicks.ts"
import { contentEndpoints } from "./contents.ts"
import { corporateEndpoints } from "./corporate.ts"
import { loyaltyEndpoints } from "./loyalty.ts"
import type { Endpoint } from "./endpoint.ts"
import { enquiryEndpoints } from "./enquiries.ts"
import { ERROR_STATUSES, type ErrorStatus } from "./errors.ts"
import { requestExamples } from "./request-examples.ts"
import { hotelEndpoints } from "./hotels.ts"
import { jobEndpoints } from "./jobs.ts"
import { loyaltyPaymentEndpoints } from "./loyalty-payments.ts"
import { offerEndpoints } from "./offers.ts"
import { reviewEndpoints } from "./reviews.ts"
import { reservationEndpoints } from "./reservations.ts"
import { searchEndpoints } from "./search.ts"
import { siteEndpoints } from "./site.ts"

/**
 * The OpenAPI 3.1 document of the API, generated from the wire Schemas with Effect's JSON Schema
 * support: every Schema is lowered to the JSON form it has on the wire (Schema.toCodecJson), all of
 * them in one shared set of definitions (SchemaRepresentation.toRepresentations), compiled to JSON
 * Schema 2020-12 and converted to OpenAPI 3.1 (refs under #/components/schemas). JSON Schema cannot
 * say everything a Schema checks (real dates, cross-field rules): the Schemas remain the authority.
 */

/** Every call of the API, in the order of contracts/README.md. */
export const apiEndpoints: ReadonlyArray<Endpoint> = [
  ...searchEndpoints,
  ...reservationEndpoints,
  ...bookingEndpoints,
  ...loyaltyPaymentEndpoints,
  ...calendarEndpoints,
  ...enquiryEndpoints,
  ...clicksEndpoints,
  ...offerEndpoints,
  ...hotelEndpoints,
  ...charityEndpoints,
  ...siteEndpoints,
  ...contentEndpoints,
  ...jobEndpoints,
  ...reviewEndpoints,
  ...accountEndpoints,
  ...corporateEndpoints,
  ...loyaltyEndpoints,
]

export const API_TITLE = "Hotel group booking API"
export const API_VERSION = "1.0.0"

type Json = JsonSchema.JsonSchema

export interface OpenApiDocument {
  readonly openapi: "3.1.0"
  readonly info: { readonly title: string; readonly version: string; readonly description: string }
  readonly servers: ReadonlyArray<{ readonly url: string }>
  readonly tags: ReadonlyArray<{ readonly name: string }>
  readonly paths: Record<string, Record<string, Json>>
  readonly components: { readonly schemas: Record<string, Json> }
}

const errorStatuses = Object.keys(ERROR_STATUSES).map(Number) as Array<ErrorStatus>

/** Compiles `schemas` together: their OpenAPI schemas (in order) and the shared definitions. */
const compile = (schemas: ReadonlyArray<Schema.Top>) => {
  const asts = schemas.map((schema) => Schema.toCodecJson(schema).ast)
  const representations = SchemaRepresentation.toRepresentations(asts as [(typeof asts)[number], ...typeof asts])
  return JsonSchema.toMultiDocumentOpenApi3_1(SchemaRepresentation.toJsonSchemaMultiDocument(representations))
}

const COMPONENT_PREFIX = "#/components/schemas/"

/** The object schema behind a (possibly referenced) compiled struct. */
const resolve = (schema: Json, definitions: Record<string, Json>): Json => {
  const ref = schema.$ref
  return typeof ref === "string" && ref.startsWith(COMPONENT_PREFIX) ? resolve(definitions[ref.slice(COMPONENT_PREFIX.length)]!, definitions) : schema
}

/** One OpenAPI parameter per property of a compiled params or query struct. */
const parametersOf = (where: "path" | "query", schema: Json, definitions: Record<string, Json>): Array<Json> => {
  const struct = resolve(schema, definitions)
  const properties = (struct.properties ?? {}) as Record<string, Json>
  const required = new Set((struct.required ?? []) as ReadonlyArray<string>)
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    }
  })
}

const jsonContent = (schema: Json) => ({ "application/json": { schema } })

const bodyContent = (schema: Json, example: unknown) => ({
  "application/json": example === undefined ? { schema } : { schema, example },
})

/** Builds the document (deterministic: the same Schemas give the same document). */
export const makeOpenApiDocument = (endpoints: ReadonlyArray<Endpoint> = apiEndpoints): OpenApiDocument => {
  // Roots: the error bodies first, then per endpoint its params, query, body and success body.
  const roots: Array<Schema.Top> = errorStatuses.map((status) => ERROR_STATUSES[status].body)
  const slots = endpoints.map((endpoint) => {
    const slot = (schema: Schema.Top | undefined) => (schema === undefined ? undefined : roots.push(schema) - 1)
    return { params: slot(endpoint.params), query: slot(endpoint.query), body: slot(endpoint.body), success: slot(endpoint.success.body) }
  })
  const compiled = compile(roots)
  const definitions = { ...compiled.definitions } as Record<string, Json>
  const at = (index: number): Json => compiled.schemas[index]!

  const paths: Record<string, Record<string, Json>> = {}
  endpoints.forEach((endpoint, index) => {
    const slot = slots[index]!
    const responses: Record<string, Json> = {
      [String(endpoint.success.status)]: { description: endpoint.success.description, content: jsonContent(at(slot.success!)) },
    }
    for (const status of [...new Set(endpoint.errors)].sort((a, b) => a - b)) {
      const { description } = ERROR_STATUSES[status]
      responses[String(status)] = {
        description,
        content: jsonContent(at(errorStatuses.indexOf(status))),
        ...(status === 429 || status === 503 ? { headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } } } : {}),
      }
    }
    const parameters = [
      ...(slot.params === undefined ? [] : parametersOf("path", at(slot.params), definitions)),
      ...(slot.query === undefined ? [] : parametersOf("query", at(slot.query), definitions)),
    ]
    const operation: Json = {
      operationId: endpoint.name,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
      ...(parameters.length === 0 ? {} : { parameters }),
      ...(slot.body === undefined ? {} : { requestBody: { required: endpoint.bodyOptional !== true, content: bodyContent(at(slot.body), requestExamples[endpoint.name]) } }),
      responses,
    }
    ;(paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation
  })

  return {
    openapi: "3.1.0",
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description:
        "The website's booking engine, hotels, special offers, enquiries, charities, site settings, content, job vacancies and guest reviews. JSON in and out, snake_case; calendar dates are noon on the hotels' clock (UTC+02:00); amounts in cents unless written as strings such as \"1,250.00\". See contracts/README.md.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: definitions },
  }
}
