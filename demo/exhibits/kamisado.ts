// Defines the element even when the dev server's element glob was built before this folder existed.
import '../../src/elements/kamisado-board/index.js';
import { commonFields, type Exhibit } from './exhibit.js';

export const exhibit: Exhibit = {
  tag: 'kamisado-board',
  title: 'Kamisado',
  order: 3,
  fields: [
    { attr: 'variant', label: 'variant', options: ['single', 'standard', 'long', 'marathon', 'non-stop'] },
    { attr: 'side', label: 'side', options: ['black', 'gold', 'both', 'none'] },
    { attr: 'first', label: 'first', options: ['black', 'gold'] },
    ...commonFields(['black', 'gold']),
  ],
  initial: { variant: 'standard', side: 'black', first: 'black', level: '3', controls: 'full', lang: 'en' },
};
