import { actionLabel } from "../content/messages.ts"

// Not the spec's words (spec A §2 names the pages and blocks): the careers pages' headings, filters and descriptions.
export const OUR_PEOPLE = "Our people"
export const CAREER_PATHS = "Career Paths"
export const CAREER_PATHS_DESCRIPTION = "Grow a career with Karoo Hotels: paths from front office, kitchen and housekeeping to management, and what our people say."
export const EMPLOYEE_BENEFITS = "Employee Benefits"
export const EMPLOYEE_BENEFITS_DESCRIPTION = "The benefits and rewards of working at Karoo Hotels: pension, cover, leave, medical aid, a thirteenth cheque and more."
export const JOB_VACANCIES = "Job Vacancies"
export const JOB_VACANCIES_DESCRIPTION = "Open positions at Karoo Hotels' City, Courtyard, Road and Town hotels and head office, by brand and job category."
export const WHAT_OUR_PEOPLE_SAY = "What our people say"
export const BENEFITS = "Benefits"
export const REWARDS = "Rewards"
export const JOB_FILTERS = "Job filters"
export { BRAND_FILTER } from "../hotels/messages.ts"
export const CATEGORY_FILTER = "Job category"
export const ALL_CATEGORIES = "All categories"
export const SHOW_JOBS = "Show jobs"
export const JOB_PAGES = "Job pages"
export { SITE_NAME as GROUP_WIDE } from "../content/messages.ts"
export const APPLY = "Apply"
export const applyLabel = (jobTitle: string): string => actionLabel(APPLY, jobTitle)
export const closesOn = (date: string): string => `Closes ${date}`
