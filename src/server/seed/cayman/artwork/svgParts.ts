// Small SVG building blocks for the catalogue's illustrations: canvas, gradients, sky, sea, land.
import { defined } from '../../../../domain/schema';

export type Rng = () => number;

/** A seeded generator (mulberry32) so that every run draws the same picture. */
export function rng(seed: string): Rng {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a ^ ch.charCodeAt(0), 16777619) + 7) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal to keep the files small. */
export const n = (v: number): number => Math.round(v * 10) / 10;
export const between = (r: Rng, lo: number, hi: number): number => n(lo + r() * (hi - lo));
export const pick = <T>(r: Rng, list: readonly T[]): T =>
  defined(list[Math.floor(r() * list.length)], 'a choice from an empty list');

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function canvas(title: string, body: string, width = 800, height = 500): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(title)}">` +
    `<title>${escape(title)}</title>${body}</svg>\n`
  );
}

export function gradient(id: string, stops: string[], horizontal = false): string {
  const step = stops.length > 1 ? 1 / (stops.length - 1) : 0;
  const s = stops.map((c, i) => `<stop offset="${n(i * step * 100) / 100}" stop-color="${c}"/>`).join('');
  return `<defs><linearGradient id="${id}" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${s}</linearGradient></defs>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

export type SkyKind = 'day' | 'sunset' | 'night';
const SKY: Record<SkyKind, string[]> = {
  day: ['#38bdf8', '#bae6fd', '#f0f9ff'],
  sunset: ['#6d28d9', '#f472b6', '#fdba74'],
  night: ['#020617', '#111c44', '#1e1b4b'],
};
const SEA: Record<SkyKind | 'shallow', string[]> = {
  day: ['#06b6d4', '#0284c7', '#075985'],
  sunset: ['#7c3aed', '#1d4ed8', '#1e3a8a'],
  night: ['#0b1533', '#030712'],
  shallow: ['#99f6e4', '#2dd4bf', '#0891b2'],
};

export function sky(kind: SkyKind, horizon: number, r: Rng): string {
  let out = gradient('sky', SKY[kind]) + rect(0, 0, 800, horizon + 2, 'url(#sky)');
  if (kind === 'night') {
    out += dots(r, 40, 0, 800, 0, horizon - 10, '#fff', 2.4);
  } else {
    out += sun(
      kind === 'sunset' ? between(r, 300, 500) : between(r, 560, 720),
      kind === 'sunset' ? horizon - 30 : between(r, 60, 110),
      kind,
    );
    for (let i = 0; i < 3; i++) out += cloud(between(r, 40, 760), between(r, 30, horizon - 90), between(r, 0.6, 1.2));
  }
  return out;
}

const sun = (x: number, y: number, kind: SkyKind) =>
  `<circle cx="${x}" cy="${y}" r="${kind === 'sunset' ? 48 : 34}" fill="${kind === 'sunset' ? '#fde047' : '#fef08a'}" opacity=".95"/>`;

export const cloud = (x: number, y: number, s: number) =>
  `<g fill="#fff" opacity=".85" transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="46" ry="16"/><ellipse cx="-18" cy="-10" rx="22" ry="16"/><ellipse cx="14" cy="-14" rx="26" ry="19"/></g>`;

export function sea(kind: SkyKind | 'shallow', top: number, r: Rng, bottom = 500): string {
  const out = gradient('sea', SEA[kind]) + rect(0, top, 800, bottom - top, 'url(#sea)');
  if (kind === 'night') return out;
  let d = '';
  for (let i = 0; i < 16; i++) d += `M${between(r, 0, 780)} ${between(r, top + 8, bottom - 8)}q8-4 16 0t16 0`;
  return `${out}<path d="${d}" fill="none" stroke="#fff" stroke-width="2" opacity=".35"/>`;
}

export function palm(x: number, y: number, s = 1, lean = 1): string {
  const leaves = (
    [
      [-60, -8],
      [-38, 18],
      [50, -10],
      [34, 20],
      [4, -30],
    ] as const
  )
    .map(([dx, dy]) => `M0 0q${n(dx / 2)} ${n(dy - 20)} ${dx} ${dy}q${n(-dx / 3)} -14 ${-dx} ${-dy}z`)
    .join('');
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0q${14 * lean} -60 ${26 * lean} -120" fill="none" stroke="#92400e" stroke-width="7"/>` +
    `<path transform="translate(${26 * lean} -120)" d="${leaves}" fill="#15803d"/></g>`
  );
}

/** A low island on the horizon with a few palms. */
export function island(x: number, y: number, w: number, r: Rng): string {
  let out = `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${n(w / 12)}" fill="#fde68a"/><path d="M${x - w * 0.42} ${y - 2}q${w * 0.42} ${-w * 0.22} ${w * 0.84} 0z" fill="#16a34a"/>`;
  const palms = Math.max(1, Math.round(w / 120));
  for (let i = 0; i < palms; i++)
    out += palm(n(x - w / 3 + (i + 0.5) * (w / 1.5 / palms)), y - 2, n(w / 600 + 0.15), r() > 0.5 ? 1 : -1);
  return out;
}

/** Sand in the foreground, from the left edge to `edge` along the bottom. */
export const beach = (edge: number, top: number, color = '#fcd9a0') =>
  `<path d="M0 ${top}q${n(edge * 0.6)} -10 ${edge} ${500 - top}H0z" fill="${color}"/>`;

/** A wooden pier running from the bottom left towards the water, with pilings. */
export function pier(x: number, y: number, length: number): string {
  let d = '';
  for (let i = 0; i <= length; i += 40) d += `M${n(x + i + 3)} ${y}v30`;
  return `<path d="${d}" stroke="#78350f" stroke-width="6"/>${rect(x - 4, y - 8, length + 14, 10, '#a16207')}`;
}

/** A beach bar: thatched roof on posts with a counter. */
export function beachBar(x: number, y: number, roof = '#d6a756', wall = '#f8fafc'): string {
  return (
    `${rect(x + 10, y - 60, 6, 60, '#78350f')}${rect(x + 124, y - 60, 6, 60, '#78350f')}${rect(x + 20, y - 34, 100, 34, wall)}` +
    `<path d="M${x - 14} ${y - 56}L${x + 70} ${y - 110}L${x + 154} ${y - 56}z" fill="${roof}"/>`
  );
}

/** A table with a sun umbrella. */
export const umbrella = (x: number, y: number, color: string) =>
  `<path d="M${x - 34} ${y - 60}q34-30 68 0z" fill="${color}"/>${rect(x - 2, y - 60, 4, 60, '#475569')}${rect(x - 18, y - 22, 36, 5, '#7c2d12')}`;

/** Underwater backdrop: blue gradient, light shafts from the surface and a sandy bottom. */
export function underwater(r: Rng, colors = ['#67e8f9', '#0ea5e9', '#0c4a6e'], sand = '#e7c98b'): string {
  let out = gradient('water', colors) + rect(0, 0, 800, 500, 'url(#water)');
  for (let i = 0; i < 4; i++) {
    const x = between(r, 60, 700);
    out += `<path d="M${x} 0h${between(r, 30, 70)}l${between(r, 60, 140)} 420h-90z" fill="#fff" opacity=".08"/>`;
  }
  out += `<path d="M0 420q200-30 400 0t400-6V500H0z" fill="${sand}"/>`;
  return out + dots(r, 10, 0, 800, 40, 380, '#e0f2fe', 7, '.5');
}

/** Many round dots as one path: stars, bubbles, glowing plankton. */
export function dots(
  r: Rng,
  count: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  color: string,
  size: number,
  opacity = '1',
): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${between(r, x0, x1)} ${between(r, y0, y1)}h0`;
  return `<path d="${d}" stroke="${color}" stroke-width="${size}" stroke-linecap="round" opacity="${opacity}"/>`;
}
