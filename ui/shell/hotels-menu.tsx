import { ChevronDown } from "lucide-react"
import { lazy, Suspense, useState } from "react"
import { loadMegaMenuHotels, type MegaMenuHotels } from "../../core/content/load-mega-menu-hotels.ts"
import { usePageLifeRead } from "../kit/page-life-read.ts"
import { Popover } from "../kit/popover.tsx"
import { useDelayedFlag } from "../kit/use-delayed-flag.ts"

const loadPanel = () => import("./hotels-menu-panel.tsx")
const HotelsMenuPanel = lazy(loadPanel)

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
  const prefetchAll = () => {
    prefetch()
    void loadPanel()
  }
  return (
    <Popover
      label="Hotels"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="header__nav-button" onPointerEnter={prefetchAll} onFocus={prefetchAll}>
          Hotels <ChevronDown size={16} aria-hidden="true" />
        </button>
      }
    >
      <Suspense fallback={null}>
        <HotelsMenuPanel hotels={hotels} loading={loading} slow={slow} />
      </Suspense>
    </Popover>
  )
}
