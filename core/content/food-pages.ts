import { CHEF_NEWS_ROUTE, chefNewsRoute, FOOD_AND_BEVERAGE_ROUTE, showcaseRoute } from "../routes.ts"
import { empty, ready } from "../screen/view-state.ts"
import { CHEF_NEWS, CHEF_NEWS_DESCRIPTION, FOOD_AND_BEVERAGE, FOOD_AND_BEVERAGE_DESCRIPTION, readMoreLabel } from "./company-messages.ts"
import type { ContentItem } from "./content-item.ts"
import { contentSectionOf, diningInfoOf, entitiesOf, mediaItemOf } from "./content-entities.ts"
import { type ContentPageSpec, itemOf, itemRead, itemsOf, listRead, makeContentPageModel } from "./content-page-model.ts"
import { bySequence } from "./faq.ts"
import { mediaCardImage } from "./media.ts"
import { NO_RESULTS } from "./messages.ts"
import { pageWindow, type PageWindowItem } from "./pagination.ts"
import { type Answers, headOf, type Picture, pictureOf, type SectionBlock, blockOf, blocksOf } from "./company-page-parts.ts"

/** Food and beverage (spec A §2): the page, chef's news (list and article) and a showcase, as specs of the one content page model. */

export interface NewsCard {
  readonly title: string
  readonly description: string
  readonly href: string
  readonly label: string
  readonly picture: Picture | null
  readonly date: string
}

const newsCardOf = (item: ContentItem): NewsCard | undefined => {
  const news = mediaItemOf(item)
  if (news === undefined) return undefined
  // spec A §3: the second image is the card's.
  return {
    title: news.title,
    description: news.description,
    href: chefNewsRoute(news.slug),
    label: readMoreLabel(news.title),
    picture: pictureOf(mediaCardImage(news), ""),
    date: news.createdAt.slice(0, 10),
  }
}

export interface ShowcaseCard {
  readonly heading: string
  readonly html: string
  readonly href: string
  readonly label: string
  readonly picture: Picture | null
}

export interface FoodContent {
  readonly galleries: ReadonlyArray<SectionBlock>
  readonly showcases: ReadonlyArray<ShowcaseCard>
  readonly dining: ReadonlyArray<{ readonly heading: string; readonly description: string; readonly menu: string | null }>
  readonly news: ReadonlyArray<NewsCard>
}

/** The latest chef's news the food and beverage page shows. */
export const LATEST_CHEF_NEWS = 3

export const foodPage: ContentPageSpec<"galleries" | "showcases" | "dining" | "news", FoodContent> = {
  reads: {
    galleries: listRead("food_and_beverage_gallery"),
    showcases: listRead("food_and_beverage_showcase"),
    dining: listRead("dining_info"),
    news: listRead("chef_news", { per: LATEST_CHEF_NEWS }),
  },
  view: (answers) => {
    const showcases = bySequence(entitiesOf(itemsOf(answers.showcases), contentSectionOf)).map((section) => ({
      heading: section.heading,
      html: section.writeUp,
      href: showcaseRoute(section.slug ?? String(section.id)),
      label: readMoreLabel(section.heading),
      picture: pictureOf(section.images[0], ""),
    }))
    // One entry per kind of dining: the brands' restaurants, each once.
    const dining = entitiesOf(itemsOf(answers.dining), diningInfoOf)
    const seen = new Set<string>()
    const distinct = dining.filter((info) => (seen.has(info.heading) ? false : (seen.add(info.heading), true)))
    return ready({
      galleries: blocksOf(answers.galleries),
      showcases,
      dining: distinct.map((info) => ({ heading: info.heading, description: info.description, menu: info.pdf?.url ?? null })),
      news: entitiesOf(itemsOf(answers.news), newsCardOf),
    })
  },
  head: () => headOf(FOOD_AND_BEVERAGE, FOOD_AND_BEVERAGE_DESCRIPTION, FOOD_AND_BEVERAGE_ROUTE),
}

/** spec A §9 (offers and jobs lists): chef's news lists 12 to a page too. */
export const CHEF_NEWS_PER_PAGE = 12

export interface ChefNewsList {
  readonly cards: ReadonlyArray<NewsCard>
  readonly page: number
  readonly totalPages: number
  readonly pages: ReadonlyArray<PageWindowItem>
}

export const chefNewsListPage = (page: number): ContentPageSpec<"news", ChefNewsList> => ({
  reads: { news: listRead("chef_news", { page, per: CHEF_NEWS_PER_PAGE }) },
  view: ({ news }) => {
    const cards = entitiesOf(itemsOf(news), newsCardOf)
    const totalPages = news.kind === "list" ? news.totalPages : 0
    return cards.length === 0 ? empty(NO_RESULTS) : ready({ cards, page, totalPages, pages: pageWindow(page, totalPages) })
  },
  head: () => headOf(CHEF_NEWS, CHEF_NEWS_DESCRIPTION, CHEF_NEWS_ROUTE),
})

export interface ArticleContent {
  readonly title: string
  readonly author: string | null
  readonly date: string
  readonly html: string
  readonly banner: Picture | null
}

export const chefNewsPage = (slug: string): ContentPageSpec<"news", ArticleContent> => {
  const newsIn = (answers: Answers<"news">) => {
    const item = itemOf(answers.news)
    return item === null || item.contentType !== "chef_news" ? undefined : mediaItemOf(item)
  }
  return {
    reads: { news: itemRead(slug) },
    view: (answers) => {
      const news = newsIn(answers)
      return news === undefined
        ? empty(NO_RESULTS)
        : ready({ title: news.title, author: news.authorName, date: news.createdAt.slice(0, 10), html: news.content.htmlContent, banner: pictureOf(news.images[0], "") })
    },
    head: (answers) => {
      const news = newsIn(answers)
      return news === undefined ? headOf(NO_RESULTS, NO_RESULTS, chefNewsRoute(slug)) : headOf(news.title, news.description, chefNewsRoute(news.slug), news.images[0]?.url)
    },
  }
}

export const showcasePage = (slug: string): ContentPageSpec<"showcase", SectionBlock> => {
  const showcaseIn = (answers: Answers<"showcase">) => {
    const item = itemOf(answers.showcase)
    return item === null || item.contentType !== "food_and_beverage_showcase" ? undefined : contentSectionOf(item)
  }
  return {
    reads: { showcase: itemRead(slug) },
    view: (answers) => {
      const section = showcaseIn(answers)
      return section === undefined ? empty(NO_RESULTS) : ready(blockOf(section))
    },
    head: (answers) => {
      const section = showcaseIn(answers)
      return section === undefined
        ? headOf(NO_RESULTS, NO_RESULTS, showcaseRoute(slug))
        : headOf(section.heading, section.writeUp.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() || FOOD_AND_BEVERAGE_DESCRIPTION, showcaseRoute(section.slug ?? slug), section.images[0]?.url)
    },
  }
}

export const makeFoodModel = () => makeContentPageModel(foodPage)
export const makeChefNewsListModel = (input: { readonly page: number }) => makeContentPageModel(chefNewsListPage(input.page))
export const makeChefNewsModel = (input: { readonly slug: string }) => makeContentPageModel(chefNewsPage(input.slug))
export const makeShowcaseModel = (input: { readonly slug: string }) => makeContentPageModel(showcasePage(input.slug))
