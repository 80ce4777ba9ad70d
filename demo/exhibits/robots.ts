import type { Exhibit } from './exhibit.js';

export const exhibit: Exhibit = {
  tag: 'robots-hall',
  title: "Arsac's Robots",
  order: 5,
  fields: [
    { attr: 'level', label: 'hall level', options: ['1', '2', '3', '4', '5', '6', '7'] },
    { attr: 'seed', label: 'seed', placeholder: 'e.g. 2026' },
    { attr: 'safe-moves', label: 'safe-moves', options: ['on', 'off'] },
    { attr: 'side', label: 'side', options: ['player', 'none'] },
    { attr: 'controls', label: 'controls', options: ['full', 'minimal', 'none'] },
    { attr: 'lang', label: 'lang', options: ['en', 'ru', 'fr', 'pl'] },
    { attr: 'campaign', label: 'campaign', checkbox: true },
    { attr: 'readonly', label: 'readonly', checkbox: true },
    { attr: 'moves', label: 'moves', placeholder: 'turns to replay, e.g. W NW .' },
    { attr: 'position', label: 'position', placeholder: 'start position (§A7)' },
  ],
  initial: { level: '4', seed: '2026', 'safe-moves': 'on', side: 'player', controls: 'full', lang: 'en' },
};
