import { Outlet } from "react-router-dom"

/** The pages of no area of their own (the 404 page): lazy, as most visits never need them. */
export const SiteArea = () => <Outlet />
