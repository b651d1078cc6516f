/**
 * Issue 23 §9: splits core/booking/ by capability, as the UI already is: the booking flow's search results and
 * session stay in core/booking/, the checkout steps move to core/checkout/, booking management to
 * core/manage-booking/. It only moves files (each with its test and test support) and rewrites every relative import
 * and every path named in the docs, so it can be run again after merging branches that still import the old
 * places: `npx tsx tools/split-core-booking.ts && npm run docs:properties`, then `npm run typecheck`. A file still
 * in core/booking/ is moved; an import or a doc naming its old place is rewritten whether or not it has moved
 * already (a merged branch's new code); files added to core/booking/ since are left where they are, their imports
 * rewritten.
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, normalize, relative } from "node:path"

/** Where each module goes, by its name in core/booking/ (its *.test.ts and *.testing.ts go with it). */
const DESTINATIONS: Readonly<Record<string, "checkout" | "manage-booking">> = {
  // the checkout steps: review, guest details, payment details, the hand-off and the thank-you page
  "calendar-event": "checkout",
  "cancellation-policy": "checkout",
  communication: "checkout",
  "confirm-booking": "checkout",
  "guest-details-form": "checkout",
  guest: "checkout",
  "sa-id": "checkout",
  "id-mask": "checkout",
  hold: "checkout",
  "load-booking-to-pay": "checkout",
  "load-thank-you": "checkout",
  "thank-you-card": "checkout",
  "pay-later": "checkout",
  "payment-details": "checkout",
  "price-change": "checkout",
  "quick-assign": "checkout",
  "reserve-rooms": "checkout",
  "start-payment": "checkout",
  "thank-you-model": "checkout",
  // booking management: a booking's details, its dates, its cancellation
  "booking-details": "manage-booking",
  "change-dates": "manage-booking",
  "date-change": "manage-booking",
  "manage-booking": "manage-booking",
  "manage-existing-booking": "manage-booking",
}

const SOURCE = /\.(ts|tsx|cjs|js|mjs)$/
const SPECIFIER = /((?:from|import)\s*\(?\s*)(["'])(\.{1,2}\/[^"']+)\2/g

const git = (...args: ReadonlyArray<string>): string => execFileSync("git", args, { encoding: "utf8" })

const tracked = git("ls-files").split("\n").filter((file) => file !== "" && existsSync(file))

/** Every module's old path → its new path, moved already or not (imports of either are rewritten). */
const moves = new Map<string, string>()
for (const [name, capability] of Object.entries(DESTINATIONS)) {
  for (const suffix of [".ts", ".test.ts", ".testing.ts"]) {
    const from = `core/booking/${name}${suffix}`
    const to = `core/${capability}/${name}${suffix}`
    if (existsSync(from) || existsSync(to)) moves.set(from, to)
  }
}
/** The files still to move. */
const pending = [...moves].filter(([from]) => existsSync(from))

const withDot = (path: string): string => (path.startsWith(".") ? path : `./${path}`)

/** A source file's text with each relative import pointing where its target now is, seen from where the file now is. */
const rewriteImports = (file: string, text: string): string => {
  const newFile = moves.get(file) ?? file
  return text.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    const target = normalize(join(dirname(file), specifier))
    const newTarget = moves.get(target) ?? target
    const rewritten = withDot(relative(dirname(newFile), newTarget))
    return rewritten === specifier ? whole : `${lead}${quote}${rewritten}${quote}`
  })
}

/** Docs and comments name modules by their path from the root ("core/checkout/guest.ts"). */
const rewritePaths = (text: string): string => {
  let result = text
  for (const [from, to] of moves) result = result.split(from).join(to)
  return result
}

const rewritten = new Map<string, string>()
for (const file of tracked) {
  const isSource = SOURCE.test(file)
  if (!isSource && !file.endsWith(".md")) continue
  const text = readFileSync(file, "utf8")
  const next = rewritePaths(isSource ? rewriteImports(file, text) : text)
  if (next !== text || moves.has(file)) rewritten.set(moves.get(file) ?? file, next)
}

for (const [from, to] of pending) {
  mkdirSync(dirname(to), { recursive: true })
  git("mv", from, to)
}
for (const [file, text] of rewritten) writeFileSync(file, text)
console.log(`split-core-booking: moved ${pending.length} files, rewrote ${rewritten.size}`)
