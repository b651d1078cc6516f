import { describe, expect, it } from "vitest"
import { drawImage, makeImageRoutes } from "./images.ts"

describe("seed pictures drawn locally", () => {
  it("draws the same SVG for the same path and a different one for another", () => {
    const first = drawImage("/images/hotels/801/1.svg")
    expect(first).toBe(drawImage("/images/hotels/801/1.svg"))
    expect(first).not.toBe(drawImage("/images/hotels/801/2.svg"))
    expect(first).toContain('aria-label="Hotel 801 · view 1"')
  })

  it("draws no caption on the picture: no debug text such as the hotel's code for a guest to read (issue 29 §12)", () => {
    for (const path of ["/images/hotels/815/1.svg", "/images/hotels/830/rooms/family/2.svg", "/images/offers/festive-escape/card.svg"]) {
      expect(drawImage(path)).not.toMatch(/<text/)
    }
  })

  it("names room pictures after their room type", () => {
    expect(drawImage("/images/hotels/830/rooms/family/2.svg")).toContain('aria-label="Family room · hotel 830"')
  })

  it("draws a brand in its own colour", () => {
    expect(drawImage("/images/brands/road.svg")).toContain("#b3261e")
    expect(drawImage("/images/brands/town.svg")).toContain("#0f6e6e")
  })

  it("refuses anything that is not a plain image path", () => {
    expect(drawImage("/images/../etc/passwd.svg")).toBeUndefined()
    expect(drawImage("/images/hotels/801/1.png")).toBeUndefined()
    expect(drawImage('/images/<script>.svg')).toBeUndefined()
  })

  it("serves the picture as SVG with a day's caching, and 404 JSON for anything else", async () => {
    const routes = makeImageRoutes()
    const picture = await routes.request("/images/offers/festive-escape/card.svg")
    expect(picture.status).toBe(200)
    expect(picture.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8")
    expect(picture.headers.get("Cache-Control")).toBe("public, max-age=86400")
    expect(await picture.text()).toMatch(/^<svg /)
    const missing = await routes.request("/images/hotels/801/1.jpg")
    expect(missing.status).toBe(404)
  })
})
