// Illustrations for the guide, blog, banners and page metadata.
import { defined } from '../../../../domain/schema';
import { bioBay, reef } from './activityScenes';
import { BOAT_LOOKS, boatProfile } from './boatsArt';
import { brainCoral, school, seaFan, starfish, stingray, tarpon, wreck, snorkeler } from './creatures';
import { beachPickUp } from './placeScenes';
import { beach, canvas, cloud, gradient, island, palm, rect, rng, sea, sky, umbrella } from './svgParts';

const boat = (name: string, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${boatProfile(defined(BOAT_LOOKS[name], `the look of ${name}`))}</g>`;

/** A flat illustration on a soft background: for icons blown up to banner size. */
const poster = (title: string, from: string, to: string, body: string) =>
  canvas(title, gradient('bg', [from, to]) + rect(0, 0, 800, 500, 'url(#bg)') + body);

function hero(): string {
  const r = rng('hero');
  return canvas(
    'A private boat off Grand Cayman',
    sky('day', 240, r) +
      sea('day', 240, r) +
      island(560, 244, 420, r) +
      beach(300, 380) +
      palm(80, 400, 1.3) +
      palm(200, 420, 1.1, -1) +
      boat('cayman-pearl', 330, 350, 0.9) +
      '<path d="M320 356q-60 10-120 30" stroke="#fff" stroke-width="5" fill="none" opacity=".6"/>',
  );
}

function schooner(): string {
  const r = rng('history');
  const ship =
    '<path d="M250 360h300l-40 40H290z" fill="#78350f"/><path d="M330 360V130M460 360V150" stroke="#451a03" stroke-width="6"/>' +
    '<path d="M334 140l110 200H334zM464 160l90 180H464zM326 150L220 350h106z" fill="#fef3c7" stroke="#d6d3d1"/>';
  return canvas(
    'A Cayman schooner under sail',
    sky('sunset', 300, r) + sea('sunset', 300, r) + ship + island(90, 302, 160, r),
  );
}

function islandMap(): string {
  const r = rng('districts');
  const outline =
    '<path d="M90 200q-10-60 40-70q40 0 50 50q30 40 80 40q60-10 120 10q100 30 200 20q90-10 150 30q20 30-30 50q-120 20-260 10q-120 0-220-30q-80-20-130-110z" fill="#fde68a" stroke="#16a34a" stroke-width="6"/>';
  const sound = '<path d="M200 190q40-40 130-20q40 20 20 50q-60 20-130 0z" fill="#5eead4"/>';
  const pins = [
    [140, 170, '#ef4444'],
    [190, 260, '#3b82f6'],
    [380, 280, '#a855f7'],
    [420, 210, '#f59e0b'],
    [640, 250, '#10b981'],
  ]
    .map(([x, y, c]) => `<path d="M${x} ${y}c-14-20-14-36 0-36s14 16 0 36z" fill="${c}"/>`)
    .join('');
  return canvas('The five districts of Grand Cayman', sea('day', 0, r) + outline + sound + pins);
}

function plane(): string {
  const r = rng('getting-around');
  return canvas(
    'A plane arriving over Grand Cayman',
    sky('day', 300, r) +
      sea('day', 300, r) +
      island(400, 304, 600, r) +
      '<g transform="translate(420 130) rotate(-8)" fill="#f8fafc"><path d="M-150 0q0-18 30-18h230q40 0 50 18q-10 16-50 16h-230q-30 0-30-16z"/><path d="M-20 -4l-40-80h30l70 80zM-20 6l-40 70h30l70-70zM-140-14l-20-40h20l30 40z"/></g>' +
      cloud(140, 80, 1) +
      cloud(680, 200, 0.8),
  );
}

function lifeRing(): string {
  return poster(
    'A life ring and a life jacket',
    '#e0f2fe',
    '#7dd3fc',
    '<circle cx="300" cy="250" r="140" fill="none" stroke="#f97316" stroke-width="60"/><path d="M300 110v40M300 350v40M160 250h40M400 250h40" stroke="#fff" stroke-width="60"/>' +
      '<path d="M520 140h140l20 60v160h-180V200z" fill="#f97316"/><path d="M560 140v220M620 140v220" stroke="#fde68a" stroke-width="10"/>',
  );
}

function hotels(title: string, seed: string, tall: boolean): string {
  const r = rng(seed);
  let blocks = '';
  for (let x = 40; x < 760; x += tall ? 150 : 260)
    blocks +=
      rect(x, tall ? 140 : 230, tall ? 120 : 180, tall ? 150 : 60, tall ? '#f1f5f9' : '#fef3c7') +
      rect(x + 10, tall ? 160 : 245, tall ? 100 : 160, 12, '#93c5fd');
  return canvas(
    title,
    sky('day', 290, r) +
      rect(0, 276, 800, 16, '#86efac') +
      blocks +
      sea('day', 290, r, 360) +
      rect(0, 360, 800, 140, '#fde68a') +
      umbrella(200, 450, '#ef4444') +
      umbrella(420, 460, '#0ea5e9') +
      palm(640, 470, 1.1),
  );
}

function plate(): string {
  return poster(
    'Conch fritters, fish and a mudslide',
    '#fff7ed',
    '#fed7aa',
    '<ellipse cx="330" cy="300" rx="230" ry="110" fill="#fff" stroke="#e2e8f0" stroke-width="8"/>' +
      '<path d="M200 300q110-70 230 0q-120 50-230 0zM200 300l-40-30v60z" fill="#f97316"/><circle cx="470" cy="320" r="24" fill="#b45309"/><circle cx="430" cy="350" r="20" fill="#b45309"/>' +
      '<path d="M600 180h90l-20 220h-50z" fill="#a16207"/><path d="M600 180h90l-6 60h-78z" fill="#fef3c7"/>',
  );
}

function packing(): string {
  return poster(
    'What to pack for a day on the boat',
    '#ecfeff',
    '#a5f3fc',
    '<rect x="220" y="200" width="360" height="220" rx="30" fill="#0ea5e9"/><path d="M320 200q0-60 80-60t80 60" fill="none" stroke="#0369a1" stroke-width="16"/>' +
      '<ellipse cx="250" cy="160" rx="110" ry="24" fill="#fcd34d"/><ellipse cx="250" cy="140" rx="50" ry="40" fill="#fcd34d"/><circle cx="560" cy="150" r="30" fill="#0f172a"/><circle cx="630" cy="150" r="30" fill="#0f172a"/><path d="M590 150h10" stroke="#0f172a" stroke-width="6"/>',
  );
}

const question = () =>
  poster(
    'Questions and answers',
    '#eef2ff',
    '#c7d2fe',
    '<path d="M220 110h360q40 0 40 40v180q0 40-40 40H360l-80 70v-70h-60q-40 0-40-40V150q0-40 40-40z" fill="#4f46e5"/>' +
      '<path d="M350 200q0-50 50-50t50 45q0 30-50 45v30" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round"/><circle cx="400" cy="320" r="13" fill="#fff"/>',
  );

const documentShield = () =>
  poster(
    'Our policies',
    '#f8fafc',
    '#cbd5e1',
    '<rect x="230" y="80" width="260" height="340" rx="16" fill="#fff" stroke="#94a3b8" stroke-width="6"/>' +
      [130, 170, 210, 250, 290].map((y) => rect(270, y, 180, 12, '#cbd5e1')).join('') +
      '<path d="M560 170l90 30v80q0 70-90 110q-90-40-90-110v-80z" fill="#0f766e"/><path d="M520 280l30 30 60-70" fill="none" stroke="#fff" stroke-width="16"/>',
  );

const bank = () =>
  poster(
    'A bank in George Town',
    '#f0fdf4',
    '#bbf7d0',
    '<path d="M200 200l200-90 200 90z" fill="#166534"/>' +
      [230, 310, 390, 470, 550].map((x) => rect(x, 210, 30, 160, '#f8fafc')).join('') +
      rect(190, 370, 420, 30, '#166534'),
  );

const avatar = () =>
  canvas(
    'A guest',
    '<rect width="200" height="200" fill="#e0f2fe"/><circle cx="100" cy="80" r="40" fill="#0284c7"/><path d="M30 200q0-70 70-70t70 70z" fill="#0284c7"/>',
    200,
    200,
  );

function summer(): string {
  const r = rng('summer');
  return canvas(
    'Summer on the water',
    sky('sunset', 300, r) +
      sea('sunset', 300, r) +
      '<circle cx="400" cy="200" r="110" fill="#fde047"/>' +
      '<circle cx="400" cy="200" r="70" fill="none" stroke="#ea580c" stroke-width="10"/><path d="M400 150v50l36 20" stroke="#ea580c" stroke-width="10" fill="none" stroke-linecap="round"/>' +
      boat('reef-hopper', 440, 420, 0.6),
  );
}

function closeUp(kind: 'stingray' | 'starfish'): string {
  const r = rng(kind);
  const body = kind === 'stingray' ? stingray(400, 230, 2.6, 15) : starfish(400, 260, 4, 12);
  return canvas(
    kind === 'stingray' ? 'A southern stingray up close' : 'A red cushion sea star up close',
    gradient('bg', kind === 'stingray' ? ['#a5f3fc', '#0e7490'] : ['#99f6e4', '#0d9488']) +
      rect(0, 0, 800, 500, 'url(#bg)') +
      body +
      school(r, 4, 640, 100, 60, ['#facc15', '#f8fafc']),
  );
}

export const CONTENT_SCENES: Record<string, () => string> = {
  'hero-grand-cayman': hero,
  history: schooner,
  districts: islandMap,
  'getting-around': plane,
  beaches: () => beachPickUp('A quiet Grand Cayman beach', 'beaches'),
  'boat-safety': lifeRing,
  'marine-parks': () =>
    reef(
      'A mooring line over a protected reef',
      'marine-parks',
      () =>
        brainCoral(300, 446, 1.4) +
        seaFan(520, 444, 1.2) +
        '<path d="M400 0v440" stroke="#f8fafc" stroke-width="3"/><circle cx="400" cy="20" r="16" fill="#f8fafc"/>',
    ),
  'seven-mile-stays': () => hotels('Low-rise resorts on Seven Mile Beach', 'seven-mile-stays', true),
  'quiet-stays': () => hotels('Beach cottages on the quiet side of the island', 'quiet-stays', false),
  'local-flavours': plate,
  packing,
  faq: question,
  policy: documentShield,
  bank,
  'review-avatar': avatar,
  'summer-promotion': summer,
  'stingray-close-up': () => closeUp('stingray'),
  'starfish-close-up': () => closeUp('starfish'),
  'kittiwake-deck': () =>
    reef('A snorkeller above the Kittiwake', 'kittiwake-deck', () => wreck(400, 470, 1.6) + snorkeler(400, 30, 1)),
  'bio-bay-paddle': () => bioBay('Paddling through glowing water', 'bio-bay-paddle'),
  'tarpon-school': () =>
    reef(
      'Tarpon in a reef grotto',
      'tarpon-school',
      () => tarpon(300, 200, 1) + tarpon(480, 260, 1.1, true) + tarpon(560, 160, 0.8),
    ),
};
