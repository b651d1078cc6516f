import fc from "fast-check"
import { Window } from "happy-dom"
import { RICH_TEXT_SCHEMES } from "../rich-text.ts"

/**
 * Hostile rich text and addresses, and what a browser would make of an answer: one set of payloads for the
 * sanitiser's own properties and for every field the API serves as HTML or as a link (issue 22 §6).
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
  return /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1]
}

const DANGEROUS_ELEMENTS = ["script", "style", "iframe", "object", "embed", "form", "input", "button", "svg", "math", "base", "meta", "link", "template", "frame", "frameset", "video", "audio"]
const ADDRESS_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "srcset", "poster", "background", "cite", "data"]

/** Why `address` is unsafe as a link's target (a scheme outside the allowed ones, or protocol-relative), or undefined. */
export const addressDanger = (address: string): string | undefined => {
  const scheme = schemeOf(address)
  if (scheme !== undefined && !(RICH_TEXT_SCHEMES as ReadonlyArray<string>).includes(scheme)) return `scheme ${scheme}: in "${address}"`
  // A browser reads backslashes in a link as slashes: "\/evil.example" is protocol-relative too.
  // eslint-disable-next-line no-control-regex
  if (/^[\\/]{2}/.test(address.replace(/^[\u0000-\u0020]+/, ""))) return `protocol-relative "${address}"`
  return undefined
}

/** What a browser would find dangerous in `html`: script-like elements, event handlers, styles, unsafe addresses. */
export const htmlDangers = (html: string): ReadonlyArray<string> =>
  parse(html).flatMap((element) => {
    const tag = element.tagName.toLowerCase()
    const found: Array<string> = DANGEROUS_ELEMENTS.includes(tag) ? [`element <${tag}>`] : []
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase()
      if (name.startsWith("on")) found.push(`event handler ${name}`)
      if (name === "style") found.push("style attribute")
      if (ADDRESS_ATTRIBUTES.includes(name)) {
        const danger = addressDanger(attribute.value ?? "")
        if (danger !== undefined) found.push(`${name}: ${danger}`)
      }
    }
    return found
  })

/** Addresses an editor might store: script and data schemes in their disguises, protocol-relative, and safe ones. */
export const hostileAddress = fc.constantFrom(
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
  "\\\\evil.example/x.js",
  "/\\evil.example/x.js",
  "https://karoohotels.example/",
  "/help",
  "mailto:help@karoohotels.example",
)

const hostileTag = fc.constantFrom("script", "SCRIPT", "img", "a", "iframe", "svg", "math", "style", "p", "div", "object", "embed", "form", "body", "details", "video", "table", "input", "base", "template", "noscript")
const hostileAttribute = fc.constantFrom("onerror", "onclick", "OnLoad", "onmouseover", "href", "src", "style", "formaction", "xlink:href", "srcset", "action", "target", "title", "data")
const quote = fc.constantFrom('"', "'", "", "`")
const attribute = fc.tuple(hostileAttribute, quote, fc.oneof(hostileAddress, fc.string({ maxLength: 12 }))).map(([name, q, value]) => ` ${name}=${q}${value}${q}`)
const openTag = fc.tuple(hostileTag, fc.array(attribute, { maxLength: 3 }), fc.constantFrom(">", "/>", " >", "")).map(([tag, attributes, end]) => `<${tag}${attributes.join("")}${end}`)
const closeTag = hostileTag.map((tag) => `</${tag}>`)
const piece = fc.oneof(openTag, closeTag, fc.string({ maxLength: 10 }), fc.constantFrom("<!--", "-->", "<![CDATA[", "]]>", "<", ">", "&", "&lt;script&gt;", "\u0000", "alert(1)"))

/** Rich text built from hostile pieces: tags, handlers, addresses, comments and stray markup. */
export const hostileHtml = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(""))

/** Payloads every served field is tried with: the classic attacks named by the issue, then generated ones. */
export const HOSTILE_HTML_EXAMPLES: ReadonlyArray<string> = [
  '<p>Hello<script>alert(1)</script></p>',
  '<img src="/x.svg" onerror="alert(1)">',
  '<a href="javascript:alert(1)">Book</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<p style="background:url(javascript:alert(1))">Styled</p>',
]
