import { ExternalLink, MapPin } from "lucide-react"
import { lazy, Suspense } from "react"
import type { RoomCardView } from "../../core/booking/room-card-view.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
import { SPECIAL_OFFERS_ROUTE } from "../../core/routes.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { useIsServed } from "../kit/served-routes-context.tsx"

const RoomCarousel = lazy(() => import("./room-carousel.tsx"))

export interface RoomModalProps {
  readonly card: RoomCardView | null
  readonly ratePlanCode: string
  readonly hotelAddress: string | null
  readonly selecting: boolean
  readonly onSelect: () => void
  readonly onClose: () => void
}

/**
 * spec B §2: the room detail modal: photos, price, amenities, hotel name and address, View Room Specials (opens
 * /special-offers in a new tab, rendered only once that page is served) and Select.
 */
export const RoomModal = ({ card, ratePlanCode, hotelAddress, selecting, onSelect, onClose }: RoomModalProps) => {
  const specialsServed = useIsServed(SPECIAL_OFFERS_ROUTE)
  const rate = card?.rateOptions.find((option) => option.ratePlanCode === ratePlanCode) ?? card?.rateOptions[0]
  return (
    <Modal
      open={card !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={card?.name ?? ""}
      wide
      actions={
        card === null ? undefined : (
          <>
            {specialsServed ? (
              <a className="room-modal__specials" href={SPECIAL_OFFERS_ROUTE} target="_blank" rel="noopener">
                View Room Specials <ExternalLink size={16} aria-hidden="true" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
            <Button onClick={onSelect} loading={selecting}>
              Select
            </Button>
          </>
        )
      }
    >
      {card === null ? null : (
        <div className="room-modal">
          {card.images.length === 0 ? null : (
            <Suspense fallback={<div className="carousel carousel--loading" aria-hidden="true" />}>
              <RoomCarousel images={card.images} name={card.name} />
            </Suspense>
          )}
          {rate === undefined ? null : (
            <p className="room-modal__price">
              {formatMoney(rate.totalCents)} <span className="summary__caption">{rate.description}, total for your stay</span>
            </p>
          )}
          <p>{card.description}</p>
          {card.amenities.length === 0 ? null : (
            <>
              <h3 className="room-modal__heading">Amenities</h3>
              <ul className="room-modal__amenities">
                {card.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </>
          )}
          <h3 className="room-modal__heading">{card.hotelName}</h3>
          {hotelAddress === null ? null : (
            <p className="room-modal__address">
              <MapPin size={16} aria-hidden="true" /> {hotelAddress}
            </p>
          )}
        </div>
      )}
    </Modal>
  )
}
