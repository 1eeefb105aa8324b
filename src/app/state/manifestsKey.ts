// Where a captain's manifests are kept on the device (./manifestCopy.ts), and their removal at sign-out: apart from
// their schemas, so that the agents' pages, which sign out, do not load them.
export const MANIFESTS_KEY = 'operatorManifests';

export function forgetManifests(): void {
  try {
    localStorage.removeItem(MANIFESTS_KEY);
  } catch {
    // Nothing kept.
  }
}
