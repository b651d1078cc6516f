import { brandLink, type ContentHotel, hotelLink, pdf, picture, type SeedItem, slug, slugOf, text, whole } from "./content-items.ts"
import { intBetween, type SeededRandom } from "./random.ts"

/**
 * What the hotel pages show besides the hotel itself (spec A §2, §3): attractions near each hotel, dining information
 * (with its menu as a PDF), and the meeting rooms (boardrooms) of the hotels that have one.
 */

/** Attractions by city: name and a plausible distance from a hotel there. */
const ATTRACTIONS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "Cape Town": ["Table Mountain Aerial Cableway", "V&A Waterfront", "Kirstenbosch National Botanical Garden", "Bo-Kaap"],
  "V&A Waterfront": ["Zeitz MOCAA", "Two Oceans Aquarium", "Robben Island ferry", "Green Point Park"],
  Sandton: ["Nelson Mandela Square", "Sandton City", "Gautrain Sandton station", "Delta Park"],
  Rosebank: ["Rosebank Sunday Market", "Keyes Art Mile", "Johannesburg Zoo", "Zoo Lake"],
  Johannesburg: ["Constitution Hill", "Apartheid Museum", "Maboneng Precinct", "Gold Reef City"],
  Pretoria: ["Union Buildings", "Voortrekker Monument", "Menlyn Park", "National Zoological Garden"],
  Umhlanga: ["Umhlanga Lighthouse", "Gateway Theatre of Shopping", "Umhlanga Lagoon Nature Reserve", "Sibaya Casino"],
  Durban: ["uShaka Marine World", "Golden Mile beachfront", "Moses Mabhida Stadium", "Victoria Street Market"],
  Stellenbosch: ["Stellenbosch University Botanical Garden", "Dorp Street", "Jonkershoek Nature Reserve", "Spier Wine Farm"],
  Gqeberha: ["Boardwalk", "Pollok Beach", "Route 67 art walk", "Addo Elephant National Park"],
  Windhoek: ["Christuskirche", "Independence Memorial Museum", "Craft Centre", "Daan Viljoen Game Reserve"],
  Gaborone: ["Three Dikgosi Monument", "Mokolodi Nature Reserve", "Gaborone Game Reserve", "Main Mall"],
}
const ANYWHERE = ["Town centre", "Nearest shopping centre", "Municipal golf course", "Local craft market"] as const

const distance = (random: () => number): string => {
  const tenths = intBetween(random, 3, 180)
  return tenths < 10 ? `${tenths * 100} m` : `${(tenths / 10).toFixed(1).replace(/\.0$/, "")} km`
}

const attractions = (hotels: ReadonlyArray<ContentHotel>, random: SeededRandom): ReadonlyArray<SeedItem> =>
  hotels.flatMap((hotel) => {
    const stream = random.stream("attractions", hotel.code)
    return (ATTRACTIONS[hotel.city] ?? ANYWHERE).slice(0, 3).map((name, index): SeedItem => ({
      type: "attraction",
      fields: [slug(`attraction-${hotel.code}-${slugOf(name)}`), text("name", name), text("distance", distance(stream)), hotelLink(hotel.id), whole("sequence", index + 1)],
      daysAgo: 250 - index,
    }))
  })

const DINING: Readonly<Record<ContentHotel["brandKey"], ReadonlyArray<readonly [string, string]>>> = {
  city: [
    ["The Kitchen", "All-day dining with a buffet breakfast from 06:00 and an à la carte supper until 22:30."],
    ["The Bar", "Local craft beer, Cape wines and bar meals from noon."],
  ],
  courtyard: [["Courtyard Café", "Breakfast, light lunches and a grocery service for your suite's kitchenette."]],
  road: [["Grab-and-go", "Coffee, muffins and a hot breakfast roll from 05:00 at reception."]],
  town: [["Town Kitchen", "Breakfast buffet and a short supper menu, with room service until 21:00."]],
}

const dining = (hotels: ReadonlyArray<ContentHotel>): ReadonlyArray<SeedItem> =>
  (Object.keys(DINING) as ReadonlyArray<ContentHotel["brandKey"]>).flatMap((brandKey) => {
    const ofBrand = hotels.filter((hotel) => hotel.brandKey === brandKey)
    return ofBrand.length === 0
      ? []
      : DINING[brandKey].map(([heading, description], index): SeedItem => ({
          type: "dining_info",
          fields: [
            slug(`dining-${brandKey}-${slugOf(heading)}`),
            text("heading", heading),
            text("description", description),
            brandLink(ofBrand[0]!.brandId),
            ...ofBrand.map((hotel) => hotelLink(hotel.id)),
          ],
          images: [picture(`dining/${brandKey}-${slugOf(heading)}`)],
          files: [pdf(`dining/${brandKey}-${slugOf(heading)}-menu`, `${heading} menu.pdf`)],
          daysAgo: 35 + index,
        }))
  })

const ROOM_NAMES = ["Boardroom", "Jacaranda Room", "Protea Room", "Baobab Hall"] as const

const boardrooms = (hotels: ReadonlyArray<ContentHotel>): ReadonlyArray<SeedItem> =>
  hotels.flatMap((hotel) => {
    const meeting = hotel.meeting
    if (meeting === null) return []
    const [uShaped, schoolRoom, boardRoom, cinema] = meeting.seats
    const rooms = hotel.brandKey === "city" ? 2 : 1
    return Array.from({ length: rooms }, (_, index): SeedItem => {
      const scale = index === 0 ? 1 : 0.5
      const seats = (count: number | null | undefined) => (count === null || count === undefined ? null : Math.max(6, Math.round((count * scale) / 2) * 2))
      const layouts = [seats(uShaped), seats(schoolRoom), Math.min(24, seats(boardRoom) ?? 0) || null, seats(cinema)]
      const largest = Math.max(...layouts.map((count) => count ?? 0))
      const name = `${ROOM_NAMES[index + (hotel.id % 3)]!}, ${hotel.name}`
      const [u, school, board, cinemaSeats] = layouts
      return {
        type: "boardroom",
        fields: [
          slug(`meeting-room-${hotel.code}-${index + 1}`),
          text("name", name),
          text("description", `${largest} guests theatre-style, natural light, fast Wi-Fi, a projector and screen, and backup power.`),
          text("city", hotel.city),
          whole("half_day_rate", Math.round((meeting.halfDayCents * scale) / 5_000) * 5_000),
          whole("full_day_rate", Math.round((meeting.fullDayCents * scale) / 5_000) * 5_000),
          ...(u === null ? [] : [whole("u_shaped_seats", u!)]),
          ...(school === null ? [] : [whole("school_room_seats", school!)]),
          ...(board === null ? [] : [whole("board_room_seats", board!)]),
          ...(cinemaSeats === null ? [] : [whole("cinema_seats", cinemaSeats!)]),
          // Decided: the capacity filter (max_capacity_string_fields) reads this StringField.
          text("max_capacity", String(largest)),
          hotelLink(hotel.id),
          brandLink(hotel.brandId),
        ],
        images: [1, 2].map((n) => picture(`meeting-rooms/${hotel.code}-${index + 1}-${n}`)),
        files: [pdf(`meeting-rooms/${hotel.code}-${index + 1}`, `${name} information pack.pdf`)],
        daysAgo: 180 - index,
      }
    })
  })

export const hotelContent = (hotels: ReadonlyArray<ContentHotel>, random: SeededRandom): ReadonlyArray<SeedItem> => [
  ...attractions(hotels, random),
  ...dining(hotels),
  ...boardrooms(hotels),
]
