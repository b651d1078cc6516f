import { createContext, type ReactNode, useContext, useEffect } from "react"
import type { PageHead } from "../../core/screen/page-render.ts"

/** Where a page rendered on the server hands its head to the render (ui/app/render-page.tsx); absent in the browser. */
const HeadCollectorContext = createContext<((head: PageHead) => void) | null>(null)

export const HeadCollectorProvider = ({ collect, children }: { readonly collect: (head: PageHead) => void; readonly children: ReactNode }) => (
  <HeadCollectorContext.Provider value={collect}>{children}</HeadCollectorContext.Provider>
)

const setMeta = (selector: string, attribute: string, value: string): void => {
  const element = document.head.querySelector(selector)
  if (element !== null) element.setAttribute(attribute, value)
}

/**
 * A page's title, description and canonical URL, from its screen model. On the server it is handed to the render,
 * which writes the whole head (Open Graph and schema.org too); in the browser, after a navigation, it updates the
 * document's title, description and canonical link. It draws nothing, so the server's and the browser's markup agree.
 */
export const PageMeta = ({ head }: { readonly head: PageHead }) => {
  const collect = useContext(HeadCollectorContext)
  collect?.(head)
  const { title, description, canonicalPath } = head
  useEffect(() => {
    document.title = title
    setMeta('meta[name="description"]', "content", description)
    setMeta('meta[property="og:title"]', "content", title)
    setMeta('meta[property="og:description"]', "content", description)
    setMeta('link[rel="canonical"]', "href", new URL(canonicalPath, document.baseURI).href)
  }, [title, description, canonicalPath])
  return null
}
