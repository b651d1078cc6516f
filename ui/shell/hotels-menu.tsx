import { ChevronDown } from "lucide-react"
import { useState } from "react"
import { BRAND_KEYS, type BrandKey } from "../../core/booking/hotel.ts"
import { NO_HOTELS } from "../../core/content/messages.ts"
import {
  DEFAULT_MEGA_MENU_TAB,
  EXPLORE_BY_CITY,
  type HotelDetails,
  type HotelsPage,
  MEGA_MENU_TABS,
  type MegaMenuTab,
  megaMenuContent,
  VIEW_ALL_HOTELS,
} from "../../core/content/hotel-listing.ts"
import { cityHotelsRoute, hotelPageRoute, OUR_HOTELS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import type { LoadState } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
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

const hotelsUntilContentApi = (opened: boolean): LoadState<HotelsPage> =>
  opened ? { kind: "ready", value: { hotels: [], totalPages: 0 } } : { kind: "idle" }

/** The Hotels mega-menu (spec B §2): brand tabs, Courtyard first, Explore by City; hotels load when it first opens. */
export const HotelsMenu = () => {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  // The hotel list is ContentApi's (GET /api/web/hotels: loadHotels(allHotelsQuery())); its adapter has not landed
  // (adapters/browser.ts provides BookingApi, storage, geolocation and the gateway). Until it does, the runtime
  // cannot run the read, and the tabs stay empty rather than showing a made-up list.
  const hotels = hotelsUntilContentApi(opened)
  const slow = useDelayedFlag(hotels.kind === "loading" || (hotels.kind === "idle" && opened))
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) setOpened(true)
  }
  const panel = (tab: MegaMenuTab) => {
    if (hotels.kind === "failed") return <Notice tone="info">{NO_HOTELS}</Notice>
    if (hotels.kind !== "ready") return slow ? <MenuSkeleton /> : null
    const content = megaMenuContent(hotels.value.hotels, tab)
    return content.kind === "cities" ? <CitiesList cities={content.cities} /> : <HotelsList hotels={content.hotels} />
  }
  return (
    <Popover
      label="Hotels"
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className="header__nav-button">
          Hotels <ChevronDown size={16} aria-hidden="true" />
        </button>
      }
    >
      <div className="mega-menu" aria-busy={hotels.kind === "loading"}>
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

