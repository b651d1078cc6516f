import { ALL_CHEF_NEWS, CHEF_NEWS, DINING, DINING_MENU, diningMenuLabel, FOOD_AND_BEVERAGE, FOOD_AND_BEVERAGE_DESCRIPTION, READ_MORE, SHOWCASE } from "../../core/content/company-messages.ts"
import { makeFoodModel } from "../../core/content/food-pages.ts"
import { CHEF_NEWS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { ContentPage, ContentSection } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { NewsCards } from "./news-cards.tsx"
import "../kit/card-grid.css"
import "./food.css"

/**
 * spec A §2: /food-and-beverage: the galleries, the showcases (each with a page of its own), dining at our hotels with
 * their menus, and the latest chef's news. Its model: core/content/food-pages.ts.
 */
export const FoodAndBeveragePage = () => {
  const page = useScreenModel(makeFoodModel, undefined)
  return (
    <ContentPage title={FOOD_AND_BEVERAGE} intro={FOOD_AND_BEVERAGE_DESCRIPTION} head={page.head.value} state={page.view.value}>
      {(food) => (
        <>
          {food.galleries.map((gallery, galleryIndex) => (
            <ContentSection key={gallery.id} id={`gallery-${gallery.id}`} heading={gallery.heading}>
              <RichText html={gallery.html} />
              {/* Scrolls sideways: focusable, so the keyboard can scroll it too. */}
              <ul className="gallery" tabIndex={0} aria-label={gallery.heading}>
                {gallery.pictures.map((picture, index) => (
                  <li key={picture.url}>
                    <ContentPicture url={picture.url} alt={picture.alt} eager={galleryIndex === 0 && index < 2} />
                  </li>
                ))}
              </ul>
            </ContentSection>
          ))}
          <ContentSection id="showcases" heading={SHOWCASE}>
            <ul className="card-grid">
              {food.showcases.map((showcase) => (
                <li key={showcase.href} className="content-card">
                  {showcase.picture === null ? null : <ContentPicture url={showcase.picture.url} alt="" />}
                  <h3>{showcase.heading}</h3>
                  <RichText html={showcase.html} />
                  <div className="content-card__actions">
                    <AppLink to={showcase.href} aria-label={showcase.label}>
                      {READ_MORE}
                    </AppLink>
                  </div>
                </li>
              ))}
            </ul>
          </ContentSection>
          <ContentSection id="dining" heading={DINING}>
            <ul className="card-grid">
              {food.dining.map((dining) => (
                <li key={dining.heading} className="content-card">
                  <h3>{dining.heading}</h3>
                  <p>{dining.description}</p>
                  {dining.menu === null ? null : (
                    <div className="content-card__actions">
                      <a href={dining.menu} aria-label={diningMenuLabel(dining.heading)}>
                        {DINING_MENU}
                      </a>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </ContentSection>
          <ContentSection id="chef-news" heading={CHEF_NEWS}>
            <NewsCards cards={food.news} />
            <p>
              <AppLink to={CHEF_NEWS_ROUTE} className="button button--secondary">
                {ALL_CHEF_NEWS}
              </AppLink>
            </p>
          </ContentSection>
        </>
      )}
    </ContentPage>
  )
}
