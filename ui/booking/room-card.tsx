import { BedDouble, Users } from "lucide-react"
import type { RoomCardView } from "../../core/booking/room-card-view.ts"
import { Button } from "../kit/button.tsx"
import { RatePicker } from "./rate-picker.tsx"

export interface RoomCardProps {
  readonly card: RoomCardView
  readonly ratePlanCode: string
  readonly onRateChange: (ratePlanCode: string) => void
  readonly onMoreInformation: () => void
  readonly onSelect: () => void
  readonly selecting: boolean
  readonly nightsLabel: string
  /** The first card's photo is the page's largest paint: it loads first. */
  readonly priority?: boolean
}

/** spec B §2: a room type's card: photo, key facts, amenities, its rates grouped under it, More information and Select. */
export const RoomCard = ({ card, ratePlanCode, onRateChange, onMoreInformation, onSelect, selecting, nightsLabel, priority = false }: RoomCardProps) => {
  const titleId = `room-${card.roomTypeCode}-name`
  return (
    <article className="room-card" aria-labelledby={titleId}>
      <div className="room-card__media">
        {card.images[0] === undefined ? (
          <div className="room-card__image room-card__image--empty" aria-hidden="true">
            <BedDouble size={40} />
          </div>
        ) : (
          <img
            className="room-card__image"
            src={card.images[0]}
            alt=""
            width={640}
            height={400}
            // A page holds four rooms: their photos load at once (lazily, the lower cards' boxes stood empty), the first first.
            fetchPriority={priority ? "high" : "auto"}
          />
        )}
      </div>
      <div className="room-card__body">
        <h2 id={titleId} className="room-card__name">
          {card.name}
        </h2>
        <p className="room-card__facts">
          <Users size={16} aria-hidden="true" /> {card.guestsLine}
        </p>
        <p className="room-card__description">{card.description}</p>
        {card.amenities.length === 0 ? null : (
          <ul className="room-card__amenities" aria-label="Amenities">
            {card.amenities.slice(0, 6).map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
          </ul>
        )}
        <RatePicker
          roomName={card.name}
          name={`rate-${card.roomTypeCode}`}
          options={card.rateOptions}
          value={ratePlanCode}
          onChange={onRateChange}
          nightsLabel={nightsLabel}
        />
        <div className="room-card__actions">
          <Button variant="secondary" onClick={onMoreInformation} aria-label={`More information about ${card.name}`}>
            More information
          </Button>
          <Button onClick={onSelect} loading={selecting} aria-label={`Select ${card.name}`}>
            Select
          </Button>
        </div>
      </div>
    </article>
  )
}
