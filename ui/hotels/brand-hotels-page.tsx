import { useLocation, useParams } from "react-router-dom"
import { HotelsExplorer } from "./hotels-explorer.tsx"

/** spec B §2: /our-hotels/hotel-brand/{brandId}, a brand's hotels (the city filter and the page in the query). */
export const BrandHotelsPage = () => <HotelsExplorer input={{ search: useLocation().search, brandId: useParams().brandId ?? "" }} />
