import { commonFields, type Exhibit } from './exhibit.js';

export const exhibit: Exhibit = {
  tag: 'spock-board',
  title: 'Spock',
  order: 4,
  fields: [
    { attr: 'side', label: 'side', options: ['blue', 'red', 'both', 'none'] },
    { attr: 'legend', label: 'legend', checkbox: true },
    ...commonFields(['blue', 'red']),
  ],
  initial: { side: 'blue', level: '3', controls: 'full', lang: 'en' },
};
