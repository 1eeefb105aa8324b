// Side views of the fleet's boat types and the two scenes each boat is shown in.
import { canvas, island, n, rect, rng, sea, sky } from './svgParts';

type BoatShape = 'skiff' | 'console' | 'sportfisher' | 'powerCat' | 'sailCat' | 'yacht';
export interface BoatLook {
  shape: BoatShape;
  hull: string;
  accent: string;
}

const windows = (x: number, y: number, count: number, w: number, gap: number) =>
  Array.from({ length: count }, (_, i) => rect(x + i * (w + gap), y, w, 10, '#0f172a', ' rx="3"')).join('');

/** A boat facing right, about 320 units long, with its waterline at y = 0. */
export function boatProfile({ shape, hull, accent }: BoatLook): string {
  const stripe = `<path d="M14-14H300" stroke="${accent}" stroke-width="5"/>`;
  const motor = `${rect(-16, -40, 22, 34, '#1f2937', ' rx="4"')}`;
  switch (shape) {
    case 'skiff':
      return `<path d="M0-26H270Q305-28 320-40L290 0H12z" fill="${hull}"/>${stripe}${motor}${rect(150, -52, 34, 26, accent, ' rx="4"')}`;
    case 'console':
      return (
        `<path d="M0-30H262Q306-32 322-48L290 0H12z" fill="${hull}"/>${stripe}${motor}${rect(-4, -44, 22, 38, '#1f2937', ' rx="4"')}` +
        `${rect(140, -66, 46, 36, '#e2e8f0', ' rx="4"')}${rect(150, -120, 4, 56, '#94a3b8')}${rect(190, -120, 4, 56, '#94a3b8')}${rect(126, -128, 90, 10, accent, ' rx="5"')}`
      );
    case 'sportfisher':
      return (
        `<path d="M0-40H250Q310-44 330-64L296 0H14z" fill="${hull}"/>${stripe}${rect(90, -84, 150, 44, '#f1f5f9', ' rx="8"')}${windows(104, -74, 4, 26, 8)}` +
        `${rect(120, -110, 90, 26, '#e2e8f0', ' rx="4"')}<path d="M130-110l16-70h40l16 70M146-180h40" fill="none" stroke="#94a3b8" stroke-width="4"/>` +
        `<path d="M200-150L40-236M230-150L360-226" stroke="#64748b" stroke-width="2"/>${rect(124, -122, 82, 8, accent)}`
      );
    case 'powerCat':
      return (
        `<path d="M0-36H290Q312-36 322-56L300 0H10z" fill="${hull}"/>${rect(10, -14, 300, 14, '#334155')}${stripe}` +
        `${rect(70, -88, 180, 52, '#f8fafc', ' rx="6"')}${windows(84, -76, 5, 24, 8)}${rect(54, -100, 220, 12, accent, ' rx="6"')}`
      );
    case 'sailCat':
      return (
        `<path d="M0-34H296Q314-34 326-52L304 0H10z" fill="${hull}"/>${rect(10, -14, 300, 14, '#334155')}${stripe}` +
        `${rect(80, -74, 160, 40, '#f8fafc', ' rx="8"')}${windows(96, -64, 4, 26, 10)}${rect(168, -330, 6, 256, '#cbd5e1')}` +
        `<path d="M164-320L164-80L60-80z" fill="#fff" stroke="#cbd5e1"/><path d="M178-316L300-46L178-60z" fill="${accent}" opacity=".9"/>`
      );
    case 'yacht':
      return (
        `<path d="M0-46H280Q330-50 350-74L306 0H14z" fill="${hull}"/>${rect(40, -36, 240, 10, '#0f172a', ' rx="5"')}${stripe}` +
        `<path d="M40-46V-100H250L290-46z" fill="#f8fafc"/>${windows(56, -86, 6, 26, 8)}<path d="M80-100V-140H220L250-100z" fill="#f1f5f9"/>` +
        `${windows(96, -128, 4, 24, 8)}<path d="M150-140l20-34h16l-4 34" fill="none" stroke="#94a3b8" stroke-width="5"/>${rect(70, -150, 120, 10, accent, ' rx="5"')}`
      );
  }
}

const placed = (look: BoatLook, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${n(s * 100) / 100})">${boatProfile(look)}</g>`;

/** The boat under way on a sunny day, with its wake. */
export function boatUnderWay(title: string, look: BoatLook, seed: string): string {
  const r = rng(seed);
  const scale = look.shape === 'sailCat' ? 1.15 : look.shape === 'yacht' ? 1.45 : 1.35;
  const wake =
    '<path d="M130 372q-80 10-150 40M150 380q-60 30-140 80" stroke="#fff" stroke-width="6" fill="none" opacity=".6"/>';
  return canvas(
    title,
    sky('day', 250, r) +
      sea('day', 250, r) +
      island(140, 252, 220, r) +
      wake +
      placed(look, 200, 380, scale) +
      `<ellipse cx="${200 + 160 * scale}" cy="384" rx="${n(190 * scale)}" ry="8" fill="#0c4a6e" opacity=".35"/>`,
  );
}

/** The boat at anchor off a beach in the evening light. */
export function boatAtAnchor(title: string, look: BoatLook, seed: string): string {
  const r = rng(seed);
  return canvas(
    title,
    sky('sunset', 230, r) +
      sea('sunset', 230, r) +
      island(620, 240, 320, r) +
      placed(look, 120, 360, 1.05) +
      '<path d="M180 360l-30 120" stroke="#cbd5e1" stroke-width="2"/>' +
      `<ellipse cx="290" cy="364" rx="190" ry="7" fill="#1e1b4b" opacity=".4"/>`,
  );
}

export const BOAT_LOOKS: Record<string, BoatLook> = {
  moonglow: { shape: 'skiff', hull: '#f8fafc', accent: '#6366f1' },
  starlight: { shape: 'skiff', hull: '#e0f2fe', accent: '#0ea5e9' },
  'reef-hopper': { shape: 'console', hull: '#ffffff', accent: '#14b8a6' },
  'island-time': { shape: 'console', hull: '#fef3c7', accent: '#ea580c' },
  'blue-runner': { shape: 'console', hull: '#1e3a8a', accent: '#38bdf8' },
  'sandbar-cat': { shape: 'powerCat', hull: '#ffffff', accent: '#0891b2' },
  'reel-cayman': { shape: 'sportfisher', hull: '#f8fafc', accent: '#b91c1c' },
  'seven-mile-star': { shape: 'sailCat', hull: '#ffffff', accent: '#f59e0b' },
  'cayman-pearl': { shape: 'yacht', hull: '#f1f5f9', accent: '#334155' },
  'grand-lady': { shape: 'yacht', hull: '#0f172a', accent: '#ca8a04' },
};
