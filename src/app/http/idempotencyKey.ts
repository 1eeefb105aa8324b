/** 128 random bits as 32 lower-case hex digits. */
export function randomHex128(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh key per submission: a retried request with the same key is answered once by the server. */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; a plain-http LAN address still has getRandomValues.
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : randomHex128();
}
