/** spec accounts-and-content §9: the job categories, as the vacancies page shows them. */
// @ts-nocheck

export const JOB_CATEGORIES = ["Food and Beverage", "Housekeeping", "Front Office", "Management", "Support Services"] as const

/** Joining words that stay lower case inside a label ("Food and Beverage"). */
const lowerCaseWords: ReadonlySet<string> = new Set(["and"])

/**
 * spec accounts-and-content §3, §9: a vacancy's category with underscores shown as spaces, in the
 * spec's capitalisation: "front_office" → "Front Office", "food_and_beverage" → "Food and Beverage".
 */
export const jobCategoryLabel = (category: string): string =>
  category
    .toLowerCase()
    .split("_")
    .map((word, index) => (index > 0 && lowerCaseWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ")

/** The category key of a label, for the category filter: "Front Office" → "front_office". */
export const jobCategoryKey = (label: string): string => label.toLowerCase().split(" ").join("_")
