// Pick-up points and regions: marinas, docks, the cruise port, beaches and the east-end shore.
import { boatProfile, type BoatLook } from './boatsArt';
import { stingray } from './creatures';
import { beach, beachBar, between, canvas, island, palm, pick, pier, rect, rng, sea, sky, type Rng } from './svgParts';

const CONSOLE_BOAT: BoatLook = { shape: 'console', hull: '#fff', accent: '#14b8a6' };
const MOORED: BoatLook[] = [
  CONSOLE_BOAT,
  { shape: 'sportfisher', hull: '#f8fafc', accent: '#1d4ed8' },
  { shape: 'yacht', hull: '#f1f5f9', accent: '#334155' },
  { shape: 'powerCat', hull: '#fff', accent: '#f59e0b' },
];

const boatAt = (look: BoatLook, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${boatProfile(look)}</g>`;

function buildings(r: Rng, x0: number, x1: number, base: number): string {
  let out = '';
  for (let x = x0; x < x1; x += between(r, 60, 90)) {
    const h = between(r, 40, 90);
    out +=
      rect(x, base - h, 56, h, pick(r, ['#fef3c7', '#e0f2fe', '#fce7f3', '#ecfccb'])) +
      `<path d="M${x - 4} ${base - h}h64l-32-22z" fill="${pick(r, ['#b91c1c', '#0f766e', '#1d4ed8'])}"/>`;
  }
  return out;
}

function marina(title: string, seed: string): string {
  const r = rng(seed);
  let boats = '';
  for (let i = 0; i < 3; i++) boats += boatAt(pick(r, MOORED), 60 + i * 240, 330 + i * 40, between(r, 0.45, 0.6));
  return canvas(
    title,
    sky('day', 200, r) +
      rect(0, 150, 800, 52, '#a3e635') +
      buildings(r, 20, 780, 200) +
      sea('day', 200, r) +
      pier(0, 300, 780) +
      boats,
  );
}

function cruisePort(title: string, seed: string): string {
  const r = rng(seed);
  const ship =
    '<path d="M420 250h340l-20 40H450z" fill="#f8fafc"/><path d="M450 250v-40h260v40zM480 210v-26h190v26z" fill="#f1f5f9"/>' +
    '<path d="M450 262h300" stroke="#1e3a8a" stroke-width="6"/><path d="M690 184v-30h30v30z" fill="#1d4ed8"/>';
  const terminal = `${rect(0, 300, 420, 70, '#e2e8f0')}<path d="M20 300l80-50h220l80 50z" fill="#0f766e"/>${rect(40, 320, 340, 24, '#93c5fd')}`;
  return canvas(
    title,
    sky('day', 290, r) +
      sea('day', 290, r) +
      ship +
      terminal +
      pier(40, 380, 420) +
      boatAt({ shape: 'console', hull: '#facc15', accent: '#1f2937' }, 480, 420, 0.5),
  );
}

function dockToBar(title: string, seed: string): string {
  const r = rng(seed);
  return canvas(
    title,
    sky('day', 230, r) +
      sea('shallow', 230, r) +
      beach(360, 300) +
      beachBar(60, 320) +
      palm(40, 330, 1) +
      pier(300, 340, 480) +
      boatAt(CONSOLE_BOAT, 520, 420, 0.55),
  );
}

function rockyDock(title: string, seed: string): string {
  const r = rng(seed);
  return canvas(
    title,
    sky('day', 240, r) +
      sea('day', 240, r) +
      '<path d="M0 320q80-30 160-10t140 10l40 180H0z" fill="#57534e"/>' +
      palm(60, 320, 1) +
      palm(200, 310, 0.8, -1) +
      pier(250, 360, 400) +
      boatAt(CONSOLE_BOAT, 420, 440, 0.55),
  );
}

function beachPickUp(title: string, seed: string): string {
  const r = rng(seed);
  return canvas(
    title,
    sky('day', 230, r) +
      sea('shallow', 230, r) +
      beach(640, 330) +
      palm(90, 360, 1.2) +
      palm(300, 380, 1, -1) +
      boatAt(CONSOLE_BOAT, 470, 380, 0.6) +
      '<circle cx="430" cy="360" r="9" fill="#f59e0b"/><path d="M430 370v40" stroke="#f59e0b" stroke-width="8"/>',
  );
}

function lighthouseShore(title: string, seed: string): string {
  const r = rng(seed);
  return canvas(
    title,
    sky('day', 250, r) +
      sea('day', 250, r) +
      '<path d="M0 300q200-40 420 0l60 200H0z" fill="#78716c"/>' +
      '<path d="M180 300l12-130h36l12 130z" fill="#fff"/><path d="M186 230h48M189 270h42" stroke="#dc2626" stroke-width="14"/><rect x="190" y="150" width="40" height="22" fill="#fde047"/>' +
      palm(360, 300, 0.9, -1) +
      '<path d="M600 300q30-20 60 0" stroke="#fff" stroke-width="4" fill="none"/>',
  );
}

function sandbarAerial(title: string, seed: string): string {
  const r = rng(seed);
  return canvas(
    title,
    sea('shallow', 0, r) +
      '<ellipse cx="420" cy="260" rx="300" ry="120" fill="#e0f2f1" opacity=".7"/>' +
      stingray(320, 240, 0.8, 20) +
      stingray(520, 300, 0.7, -40) +
      island(700, 60, 240, r) +
      boatAt({ shape: 'powerCat', hull: '#fff', accent: '#0891b2' }, 80, 420, 0.5),
  );
}

export const PLACE_SCENES: Record<string, () => string> = {
  'pul-royal-watler': () => cruisePort('The Royal Watler Cruise Terminal in George Town', 'royal-watler'),
  'pul-north-terminal': () => cruisePort('The North Terminal in George Town', 'north-terminal'),
  'pul-barcadere-marina': () => marina('Barcadere Marina', 'barcadere'),
  'pul-camana-bay': () => marina('The harbour dock at Camana Bay', 'camana-bay'),
  'pul-safehaven': () => marina('Safehaven Marina', 'safehaven'),
  'pul-cayman-islands-yacht-club': () => marina('Cayman Islands Yacht Club', 'yacht-club'),
  'pul-morgans-harbour': () => marina('Morgan’s Harbour, West Bay', 'morgans-harbour'),
  'pul-seven-mile-public-beach': () =>
    beachPickUp('A boat picking up guests on Seven Mile Beach', 'seven-mile-public-beach'),
  'pul-kaibo': () => dockToBar('The Kaibo dock', 'kaibo-dock'),
  'pul-rum-point': () => dockToBar('The Rum Point dock', 'rum-point-dock'),
  'pul-morritts': () => rockyDock('The dock at Colliers, East End', 'morritts'),
  'pul-bodden-town': () => rockyDock('The public dock at Bodden Town', 'bodden-town'),
  'region-west-bay': () => beachPickUp('West Bay and Seven Mile Beach', 'region-west-bay'),
  'region-george-town': () => cruisePort('George Town harbour', 'region-george-town'),
  'region-north-sound': () => sandbarAerial('The North Sound and the Stingray City sandbar', 'region-north-sound'),
  'region-east-end': () => lighthouseShore('The east end of Grand Cayman', 'region-east-end'),
};

export { beachPickUp };
