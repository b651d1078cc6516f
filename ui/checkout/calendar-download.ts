import type { CalendarFile } from "../../core/booking/calendar-event.ts"

/** Hands core's .ics file to the browser as a download (the one DOM step of "Add to calendar"). */
export const downloadCalendarFile = (file: CalendarFile): void => {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mediaType }))
  const link = document.createElement("a")
  link.href = url
  link.download = file.fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
