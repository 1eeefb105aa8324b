import type { RangeResponse, Source } from 'pmtiles';

/** Serves archive bytes to the pmtiles reader the way HTTP range requests would. */
export class BufferSource implements Source {
  constructor(
    private readonly data: Uint8Array,
    private readonly key = 'cayman.pmtiles',
  ) {}
  getKey() {
    return this.key;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const slice = this.data.slice(offset, offset + length);
    return { data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength) };
  }
}
