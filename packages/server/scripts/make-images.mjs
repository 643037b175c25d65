#!/usr/bin/env node
/**
 * One-off generator of the seeded catalogue's images (committed under assets/catalog):
 *   guide_*.png and package_*.png  — 480×270 cards: a gradient in the ribbon colour family of the
 *                                    item's type, a simple icon and the name;
 *   report_bg_*.jpg                — 1200×300 title-banner backgrounds (the derived
 *                                    backgroundImageFileName of each catalogue item).
 * Run from the repository root:  node packages/server/scripts/make-images.mjs
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '..', 'assets', 'catalog');
mkdirSync(out, { recursive: true });

/** Ribbon colours of the design tokens (career red, sports green, personal blue), light → dark. */
const palettes = {
  career: { light: '#e0544a', base: '#b3261e', dark: '#6e1510' },
  sports: { light: '#3fa463', base: '#1d6e37', dark: '#0f3f1f' },
  personal: { light: '#4a8fd6', base: '#1f5c9e', dark: '#0f3158' },
};

/** White icons drawn in a 120×120 box. */
const icons = {
  pin: `<path d="M60 14c-19 0-34 15-34 34 0 26 34 58 34 58s34-32 34-58c0-19-15-34-34-34z" fill="#fff"/>
        <circle cx="60" cy="48" r="13" fill="currentColor"/>`,
  briefcase: `<rect x="18" y="38" width="84" height="58" rx="9" fill="#fff"/>
        <path d="M44 38v-9a7 7 0 0 1 7-7h18a7 7 0 0 1 7 7v9" fill="none" stroke="#fff" stroke-width="8"/>
        <rect x="18" y="60" width="84" height="6" fill="currentColor"/><rect x="53" y="56" width="14" height="14" rx="3" fill="#fff" stroke="currentColor" stroke-width="3"/>`,
  flag: `<rect x="28" y="16" width="8" height="92" rx="4" fill="#fff"/>
        <path d="M36 20h56l-14 20 14 20H36z" fill="#fff"/>
        <path d="M56 30l3.5 7 7.5 1-5.5 5 1.5 7.5-7-3.7-7 3.7 1.5-7.5-5.5-5 7.5-1z" fill="currentColor"/>`,
  stopwatch: `<circle cx="60" cy="66" r="38" fill="#fff"/><rect x="52" y="12" width="16" height="10" rx="3" fill="#fff"/>
        <rect x="57" y="20" width="6" height="10" fill="#fff"/>
        <path d="M60 66V42" stroke="currentColor" stroke-width="7" stroke-linecap="round"/>
        <path d="M60 66l16 10" stroke="currentColor" stroke-width="7" stroke-linecap="round"/>
        <circle cx="60" cy="66" r="5" fill="currentColor"/>`,
  ball: `<circle cx="60" cy="60" r="44" fill="#fff"/>
        <path d="M60 40l17 12-6 20H49l-6-20z" fill="currentColor"/>
        <path d="M60 40V18M77 52l20-7M71 72l13 18M49 72L36 90M43 52l-20-7" stroke="currentColor" stroke-width="5"/>`,
  bubbles: `<path d="M16 26h58a8 8 0 0 1 8 8v32a8 8 0 0 1-8 8H42l-16 14v-14H16a8 8 0 0 1-8-8V34a8 8 0 0 1 8-8z" fill="#fff"/>
        <path d="M104 50H92v30a10 10 0 0 1-10 10H58v4a8 8 0 0 0 8 8h22l14 12v-12h2a8 8 0 0 0 8-8V58a8 8 0 0 0-8-8z" fill="#fff" opacity="0.85"/>
        <circle cx="30" cy="50" r="5" fill="currentColor"/><circle cx="45" cy="50" r="5" fill="currentColor"/><circle cx="60" cy="50" r="5" fill="currentColor"/>`,
  leaf: `<path d="M98 18C50 18 20 40 20 76c0 10 3 18 8 24 6-22 22-40 46-52-20 16-32 32-38 56 6 4 14 6 22 6 36 0 48-40 40-92z" fill="#fff"/>`,
  layers: `<path d="M60 16l46 22-46 22-46-22z" fill="#fff"/>
        <path d="M22 56l38 18 38-18 8 4-46 22-46-22z" fill="#fff" opacity="0.85"/>
        <path d="M22 78l38 18 38-18 8 4-46 22-46-22z" fill="#fff" opacity="0.7"/>`,
};

const cards = [
  { file: 'guide_personal_map.png', type: 'personal', icon: 'pin', kicker: 'FEATURED', lines: ['My Personal', 'Map'] },
  {
    file: 'guide_career_strengths.png',
    type: 'career',
    icon: 'briefcase',
    kicker: 'CAREER',
    lines: ['Career', 'Strengths'],
  },
  {
    file: 'guide_leadership_style.png',
    type: 'career',
    icon: 'flag',
    kicker: 'CAREER',
    lines: ['Leadership', 'Style'],
  },
  {
    file: 'guide_training_motivation.png',
    type: 'sports',
    icon: 'stopwatch',
    kicker: 'SPORTS',
    lines: ['Training', 'Motivation'],
  },
  { file: 'guide_team_sports_fit.png', type: 'sports', icon: 'ball', kicker: 'SPORTS', lines: ['Team Sports', 'Fit'] },
  {
    file: 'guide_relationships_communication.png',
    type: 'personal',
    icon: 'bubbles',
    kicker: 'PERSONAL',
    lines: ['Relationships &', 'Communication'],
  },
  {
    file: 'guide_stress_resilience.png',
    type: 'personal',
    icon: 'leaf',
    kicker: 'PERSONAL',
    lines: ['Stress &', 'Resilience'],
  },
  { file: 'package_personal_map.png', type: 'personal', icon: 'pin', kicker: 'PACKAGE', lines: ['Personal', 'Map'] },
  {
    file: 'package_complete_insight.png',
    type: 'career',
    icon: 'layers',
    kicker: 'PACKAGE',
    lines: ['Complete', 'Insight'],
  },
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cardSvg({ type, icon, kicker, lines }) {
  const p = palettes[type];
  const longest = Math.max(...lines.map((l) => l.length));
  const size = longest > 13 ? 28 : longest > 10 ? 32 : 36;
  const text = lines
    .map((line, i) => `<text x="196" y="${140 + i * (size + 8)}" font-size="${size}">${esc(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.light}"/><stop offset="0.55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.2" cy="0.25" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="480" height="270" fill="url(#bg)"/>
  <rect width="480" height="270" fill="url(#glow)"/>
  <circle cx="440" cy="24" r="90" fill="#fff" opacity="0.07"/>
  <circle cx="420" cy="262" r="60" fill="#fff" opacity="0.06"/>
  <circle cx="96" cy="135" r="70" fill="#fff" opacity="0.16"/>
  <g transform="translate(36 75) scale(1)" color="${p.base}">${icons[icon]}</g>
  <text x="196" y="${140 - size - 10}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="14"
    font-weight="bold" letter-spacing="3" fill="#fff" fill-opacity="0.8">${kicker}</text>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" fill="#fff">${text}</g>
  <rect x="196" y="${140 + lines.length * (size + 8) - size + 6}" width="56" height="4" rx="2" fill="#fff" opacity="0.7"/>
</svg>`;
}

function backgroundSvg(type) {
  const p = palettes[type];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4">
      <stop offset="0" stop-color="${p.dark}"/><stop offset="0.6" stop-color="${p.base}"/><stop offset="1" stop-color="${p.light}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="300" fill="url(#bg)"/>
  <circle cx="1080" cy="40" r="200" fill="#fff" opacity="0.07"/>
  <circle cx="900" cy="320" r="150" fill="#fff" opacity="0.05"/>
  <circle cx="120" cy="-40" r="160" fill="#fff" opacity="0.04"/>
  <path d="M0 240 C 300 180, 600 300, 1200 210 L1200 300 L0 300 Z" fill="#000" opacity="0.12"/>
</svg>`;
}

/** The derived background name (packages/api backgroundImageFileName): drop the first '_' word. */
const backgroundName = (file) => `report_bg_${file.replace(/\.[^.]+$/, '').replace(/^[^_]+_/, '')}.jpg`;

for (const card of cards) {
  const target = path.join(out, card.file);
  await sharp(Buffer.from(cardSvg(card)))
    .png({ palette: true, quality: 90, colours: 128, dither: 0.6, compressionLevel: 9, effort: 10 })
    .toFile(target);
  console.log(card.file, statSync(target).size, 'bytes');
  if (card.file.startsWith('guide_')) {
    const bg = path.join(out, backgroundName(card.file));
    await sharp(Buffer.from(backgroundSvg(card.type)))
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(bg);
    console.log(path.basename(bg), statSync(bg).size, 'bytes');
  }
}
