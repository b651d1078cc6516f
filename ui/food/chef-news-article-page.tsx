import { useParams } from "react-router-dom"
import { byAuthor, CHEF_NEWS } from "../../core/content/company-messages.ts"
import { makeChefNewsModel } from "../../core/content/food-pages.ts"
import { ContentPage } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import "./food.css"

/** spec A §2: /food-and-beverage/chef-news/{slug}: the banner, author, date and the story. */
export const ChefNewsArticlePage = () => {
  const page = useScreenModel(makeChefNewsModel, { slug: useParams().slug ?? "" })
  const view = page.view.value
  return (
    <ContentPage title={view.kind === "ready" ? view.value.title : CHEF_NEWS} head={page.head.value} state={view}>
      {(article) => (
        <article className="article">
          <p className="content-card__meta">
            {article.author === null ? null : <>{byAuthor(article.author)} · </>}
            <time dateTime={article.date}>{article.date}</time>
          </p>
          {article.banner === null ? null : <ContentPicture url={article.banner.url} alt="" shape="wide" eager />}
          <RichText html={article.html} />
        </article>
      )}
    </ContentPage>
  )
}
