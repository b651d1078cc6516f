import { useLocation } from "react-router-dom"
import { SIGN_UP_QUERY } from "../../core/account/auth-model.ts"
import {
  BRAND,
  FAQS_HEADING,
  HOW_TO_BECOME_A_MEMBER_TEXT,
  LOYALTY_PROGRAMMES,
  LOYALTY_PROGRAMMES_DESCRIPTION,
  LOYALTY_QUICK_LINKS_LABEL,
  MEMBER_BENEFITS_TEXT,
  MIDWEEK_ONE_GUEST,
  MIDWEEK_TWO_GUESTS,
  POINTS_DAYS_NOTE,
  SEARCH_FAQS,
  SIGN_UP,
  VIEW_PROGRAMME,
  WEEKEND_ONE_GUEST,
  WEEKEND_TWO_GUESTS,
} from "../../core/content/company-messages.ts"
import { LOYALTY_ANCHORS, loyaltyPageKindOf, makeLoyaltyModel, type PointsRow } from "../../core/content/loyalty-pages.ts"
import { LOYALTY_QUICK_LINKS } from "../../core/content/loyalty-programme.ts"
import { BECOME_A_MEMBER_TODAY, HOW_TO_EARN_POINTS, HOW_TO_REDEEM_POINTS } from "../../core/content/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { ContentPage, ContentSection } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { DataTable } from "../kit/data-table.tsx"
import { Field } from "../kit/field.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import "../kit/card-grid.css"
import "./loyalty.css"

const POINTS_COLUMNS = [
  { header: BRAND, cell: (row: PointsRow) => row.brandName },
  { header: MIDWEEK_ONE_GUEST, cell: (row: PointsRow) => row.values[0] },
  { header: MIDWEEK_TWO_GUESTS, cell: (row: PointsRow) => row.values[1] },
  { header: WEEKEND_ONE_GUEST, cell: (row: PointsRow) => row.values[2] },
  { header: WEEKEND_TWO_GUESTS, cell: (row: PointsRow) => row.values[3] },
]

const [BECOME_ANCHOR, BENEFITS_ANCHOR, EARN_ANCHOR, FAQ_ANCHOR] = LOYALTY_ANCHORS

/**
 * spec A §2: /loyalty-programmes (the cards), and the individual (first card) and corporate (other cards) programmes:
 * cards, quick links, How to Earn Points and How to Redeem Points by brand (the loyalty table's values, which the
 * points ledger uses), Become a Member Today opening sign-up, and the FAQ with its search. One page for the three
 * paths; its model: core/content/loyalty-pages.ts.
 */
export const LoyaltyProgrammesPage = () => {
  const { pathname } = useLocation()
  const kind = loyaltyPageKindOf(pathname)
  const page = useScreenModel(makeLoyaltyModel, { kind })
  const view = page.view.value
  const title = view.kind === "ready" && view.value.programme !== null ? view.value.programme.name : LOYALTY_PROGRAMMES
  return (
    <ContentPage title={title} intro={view.kind === "ready" ? (view.value.programme?.description ?? LOYALTY_PROGRAMMES_DESCRIPTION) : LOYALTY_PROGRAMMES_DESCRIPTION} head={page.head.value} state={view}>
      {(content) => (
        <>
          <nav aria-label={LOYALTY_QUICK_LINKS_LABEL} className="quick-links">
            <ul>
              {content.quickLinks.map((link) => (
                <li key={link.anchor}>
                  <a href={`#${link.anchor}-section`}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>

          <ul className="card-grid loyalty-cards">
            {content.cards.map((card, index) => (
              <li key={card.name} className={`content-card${content.programme?.name === card.name ? " loyalty-cards__current" : ""}`}>
                {card.picture === null ? null : <ContentPicture url={card.picture.url} alt={card.picture.alt} shape="wide" eager={index === 0} />}
                <h2>{card.name}</h2>
                <p>{card.description}</p>
                <div className="content-card__actions">
                  <AppLink to={card.href} className="button button--secondary button--small" aria-label={card.label}>
                    {VIEW_PROGRAMME}
                  </AppLink>
                </div>
              </li>
            ))}
          </ul>

          <ContentSection id={BECOME_ANCHOR!} heading={LOYALTY_QUICK_LINKS[0]}>
            <p>{HOW_TO_BECOME_A_MEMBER_TEXT}</p>
          </ContentSection>
          <ContentSection id={BENEFITS_ANCHOR!} heading={LOYALTY_QUICK_LINKS[1]}>
            <p>{MEMBER_BENEFITS_TEXT}</p>
          </ContentSection>
          <ContentSection id={EARN_ANCHOR!} heading={LOYALTY_QUICK_LINKS[2]} className="earn-redeem">
            <p className="content-card__meta">{POINTS_DAYS_NOTE}</p>
            <h3>{HOW_TO_EARN_POINTS}</h3>
            <DataTable caption={HOW_TO_EARN_POINTS} columns={POINTS_COLUMNS} rows={content.earn} rowKey={(row) => row.brand} />
            <h3>{HOW_TO_REDEEM_POINTS}</h3>
            <DataTable caption={HOW_TO_REDEEM_POINTS} columns={POINTS_COLUMNS} rows={content.redeem} rowKey={(row) => row.brand} />
          </ContentSection>

          <section className="become-member" aria-labelledby="become-member">
            <h2 id="become-member">{BECOME_A_MEMBER_TODAY}</h2>
            <p>{HOW_TO_BECOME_A_MEMBER_TEXT}</p>
            <AppLink to={`${pathname}${SIGN_UP_QUERY}`} className="button button--primary">
              {SIGN_UP}
            </AppLink>
          </section>

          <ContentSection id={FAQ_ANCHOR!} heading={FAQS_HEADING}>
            <Field label={SEARCH_FAQS}>
              {(control) => (
                <input type="search" className="field__control" value={page.searchText.value} onChange={(event) => page.search(event.target.value)} {...control} />
              )}
            </Field>
            <AsyncView state={content.faq} loading={null}>
              {(items) => (
                <dl className="faq-list">
                  {items.map((item) => (
                    <div key={item.id} className="faq-list__item">
                      <dt>{item.question}</dt>
                      <dd>
                        <RichText html={item.answer} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </AsyncView>
          </ContentSection>
        </>
      )}
    </ContentPage>
  )
}
