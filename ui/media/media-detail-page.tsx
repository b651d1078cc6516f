import { useLocation, useParams } from "react-router-dom"
import { makeMediaDetailModel, type MediaSection, mediaSectionOfPath, mediaSectionPath } from "../../core/media/media-model.ts"
import { byAuthor } from "../../core/media/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { PageMeta } from "../kit/page-head.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { MediaSidePanel } from "./media-side-panel.tsx"
import "../kit/content-page.css"

const MediaDetail = ({ section, slug }: { readonly section: MediaSection; readonly slug: string }) => {
  const page = useScreenModel(makeMediaDetailModel, { section, slug })
  const head = page.head.value
  return (
    <div className="container content-page">
      {head === null ? null : <PageMeta head={head} />}
      <AppLink to={mediaSectionPath(section)}>{page.title}</AppLink>
      <div className="content-page__columns">
        <AsyncView
          state={page.view.value}
          loading={<Skeleton height="24rem" />}
          empty={(message) => (
            <div className="content-page__section">
              <h1 className="content-page__title">{page.title}</h1>
              <div className="empty-state" role="status">
                <p className="empty-state__title">{message}</p>
              </div>
            </div>
          )}
        >
          {(entry) => (
            <article className="content-page__section">
              {entry.banner === null ? null : <img className="content-banner" src={entry.banner} alt="" width={1200} height={525} decoding="async" />}
              <h1 className="content-page__title">{entry.title}</h1>
              <p className="content-card__meta">
                {entry.author === null ? null : <span>{byAuthor(entry.author)} · </span>}
                <time dateTime={entry.isoDate}>{entry.date}</time>
              </p>
              <RichText html={entry.htmlContent} />
            </article>
          )}
        </AsyncView>
        <MediaSidePanel section={section} contacts={page.contacts.value} />
      </div>
    </div>
  )
}

/** spec A §2: one item of a media centre section, at {list}/{slug}: its banner, title, author, date and rich text. */
export const MediaDetailPage = () => {
  const section = mediaSectionOfPath(useLocation().pathname)
  const slug = useParams().slug ?? ""
  return section === undefined ? null : <MediaDetail section={section} slug={slug} />
}
