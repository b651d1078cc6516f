import { Popover as RadixPopover } from "radix-ui"
import { type ReactNode, type RefObject, useRef } from "react"
import "./overlay.css"

export interface PopoverPanelProps {
  readonly id: string
  /** The trigger, which the panel is placed against and gives focus back to. */
  readonly anchor: RefObject<HTMLElement | null>
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly label: string
  readonly align: "start" | "center" | "end"
  readonly children: ReactNode
}

/**
 * The Radix half of the kit's Popover, loaded on first use (ui/kit/popover.tsx). The trigger is not a Radix
 * Trigger, so this does what Radix does for one: a press on it is not an outside click, and closing gives focus
 * back to it unless the guest closed the panel by moving elsewhere.
 */
const PopoverPanel = ({ id, anchor, open, onOpenChange, label, align, children }: PopoverPanelProps) => {
  const leftByInteractingOutside = useRef(false)
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor virtualRef={anchor} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          id={id}
          className="popover__content"
          aria-label={label}
          align={align}
          sideOffset={8}
          collisionPadding={16}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault()
            else leftByInteractingOutside.current = true
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!leftByInteractingOutside.current) anchor.current?.focus()
            leftByInteractingOutside.current = false
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  )
}

export default PopoverPanel
