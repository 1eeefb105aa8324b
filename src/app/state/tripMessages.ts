// Texts about the trip's price that the builder, the booking flow and the trip actions all show.
export const TRIP_TEXT = {
  estimate: 'Estimate',
  estimateNote: 'Worked out on this device; the price is confirmed when you are back online.',
  priceUpdated: (price: string) => `Price updated: ${price}`,
  checkingPrice: 'Checking the price…',
} as const;
