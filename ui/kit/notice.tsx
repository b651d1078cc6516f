import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react"
import type { ReactNode } from "react"
import "./notice.css"

export type NoticeTone = "info" | "success" | "warning" | "danger"

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const

export interface NoticeProps {
  readonly tone: NoticeTone
  readonly title?: ReactNode
  readonly children: ReactNode
  /** "alert" for a message that appears in answer to something the guest did and must be heard at once. */
  readonly role?: "alert" | "status"
}

/** An inline message with an icon and colour for its tone (never colour alone). */
export const Notice = ({ tone, title, children, role }: NoticeProps) => {
  const Icon = icons[tone]
  return (
    <div className={`notice notice--${tone}`} role={role}>
      <Icon size={20} aria-hidden="true" />
      <div className="notice__body">
        {title === undefined ? null : <p className="notice__title">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  )
}
