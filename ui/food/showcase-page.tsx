import { useParams } from "react-router-dom"
import { FOOD_AND_BEVERAGE } from "../../core/content/company-messages.ts"
import { makeShowcaseModel } from "../../core/content/food-pages.ts"
import { ContentPage } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import "../kit/card-grid.css"
import "./food.css"

/** spec A §2: /food-and-beverage/showcase/{slug}: a showcase's story and its pictures. */
export const ShowcasePage = () => {
  const page = useScreenModel(makeShowcaseModel, { slug: useParams().slug ?? "" })
  const view = page.view.value
  return (
    <ContentPage title={view.kind === "ready" ? view.value.heading : FOOD_AND_BEVERAGE} head={page.head.value} state={view}>
      {(showcase) => (
        <article className="article">
          <RichText html={showcase.html} />
          <ul className="card-grid">
            {showcase.pictures.map((picture, index) => (
              <li key={picture.url}>
                <ContentPicture url={picture.url} alt={picture.alt} eager={index === 0} />
              </li>
            ))}
          </ul>
        </article>
      )}
    </ContentPage>
  )
}
