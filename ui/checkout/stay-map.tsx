import L from "leaflet"
import "leaflet/dist/leaflet.css"
import { useEffect, useRef } from "react"
import type { MapView } from "../../core/booking/thank-you-card.ts"

/** The tile server is configuration; null where none is configured: the pin on a plain ground. */
export interface StayMapTiles {
  readonly url: string
  readonly attribution: string | null
}

export interface StayMapProps {
  readonly view: MapView
  readonly tiles: StayMapTiles | null
}

/**
 * spec B §2, §9: the thank-you card's map (zoom 15, scroll zoom off), loaded lazily with Leaflet. Without tiles
 * (machines without internet) it still shows the hotel's pin; the address beside it says where it is.
 */
const StayMap = ({ view, tiles }: StayMapProps) => {
  const element = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (element.current === null) return
    const map = L.map(element.current, {
      center: [view.latitude, view.longitude],
      zoom: view.zoom,
      scrollWheelZoom: view.scrollWheelZoom,
      attributionControl: tiles?.attribution != null,
    })
    if (tiles !== null) L.tileLayer(tiles.url, { attribution: tiles.attribution ?? "" }).addTo(map)
    L.marker([view.latitude, view.longitude], {
      icon: L.divIcon({ className: "stay-map__pin", iconSize: [28, 28], iconAnchor: [14, 28], html: "" }),
      title: view.label,
      alt: view.label,
      keyboard: false,
    }).addTo(map)
    // the card changes size with the window (and prints): keep the hotel in the middle of the map
    const resized = new ResizeObserver(() => {
      map.invalidateSize()
      map.setView([view.latitude, view.longitude], view.zoom, { animate: false })
    })
    resized.observe(element.current)
    return () => {
      resized.disconnect()
      map.remove()
    }
    // the poll hands a new card every 2.5 s: only a new place or tile server rebuilds the map
  }, [view.latitude, view.longitude, view.zoom, view.scrollWheelZoom, view.label, tiles])
  return (
    <figure className="stay-map-figure">
      <div ref={element} className="stay-map" />
      <figcaption className="visually-hidden">Map showing {view.label}</figcaption>
    </figure>
  )
}

export default StayMap
