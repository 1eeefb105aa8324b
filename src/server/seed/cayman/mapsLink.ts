// Links to a point on Google Maps, the way guests open a pick-up or a place on their phone.
import type { LatLng } from '../../../domain/catalogue';

export const mapsLink = ({ lat, lng }: LatLng): string => `https://www.google.com/maps?q=${lat},${lng}`;
export const locationLink = ({ lat, lng }: LatLng): string => `${lat},${lng}`;
