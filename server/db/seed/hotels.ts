import type { BrandKeyValue } from "../schema.ts"
import type { City } from "./places.ts"

/**
 * The group's 58 hotels (spec A §9: the footprint counters animate to 58 hotels and 7324 rooms).
 * "Karoo Hotels" is a fictional group; the streets and coordinates are real places in each town.
 * A hotel's id is its position here (1-based) and its code is 800 + id, so hotel 830 is the 30th
 * entry; both stay the same when a test seeds only some hotels.
 */
export interface HotelEntry {
  readonly brand: BrandKeyValue
  /** What follows the brand in the hotel's name: "Karoo City " + "Sandton". */
  readonly place: string
  readonly city: City
  readonly address: string
  readonly latitude: number
  readonly longitude: number
  /** Rooms in the hotel, every night. */
  readonly rooms: number
}

/** spec A §9: 58 hotels with 7324 rooms in all. */
export const GROUP_HOTEL_COUNT = 58
export const GROUP_ROOM_COUNT = 7324

export const HOTELS: ReadonlyArray<HotelEntry> = [
  // Karoo City: business and city-centre hotels.
  { brand: "city", place: "Sandton", city: "Sandton", address: "135 Rivonia Road, Sandown, Sandton, 2196", latitude: -26.1052, longitude: 28.056, rooms: 288 },
  { brand: "city", place: "Rosebank", city: "Rosebank", address: "19 Baker Street, Rosebank, Johannesburg, 2196", latitude: -26.1453, longitude: 28.0415, rooms: 212 },
  { brand: "city", place: "Cape Town", city: "Cape Town", address: "28 Lower Long Street, Foreshore, Cape Town, 8001", latitude: -33.918, longitude: 18.423, rooms: 252 },
  { brand: "city", place: "V&A Waterfront", city: "V&A Waterfront", address: "14 Dock Road, V&A Waterfront, Cape Town, 8002", latitude: -33.9055, longitude: 18.419, rooms: 198 },
  { brand: "city", place: "Umhlanga", city: "Umhlanga", address: "12 Lighthouse Road, Umhlanga Rocks, 4319", latitude: -29.7265, longitude: 31.088, rooms: 218 },
  { brand: "city", place: "Durban Beachfront", city: "Durban", address: "63 Snell Parade, North Beach, Durban, 4001", latitude: -29.848, longitude: 31.037, rooms: 240 },
  { brand: "city", place: "Menlyn", city: "Pretoria", address: "Corner Atterbury Road and Lois Avenue, Menlyn, Pretoria, 0181", latitude: -25.785, longitude: 28.277, rooms: 188 },
  { brand: "city", place: "Waterfall", city: "Waterfall", address: "9 Magwa Crescent, Waterfall City, Midrand, 2090", latitude: -26.018, longitude: 28.109, rooms: 176 },
  { brand: "city", place: "Gqeberha", city: "Gqeberha", address: "1 Marine Drive, Summerstrand, Gqeberha, 6001", latitude: -33.98, longitude: 25.656, rooms: 164 },
  { brand: "city", place: "Bloemfontein", city: "Bloemfontein", address: "2 Nelson Mandela Drive, Brandwag, Bloemfontein, 9301", latitude: -29.11, longitude: 26.205, rooms: 148 },
  { brand: "city", place: "Polokwane", city: "Polokwane", address: "52 Thabo Mbeki Street, Polokwane, 0700", latitude: -23.9045, longitude: 29.456, rooms: 132 },
  { brand: "city", place: "Gaborone", city: "Gaborone", address: "Plot 54353, Central Business District, Gaborone", latitude: -24.656, longitude: 25.912, rooms: 156 },
  { brand: "city", place: "Windhoek", city: "Windhoek", address: "129 Independence Avenue, Windhoek", latitude: -22.565, longitude: 17.084, rooms: 150 },
  { brand: "city", place: "Maputo", city: "Maputo", address: "Avenida Julius Nyerere 1420, Polana, Maputo", latitude: -25.966, longitude: 32.601, rooms: 172 },

  // Karoo Courtyard: all-suite hotels, the group's dearest.
  { brand: "courtyard", place: "Sandton", city: "Sandton", address: "4 Fredman Drive, Sandown, Sandton, 2196", latitude: -26.1035, longitude: 28.054, rooms: 118 },
  { brand: "courtyard", place: "Rosebank", city: "Rosebank", address: "21 Tyrwhitt Avenue, Rosebank, Johannesburg, 2196", latitude: -26.1465, longitude: 28.044, rooms: 96 },
  { brand: "courtyard", place: "Melrose Arch", city: "Johannesburg", address: "30 Melrose Boulevard, Melrose Arch, Johannesburg, 2076", latitude: -26.1325, longitude: 28.068, rooms: 104 },
  { brand: "courtyard", place: "Arcadia", city: "Pretoria", address: "Corner Hamilton and Schoeman Streets, Arcadia, Pretoria, 0083", latitude: -25.746, longitude: 28.208, rooms: 88 },
  { brand: "courtyard", place: "Sea Point", city: "Cape Town", address: "201 Beach Road, Sea Point, Cape Town, 8005", latitude: -33.914, longitude: 18.387, rooms: 92 },
  { brand: "courtyard", place: "V&A Waterfront", city: "V&A Waterfront", address: "5 Portswood Road, V&A Waterfront, Cape Town, 8001", latitude: -33.907, longitude: 18.415, rooms: 110 },
  { brand: "courtyard", place: "Stellenbosch", city: "Stellenbosch", address: "22 Dorp Street, Stellenbosch, 7600", latitude: -33.9395, longitude: 18.86, rooms: 72 },
  { brand: "courtyard", place: "Umhlanga", city: "Umhlanga", address: "3 Park Lane, Umhlanga Ridge, 4319", latitude: -29.727, longitude: 31.069, rooms: 100 },
  { brand: "courtyard", place: "Waterfall", city: "Waterfall", address: "Corner Waterfall Drive and Woodmead Drive, Waterfall City, Midrand, 2090", latitude: -26.015, longitude: 28.106, rooms: 84 },
  { brand: "courtyard", place: "Gqeberha", city: "Gqeberha", address: "2 Brighton Drive, Summerstrand, Gqeberha, 6001", latitude: -33.986, longitude: 25.664, rooms: 78 },
  { brand: "courtyard", place: "George", city: "George", address: "1 York Street, George, 6529", latitude: -33.963, longitude: 22.459, rooms: 70 },
  { brand: "courtyard", place: "Mbombela", city: "Mbombela", address: "14 Paul Kruger Street, Mbombela, 1200", latitude: -25.474, longitude: 30.97, rooms: 76 },

  // Karoo Road Lodge: one-price rooms on the main routes, the group's cheapest.
  { brand: "road", place: "Johannesburg Central", city: "Johannesburg", address: "88 Commissioner Street, Marshalltown, Johannesburg, 2001", latitude: -26.206, longitude: 28.044, rooms: 124 },
  { brand: "road", place: "O.R. Tambo Airport", city: "Kempton Park", address: "2 Jones Road, Jet Park, Kempton Park, 1619", latitude: -26.133, longitude: 28.23, rooms: 164 },
  { brand: "road", place: "Rivonia", city: "Sandton", address: "Corner Rivonia Road and 9th Avenue, Rivonia, Sandton, 2128", latitude: -26.056, longitude: 28.06, rooms: 112 },
  { brand: "road", place: "Pretoria", city: "Pretoria", address: "Corner Church and Du Toit Streets, Pretoria Central, 0002", latitude: -25.746, longitude: 28.198, rooms: 108 },
  { brand: "road", place: "Centurion", city: "Centurion", address: "Corner Lenchen Avenue and John Vorster Drive, Centurion, 0157", latitude: -25.86, longitude: 28.189, rooms: 104 },
  { brand: "road", place: "Midrand", city: "Midrand", address: "Corner New Road and Lever Road, Midrand, 1685", latitude: -25.996, longitude: 28.128, rooms: 100 },
  { brand: "road", place: "Cape Town Airport", city: "Cape Town", address: "1 Tower Road, Airport Industria, Cape Town, 7490", latitude: -33.961, longitude: 18.585, rooms: 136 },
  { brand: "road", place: "Century City", city: "Cape Town", address: "Corner Century Boulevard and Bridgeway, Century City, Cape Town, 7441", latitude: -33.892, longitude: 18.512, rooms: 118 },
  { brand: "road", place: "Durban Central", city: "Durban", address: "85 Anton Lembede Street, Durban Central, 4001", latitude: -29.859, longitude: 31.024, rooms: 120 },
  { brand: "road", place: "King Shaka Airport", city: "Durban", address: "1 Dube City Boulevard, La Mercy, 4405", latitude: -29.614, longitude: 31.117, rooms: 110 },
  { brand: "road", place: "Pietermaritzburg", city: "Pietermaritzburg", address: "Corner Chief Albert Luthuli and Burger Streets, Pietermaritzburg, 3201", latitude: -29.601, longitude: 30.379, rooms: 96 },
  { brand: "road", place: "Richards Bay", city: "Richards Bay", address: "Corner Bullion Boulevard and Krugerrand, Richards Bay, 3900", latitude: -28.761, longitude: 32.049, rooms: 92 },
  { brand: "road", place: "Bloemfontein", city: "Bloemfontein", address: "Corner Nelson Mandela Drive and Parfitt Avenue, Bloemfontein, 9301", latitude: -29.109, longitude: 26.195, rooms: 100 },
  { brand: "road", place: "Polokwane", city: "Polokwane", address: "Corner Grobler and Dorp Streets, Polokwane, 0699", latitude: -23.908, longitude: 29.452, rooms: 96 },
  { brand: "road", place: "Mbombela", city: "Mbombela", address: "Corner Samora Machel Drive and Ferreira Street, Mbombela, 1200", latitude: -25.47, longitude: 30.98, rooms: 94 },
  { brand: "road", place: "Gqeberha", city: "Gqeberha", address: "Corner Kempston Road and Albany Road, Korsten, Gqeberha, 6020", latitude: -33.923, longitude: 25.588, rooms: 98 },
  { brand: "road", place: "George", city: "George", address: "Corner Knysna Road and Cradock Street, George, 6530", latitude: -33.966, longitude: 22.466, rooms: 84 },
  { brand: "road", place: "Upington", city: "Upington", address: "Corner Schröder and Le Roux Streets, Upington, 8800", latitude: -28.451, longitude: 21.256, rooms: 72 },
  { brand: "road", place: "Windhoek", city: "Windhoek", address: "Corner Sam Nujoma Drive and Mandume Ndemufayo Avenue, Windhoek", latitude: -22.575, longitude: 17.08, rooms: 90 },

  // Karoo Town Lodge: mid-priced hotels close to everything.
  { brand: "town", place: "Rosebank", city: "Rosebank", address: "12 Cradock Avenue, Rosebank, Johannesburg, 2196", latitude: -26.147, longitude: 28.04, rooms: 148 },
  { brand: "town", place: "Bedfordview", city: "Johannesburg", address: "Corner Van Buuren Road and Nicol Road, Bedfordview, Johannesburg, 2007", latitude: -26.178, longitude: 28.134, rooms: 124 },
  { brand: "town", place: "Menlyn", city: "Pretoria", address: "Corner Lois Avenue and Garsfontein Road, Menlyn, Pretoria, 0181", latitude: -25.783, longitude: 28.275, rooms: 132 },
  { brand: "town", place: "Cape Town Foreshore", city: "Cape Town", address: "1 Heerengracht Street, Foreshore, Cape Town, 8001", latitude: -33.92, longitude: 18.428, rooms: 168 },
  { brand: "town", place: "Bellville", city: "Cape Town", address: "Corner Durban Road and Voortrekker Road, Bellville, Cape Town, 7530", latitude: -33.9, longitude: 18.629, rooms: 112 },
  { brand: "town", place: "Stellenbosch", city: "Stellenbosch", address: "Corner Bird and Merriman Streets, Stellenbosch, 7600", latitude: -33.931, longitude: 18.861, rooms: 96 },
  { brand: "town", place: "Umhlanga", city: "Umhlanga", address: "Corner Umhlanga Rocks Drive and Sandra Road, Umhlanga, 4319", latitude: -29.723, longitude: 31.075, rooms: 128 },
  { brand: "town", place: "George", city: "George", address: "Corner Courtenay and Meade Streets, George, 6529", latitude: -33.96, longitude: 22.457, rooms: 100 },
  { brand: "town", place: "Pietermaritzburg", city: "Pietermaritzburg", address: "Corner Chief Albert Luthuli and Commercial Roads, Pietermaritzburg, 3201", latitude: -29.6, longitude: 30.38, rooms: 104 },
  { brand: "town", place: "Richards Bay", city: "Richards Bay", address: "Corner Kruger Rand and Lira Link, Richards Bay, 3900", latitude: -28.77, longitude: 32.058, rooms: 96 },
  { brand: "town", place: "Rustenburg", city: "Rustenburg", address: "Corner Heystek and Leyds Streets, Rustenburg, 0299", latitude: -25.667, longitude: 27.242, rooms: 112 },
  { brand: "town", place: "Kimberley", city: "Kimberley", address: "Corner Bultfontein Road and Oliver Road, Kimberley, 8301", latitude: -28.742, longitude: 24.771, rooms: 96 },
  { brand: "town", place: "East London", city: "East London", address: "Corner Settlers Way and Devereux Avenue, Vincent, East London, 5247", latitude: -32.99, longitude: 27.89, rooms: 108 },
]
