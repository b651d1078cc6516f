import type { ReactNode } from "react"
import type { PageHead } from "../../core/screen/page-render.ts"
import type { ViewState } from "../../core/screen/view-state.ts"
import { AsyncView } from "./async-view.tsx"
import "./content-page.css"
import { PageMeta } from "./page-head.tsx"
import { Skeleton } from "./skeleton.tsx"

export interface ContentPageProps<A> {
  /** The page's heading (h1), shown while it loads too. */
  readonly title: string
  /** A line under the heading. */
  readonly intro?: string
  readonly head: PageHead | null
  readonly state: ViewState<A>
  readonly children: (value: A) => ReactNode
  /** Beside the content on wide screens (a table of contents, quick links). */
  readonly className?: string
}

const ContentSkeleton = () => (
  <div aria-busy="true" className="content-page__skeleton">
    <Skeleton height="14rem" />
    <Skeleton height="6rem" />
    <Skeleton height="6rem" />
  </div>
)

/**
 * The one frame of the company's content pages (issue 26): the heading, the page's head from its model (title,
 * description, canonical URL), and its content switched on the model's view state, with the spec's words when there
 * is nothing to show.
 */
export const ContentPage = <A,>({ title, intro, head, state, children, className }: ContentPageProps<A>) => (
  <div className={["container", "content-page", className].filter(Boolean).join(" ")}>
    {head === null ? null : <PageMeta head={head} />}
    <h1 className="content-page__title">{title}</h1>
    {intro === undefined ? null : <p className="content-page__intro">{intro}</p>}
    <AsyncView state={state} loading={<ContentSkeleton />}>
      {children}
    </AsyncView>
  </div>
)

/** A section of a content page with its heading (h2), labelled by it. */
export const ContentSection = ({ id, heading, children, className }: { readonly id: string; readonly heading: string; readonly children: ReactNode; readonly className?: string }) => (
  <section aria-labelledby={id} id={`${id}-section`} className={["content-section", className].filter(Boolean).join(" ")}>
    <h2 id={id} className="content-section__heading">
      {heading}
    </h2>
    {children}
  </section>
)
