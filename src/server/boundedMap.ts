/**
 * A Map that keeps at most `limit` keys: setting a new key when full drops the oldest one set. Setting a key again
 * makes it the newest. For the server's in-memory answers (pages, catalogue reads, slot searches, precache bundles),
 * whose keys come from requests and so must not grow without end.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.delete(key);
    if (this.size >= this.limit) super.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
