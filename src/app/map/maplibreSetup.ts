// One-time wiring of maplibre-gl: its worker as a same-origin module asset (no blob: worker) and the pmtiles protocol.
import { addProtocol, setWorkerUrl, type AddProtocolAction } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';

let ready = false;

export function setUpMaplibre(): void {
  if (ready) return;
  setWorkerUrl(workerUrl);
  // pmtiles types its tile data loosely (unknown); it is the tile's bytes, as maplibre expects.
  addProtocol('pmtiles', new Protocol().tilev4 as AddProtocolAction);
  ready = true;
}
