import { READ_MORE } from "../../core/content/company-messages.ts"
import type { NewsCard } from "../../core/content/food-pages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import "../kit/card-grid.css"

/** Chef's news cards: the second image, the title, the teaser and Read more. */
export const NewsCards = ({ cards }: { readonly cards: ReadonlyArray<NewsCard> }) => (
  <ul className="card-grid">
    {cards.map((card) => (
      <li key={card.href} className="content-card">
        {card.picture === null ? null : <ContentPicture url={card.picture.url} alt="" />}
        <h3>{card.title}</h3>
        <p className="content-card__meta">
          <time dateTime={card.date}>{card.date}</time>
        </p>
        <p>{card.description}</p>
        <div className="content-card__actions">
          <AppLink to={card.href} aria-label={card.label}>
            {READ_MORE}
          </AppLink>
        </div>
      </li>
    ))}
  </ul>
)
