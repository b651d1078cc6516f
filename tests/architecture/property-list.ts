import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import ts from "typescript"

/**
 * The list of properties in docs/testing.md, by capability: every test that asserts a fast-check property
 * (`fc.assert` or `fc.check` in its body), under the names its describe blocks and itself give the law it states.
 * Written from the tests by `npm run docs:properties`; property-list.test.ts fails when the doc is not current.
 */

/** Layers in the order a reader meets them: the rules, the wire, the server that keeps them, the client. */
export const LAYERS = ["core", "contracts", "server", "adapters", "ui"] as const

export const LIST_START = "<!-- properties: written by `npm run docs:properties` from the tests' names; do not edit by hand -->"
export const LIST_END = "<!-- end of properties -->"

export interface PropertyTest {
  /** Relative to the repository, `/`-separated. */
  readonly file: string
  /** The describe blocks' names, outermost first, then the test's. */
  readonly names: ReadonlyArray<string>
}

const testFiles = (root: string, layer: string): ReadonlyArray<string> => {
  const dir = join(root, layer)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((file) => !file.split("/").includes("node_modules"))
    .sort()
}

/** `it`, `test` or `describe` behind `.only`, `.concurrent`, `.each(table)` and the like; else undefined. */
const blockKind = (callee: ts.Expression): "suite" | "test" | undefined => {
  let target = callee
  while (ts.isCallExpression(target) || ts.isPropertyAccessExpression(target)) target = target.expression
  if (!ts.isIdentifier(target)) return undefined
  if (target.text === "describe") return "suite"
  return target.text === "it" || target.text === "test" ? "test" : undefined
}

/** A name as written: a template's `${expression}` stays visible as `{expression}`, since it varies by case. */
const nameOf = (node: ts.Expression, source: ts.SourceFile): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (!ts.isTemplateExpression(node)) return undefined
  return node.templateSpans.reduce((text, span) => `${text}{${span.expression.getText(source)}}${span.literal.text}`, node.head.text)
}

const ASSERTS_A_PROPERTY = /\bfc\.(assert|check)\(/

/** The property tests of one file's source, in source order. */
export const propertyTestsIn = (file: string, code: string): ReadonlyArray<PropertyTest> => {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
  const found: Array<PropertyTest> = []
  const visit = (node: ts.Node, names: ReadonlyArray<string>): void => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const kind = blockKind(node.expression)
      const name = nameOf(node.arguments[0]!, source)
      if (kind !== undefined && name !== undefined) {
        if (kind === "test") {
          if (ASSERTS_A_PROPERTY.test(node.getText(source))) found.push({ file, names: [...names, name] })
          return
        }
        for (const argument of node.arguments.slice(1)) visit(argument, [...names, name])
        return
      }
    }
    ts.forEachChild(node, (child) => visit(child, names))
  }
  visit(source, [])
  return found
}

/** Every property test of the repository at `root`, layer by layer. */
export const findPropertyTests = (root: string): ReadonlyArray<PropertyTest> =>
  LAYERS.flatMap((layer) => testFiles(root, layer)).flatMap((file) => propertyTestsIn(file, readFileSync(join(root, file), "utf8")))

/** One line a law: the describe blocks, then the test's own sentence, then the file it is in. */
const line = (test: PropertyTest): string => {
  const law = test.names.length === 1 ? test.names[0]! : `${test.names.slice(0, -1).join(" › ")}: ${test.names.at(-1)!}`
  return `- ${law} (\`${test.file.split("/").at(-1)!}\`)`
}

/** The markdown list, a heading per capability (the folder of the test file) in the order the tests were found. */
export const renderPropertyList = (tests: ReadonlyArray<PropertyTest>): string => {
  const byCapability = new Map<string, Array<PropertyTest>>()
  for (const test of tests) byCapability.set(dirname(test.file), [...(byCapability.get(dirname(test.file)) ?? []), test])
  const sections = [...byCapability].map(([capability, laws]) => `### ${capability}\n\n${laws.map(line).join("\n")}\n`)
  return `${LIST_START}\n\n${sections.join("\n")}\n${LIST_END}`
}

/** The document with its list replaced; a document without the two markers is refused. */
export const withPropertyList = (document: string, list: string): string => {
  const start = document.indexOf(LIST_START)
  const end = document.indexOf(LIST_END)
  if (start === -1 || end < start) throw new Error(`docs/testing.md has lost the markers of its property list:\n${LIST_START}\n${LIST_END}`)
  return `${document.slice(0, start)}${list}${document.slice(end + LIST_END.length)}`
}
