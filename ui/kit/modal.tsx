import { lazy, type ReactNode, Suspense, useRef } from "react"
import type { ModalDialogProps } from "./modal-dialog.tsx"
import { asOpener } from "./opener.ts"
import { useHasBeenTrue } from "./use-has-been-true.ts"

const loadDialog = () => import("./modal-dialog.tsx")
const ModalDialog = lazy(loadDialog)

export interface ModalProps extends Omit<ModalDialogProps, "opener"> {
  /** The element that opens the modal (a Button); focus returns to it when the modal closes. */
  readonly trigger?: ReactNode
  /** The trigger was pointed at or focused: a dialog whose content loads lazily starts loading it (a preload). */
  readonly onIntent?: () => void
}

/**
 * A modal dialog (Radix Dialog): focus is trapped inside, Escape closes it, and focus returns to the
 * element that opened it. A bottom sheet on phones, centred from 768 px. The dialog's code (Radix, focus
 * trapping, scroll locking) loads when a trigger is pointed at or focused, or on the first opening: no page
 * pays for it before it is usable.
 */
export const Modal = ({ trigger, onIntent, ...dialog }: ModalProps) => {
  const opener = useRef<HTMLElement>(null)
  const used = useHasBeenTrue(dialog.open)
  return (
    <>
      {trigger === undefined
        ? null
        : asOpener(trigger, { ref: opener, expanded: dialog.open, onActivate: () => dialog.onOpenChange(true), onIntent: () => {
              void loadDialog()
              onIntent?.()
            },
          })}
      {used ? (
        <Suspense fallback={null}>
          <ModalDialog {...dialog} opener={opener} />
        </Suspense>
      ) : null}
    </>
  )
}
