import { useSignals } from "@preact/signals-react/runtime"
import { Timer } from "lucide-react"
import type { HoldTimer } from "../../core/checkout/hold.ts"
import "./checkout.css"

/** spec B §2, §4: "Room(s) held for" and the time the server's hold has left, at the top of the summary. */
export const HoldCountdown = ({ timer }: { readonly timer: HoldTimer }) => {
  useSignals()
  const urgent = timer.remaining.value < 60
  return (
    <p className={urgent ? "hold-countdown hold-countdown--urgent" : "hold-countdown"}>
      <Timer size={20} aria-hidden="true" />
      <span>
        {timer.label.value} <strong>{timer.display.value}</strong>
      </span>
    </p>
  )
}
