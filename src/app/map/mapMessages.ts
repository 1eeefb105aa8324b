// Words the map shows to guests, in one place for finding and translating.
export const MAP_MESSAGES = {
  loading: 'Loading map…',
  offlineSaved: (size: string) => `Offline map: ${size} saved`,
  offlineSaving: (size: string) => `Offline map: ${size} saving…`,
  noWebGl: 'This device cannot draw the interactive map. Here are the places instead:',
  openInMapsApp: 'open in maps app',
  openInMaps: 'Open in maps',
  mapLabel: 'Map of the Cayman Islands',
};
