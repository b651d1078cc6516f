import L from "leaflet"
import "leaflet/dist/leaflet.css"
import { useEffect, useRef } from "react"
import type { MapView } from "../../core/checkout/thank-you-card.ts"
import { makeMapTilesModel } from "../../core/content/site-config-model.ts"
import { useScreenModel } from "../kit/screen-model.tsx"

export interface StayMapProps {
  readonly view: MapView
}

/**
 * spec B §2, §9: the thank-you card's map (zoom 15, scroll zoom off), loaded lazily with Leaflet, on the site
 * settings' tile server (MAP_TILE_URL). Without tiles (none configured, machines without internet) it still shows
 * the hotel's pin; the address beside it says where it is.
 */
const StayMap = ({ view }: StayMapProps) => {
  const element = useRef<HTMLDivElement>(null)
  const tiles = useScreenModel(makeMapTilesModel, undefined).tiles.value
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
