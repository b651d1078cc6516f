import { readFileSync, writeFileSync } from "node:fs"
import { findPropertyTests, renderPropertyList, withPropertyList } from "./property-list.ts"

/** `npm run docs:properties`: writes the list of properties in docs/testing.md afresh from the tests. */
const DOCUMENT = "docs/testing.md"

writeFileSync(DOCUMENT, withPropertyList(readFileSync(DOCUMENT, "utf8"), renderPropertyList(findPropertyTests(process.cwd()))))
