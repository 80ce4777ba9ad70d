import { commonFields, type Exhibit } from './exhibit.js';

export const exhibit: Exhibit = {
  tag: 'draughts-board',
  title: 'Draughts',
  order: 1,
  fields: [
    { attr: 'variant', label: 'variant', options: ['international', 'russian', 'brazilian'] },
    { attr: 'side', label: 'side', options: ['white', 'black', 'both', 'none'] },
    ...commonFields(['white', 'black']),
  ],
  initial: { variant: 'international', side: 'white', level: '3', controls: 'full', lang: 'en' },
};
