import { createHash } from "node:crypto"
import { Hono } from "hono"
import type { AppEnv } from "../http/runtime.ts"

/**
 * The seed's pictures (hotels, rooms, brands, amenities, offers, charities), drawn here as small SVGs
 * from their path: deterministic, made locally, no network at run time. Real photography replaces
 * them by pointing the image URLs elsewhere. The name is the picture's accessible label only: no caption is drawn,
 * as a guest would read it as a debug string (issue 29 §12).
 */
export const IMAGES_PATH = "/images"

const imagePath = /^\/images\/((?:[a-z0-9_-]+\/)*)([a-z0-9_-]+)\.svg$/

/** Brand colours (DESIGN.md: city deep blue, courtyard plum, road signal red, town teal), then neutrals. */
const PALETTE = ["#1d3f8f", "#6b2150", "#b3261e", "#0f6e6e", "#14213d", "#5b6472", "#8a5a12", "#2f6b3a"] as const

const hueOf = (path: string): { readonly base: string; readonly seed: number } => {
  const digest = createHash("sha256").update(path).digest()
  const brand = /\/brands\/(city|courtyard|road|town)\.svg$/.exec(path)?.[1]
  const index = brand === undefined ? digest[0]! % PALETTE.length : ["city", "courtyard", "road", "town"].indexOf(brand)
  return { base: PALETTE[index]!, seed: digest.readUInt32BE(1) }
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!)

const titleOf = (folders: string, name: string): string => {
  const parts = folders.split("/").filter((part) => part !== "")
  const words = (text: string) => text.replace(/[-_]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase())
  if (parts[0] === "hotels" && parts[2] === "rooms") return `${words(parts[3] ?? "")} room · hotel ${parts[1]}`
  if (parts[0] === "hotels") return `Hotel ${parts[1]} · view ${name}`
  return words(parts.length > 1 ? parts[1]! : name)
}

/** A skyline of lit windows: the same path always draws the same building. */
const building = (seed: number): string => {
  let state = seed || 1
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0
    return state / 2 ** 32
  }
  const blocks: Array<string> = []
  for (let x = 40; x < 600; x += 70 + Math.floor(next() * 40)) {
    const height = 120 + Math.floor(next() * 160)
    const width = 50 + Math.floor(next() * 30)
    blocks.push(`<rect x="${x}" y="${360 - height}" width="${width}" height="${height}" fill="#ffffff" fill-opacity="0.16"/>`)
    for (let y = 380 - height; y < 340; y += 22) {
      for (let wx = x + 8; wx < x + width - 10; wx += 16) {
        if (next() > 0.35) blocks.push(`<rect x="${wx}" y="${y}" width="8" height="10" fill="#ffe9a8" fill-opacity="0.8"/>`)
      }
    }
  }
  return blocks.join("")
}

export const drawImage = (path: string): string | undefined => {
  const match = imagePath.exec(path)
  if (match === null) return undefined
  const [, folders = "", name = ""] = match
  const { base, seed } = hueOf(path)
  const title = escapeXml(titleOf(folders, name))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="#14213d"/></linearGradient></defs>`,
    `<rect width="640" height="400" fill="url(#g)"/>`,
    building(seed),
    `<rect y="360" width="640" height="40" fill="#000000" fill-opacity="0.25"/>`,
    `</svg>`,
  ].join("")
}

/** GET /images/...svg: the drawn picture, cached for a day (the same path always gives the same bytes). */
export const makeImageRoutes = (): Hono<AppEnv> =>
  new Hono<AppEnv>().get("/*", (c) => {
    const svg = drawImage(c.req.path)
    if (svg === undefined) return c.json({ message: "Not found" }, 404)
    c.header("Cache-Control", "public, max-age=86400")
    return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8" })
  })
