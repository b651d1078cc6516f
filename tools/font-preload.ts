import type { Plugin } from "vite"

/** The one face every page sets its text in first: Inter's Latin subset (the other subsets load only for their letters). */
const LATIN_FACE = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/

/**
 * Asks for the Latin Inter face from index.html, beside the stylesheet that names it: otherwise the browser finds it
 * only once the CSS is applied and the text is laid out, paints in the fallback, and swaps later.
 */
export const fontPreload = (): Plugin => ({
  name: "hotel:font-preload",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler(html, context) {
      const face = Object.keys(context.bundle ?? {}).find((file) => LATIN_FACE.test(file))
      if (face === undefined) throw new Error("font-preload: the build wrote no Latin Inter face (assets/inter-latin-wght-normal-*.woff2)")
      return html.replace("</head>", `  <link rel="preload" as="font" type="font/woff2" crossorigin href="/${face}">\n  </head>`)
    },
  },
})
