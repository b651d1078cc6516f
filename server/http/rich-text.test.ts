import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { safeAddress, sanitiseRichText } from "./rich-text.ts"
import { addressDanger, HOSTILE_HTML_EXAMPLES, hostileAddress, hostileHtml, htmlDangers } from "./testing/hostile-html.ts"

/**
 * Rich text is sanitised on the way out (issue 16): whatever an editor stored, what a reader's browser builds from the
 * answer has no script, no event handler and no link or picture to a `javascript:` (or any other non-allowed) address.
 * The output is read back with happy-dom's HTML parser, as a browser reads it, so an escape the sanitiser's own parser
 * sees differently would show.
 */

describe("rich text on the way out", () => {
  it("a browser finds no script, event handler or dangerous address in any sanitised text", () => {
    fc.assert(
      fc.property(hostileHtml, (stored) => {
        expect(htmlDangers(sanitiseRichText(stored))).toStrictEqual([])
      }),
      { numRuns: scaledRuns(1_000) },
    )
  })

  it("writes a link nested in a link apart at once, as a second pass would (fast-check found '<a><div><a>')", () => {
    expect(sanitiseRichText("<a><div><a>")).toBe("<a></a><a></a>")
  })

  it("sanitising twice gives what sanitising once gave", () => {
    fc.assert(fc.property(hostileHtml, (stored) => sanitiseRichText(sanitiseRichText(stored)) === sanitiseRichText(stored)), { numRuns: scaledRuns(300) })
  })

  it("keeps an editor's text, structure, tables and safe links as written", () => {
    const html =
      '<h2>Cancellation</h2><p>Free until <strong>16:00</strong> on <em>arrival day</em>.</p><ul><li>Flexible</li></ul>' +
      '<table><thead><tr><th scope="col">Brand</th></tr></thead><tbody><tr><td>City</td></tr></tbody></table>' +
      '<p><a href="/legal-hub">Legal hub</a> <a href="mailto:help@karoohotels.example">Mail us</a></p>'
    expect(sanitiseRichText(html)).toBe(html)
  })

  it("drops scripts with their code, event handlers and javascript: links, and keeps the text around them", () => {
    expect(sanitiseRichText('<p onclick="steal()">Hello<script>steal()</script> <a href="javascript:steal()">there</a><img src="/x.svg" onerror="steal()"></p>')).toBe(
      '<p>Hello <a>there</a><img src="/x.svg" /></p>',
    )
  })

  it("gives a link that opens a new tab rel=noopener noreferrer", () => {
    expect(sanitiseRichText('<a href="https://karoohotels.example" target="_top">Us</a>')).toBe('<a href="https://karoohotels.example" target="_blank" rel="noopener noreferrer">Us</a>')
  })
})

describe("a link's address on the way out", () => {
  it("is kept only when a browser following it runs no script and leaves for no other scheme", () => {
    fc.assert(
      fc.property(fc.oneof(hostileAddress, fc.string({ maxLength: 20 }), hostileAddress.map((address) => `${address}${address}`)), (stored) => {
        const served = safeAddress(stored)
        if (served !== undefined) expect(addressDanger(served)).toBeUndefined()
      }),
      { numRuns: scaledRuns(1_000) },
    )
  })

  it("keeps web, mail and phone addresses and paths on this site as written", () => {
    for (const address of ["https://karoohotels.example/offers?x=1", "http://example.com", "mailto:help@karoohotels.example", "tel:+27111234567", "/special-offers/winelands-weekend", "special-offers"]) {
      expect(safeAddress(address)).toBe(address)
    }
  })

  it("refuses script, data and protocol-relative addresses in their disguises", () => {
    for (const address of ["javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "java\nscript:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example", "\\\\evil.example", "/\\evil.example"]) {
      expect(safeAddress(address), JSON.stringify(address)).toBeUndefined()
    }
  })
})

describe("the classic attacks", () => {
  it.each(HOSTILE_HTML_EXAMPLES)("leave nothing a browser would run: %s", (stored) => {
    expect(htmlDangers(sanitiseRichText(stored))).toStrictEqual([])
  })
})
