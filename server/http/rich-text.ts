import sanitizeHtml from "sanitize-html"

/**
 * Rich text and links are stored as an editor gave them and made safe on the way out (issues 16 and 22), so a
 * stricter rule later cleans every stored text at once. Every field the API serves as HTML (a content item's
 * WriteUpField, a special offer's write-up, a charity's content) goes through `sanitiseRichText`, and every address it
 * serves as a link's target (a content item's `link`, an offer's, a charity's) through `safeAddress`. A strict allow-list over sanitize-html (a maintained
 * HTML sanitiser built on htmlparser2): text structure, lists, tables, links and pictures; no script, style, frame,
 * form or media element, no event handler or style attribute, and links and pictures only to http(s), mailto and tel
 * addresses or to paths on this site. Elements outside the list are dropped with their text kept, except those whose
 * content is code (script, style, ...), which go whole. A link that opens a new tab gets rel="noopener noreferrer".
 * Proven by the property of rich-text.test.ts, which reads the output with a browser's HTML parser.
 */

/** The elements rich text may use. */
export const RICH_TEXT_TAGS = [
  "p", "br", "hr", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "span",
  "blockquote", "ul", "ol", "li", "dl", "dt", "dd", "a", "img", "figure", "figcaption",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
] as const

/** The address schemes a link or picture may use; a relative address (a path on this site) is always allowed. */
export const RICH_TEXT_SCHEMES = ["http", "https", "mailto", "tel"] as const

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "object", "embed", "svg", "math", "title", "xmp", "noembed", "noframes"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs["target"] === undefined ? attribs : { ...attribs, target: "_blank", rel: "noopener noreferrer" },
    }),
  },
}

/** The HTML a reader gets from rich text stored as given. */
/** Passes enough for any text seen: each pass only closes what the last left open (a link nested in a link). */
const MAX_PASSES = 4

/**
 * sanitize-html keeps a link inside a link once the block between them is dropped ("<a><div><a>" → "<a><a></a></a>"),
 * which a second pass writes apart: the text is sanitised until a pass changes nothing, so what is served is stable
 * (sanitising it again gives it back) and no two readers' parsers build different trees from it.
 */
export const sanitiseRichText = (html: string): string => {
  let current = sanitizeHtml(html, OPTIONS)
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const next = sanitizeHtml(current, OPTIONS)
    if (next === current) return current
    current = next
  }
  return current
}

/** Characters a browser drops from an address before it reads the scheme: ASCII whitespace and controls. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_ADDRESS = /[\u0000-\u0020\u007f]/g

/**
 * `address` as given when a browser following it stays on an allowed scheme (RICH_TEXT_SCHEMES) or on this site;
 * undefined for a script, data or other scheme in any disguise (case, tabs, newlines) and for a protocol-relative
 * address (`//host`, or with backslashes, which browsers read as slashes).
 */
export const safeAddress = (address: string): string | undefined => {
  const cleaned = address.replace(IGNORED_IN_ADDRESS, "").toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1]
  if (scheme !== undefined) return (RICH_TEXT_SCHEMES as ReadonlyArray<string>).includes(scheme) ? address : undefined
  return /^[\\/]{2}/.test(cleaned) ? undefined : address
}
