/** Words of the update banner, kept together so they can be found and translated. */
export const updateMessages = {
  available: 'A new version is available',
  reload: 'Reload',
  later: 'Later',
} as const;
