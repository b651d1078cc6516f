import { Hono } from "hono"
import type { AppEnv } from "../http/runtime.ts"

/**
 * The seed's documents (a hotel's info pack, an offer's terms, the investors' reports, the dining menus), made here
 * as one-page PDFs from their path, as images.ts draws the seed's pictures: deterministic, made locally, so no link
 * of the seeded site is dead. Real documents replace them by pointing the links elsewhere.
 */
export const DOCUMENTS_PATH = "/files"

const documentPath = /^\/files\/((?:[a-z0-9_-]+\/)*)([a-z0-9_-]+)\.pdf$/

const titleOf = (name: string): string => name.replace(/[-_]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase())

/** Text for a PDF string literal: the path's words are letters, digits and spaces, so nothing needs escaping but these. */
const pdfString = (text: string): string => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`

export const drawDocument = (path: string): Uint8Array<ArrayBuffer> | undefined => {
  const match = documentPath.exec(path)
  if (match === null) return undefined
  const [, folders = "", name = ""] = match
  const title = titleOf(name)
  const source = titleOf(folders.split("/").filter((part) => part !== "").join(" / "))
  const content = [
    "BT /F1 24 Tf 72 720 Td",
    `${pdfString(title)} Tj`,
    "0 -32 Td /F1 12 Tf",
    `${pdfString(`Karoo Hotels - ${source}`)} Tj`,
    "0 -20 Td",
    `${pdfString("The full document is available from our offices on request.")} Tj`,
    "ET",
  ].join("\n")
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]
  let body = "%PDF-1.4\n"
  const offsets: Array<number> = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title ${pdfString(title)} >> >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

/** GET /files/...pdf: the made document, cached for a day (the same path always gives the same bytes). */
export const makeDocumentRoutes = (): Hono<AppEnv> =>
  new Hono<AppEnv>().get("/*", (c) => {
    const pdf = drawDocument(c.req.path)
    if (pdf === undefined) return c.json({ message: "Not found" }, 404)
    c.header("Cache-Control", "public, max-age=86400")
    return c.body(pdf, 200, { "Content-Type": "application/pdf" })
  })
