import { commonFields, type Exhibit } from './exhibit.js';

export const exhibit: Exhibit = {
  tag: 'thud-board',
  title: 'Thud',
  order: 2,
  fields: [
    { attr: 'variant', label: 'variant', options: ['classic', 'koom-valley', 'koom-valley-football'] },
    { attr: 'side', label: 'side', options: ['dwarfs', 'trolls', 'both', 'none'] },
    { attr: 'troll-capture', label: 'troll-capture', options: ['all', 'one'] },
    { attr: 'match', label: 'match', options: ['single', 'two-battle'] },
    ...commonFields(['dwarfs', 'trolls']),
  ],
  initial: { variant: 'classic', side: 'dwarfs', level: '3', controls: 'full', lang: 'en', 'troll-capture': 'all', match: 'single' },
};
