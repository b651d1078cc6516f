import { HotelPage as HotelOwnPage } from "../../hotels/hotel-page.tsx"
import { HotelMeetingRoom } from "../../meetings/hotel-meeting-room.tsx"

/** A hotel's page with its meeting room's request (spec A §2, §3): two features, composed here as ui/app composes features. */
export const HotelPage = () => <HotelOwnPage meetingRoom={(hotel) => <HotelMeetingRoom hotel={hotel} />} />
