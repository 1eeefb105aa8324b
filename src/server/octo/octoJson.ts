// OCTO's response objects as this server writes them. Their shapes are OCTO's (the @octocloud/types package): the API
// tests parse every answer with that package's schemas, so a shape that drifts fails there, while the server itself
// does not load the package (a development dependency) at run time.
export type OctoJson = Record<string, unknown>;

/** An instant as OCTO writes it: UTC to the second ('2026-12-03T15:00:00Z'); its validator warns on milliseconds. */
export const octoUtc = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;
