import type { Exhibit } from './exhibit.js';

export const exhibit: Exhibit = {
  tag: 'formula-road',
  title: "Arsac's Formula 1",
  order: 6,
  fields: [
    { attr: 'level', label: 'road level', options: ['1', '2', '3', '4', '5', '6', '7'] },
    { attr: 'seed', label: 'seed', placeholder: 'e.g. 1' },
    { attr: 'mode', label: 'mode', options: ['variable', 'fixed'] },
    { attr: 'speed', label: 'speed', placeholder: 'starting speed, default 4' },
    { attr: 'rows', label: 'rows', placeholder: 'rows in view, default 13' },
    { attr: 'length', label: 'length', placeholder: '0 = endless' },
    { attr: 'show-speed', label: 'show-speed', checkbox: true },
    { attr: 'side', label: 'side', options: ['player', 'none'] },
    { attr: 'controls', label: 'controls', options: ['full', 'minimal', 'none'] },
    { attr: 'lang', label: 'lang', options: ['en', 'ru', 'fr', 'pl'] },
    { attr: 'readonly', label: 'readonly', checkbox: true },
    { attr: 'moves', label: 'moves', placeholder: 'commands to replay, e.g. . A L' },
  ],
  initial: { level: '4', seed: '1', mode: 'variable', side: 'player', controls: 'full', lang: 'en' },
};
