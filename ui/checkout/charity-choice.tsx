import { type Charity, charityText } from "../../core/payment/charity.ts"
import { CHARITY_HINT } from "../../core/payment/messages.ts"
import { toggleCharity } from "../../core/payment/payment-option.ts"
import { useBoundField } from "../kit/form/fields.tsx"

/** spec B §2, §3: the optional charity selection (named by the element `labelledBy`), inside its form field (selectedCharities), each charity a card with its picture. */
export const CharityChoice = ({ charities, labelledBy }: { readonly charities: ReadonlyArray<Charity>; readonly labelledBy: string }) => {
  const field = useBoundField<ReadonlyArray<number>>()
  const selected = field.value
  return (
  // named by the collapsed choice's summary (issue 29 §8), which shows the section's words
  <fieldset className="checkout-fieldset" aria-labelledby={labelledBy}>
    <p className="checkout-note">{CHARITY_HINT}</p>
    <ul className="charity-list">
      {charities.map((charity) => {
        const id = `charity-${charity.id}`
        return (
          <li key={charity.id} className="charity-card">
            <img className="charity-card__image" src={charity.imageUrl} alt="" width={96} height={96} loading="lazy" />
            <div className="charity-card__body">
              <label className="checkbox" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={selected.includes(charity.id)}
                  onChange={() => field.change(toggleCharity(selected, charity.id))}
                  aria-describedby={`${id}-about`}
                />
                <span className="charity-card__name">{charity.name}</span>
              </label>
              <p id={`${id}-about`} className="charity-card__about">
                {charityText(charity.htmlContent)}
              </p>
              {charity.link === "" ? null : (
                <a className="charity-card__link" href={charity.link} target="_blank" rel="noreferrer noopener">
                  About {charity.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  </fieldset>
)
}
