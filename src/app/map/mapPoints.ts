// What the map component is given: points to mark, and the marker kinds it knows.
export type MarkerType =
  | 'activity'
  | 'bank'
  | 'beach'
  | 'cruise'
  | 'dock'
  | 'food'
  | 'hotel'
  | 'snorkel'
  | 'transport'
  | 'rental'
  | 'bus'
  | 'star';

/** A link shown in a marker's popup; a path starting with '/' opens inside the app. */
interface MapPointLink {
  href: string;
  label: string;
}

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  title: string;
  description?: string;
  type: MarkerType;
  image?: string;
  /** The place in a maps app ('Open in maps'). */
  link?: string;
  /** Further reading, for example the adventure page of a place. */
  links?: MapPointLink[];
}

export interface IslandMapProps {
  points: MapPoint[];
  /** Stops in order; drawn along the over-water path between them. */
  route?: { lat: number; lng: number }[];
  zoom?: number;
  padding?: number;
  center?: { lat: number; lng: number };
  height?: number | string;
  className?: string;
  /** A tap or click on the map: where (the office placing a stop or a pick-up). */
  onPick?: (at: { lat: number; lng: number }) => void;
}

export const DEFAULT_ZOOM = 15;
export const DEFAULT_PADDING = 50;
export const GEORGE_TOWN = { lat: 19.2866, lng: -81.3744 };
/** The loader never stays longer than this, even if tiles are slow. */
export const LOADER_MAX_MS = 5000;

export const mapsAppLink = ({ lat, lng }: { lat: number; lng: number }) => `https://maps.google.com/?q=${lat},${lng}`;
