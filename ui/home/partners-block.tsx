import { type Partner, partnerPath } from "../../core/content/company-content.ts"
import { AppLink } from "../kit/app-link.tsx"

/** spec A §2: the group's partners, each logo linking to its page (/partners/{slug}) once that page is served. */
export const PartnersBlock = ({ partners }: { readonly partners: ReadonlyArray<Partner> }) => (
  <ul className="partners">
    {partners.map((partner) => (
      <li key={partner.id} className="partner">
        {partner.logo === null ? null : <img src={partner.logo.url} alt="" width={160} height={80} loading="lazy" className="partner__logo" />}
        <AppLink to={partnerPath(partner)} unserved="text" className="partner__name">
          {partner.name}
        </AppLink>
      </li>
    ))}
  </ul>
)
