// Trip length, route order and price: the pure pricing core shared by the server, the app and the worker.
export * from './refusals';
export * from './routeOrder';
export * from './tripLength';
export * from './boatRates';
export * from './applyDiscount';
export * from './seaDistance';
export * from './priceTrip';
export * from './calculatedTrip';
export * from './calculatedTripFromPrice';
export * from './discount';
export * from './pinnedPrices';
