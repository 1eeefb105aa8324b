// Sea life and things on the sea floor, each drawn around its own origin.
import { between, n, pick, rect, type Rng } from './svgParts';

const at = (x: number, y: number, s: number, rot = 0, body = '') =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${n(s * 100) / 100})">${body}</g>`;

/** A southern stingray seen from above, nose up. */
export const stingray = (x: number, y: number, s = 1, rot = 0, color = '#78716c') =>
  at(
    x,
    y,
    s,
    rot,
    `<path d="M0-50C30-48 70-10 80 6C50 10 20 24 0 40C-20 24-50 10-80 6C-70-10-30-48 0-50z" fill="${color}"/>` +
      `<path d="M0 40q4 40 -6 90" fill="none" stroke="${color}" stroke-width="4"/><ellipse cx="0" cy="-14" rx="14" ry="20" fill="#fff" opacity=".12"/>`,
  );

/** A spotted eagle ray: darker, with white spots. */
export const eagleRay = (x: number, y: number, s = 1, rot = 0) =>
  stingray(x, y, s, rot, '#1e293b').replace(
    '</g>',
    '<g fill="#f8fafc"><circle cx="-30" cy="0" r="4"/><circle cx="30" cy="0" r="4"/><circle cx="-12" cy="14" r="3"/><circle cx="14" cy="12" r="3"/><circle cx="0" cy="-26" r="3"/></g></g>',
  );

/** A five-armed sea star. */
export function starfish(x: number, y: number, s = 1, rot = 0, color = '#dc2626'): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? 40 : 16;
    d += `${i === 0 ? 'M' : 'L'}${n(Math.cos(a) * radius)} ${n(Math.sin(a) * radius)}`;
  }
  return at(
    x,
    y,
    s,
    rot,
    `<path d="${d}z" fill="${color}" stroke="#7f1d1d" stroke-width="3" stroke-linejoin="round"/><circle r="6" fill="#fbbf24" opacity=".7"/>`,
  );
}

/** A reef fish facing right (or left when flipped). */
const fish = (x: number, y: number, s: number, color: string, flip = false) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n((flip ? -s : s) * 100) / 100} ${n(s * 100) / 100})">` +
  `<path d="M-24 0q20-18 44 0q-24 18-44 0zM-24 0l-12-10v20z" fill="${color}"/><circle cx="12" cy="-3" r="2.4" fill="#0f172a"/></g>`;

export function school(
  r: Rng,
  count: number,
  cx: number,
  cy: number,
  spread: number,
  colors: readonly string[],
): string {
  let out = '';
  const flip = r() > 0.5;
  for (let i = 0; i < count; i++)
    out += fish(
      cx + between(r, -spread, spread),
      cy + between(r, -spread / 2, spread / 2),
      between(r, 0.6, 1.1),
      pick(r, colors),
      flip,
    );
  return out;
}

/** Branching coral such as elkhorn or staghorn. */
export function branchCoral(x: number, y: number, s: number, color: string): string {
  return at(
    x,
    y,
    s,
    0,
    `<path d="M0 0V-50M0-30l-26-34M0-40l24-30M-14-48l-14-10M12-54l18-4M0-50l-4-26" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`,
  );
}

export const brainCoral = (x: number, y: number, s: number, color = '#a3a35b') =>
  at(
    x,
    y,
    s,
    0,
    `<path d="M-46 0a46 36 0 0 1 92 0z" fill="${color}"/><path d="M-34-8q10-14 20 0t20 0t20 0M-26-22q8-10 16 0t16 0t16 0" fill="none" stroke="#57534e" stroke-width="3" opacity=".5"/>`,
  );

export const seaFan = (x: number, y: number, s: number, color = '#a855f7') =>
  at(
    x,
    y,
    s,
    0,
    `<path d="M0 0C-50-30-40-90 0-100C40-90 50-30 0 0z" fill="${color}" opacity=".8"/><path d="M0 0V-96M0-30l-26-40M0-40l26-44" stroke="#581c87" stroke-width="2" fill="none"/>`,
  );

export function seagrass(r: Rng, x0: number, x1: number, y: number): string {
  let d = '';
  for (let x = x0; x < x1; x += between(r, 14, 26))
    d += `M${n(x)} ${y}q${between(r, -10, 10)} -20 ${between(r, -6, 6)} ${between(r, -60, -30)}`;
  return `<path d="${d}" fill="none" stroke="#4d7c0f" stroke-width="4" stroke-linecap="round"/>`;
}

/** A sea turtle swimming right, seen from above. */
export const turtle = (x: number, y: number, s = 1, rot = 0) =>
  at(
    x,
    y,
    s,
    rot,
    `<g fill="#65a30d"><ellipse cx="-30" cy="-30" rx="26" ry="10" transform="rotate(-30 -30 -30)"/><ellipse cx="-30" cy="30" rx="26" ry="10" transform="rotate(30 -30 30)"/>` +
      `<ellipse cx="-64" cy="-18" rx="12" ry="6"/><ellipse cx="-64" cy="18" rx="12" ry="6"/><ellipse cx="34" cy="0" rx="16" ry="12"/></g>` +
      `<ellipse cx="-20" cy="0" rx="46" ry="34" fill="#854d0e"/><path d="M-40-18h36l12 18-12 18h-36l-10-18z" fill="none" stroke="#fde68a" stroke-width="3" opacity=".6"/>`,
  );

/** A big silver tarpon. */
export const tarpon = (x: number, y: number, s = 1, flip = false) =>
  fish(x, y, s * 3, '#cbd5e1', flip).replace(
    '<circle',
    '<path d="M-20 0h34" stroke="#94a3b8" stroke-width="1.5"/><circle',
  );

/** A nurse shark resting on the sand. */
export const shark = (x: number, y: number, s = 1) =>
  at(
    x,
    y,
    s,
    0,
    `<path d="M-110 0q60-30 180-14q30 6 40 14q-30 10-60 10q-90 6-160-10zM-110 0l-40-26 10 30-10 16z" fill="#a8a29e"/><path d="M-10-14l16-24 14 26z" fill="#a8a29e"/><circle cx="86" cy="-2" r="3" fill="#1c1917"/>`,
  );

/** The Kittiwake, listing on the sand. */
export const wreck = (x: number, y: number, s = 1) =>
  at(
    x,
    y,
    s,
    -8,
    `<path d="M-260 0h470l40-60h-560z" fill="#334155"/>${rect(-150, -120, 200, 60, '#475569')}${rect(-110, -170, 110, 50, '#475569')}` +
      `${rect(80, -150, 30, 90, '#1f2937')}<g fill="#1e293b">${rect(-140, -104, 24, 18, '#1e293b')}${rect(-100, -104, 24, 18, '#1e293b')}${rect(-60, -104, 24, 18, '#1e293b')}${rect(-90, -158, 70, 16, '#1e293b')}</g>` +
      `<path d="M-240-30h440" stroke="#fb923c" stroke-width="4" opacity=".5"/>`,
  );

export const anchor = (x: number, y: number, s = 1, rot = 0) =>
  at(
    x,
    y,
    s,
    rot,
    `<path d="M0-60V30M-20-40h40M-44 6q8 36 44 36q36 0 44-36" fill="none" stroke="#57534e" stroke-width="9" stroke-linecap="round"/><circle cy="-70" r="10" fill="none" stroke="#57534e" stroke-width="6"/>`,
  );

export const cannon = (x: number, y: number, s = 1, rot = 0) =>
  at(
    x,
    y,
    s,
    rot,
    `<path d="M-70-12h130l10 4v16l-10 4h-130z" fill="#44403c"/><circle cx="-74" r="10" fill="#44403c"/>`,
  );

/** A game fish leaping: marlin (bill), wahoo (long) or mahi (green-gold). */
export function gameFish(x: number, y: number, s: number, kind: 'marlin' | 'wahoo' | 'mahi', rot = -25): string {
  const color = { marlin: '#1e3a8a', wahoo: '#0e7490', mahi: '#65a30d' }[kind];
  const belly = { marlin: '#e2e8f0', wahoo: '#cbd5e1', mahi: '#facc15' }[kind];
  const body = kind === 'wahoo' ? 'M-90 0q90-26 170 0q-80 24-170 0z' : 'M-70 0q70-44 140 0q-70 40-140 0z';
  const bill =
    kind === 'marlin'
      ? '<path d="M66-4l70-6-68 14z" fill="#1e3a8a"/><path d="M-20-30l30-40 20 42z" fill="#1e3a8a"/>'
      : '';
  return at(
    x,
    y,
    s,
    rot,
    `<path d="${body}" fill="${color}"/>` +
      `<path d="M-60 6q60 22 120 0" fill="none" stroke="${belly}" stroke-width="8"/>${bill}<path d="M-70 0l-34-30 10 30-10 30z" fill="${color}"/><circle cx="48" cy="-6" r="4" fill="#fff"/>`,
  );
}

/** A snorkeller floating at the surface, seen from the side. */
export const snorkeler = (x: number, y: number, s = 1) =>
  at(
    x,
    y,
    s,
    0,
    `<path d="M-60 0h90" stroke="#f59e0b" stroke-width="16" stroke-linecap="round"/><circle cx="42" cy="-2" r="12" fill="#f59e0b"/>` +
      `<path d="M-60 0l-30 12M-60 0l-30-6" stroke="#0f172a" stroke-width="8" stroke-linecap="round"/><path d="M44-14v-22" stroke="#f97316" stroke-width="4"/>` +
      `<rect x="46" y="-8" width="12" height="10" rx="3" fill="#0ea5e9"/>`,
  );
