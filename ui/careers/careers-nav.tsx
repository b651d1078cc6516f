import { useLocation } from "react-router-dom"
import { CAREER_PATHS, EMPLOYEE_BENEFITS, JOB_VACANCIES, OUR_PEOPLE } from "../../core/careers/messages.ts"
import { CAREER_PATHS_ROUTE, EMPLOYEE_BENEFITS_ROUTE, JOB_VACANCIES_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"

const LINKS = [
  { to: CAREER_PATHS_ROUTE, label: CAREER_PATHS },
  { to: EMPLOYEE_BENEFITS_ROUTE, label: EMPLOYEE_BENEFITS },
  { to: JOB_VACANCIES_ROUTE, label: JOB_VACANCIES },
] as const

/** The three careers pages, one from another. */
export const CareersNav = () => {
  const { pathname } = useLocation()
  return (
    <nav aria-label={OUR_PEOPLE} className="careers-nav">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <AppLink to={link.to} aria-current={pathname === link.to ? "page" : undefined}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
