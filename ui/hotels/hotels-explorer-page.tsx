import { useLocation } from "react-router-dom"
import { HotelsExplorer } from "./hotels-explorer.tsx"

/** spec B §2: /our-hotels, every hotel (the brand and city filters, and the page, in the query). */
export const HotelsExplorerPage = () => <HotelsExplorer input={{ search: useLocation().search }} />
