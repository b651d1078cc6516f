import L from "leaflet"
import "leaflet/dist/leaflet.css"
import { useEffect, useRef } from "react"
import { makeMapTilesModel } from "../../core/content/site-config-model.ts"
import { useScreenModel } from "../kit/screen-model.tsx"

export interface HotelLocationMapProps {
  readonly name: string
  readonly latitude: number
  readonly longitude: number
}

/** spec's hotel page map zoom, as the thank-you card's (B §9: 15). */
const ZOOM = 15

/**
 * A hotel's place on the map, loaded lazily with Leaflet after the page is on screen (never on the server), on the
 * site settings' tile server; without tiles the pin still shows, and the address beside it says where it is.
 */
const HotelLocationMap = ({ name, latitude, longitude }: HotelLocationMapProps) => {
  const element = useRef<HTMLDivElement>(null)
  const tiles = useScreenModel(makeMapTilesModel, undefined).tiles.value
  useEffect(() => {
    if (element.current === null) return
    const map = L.map(element.current, { center: [latitude, longitude], zoom: ZOOM, scrollWheelZoom: false, attributionControl: tiles?.attribution != null })
    if (tiles !== null) L.tileLayer(tiles.url, { attribution: tiles.attribution ?? "" }).addTo(map)
    L.marker([latitude, longitude], {
      icon: L.divIcon({ className: "hotel-page__pin", iconSize: [28, 28], iconAnchor: [14, 28], html: "" }),
      title: name,
      alt: name,
      keyboard: false,
    }).addTo(map)
    return () => void map.remove()
  }, [name, latitude, longitude, tiles])
  return <div ref={element} className="hotel-page__map" role="region" aria-label={`Map showing ${name}`} />
}

export default HotelLocationMap
