import { ChevronDown } from "lucide-react"
import { useState } from "react"
import { BRAND_KEYS, type BrandKey } from "../../core/booking/hotel.ts"
import {
  DEFAULT_MEGA_MENU_TAB,
  EXPLORE_BY_CITY,
  type HotelDetails,
  MEGA_MENU_TABS,
  type MegaMenuTab,
  VIEW_ALL_HOTELS,
} from "../../core/content/hotel-listing.ts"
import { loadMegaMenuHotels, type MegaMenuHotels, megaMenuTabView } from "../../core/content/load-mega-menu-hotels.ts"
import { cityHotelsRoute, hotelPageRoute, OUR_HOTELS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Notice } from "../kit/notice.tsx"
import { usePageLifeRead } from "../kit/page-life-read.ts"
import { Popover } from "../kit/popover.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { Tabs } from "../kit/tabs.tsx"
import { useDelayedFlag } from "../kit/use-delayed-flag.ts"
import { BRAND_LABELS } from "../kit/brand-labels.ts"

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

/** The page's one copy of all hotels; a failed fetch is not kept, so the next opening tries again. */
const MEGA_MENU_HOTELS_KEY = "mega-menu-hotels"
const keepReady = (hotels: MegaMenuHotels): boolean => hotels.kind === "ready"

/**
 * The Hotels mega-menu (spec B §2): brand tabs, Courtyard first, Explore by City. All hotels (page 1 of 100) are
 * fetched once per page life, ahead of need when the pointer or focus reaches the button, and every later opening
 * shows them at once. Hotel names are plain text until hotel pages are served; cities link to /our-hotels?city=
 * once it is; View All Hotels too.
 */
export const HotelsMenu = () => {
  const [open, setOpen] = useState(false)
  const { state, prefetch } = usePageLifeRead(MEGA_MENU_HOTELS_KEY, loadMegaMenuHotels, { enabled: open, keep: keepReady })
  const loading = state.kind === "loading" || (open && state.kind === "idle")
  const slow = useDelayedFlag(loading)
  // A defect (no answer at all) reads as a failed fetch: the guest sees the same words.
  const hotels: MegaMenuHotels | null = state.kind === "ready" ? state.value : state.kind === "failed" ? { kind: "failed" } : null
  const panel = (tab: MegaMenuTab) => {
    if (hotels === null) return slow ? <MenuSkeleton /> : null
    const view = megaMenuTabView(hotels, tab)
    if (view.kind === "empty") return <Notice tone="info">{view.message}</Notice>
    return view.kind === "cities" ? <CitiesList cities={view.cities} /> : <HotelsList hotels={view.hotels} />
  }
  return (
    <Popover
      label="Hotels"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="header__nav-button" onPointerEnter={prefetch} onFocus={prefetch}>
          Hotels <ChevronDown size={16} aria-hidden="true" />
        </button>
      }
    >
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
    </Popover>
  )
}
