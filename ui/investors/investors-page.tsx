import { ExternalLink, FileDown } from "lucide-react"
import { INVESTORS, INVESTORS_DESCRIPTION } from "../../core/content/company-messages.ts"
import { makeInvestorsModel } from "../../core/content/investors-page.ts"
import { ContentPage, ContentSection } from "../kit/content-page.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import "./investors.css"

/**
 * spec A §2, §4, §8: /investors, the investor downloads grouped by year, latest first, years 4 behind the latest and
 * older under '{latest-4} - Older', or "No downloads available.". Its model: core/content/investors-page.ts.
 */
export const InvestorsPage = () => {
  const page = useScreenModel(makeInvestorsModel, undefined)
  return (
    <ContentPage title={INVESTORS} intro={INVESTORS_DESCRIPTION} head={page.head.value} state={page.view.value}>
      {({ groups }) =>
        groups.map((group, index) => (
          <ContentSection key={group.label} id={`investors-${index}`} heading={group.label}>
            <ul className="downloads">
              {group.downloads.map((download) => (
                <li key={`${download.name}-${download.href}`} className="downloads__item">
                  <a href={download.href} aria-label={download.label} {...(download.external ? { rel: "noopener", target: "_blank" } : {})}>
                    {download.external ? <ExternalLink size={18} aria-hidden="true" /> : <FileDown size={18} aria-hidden="true" />}
                    <span>{download.name}</span>
                  </a>
                  <span className="downloads__action" aria-hidden="true">
                    {download.action}
                  </span>
                </li>
              ))}
            </ul>
          </ContentSection>
        ))
      }
    </ContentPage>
  )
}
