// PMTiles v3 tile ids: all tiles of lower zooms first, then the Hilbert-curve index of (x, y) at zoom z.

export function zxyToTileId(z: number, x: number, y: number): number {
  if (z > 26) throw new Error(`Zoom ${z} is past what PMTiles v3 can address`);
  const side = 2 ** z;
  if (x < 0 || y < 0 || x >= side || y >= side) throw new Error(`Tile ${z}/${x}/${y} is outside zoom ${z}`);
  const tilesBefore = (4 ** z - 1) / 3;
  return tilesBefore + hilbertIndex(side, x, y);
}

function hilbertIndex(side: number, x: number, y: number): number {
  let d = 0;
  for (let s = side / 2; s >= 1; s /= 2) {
    const rx = (x & s) > 0 ? 1 : 0;
    const ry = (y & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        x = s - 1 - x;
        y = s - 1 - y;
      }
      [x, y] = [y, x];
    }
  }
  return d;
}
