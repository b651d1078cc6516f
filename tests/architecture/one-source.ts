import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import ts from "typescript"

/**
 * One source per rule, message and constant (docs/architecture.md): finds what is written twice in production code.
 *
 * - A constant defined twice: the same exported name bound to a literal (`export const OTP_MAX_ATTEMPTS = 5`) in two
 *   modules.
 * - A message written twice: a sentence a person reads (a string literal with a space and at least MESSAGE_MIN_LENGTH
 *   characters) that is an exported constant's value somewhere and appears as a literal anywhere else.
 * - A route written twice: one path ("/booking/thank-you") as the value of two exported constants.
 * - A list written twice: one list of literals (the guest titles) as the value of two exported constants.
 *
 * What it reads: the TypeScript of the layers, tests and test support excluded (a test may spell a message out to
 * check it is the spec's).
 */

/** Shorter texts ("Mr", "Paid", header names) are words, not messages; 12 characters with a space is a phrase. */
export const MESSAGE_MIN_LENGTH = 12

export const LAYERS = ["core", "adapters", "ui", "contracts", "server"] as const

export interface Place {
  readonly file: string
  readonly line: number
}

export interface Duplicate {
  readonly kind: "constant" | "message" | "route" | "list"
  /** The constant's name, the message's text, the route's path, or the list's items joined by commas. */
  readonly what: string
  readonly places: ReadonlyArray<Place>
}

const isTestSupport = (file: string): boolean =>
  /\.(test|testing)\.tsx?$/.test(file) || file.split("/").includes("testing") || /\.memory\.tsx?$/.test(file)

/** The production TypeScript files under `root`'s layers, as paths relative to `root`. */
export const productionFiles = (root: string): ReadonlyArray<string> => {
  const files: Array<string> = []
  const walk = (dir: string): void => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "migrations") walk(path)
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        const file = relative(root, path)
        if (!isTestSupport(file)) files.push(file)
      }
    }
  }
  for (const layer of LAYERS) walk(join(root, layer))
  return files.sort()
}

type Literal = string | number | ReadonlyArray<string | number>

const literalOf = (node: ts.Node): Literal | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isNumericLiteral(node)) return Number(node.text)
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return literalOf(node.expression)
  if (ts.isArrayLiteralExpression(node) && node.elements.length >= 2) {
    const items = node.elements.map(literalOf)
    return items.every((item) => typeof item === "string" || typeof item === "number") ? (items as ReadonlyArray<string | number>) : undefined
  }
  return undefined
}

const isExported = (statement: ts.VariableStatement): boolean =>
  statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false

const isMessage = (text: string): boolean => text.length >= MESSAGE_MIN_LENGTH && text.includes(" ")

interface Found {
  readonly constants: Map<string, Array<Place>>
  readonly routes: Map<string, Array<Place>>
  readonly lists: Map<string, Array<Place>>
  /** Exported constants' message values, with the node of each definition (so it is not counted as a copy of itself). */
  readonly definitions: Map<string, Array<Place>>
  readonly literals: Map<string, Array<Place>>
}

const scan = (root: string, files: ReadonlyArray<string>): Found => {
  const found: Found = { constants: new Map(), routes: new Map(), lists: new Map(), definitions: new Map(), literals: new Map() }
  const add = (map: Map<string, Array<Place>>, key: string, place: Place) => {
    const places = map.get(key)
    if (places === undefined) map.set(key, [place])
    else places.push(place)
  }
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true)
    const placeOf = (node: ts.Node): Place => ({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 })
    const definingLiterals = new Set<ts.Node>()
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !isExported(statement)) continue
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.initializer === undefined) continue
        const value = literalOf(declaration.initializer)
        if (value === undefined) continue
        add(found.constants, declaration.name.text, placeOf(declaration))
        if (typeof value === "string" && value.startsWith("/")) add(found.routes, value, placeOf(declaration))
        if (typeof value === "object") add(found.lists, value.join(","), placeOf(declaration))
        if (typeof value === "string" && isMessage(value)) {
          add(found.definitions, value, placeOf(declaration))
          let literal: ts.Node = declaration.initializer
          while (ts.isAsExpression(literal) || ts.isSatisfiesExpression(literal) || ts.isParenthesizedExpression(literal)) literal = literal.expression
          definingLiterals.add(literal)
        }
      }
    }
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !definingLiterals.has(node) && isMessage(node.text)) {
        // Module specifiers and property names are not texts anyone reads.
        const parent = node.parent
        const isSpecifier = ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)
        if (!isSpecifier) add(found.literals, node.text, placeOf(node))
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

/** Every constant and message of the production code written more than once. */
export const findDuplicates = (root: string, files: ReadonlyArray<string> = productionFiles(root)): ReadonlyArray<Duplicate> => {
  const { constants, routes, lists, definitions, literals } = scan(root, files)
  const duplicates: Array<Duplicate> = []
  for (const [name, places] of constants) {
    if (new Set(places.map((place) => place.file)).size > 1) duplicates.push({ kind: "constant", what: name, places })
  }
  const twiceUnderOtherNames = (kind: "route" | "list", values: Map<string, Array<Place>>) => {
    for (const [value, places] of values) {
      // The same name twice is already a duplicate constant.
      if (places.length > 1 && !duplicates.some((duplicate) => duplicate.kind === "constant" && places.every((place) => duplicate.places.includes(place)))) {
        duplicates.push({ kind, what: value, places })
      }
    }
  }
  twiceUnderOtherNames("route", routes)
  twiceUnderOtherNames("list", lists)
  for (const [text, defined] of definitions) {
    const places = [...defined, ...(literals.get(text) ?? [])]
    if (places.length > 1) duplicates.push({ kind: "message", what: text, places })
  }
  return duplicates
}

export const describeDuplicate = (duplicate: Duplicate): string =>
  `${duplicate.kind} ${JSON.stringify(duplicate.what)} is written ${duplicate.places.length} times: ${duplicate.places
    .map((place) => `${place.file}:${place.line}`)
    .join(", ")}`
