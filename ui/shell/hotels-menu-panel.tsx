import { BRAND_KEYS, type BrandKey } from "../../core/booking/hotel.ts"
import { BRAND_LABELS } from "../../core/content/brands.ts"
import { DEFAULT_MEGA_MENU_TAB, type HotelDetails, MEGA_MENU_TABS, type MegaMenuTab } from "../../core/content/hotel-listing.ts"
import { EXPLORE_BY_CITY, VIEW_ALL_HOTELS } from "../../core/content/messages.ts"
import { type MegaMenuHotels, megaMenuTabView } from "../../core/content/load-mega-menu-hotels.ts"
import { cityHotelsRoute, hotelPageRoute, OUR_HOTELS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Notice } from "../kit/notice.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { Tabs } from "../kit/tabs.tsx"

const tabLabel = (tab: MegaMenuTab): string => (tab === EXPLORE_BY_CITY ? EXPLORE_BY_CITY : BRAND_LABELS[tab])
/** A tab's value becomes part of element ids: no spaces. */
const tabValue = (tab: MegaMenuTab): string => (tab === EXPLORE_BY_CITY ? "cities" : tab)

const HotelsList = ({ hotels }: { readonly hotels: ReadonlyArray<HotelDetails> }) => (
  <ul className="mega-menu__list">
    {hotels.map((hotel) => (
      <li key={hotel.id}>
        <AppLink to={hotelPageRoute(BRAND_KEYS[hotel.brand.id], hotel.id)} unserved="text" className="mega-menu__entry">
          {hotel.name}
        </AppLink>
        <span className="mega-menu__city">{hotel.city}</span>
      </li>
    ))}
  </ul>
)

const CitiesList = ({ cities }: { readonly cities: ReadonlyArray<string> }) => (
  <ul className="mega-menu__list mega-menu__list--cities">
    {cities.map((city) => (
      <li key={city}>
        <AppLink to={cityHotelsRoute(city)} unserved="text" className="mega-menu__entry">
          {city}
        </AppLink>
      </li>
    ))}
  </ul>
)

const MenuSkeleton = () => (
  <div className="mega-menu__list" aria-hidden="true">
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} text width="70%" />
    ))}
  </div>
)

export interface HotelsMenuPanelProps {
  /** Null while the hotels are on their way. */
  readonly hotels: MegaMenuHotels | null
  readonly loading: boolean
  /** The wait has passed 300 ms: show the skeleton. */
  readonly slow: boolean
}

/** The mega-menu's content: brand tabs (Courtyard first), Explore by City, View All Hotels. Loaded on first opening. */
const HotelsMenuPanel = ({ hotels, loading, slow }: HotelsMenuPanelProps) => {
  const panel = (tab: MegaMenuTab) => {
    if (hotels === null) return slow ? <MenuSkeleton /> : null
    const view = megaMenuTabView(hotels, tab)
    if (view.kind === "empty") return <Notice tone="info">{view.message}</Notice>
    return view.kind === "cities" ? <CitiesList cities={view.cities} /> : <HotelsList hotels={view.hotels} />
  }
  return (
    <div className="mega-menu" aria-busy={loading}>
      <Tabs
        label="Hotels by brand"
        defaultValue={tabValue(DEFAULT_MEGA_MENU_TAB)}
        items={MEGA_MENU_TABS.map((tab) => ({
          value: tabValue(tab),
          label: tabLabel(tab),
          content: panel(tab),
          ...(tab === EXPLORE_BY_CITY ? {} : { className: `brand-${tab satisfies BrandKey}` }),
        }))}
      />
      <AppLink to={OUR_HOTELS_ROUTE} className="mega-menu__all">
        {VIEW_ALL_HOTELS}
      </AppLink>
    </div>
  )
}

export default HotelsMenuPanel
