import { ChevronDown } from "lucide-react"
import { lazy, Suspense, useState } from "react"
import { makeMegaMenuModel } from "../../core/content/mega-menu-model.ts"
import { Popover } from "../kit/popover.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { useDelayedFlag } from "../kit/use-delayed-flag.ts"

const loadPanel = () => import("./hotels-menu-panel.tsx")
const HotelsMenuPanel = lazy(loadPanel)

/**
 * The Hotels mega-menu (spec B §2): brand tabs, Courtyard first, Explore by City. All hotels (page 1 of 100) are
 * fetched once per page life, ahead of need when the pointer or focus reaches the button, and every later opening
 * shows them at once. Hotel names link to their pages, cities to /our-hotels?city=, View All Hotels to /our-hotels.
 */
export const HotelsMenu = () => {
  const menu = useScreenModel(makeMegaMenuModel, undefined)
  const [open, setOpen] = useState(false)
  const loading = menu.loading.value
  const slow = useDelayedFlag(loading)
  const prefetchAll = () => {
    menu.want()
    void loadPanel()
  }
  const changeOpen = (next: boolean) => {
    if (next) menu.want()
    setOpen(next)
  }
  return (
    <Popover
      label="Hotels"
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <button type="button" className="header__nav-button" onPointerEnter={prefetchAll} onFocus={prefetchAll}>
          Hotels <ChevronDown size={16} aria-hidden="true" />
        </button>
      }
    >
      <Suspense fallback={null}>
        <HotelsMenuPanel hotels={menu.hotels.value} loading={loading} slow={slow} />
      </Suspense>
    </Popover>
  )
}
