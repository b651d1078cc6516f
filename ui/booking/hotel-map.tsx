import L from "leaflet"
import "leaflet/dist/leaflet.css"
import { useEffect, useRef } from "react"
import type { HotelPin } from "../../core/booking/load-hotels.ts"
import { fromPriceLabel } from "../../core/rates/money-format.ts"

/** The tile server is configuration (MAP_TILE_URL); null where none is configured: pins on a plain ground. */
export interface MapTiles {
  readonly url: string
  readonly attribution: string | null
}

export interface HotelMapProps {
  readonly pins: ReadonlyArray<HotelPin>
  readonly tiles: MapTiles | null
  readonly highlighted: number | null
  /** A pin was chosen: the list brings its card into view. */
  readonly onPick: (hotelId: number) => void
}

const pinIcon = (active: boolean): L.DivIcon =>
  L.divIcon({ className: active ? "map-pin map-pin--active" : "map-pin", iconSize: [28, 28], iconAnchor: [14, 28], html: "" })

/**
 * DESIGN (Hotel list): the map beside the list on wide screens, one pin per card. Loaded lazily with Leaflet; it
 * works without tiles (machines without internet): the pins and their links to the cards still do.
 */
const HotelMap = ({ pins, tiles, highlighted, onPick }: HotelMapProps) => {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const markers = useRef(new Map<number, L.Marker>())

  useEffect(() => {
    if (element.current === null) return
    const created = L.map(element.current, { scrollWheelZoom: false, attributionControl: tiles?.attribution != null })
    if (tiles !== null) L.tileLayer(tiles.url, { attribution: tiles.attribution ?? "" }).addTo(created)
    map.current = created
    const placed = markers.current
    return () => {
      created.remove()
      map.current = null
      placed.clear()
    }
  }, [tiles])

  useEffect(() => {
    const current = map.current
    if (current === null) return
    for (const marker of markers.current.values()) marker.remove()
    markers.current.clear()
    for (const pin of pins) {
      const marker = L.marker([pin.latitude, pin.longitude], {
        icon: pinIcon(false),
        title: `${pin.name}, ${fromPriceLabel(pin.fromPrice)}`,
        alt: pin.name,
        // Pointer only: hotels close together put pins on top of each other, too close for touch and keyboard
        // targets (WCAG 2.5.8); the list beside the map is the way through for the keyboard and screen readers.
        keyboard: false,
      })
      marker.on("click", () => onPick(pin.hotelId))
      marker.addTo(current)
      markers.current.set(pin.hotelId, marker)
    }
    if (pins.length > 0) current.fitBounds(L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude])), { padding: [32, 32], maxZoom: 14 })
  }, [pins, onPick, tiles])

  useEffect(() => {
    for (const [hotelId, marker] of markers.current) marker.setIcon(pinIcon(hotelId === highlighted))
  }, [highlighted, pins])

  return <div ref={element} className="hotel-map" role="region" aria-label="Map of the hotels" />
}

export default HotelMap
