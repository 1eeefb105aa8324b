// One illustration per stop: reefs and wildlife underwater, restaurants and fishing above it, the bio bay at night.
import { defined } from '../../../../domain/schema';
import { boatProfile } from './boatsArt';
import {
  anchor,
  brainCoral,
  branchCoral,
  cannon,
  eagleRay,
  gameFish,
  school,
  seaFan,
  seagrass,
  shark,
  snorkeler,
  starfish,
  stingray,
  tarpon,
  turtle,
  wreck,
} from './creatures';
import {
  beach,
  beachBar,
  between,
  canvas,
  dots,
  island,
  palm,
  pier,
  rng,
  sea,
  sky,
  umbrella,
  underwater,
  type Rng,
} from './svgParts';

const REEF_FISH = ['#facc15', '#3b82f6', '#f472b6', '#22d3ee', '#fb923c'];
const CORAL = ['#f97316', '#fb7185', '#eab308', '#c084fc'];

function reefFloor(r: Rng, count = 5): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(r, 40, 760);
    const kind = Math.floor(r() * 3);
    out +=
      kind === 0
        ? branchCoral(x, 440, between(r, 0.8, 1.3), defined(CORAL[i % 4], 'a coral colour'))
        : kind === 1
          ? brainCoral(x, 446, between(r, 0.7, 1.1))
          : seaFan(x, 444, between(r, 0.6, 1));
  }
  return out;
}

const reef = (title: string, seed: string, extra: (r: Rng) => string, colors?: string[]) => {
  const r = rng(seed);
  return canvas(
    title,
    underwater(r, colors) +
      reefFloor(r) +
      extra(r) +
      school(r, 6, between(r, 200, 600), between(r, 120, 260), 90, REEF_FISH),
  );
};

function dining(title: string, seed: string, roof: string, wall: string, umbrellas: string[]): string {
  const r = rng(seed);
  return canvas(
    title,
    sky('day', 220, r) +
      sea('day', 220, r) +
      beach(560, 300) +
      palm(80, 330, 1.1) +
      beachBar(250, 330, roof, wall) +
      umbrellas.map((c, i) => umbrella(120 + i * 90, 420, c)).join('') +
      pier(470, 330, 300) +
      palm(440, 320, 0.8, -1),
  );
}

function fishing(title: string, seed: string, kind: 'marlin' | 'wahoo' | 'mahi', land: boolean): string {
  const r = rng(seed);
  const shore = land ? island(120, 232, 260, r) : '';
  return canvas(
    title,
    sky('day', 230, r) +
      sea('day', 230, r) +
      shore +
      `<g transform="translate(330 400) scale(.95)">${boatProfile({ shape: 'sportfisher', hull: '#f8fafc', accent: '#b91c1c' })}</g>` +
      '<path d="M560 260q60 40 120 150" stroke="#0f172a" stroke-width="2" fill="none"/>' +
      gameFish(680, 330, 0.9, kind),
  );
}

function bioBay(title: string, seed: string): string {
  const r = rng(seed);
  let glow = dots(r, 70, 0, 800, 310, 500, '#5eead4', 3, '.6') + dots(r, 50, 0, 800, 320, 500, '#a5f3fc', 5, '.9');
  glow += '<path d="M380 420q60-30 120 0t120 0" stroke="#5eead4" stroke-width="6" fill="none" opacity=".7"/>';
  const mangroves =
    '<path d="M0 300q40-60 90-30q40-50 100-10q50-40 110 0q40-30 80 0V310H0z" fill="#022c22"/><path d="M560 300q50-50 110-20q50-40 130-10V310H560z" fill="#022c22"/>';
  return canvas(
    title,
    sky('night', 300, r) +
      sea('night', 300, r) +
      mangroves +
      glow +
      `<g transform="translate(120 400) scale(.7)" opacity=".9">${boatProfile({ shape: 'skiff', hull: '#1e293b', accent: '#6366f1' })}</g>`,
  );
}

function starfishShallows(title: string, seed: string): string {
  const r = rng(seed);
  let stars = '';
  for (let i = 0; i < 7; i++)
    stars += starfish(
      between(r, 300, 760),
      between(r, 180, 470),
      between(r, 0.6, 1.1),
      between(r, 0, 70),
      i % 3 ? '#dc2626' : '#ea580c',
    );
  return canvas(
    title,
    sea('shallow', 0, r) +
      '<path d="M0 0H260q-60 200 40 500H0z" fill="#fde68a"/>' +
      palm(90, 200, 1) +
      palm(170, 380, 0.9, -1) +
      stars,
  );
}

function beachStop(title: string, seed: string): string {
  const r = rng(seed);
  return canvas(
    title,
    sky('day', 220, r) +
      sea('shallow', 220, r) +
      beach(520, 320) +
      palm(70, 350, 1.2) +
      palm(200, 360, 1, -1) +
      `<g transform="translate(470 300) scale(.7)">${boatProfile({ shape: 'console', hull: '#fff', accent: '#14b8a6' })}</g>` +
      '<path d="M560 300l-20 60" stroke="#cbd5e1" stroke-width="2"/>',
  );
}

export const ACTIVITY_SCENES: Record<string, () => string> = {
  'stingray-city': () =>
    reef(
      'Stingrays gliding over the sandbar',
      'stingray-city',
      () => stingray(240, 330, 1.3, 20) + stingray(520, 250, 1, -30) + stingray(640, 380, 0.8, 60),
      ['#a5f3fc', '#22d3ee', '#0891b2'],
    ),
  'starfish-point': () => starfishShallows('Red cushion sea stars in the shallows at Starfish Point', 'starfish-point'),
  'coral-gardens': () => reef('Coral heads and reef fish at Coral Gardens', 'coral-gardens', (r) => reefFloor(r, 4)),
  'barrier-reef': () =>
    reef(
      'Elkhorn coral on the North Sound barrier reef',
      'barrier-reef',
      (r) =>
        branchCoral(200, 440, 1.8, '#d97706') +
        branchCoral(560, 440, 1.6, '#b45309') +
        school(r, 8, 400, 200, 120, ['#fde047', '#f8fafc']),
    ),
  'cayman-kai-beach': () => beachStop('A boat anchored off Cayman Kai beach', 'cayman-kai-beach'),
  kittiwake: () =>
    reef('The Kittiwake wreck on the sand', 'kittiwake', () => wreck(420, 400, 1) + snorkeler(300, 30, 0.8)),
  'cemetery-reef': () => reef('A turtle over Cemetery Reef', 'cemetery-reef', () => turtle(420, 230, 1.2, -10)),
  'seven-mile-reef': () =>
    reef('An eagle ray over the Seven Mile Beach patch reefs', 'seven-mile-reef', () => eagleRay(420, 220, 1.3, 70)),
  'turtle-reef': () =>
    reef(
      'Green turtles feeding on sea grass',
      'turtle-reef',
      (r) => seagrass(r, 0, 800, 450) + turtle(300, 300, 1, 10) + turtle(580, 200, 0.8, -20),
    ),
  'eden-rock': () =>
    reef(
      'Tarpon in the grottos of Eden Rock',
      'eden-rock',
      () =>
        '<path d="M80 450q40-300 200-280q120 20 140 280zM160 450q20-120 80-110q60 10 70 110z" fill="#57534e"/><path d="M160 450q20-120 80-110q60 10 70 110z" fill="#1c1917"/>' +
        tarpon(560, 220, 1) +
        tarpon(640, 300, 0.8),
    ),
  'ten-sail-reef': () =>
    reef(
      'An old anchor and cannon on the Gun Bay reef',
      'ten-sail-reef',
      () => anchor(300, 390, 1.2, 30) + cannon(560, 430, 1, -8),
    ),
  'colliers-reef': () =>
    reef(
      'A nurse shark resting in the Colliers Bay lagoon',
      'colliers-reef',
      () => shark(420, 400, 1) + seaFan(120, 440, 1.1),
    ),
  'spotts-reef': () =>
    reef('A turtle off Spotts Beach', 'spotts-reef', (r) => seagrass(r, 0, 800, 450) + turtle(420, 260, 1.3, -5)),
  'dining-rum-point': () =>
    dining('The beach bar at Rum Point', 'rum-point', '#d6a756', '#fef9c3', ['#ef4444', '#f59e0b', '#10b981']),
  'dining-kaibo': () => dining('Kaibo beach bar and dock', 'kaibo', '#b45309', '#ffffff', ['#0ea5e9', '#0ea5e9']),
  'dining-calypso-grill': () =>
    dining('Calypso Grill on Morgan’s Harbour', 'calypso', '#16a34a', '#f472b6', ['#facc15', '#8b5cf6', '#22d3ee']),
  'fishing-north-wall': () => fishing('Trolling for wahoo on the North Wall', 'north-wall', 'wahoo', true),
  'fishing-twelve-mile-bank': () => fishing('A blue marlin on the 12-Mile Bank', 'twelve-mile', 'marlin', false),
  'fishing-east-end': () => fishing('Mahi-mahi off the east end', 'east-end', 'mahi', true),
  'bio-bay': () => bioBay('Glowing water in the bioluminescent bay', 'bio-bay'),
};

export { bioBay, reef };
