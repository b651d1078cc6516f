/** Relations between the slices' tables, for nested reads: db.query.bookings.findFirst({ with: { items: { with: { guests: true } } } }). */
import { relations } from "drizzle-orm"
import { bookingGuests, bookingItems, bookings } from "../bookings/tables.ts"
import { brands, hotels, mandatoryPaymentPeriods, ratePlans, roomTypes, specialOfferHotels, specialOffers } from "../catalogue/tables.ts"
import { dailyInventory } from "../inventory/tables.ts"
import { paymentNotifications, payments } from "../payments/tables.ts"
import { holdRooms, reservations } from "../reservations/tables.ts"

export const brandsRelations = relations(brands, ({ many }) => ({ hotels: many(hotels) }))

export const hotelsRelations = relations(hotels, ({ one, many }) => ({
  brand: one(brands, { fields: [hotels.brandId], references: [brands.id] }),
  roomTypes: many(roomTypes),
  ratePlans: many(ratePlans),
  mandatoryPaymentPeriods: many(mandatoryPaymentPeriods),
  specialOffers: many(specialOfferHotels),
}))

export const mandatoryPaymentPeriodsRelations = relations(mandatoryPaymentPeriods, ({ one }) => ({
  hotel: one(hotels, { fields: [mandatoryPaymentPeriods.hotelId], references: [hotels.id] }),
}))

export const roomTypesRelations = relations(roomTypes, ({ one, many }) => ({
  hotel: one(hotels, { fields: [roomTypes.hotelId], references: [hotels.id] }),
  inventory: many(dailyInventory),
}))

export const dailyInventoryRelations = relations(dailyInventory, ({ one }) => ({
  roomType: one(roomTypes, { fields: [dailyInventory.roomTypeId], references: [roomTypes.id] }),
}))

export const ratePlansRelations = relations(ratePlans, ({ one }) => ({
  hotel: one(hotels, { fields: [ratePlans.hotelId], references: [hotels.id] }),
  specialOffer: one(specialOffers, { fields: [ratePlans.specialOfferId], references: [specialOffers.id] }),
}))

export const specialOffersRelations = relations(specialOffers, ({ many }) => ({
  hotels: many(specialOfferHotels),
  ratePlans: many(ratePlans),
}))

export const specialOfferHotelsRelations = relations(specialOfferHotels, ({ one }) => ({
  specialOffer: one(specialOffers, { fields: [specialOfferHotels.specialOfferId], references: [specialOffers.id] }),
  hotel: one(hotels, { fields: [specialOfferHotels.hotelId], references: [hotels.id] }),
}))

export const reservationsRelations = relations(reservations, ({ one, many }) => ({
  hotel: one(hotels, { fields: [reservations.hotelId], references: [hotels.id] }),
  rooms: many(holdRooms),
  booking: one(bookings, { fields: [reservations.uuid], references: [bookings.uuid] }),
}))

export const holdRoomsRelations = relations(holdRooms, ({ one }) => ({
  reservation: one(reservations, { fields: [holdRooms.reservationUuid], references: [reservations.uuid] }),
  roomType: one(roomTypes, { fields: [holdRooms.roomTypeId], references: [roomTypes.id] }),
}))

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  hotel: one(hotels, { fields: [bookings.hotelId], references: [hotels.id] }),
  reservation: one(reservations, { fields: [bookings.uuid], references: [reservations.uuid] }),
  items: many(bookingItems),
  payments: many(payments),
}))

export const bookingItemsRelations = relations(bookingItems, ({ one, many }) => ({
  booking: one(bookings, { fields: [bookingItems.bookingId], references: [bookings.id] }),
  roomType: one(roomTypes, { fields: [bookingItems.roomTypeId], references: [roomTypes.id] }),
  guests: many(bookingGuests),
}))

export const bookingGuestsRelations = relations(bookingGuests, ({ one }) => ({
  item: one(bookingItems, { fields: [bookingGuests.bookingItemId], references: [bookingItems.id] }),
}))

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  booking: one(bookings, { fields: [payments.bookingId], references: [bookings.id] }),
  notifications: many(paymentNotifications),
}))

export const paymentNotificationsRelations = relations(paymentNotifications, ({ one }) => ({
  payment: one(payments, { fields: [paymentNotifications.payRequestId], references: [payments.payRequestId] }),
}))

// The corporate area (issue 15): a corporate member's company details and travellers.
