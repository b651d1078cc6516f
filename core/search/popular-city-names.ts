/** spec B §2, A §9: the cities offered in the destination search before anything is typed, in this order. */
export const POPULAR_CITIES = ["Johannesburg", "Cape Town", "Waterfall", "Umhlanga", "Pretoria", "Gqeberha"] as const
export type PopularCity = (typeof POPULAR_CITIES)[number]
