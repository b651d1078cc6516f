import { describe, expect, it } from "vitest"
import { drawDocument, makeDocumentRoutes } from "./documents.ts"

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes)

describe("the seed's documents (/files/...pdf)", () => {
  it("draws a one-page PDF titled by its path, whose cross-reference table points at each object", () => {
    const pdf = text(drawDocument("/files/content/investors/annual-report-2025.pdf")!)
    expect(pdf.startsWith("%PDF-1.4")).toBe(true)
    expect(pdf).toContain("(Annual Report 2025)")
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1])
    expect(pdf.slice(startxref).startsWith("xref")).toBe(true)
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
    expect(offsets).toHaveLength(5)
  })

  it("draws the same bytes for the same path, and nothing for a path that is no seeded document", () => {
    expect(drawDocument("/files/hotels/801/info-pack.pdf")).toEqual(drawDocument("/files/hotels/801/info-pack.pdf"))
    expect(drawDocument("/files/../etc/passwd")).toBeUndefined()
    expect(drawDocument("/files/hotels/801/info-pack.exe")).toBeUndefined()
  })

  it("answers GET with the PDF and a day's caching, and 404 for anything else", async () => {
    const routes = makeDocumentRoutes()
    const found = await routes.request("/files/offers/stay-longer/terms.pdf")
    expect(found.status).toBe(200)
    expect(found.headers.get("content-type")).toBe("application/pdf")
    expect(found.headers.get("cache-control")).toBe("public, max-age=86400")
    expect(text(new Uint8Array(await found.arrayBuffer()))).toContain("(Terms)")
    expect((await routes.request("/files/offers/stay-longer/terms.txt")).status).toBe(404)
  })
})
