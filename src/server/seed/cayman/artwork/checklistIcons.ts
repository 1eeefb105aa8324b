// 64×64 icons for the boat checklist: teal for amenities, blue for inclusions, orange for what to bring.
import { canvas } from './svgParts';

const BACKGROUND = { AMENITIES: '#0d9488', INCLUDED: '#2563eb', WHAT_TO_BRING: '#ea580c' } as const;
type Kind = keyof typeof BACKGROUND;

const S = 'fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"';
const F = 'fill="#fff"';

const ICONS: Record<string, [Kind, string, string]> = {
  'bimini-shade': [
    'AMENITIES',
    'Shade top',
    `<path d="M14 26q18-12 36 0z" ${F}/><path d="M18 26v18M46 26v18M12 44h40" ${S}/>`,
  ],
  'sound-system': [
    'AMENITIES',
    'Speaker',
    `<rect x="20" y="14" width="24" height="36" rx="4" ${S}/><circle cx="32" cy="38" r="6" ${S}/><circle cx="32" cy="22" r="3" ${F}/>`,
  ],
  'swim-ladder': ['AMENITIES', 'Swim ladder', `<path d="M24 12v40M40 12v40M24 22h16M24 32h16M24 42h16" ${S}/>`],
  'freshwater-shower': [
    'AMENITIES',
    'Shower',
    `<path d="M20 16h16v8M28 24h16" ${S}/><path d="M30 32v6M36 32v8M42 32v6" ${S}/>`,
  ],
  'marine-toilet': [
    'AMENITIES',
    'Toilet',
    `<path d="M22 14h12v14H22zM18 28h28q0 14-14 14t-14-14zM26 42v8h12v-8" ${S}/>`,
  ],
  'air-conditioned-cabin': [
    'AMENITIES',
    'Air conditioning',
    `<path d="M32 12v40M15 22l34 20M15 42l34-20M28 14l4 4 4-4M28 50l4-4 4 4" ${S}/>`,
  ],
  paddleboard: [
    'AMENITIES',
    'Paddleboard',
    `<ellipse cx="32" cy="32" rx="8" ry="22" ${S}/><path d="M44 12l-8 40M40 52h-6" ${S}/>`,
  ],
  'water-mat': [
    'AMENITIES',
    'Floating mat',
    `<rect x="12" y="26" width="40" height="14" rx="6" ${S}/><path d="M12 48q5-4 10 0t10 0t10 0t10 0" ${S}/>`,
  ],
  'fighting-chair': [
    'AMENITIES',
    'Fighting chair',
    `<path d="M22 16v22h20V16M20 38h24M32 38v12M24 50h16M44 22l8-10" ${S}/>`,
  ],
  captain: [
    'INCLUDED',
    'Captain',
    `<path d="M18 24q14-10 28 0v4H18z" ${F}/><circle cx="32" cy="36" r="8" ${S}/><path d="M20 52q12-10 24 0" ${S}/>`,
  ],
  fuel: [
    'INCLUDED',
    'Fuel',
    `<path d="M18 50V16h18v34M14 50h26M36 24l8 6v14q0 4 4 4" ${S}/><rect x="22" y="20" width="10" height="8" ${F}/>`,
  ],
  'snorkel-gear': [
    'INCLUDED',
    'Snorkel mask',
    `<rect x="14" y="24" width="30" height="16" rx="7" ${S}/><path d="M29 24v16M48 14v26q0 8-8 8" ${S}/>`,
  ],
  'life-jackets': [
    'INCLUDED',
    'Life jacket',
    `<path d="M20 14l8 6h8l8-6 4 10v26H16V24z" ${S}/><path d="M32 20v30M16 34h32" ${S}/>`,
  ],
  'water-and-soft-drinks': [
    'INCLUDED',
    'Drinks',
    `<path d="M24 12h8v6l4 6v28H20V24l4-6z" ${S}/><path d="M40 30h10l-2 22h-6z" ${S}/>`,
  ],
  'cooler-with-ice': [
    'INCLUDED',
    'Cooler',
    `<rect x="12" y="24" width="40" height="24" rx="3" ${S}/><path d="M12 32h40M24 24v-6h16v6" ${S}/>`,
  ],
  'stingray-squid': [
    'INCLUDED',
    'Squid for the rays',
    `<path d="M32 12q10 8 8 20H24q-2-12 8-20z" ${S}/><path d="M26 32v16M30 32v20M34 32v20M38 32v16" ${S}/>`,
  ],
  'fishing-tackle': [
    'INCLUDED',
    'Fishing rod',
    `<path d="M14 50L50 14M50 14v26" ${S}/><circle cx="22" cy="42" r="5" ${S}/><path d="M50 40q-4 6 0 8" ${S}/>`,
  ],
  towels: [
    'INCLUDED',
    'Towels',
    `<path d="M16 20h32v10H16zM16 34h32v10H16z" ${S}/><path d="M40 20v10M40 34v10" ${S}/>`,
  ],
  'reef-safe-sunscreen': [
    'WHAT_TO_BRING',
    'Sunscreen',
    `<path d="M24 20h16l2 32H22z" ${S}/><rect x="28" y="12" width="8" height="8" ${F}/><circle cx="32" cy="36" r="5" ${F}/>`,
  ],
  swimsuit: ['WHAT_TO_BRING', 'Swimsuit', `<path d="M18 16h28l-4 12q-10 6-10 22q0-16-10-22z" ${S}/>`],
  'hat-and-sunglasses': [
    'WHAT_TO_BRING',
    'Hat and sunglasses',
    `<path d="M12 28h40M22 28q0-14 10-14t10 14" ${S}/><circle cx="24" cy="42" r="6" ${S}/><circle cx="40" cy="42" r="6" ${S}/><path d="M30 42h4" ${S}/>`,
  ],
  'photo-id': [
    'WHAT_TO_BRING',
    'Photo ID',
    `<rect x="12" y="18" width="40" height="28" rx="3" ${S}/><circle cx="24" cy="30" r="4" ${S}/><path d="M18 40q6-6 12 0M36 28h10M36 36h8" ${S}/>`,
  ],
  'cash-for-restaurants': [
    'WHAT_TO_BRING',
    'Cash and card',
    `<rect x="10" y="20" width="44" height="24" rx="3" ${S}/><circle cx="32" cy="32" r="6" ${S}/>`,
  ],
  'seasickness-remedy': [
    'WHAT_TO_BRING',
    'Seasickness remedy',
    `<rect x="14" y="24" width="36" height="16" rx="8" ${S}/><path d="M32 24v16" ${S}/><path d="M14 52q6-4 12 0t12 0t12 0" ${S}/>`,
  ],
  'waterproof-phone-pouch': [
    'WHAT_TO_BRING',
    'Waterproof phone pouch',
    `<rect x="22" y="10" width="20" height="36" rx="4" ${S}/><path d="M18 46q6 6 14 6t14-6" ${S}/><circle cx="32" cy="40" r="2" ${F}/>`,
  ],
};

export const CHECKLIST_ICONS: Record<string, () => string> = Object.fromEntries(
  Object.entries(ICONS).map(([slug, [kind, title, body]]) => [
    slug,
    () => canvas(title, `<circle cx="32" cy="32" r="31" fill="${BACKGROUND[kind]}"/>${body}`, 64, 64),
  ]),
);
