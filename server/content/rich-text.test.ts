import fc from "fast-check"
import { Window } from "happy-dom"
import { describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { RICH_TEXT_SCHEMES, sanitiseRichText } from "./rich-text.ts"

/**
 * Rich text is sanitised on the way out (issue 16): whatever an editor stored, what a reader's browser builds from the
 * answer has no script, no event handler and no link or picture to a `javascript:` (or any other non-allowed) address.
 * The output is read back with happy-dom's HTML parser, as a browser reads it, so an escape the sanitiser's own parser
 * sees differently would show.
 */

const window = new Window()

/** The elements and attributes a browser builds from `html`. */
const parse = (html: string) => {
  const template = window.document.createElement("template")
  template.innerHTML = html
  return [...template.content.querySelectorAll("*")]
}

/** The scheme of an address as a browser resolves it: ASCII whitespace and controls are dropped before the colon. */
const schemeOf = (address: string): string | undefined => {
  // eslint-disable-next-line no-control-regex
  const cleaned = address.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1]
  return scheme
}

const DANGEROUS_ELEMENTS = ["script", "style", "iframe", "object", "embed", "form", "input", "button", "svg", "math", "base", "meta", "link", "template", "frame", "frameset", "video", "audio"]
const ADDRESS_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "srcset", "poster", "background", "cite", "data"]

const hostileTag = fc.constantFrom("script", "SCRIPT", "img", "a", "iframe", "svg", "math", "style", "p", "div", "object", "embed", "form", "body", "details", "video", "table", "input", "base", "template", "noscript")
const hostileAttribute = fc.constantFrom("onerror", "onclick", "OnLoad", "onmouseover", "href", "src", "style", "formaction", "xlink:href", "srcset", "action", "target", "title", "data")
const hostileAddress = fc.constantFrom(
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java&#x09;script:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x.js",
  "https://karoohotels.example/",
  "/help",
  "mailto:help@karoohotels.example",
)
const quote = fc.constantFrom('"', "'", "", "`")
const attribute = fc.tuple(hostileAttribute, quote, fc.oneof(hostileAddress, fc.string({ maxLength: 12 }))).map(([name, q, value]) => ` ${name}=${q}${value}${q}`)
const openTag = fc.tuple(hostileTag, fc.array(attribute, { maxLength: 3 }), fc.constantFrom(">", "/>", " >", "")).map(([tag, attributes, end]) => `<${tag}${attributes.join("")}${end}`)
const closeTag = hostileTag.map((tag) => `</${tag}>`)
const piece = fc.oneof(openTag, closeTag, fc.string({ maxLength: 10 }), fc.constantFrom("<!--", "-->", "<![CDATA[", "]]>", "<", ">", "&", "&lt;script&gt;", "\u0000", "alert(1)"))
const hostileHtml = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(""))

describe("rich text on the way out", () => {
  it("a browser finds no script, event handler or dangerous address in any sanitised text", () => {
    fc.assert(
      fc.property(hostileHtml, (stored) => {
        for (const element of parse(sanitiseRichText(stored))) {
          expect(DANGEROUS_ELEMENTS).not.toContain(element.tagName.toLowerCase())
          for (const attribute of [...element.attributes]) {
            const name = attribute.name.toLowerCase()
            expect(name.startsWith("on"), `event handler ${name}`).toBe(false)
            expect(name).not.toBe("style")
            if (ADDRESS_ATTRIBUTES.includes(name)) {
              const address = attribute.value ?? ""
              const scheme = schemeOf(address)
              expect(scheme === undefined || (RICH_TEXT_SCHEMES as ReadonlyArray<string>).includes(scheme), `${name}="${address}"`).toBe(true)
              expect(address.startsWith("//"), `protocol-relative ${name}="${address}"`).toBe(false)
            }
          }
        }
      }),
      { numRuns: scaledRuns(1_000) },
    )
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
