/**
 * The places the group trades in: province and country as the hotel lists filter them (spec A §9),
 * the dialling prefix for phone numbers, whether the town is a coastal or leisure destination
 * (weekend and festive demand, festive pay-up-front periods) and a price level against the brand's
 * base. Coordinates and street addresses belong to each hotel (hotels.ts).
 */
import { SOUTH_AFRICA } from "../../../core/checkout/countries.ts"

export interface Place {
  readonly province: string
  readonly country: string
  /** International prefix and area code, e.g. "+27 11". */
  readonly dialPrefix: string
  /** Local number length after the area code (SA: 7 digits). */
  readonly localDigits: number
  /** Leisure destination: dearer at weekends and over the festive season. */
  readonly leisure: boolean
  /** Price level against the brand's base price (1 = the brand's usual price). */
  readonly priceLevel: number
  /** What is close by, for the hotel description. */
  readonly nearby: string
}

const sa = (province: string, area: string, leisure: boolean, priceLevel: number, nearby: string): Place => ({
  province,
  country: SOUTH_AFRICA,
  dialPrefix: `+27 ${area}`,
  localDigits: 7,
  leisure,
  priceLevel,
  nearby,
})

/** Provinces spelled as the filters of spec A §9 (and core's PROVINCE_OPTIONS) spell them. */
export const PLACES = {
  Sandton: sa("Gauteng", "11", false, 1.1, "a short walk from Nelson Mandela Square, Sandton City and the Gautrain station"),
  Rosebank: sa("Gauteng", "11", false, 1.05, "close to the Rosebank Gautrain station, the Sunday rooftop market and the galleries of Keyes Art Mile"),
  Johannesburg: sa("Gauteng", "11", false, 0.95, "minutes from the Constitution Hill precinct, Maboneng and the city's business district"),
  "Kempton Park": sa("Gauteng", "11", false, 0.95, "five minutes from O.R. Tambo International Airport, with a shuttle to the terminals"),
  Midrand: sa("Gauteng", "11", false, 0.95, "on the N1 between Johannesburg and Pretoria, close to the Gallagher Convention Centre"),
  Waterfall: sa("Gauteng", "11", false, 1.1, "in Waterfall City, beside the Mall of Africa and the business parks of Midrand"),
  Pretoria: sa("Gauteng", "12", false, 1, "near the Union Buildings, the Menlyn Maine precinct and the embassies of Arcadia"),
  Centurion: sa("Gauteng", "12", false, 0.95, "beside Centurion Mall, the lake and SuperSport Park"),
  "Cape Town": sa("Western Cape", "21", true, 1.2, "close to the Company's Garden, Bo-Kaap and the cable way up Table Mountain"),
  "V&A Waterfront": sa("Western Cape", "21", true, 1.3, "on the working harbour, steps from the Two Oceans Aquarium and the Robben Island ferries"),
  Stellenbosch: sa("Western Cape", "21", true, 1.15, "in the oak-lined historic centre, a short drive from the wine farms of the Cape Winelands"),
  George: sa("Western Cape", "44", true, 1, "at the start of the Garden Route, close to the Outeniqua Pass and the golf estates"),
  Durban: sa("Kwazulu-Natal", "31", true, 1, "near the Golden Mile beachfront, uShaka Marine World and the Moses Mabhida Stadium"),
  Umhlanga: sa("Kwazulu-Natal", "31", true, 1.15, "close to the lighthouse, the promenade and Gateway Theatre of Shopping"),
  Pietermaritzburg: sa("Kwazulu-Natal", "33", false, 0.9, "in the capital of KwaZulu-Natal, close to the city hall and the Comrades Marathon start"),
  "Richards Bay": sa("Kwazulu-Natal", "35", true, 0.9, "near the harbour, the Boardwalk mall and the beaches of Alkantstrand"),
  Gqeberha: sa("Eastern Cape", "41", true, 0.95, "on Algoa Bay, close to Hobie Beach, the Boardwalk and the Nelson Mandela Bay Stadium"),
  "East London": sa("Eastern Cape", "43", true, 0.9, "near the Esplanade, Orient Beach and the Buffalo City business district"),
  Bloemfontein: sa("Free State", "51", false, 0.9, "close to the Waterfront centre, Naval Hill and the Free State Stadium"),
  Kimberley: sa("Northern Cape", "53", false, 0.9, "a few minutes from the Big Hole and the city's mining museum"),
  Upington: sa("Northern Cape", "54", false, 0.85, "on the Orange River, on the way to the Kgalagadi and Augrabies Falls"),
  Polokwane: sa("Limpopo", "15", false, 0.9, "near the Mall of the North and the Peter Mokaba Stadium, on the road to the Kruger's northern gates"),
  Mbombela: sa("Mpumalanga", "13", true, 0.95, "close to the Riverside Mall, the Lowveld Botanical Gardens and the Kruger National Park gates"),
  Rustenburg: sa("North West", "14", false, 0.9, "at the foot of the Magaliesberg, an hour from Pilanesberg National Park"),
  Gaborone: {
    province: "South-East",
    country: "Botswana",
    dialPrefix: "+267",
    localDigits: 7,
    leisure: false,
    priceLevel: 1.05,
    nearby: "in the Central Business District, close to the Government Enclave and the Three Dikgosi Monument",
  },
  Windhoek: {
    province: "Khomas",
    country: "Namibia",
    dialPrefix: "+264 61",
    localDigits: 6,
    leisure: false,
    priceLevel: 1.05,
    nearby: "on Independence Avenue, close to the Christuskirche and the Namibia Craft Centre",
  },
  Maputo: {
    province: "Maputo",
    country: "Mozambique",
    dialPrefix: "+258 21",
    localDigits: 6,
    leisure: true,
    priceLevel: 1.1,
    nearby: "in Polana, a short walk from the Avenida Marginal and the city's seafront",
  },
} as const satisfies Readonly<Record<string, Place>>

export type City = keyof typeof PLACES

export const placeOf = (city: string): Place | undefined => (PLACES as Readonly<Record<string, Place>>)[city]
