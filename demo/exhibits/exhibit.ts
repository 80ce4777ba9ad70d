/** One game in the gallery: its element and the attribute fields the form offers. */
export interface Field {
  attr: string;
  label: string;
  options?: string[];
  /** Free text when there are no options. */
  placeholder?: string;
  checkbox?: boolean;
}

export interface Exhibit {
  tag: string;
  title: string;
  /** Gallery order (lower first). */
  order: number;
  fields: Field[];
  initial: Record<string, string>;
}

/** Fields every element of the contract has; `orientation` gets the game's side names. */
export function commonFields(sides: string[]): Field[] {
  return [
    { attr: 'level', label: 'level', options: ['1', '2', '3', '4', '5', '6', '7'] },
    { attr: 'controls', label: 'controls', options: ['full', 'minimal', 'none'] },
    { attr: 'orientation', label: 'orientation', options: ['', ...sides] },
    { attr: 'lang', label: 'lang', options: ['en', 'ru', 'fr', 'pl'] },
    { attr: 'readonly', label: 'readonly', checkbox: true },
    { attr: 'position', label: 'position', placeholder: 'start position' },
    { attr: 'moves', label: 'moves', placeholder: 'moves to replay' },
    { attr: 'seed', label: 'seed', placeholder: 'e.g. 42' },
  ];
}
