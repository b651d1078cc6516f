import { useSearchParams } from "react-router-dom"
import { CHEF_NEWS, CHEF_NEWS_DESCRIPTION } from "../../core/content/company-messages.ts"
import { makeChefNewsListModel } from "../../core/content/food-pages.ts"
import { PAGE_PARAM, pageFromParam } from "../../core/content/pagination.ts"
import { ContentPage } from "../kit/content-page.tsx"
import { Pagination } from "../kit/pagination.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { NewsCards } from "./news-cards.tsx"
import "./food.css"

/** spec A §2: /food-and-beverage/chef-news, 12 to a page, the page in the URL. */
export const ChefNewsPage = () => {
  const [params, setParams] = useSearchParams()
  const page = useScreenModel(makeChefNewsListModel, { page: pageFromParam(params.get(PAGE_PARAM)) })
  return (
    <ContentPage title={CHEF_NEWS} intro={CHEF_NEWS_DESCRIPTION} head={page.head.value} state={page.view.value}>
      {(list) => (
        <>
          <NewsCards cards={list.cards} />
          <Pagination page={list.page} pageCount={list.totalPages} pages={list.pages} label={CHEF_NEWS} onPage={(next) => setParams({ [PAGE_PARAM]: String(next) })} />
        </>
      )}
    </ContentPage>
  )
}
