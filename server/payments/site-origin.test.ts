import { describe, expect, it } from "vitest"
import { paymentSiteOrigin } from "./site-origin.ts"

describe("the site a card payment returns to (issue 27 §5)", () => {
  it("is the public URL of a site on a real address, whatever address the request names", () => {
    expect(paymentSiteOrigin("https://www.karoohotels.co.za", "https://www.karoohotels.co.za")).toBe("https://www.karoohotels.co.za")
    expect(paymentSiteOrigin("https://www.karoohotels.co.za", "http://localhost:3000")).toBe("https://www.karoohotels.co.za")
    expect(paymentSiteOrigin("https://www.karoohotels.co.za", "https://evil.example")).toBe("https://www.karoohotels.co.za")
  })

  it("follows the loopback spelling the guest opened a development site on, on the same port", () => {
    expect(paymentSiteOrigin("http://localhost:3000", "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3000")
    expect(paymentSiteOrigin("http://localhost:3000", "http://[::1]:3000")).toBe("http://[::1]:3000")
    expect(paymentSiteOrigin("http://127.0.0.1:5173", "http://localhost:5173")).toBe("http://localhost:5173")
  })

  it("never leaves for another port, another scheme or a non-loopback host named in the request", () => {
    expect(paymentSiteOrigin("http://localhost:3000", "http://127.0.0.1:4000")).toBe("http://localhost:3000")
    expect(paymentSiteOrigin("http://localhost:3000", "https://127.0.0.1:3000")).toBe("http://localhost:3000")
    expect(paymentSiteOrigin("http://localhost:3000", "http://evil.example:3000")).toBe("http://localhost:3000")
    expect(paymentSiteOrigin("http://localhost:3000", "not a url")).toBe("http://localhost:3000")
  })
})
