// Partners' API keys (issue #18): what a key may do, who holds it, and the header it comes in.
export const API_KEY_SCOPES = ['availability', 'booking'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * A partner site (hotel, cruise planner) reads availability; a reseller (marketplace, channel manager) books through
 * OCTO.
 */
export const PARTNER_KINDS = ['partner', 'reseller'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** The API key header of the external availability service; OCTO sends `Authorization: Bearer <key>` instead. */
export const API_KEY_HEADER = 'X-API-Key';

/** Requests per minute a new key may make unless the admin gives --rate. */
export const DEFAULT_RATE_PER_MINUTE = 120;

/** The one answer to a missing, unknown or revoked key: a caller learns nothing about which. */
export const KEY_REFUSED_MESSAGE = 'A valid API key is required.';
export const scopeRefusedMessage = (scope: ApiKeyScope) => `This API key does not have the ${scope} scope.`;
export const RATE_REFUSED_MESSAGE = 'Too many requests for this API key. Retry after the time in Retry-After.';
/** A key that can book, sent from a web page (an Origin header): the page has made it public. */
export const BOOKING_KEY_IN_BROWSER_MESSAGE =
  'This key can book: keep it on your server. A web page (a booking widget) takes a key with the availability scope only.';
