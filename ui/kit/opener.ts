import { cloneElement, type FocusEvent, isValidElement, type MouseEvent, type ReactElement, type ReactNode, type Ref, type RefCallback } from "react"

/** What an overlay's trigger says and does while the overlay's own code may not have loaded yet. */
export interface OpenerBehaviour {
  readonly expanded: boolean
  readonly controls?: string
  /** Toggles or opens the overlay on click. */
  readonly onActivate: () => void
  /** Fetches the overlay's code ahead of a click, when the pointer or focus reaches the trigger. */
  readonly onIntent: () => void
  readonly ref?: Ref<HTMLElement>
}

interface TriggerProps {
  readonly onClick?: (event: MouseEvent<HTMLElement>) => void
  readonly onPointerEnter?: (event: MouseEvent<HTMLElement>) => void
  readonly onFocus?: (event: FocusEvent<HTMLElement>) => void
  readonly ref?: Ref<HTMLElement>
}

const assignRef = <T>(ref: Ref<T> | undefined, value: T | null): void => {
  if (typeof ref === "function") ref(value)
  else if (ref !== null && ref !== undefined) ref.current = value
}

/**
 * The trigger element given to a Modal or Popover, with the ARIA state a Radix trigger carries (haspopup,
 * expanded, controls, data-state) and its own handlers kept. The kit's overlays load their Radix code on first
 * use, so the trigger is ours, rendered from the first paint, and never remounted when that code arrives.
 */
export const asOpener = (trigger: ReactNode, behaviour: OpenerBehaviour): ReactNode => {
  if (!isValidElement<TriggerProps>(trigger)) return trigger
  const own = trigger.props
  const ref: RefCallback<HTMLElement> = (element) => {
    assignRef(own.ref, element)
    assignRef(behaviour.ref, element)
  }
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    ref,
    "aria-haspopup": "dialog",
    "aria-expanded": behaviour.expanded,
    "aria-controls": behaviour.controls,
    "data-state": behaviour.expanded ? "open" : "closed",
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      if (!event.defaultPrevented) behaviour.onActivate()
    },
    onPointerEnter: (event: MouseEvent<HTMLElement>) => {
      own.onPointerEnter?.(event)
      behaviour.onIntent()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event)
      behaviour.onIntent()
    },
  })
}
