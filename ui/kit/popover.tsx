import { type ComponentType, type ReactNode, useEffect, useId, useRef, useState } from "react"
import type { PopoverPanelProps } from "./popover-panel.tsx"
import { asOpener } from "./opener.ts"
import { useHasBeenTrue } from "./use-has-been-true.ts"

// The panel's code, once loaded. Not React.lazy: a lazy component suspends, and a Suspense retry that comes while a
// navigation's transition is pending could leave an opened panel undrawn (a menu opened just after a page change
// stayed empty); the loaded component is set as state instead, an ordinary update.
let loadedPanel: ComponentType<PopoverPanelProps> | null = null
const loadPanel = (): Promise<ComponentType<PopoverPanelProps>> =>
  import("./popover-panel.tsx").then((module) => (loadedPanel = module.default))

export interface PopoverProps {
  /** The button that opens the popover; it gets aria-expanded and aria-controls. */
  readonly trigger: ReactNode
  readonly children: ReactNode
  readonly open?: boolean
  readonly onOpenChange?: (open: boolean) => void
  /** The popover's accessible name (it is a dialog to assistive technology). */
  readonly label: string
  readonly align?: "start" | "center" | "end"
}

/**
 * A small panel anchored to its trigger (Radix Popover): Escape and outside clicks close it, focus returns.
 * The Radix code (with its positioning engine) loads when the pointer or focus reaches the trigger, or on the
 * first opening, so no page pays for it before it is usable.
 */
export const Popover = ({ trigger, children, open, onOpenChange, label, align = "start" }: PopoverProps) => {
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = open ?? ownOpen
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }
  const anchor = useRef<HTMLElement>(null)
  const panelId = useId()
  const used = useHasBeenTrue(isOpen)
  const [Panel, setPanel] = useState(() => loadedPanel)
  useEffect(() => {
    if (!used || Panel !== null) return
    let current = true
    void loadPanel().then((loaded) => {
      if (current) setPanel(() => loaded)
    })
    return () => {
      current = false
    }
  }, [used, Panel])
  return (
    <>
      {asOpener(trigger, {
        ref: anchor,
        expanded: isOpen,
        ...(isOpen ? { controls: panelId } : {}),
        onActivate: () => setOpen(!isOpen),
        onIntent: () => void loadPanel(),
      })}
      {used && Panel !== null ? (
        <Panel id={panelId} anchor={anchor} open={isOpen} onOpenChange={setOpen} label={label} align={align}>
          {children}
        </Panel>
      ) : null}
    </>
  )
}
