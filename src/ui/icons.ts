import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';

/** Toolbar icons: 24×24 stroked outlines drawn in `currentColor` (styled by `.btn svg`). */
export const icons: Readonly<Record<string, SVGTemplateResult>> = {
  newGame: svg`<path d="M12 5v14M5 12h14"></path>`,
  undo: svg`<path d="M9 14 4 9l5-5"></path><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"></path>`,
  redo: svg`<path d="m15 14 5-5-5-5"></path><path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13"></path>`,
  prev: svg`<path d="m15 18-6-6 6-6"></path>`,
  next: svg`<path d="m9 18 6-6-6-6"></path>`,
  start: svg`<path d="m17 18-6-6 6-6"></path><path d="M7 6v12"></path>`,
  moveNow: svg`<path d="M13 2 4 14h7l-1 8 9-12h-7z"></path>`,
  hint: svg`<path d="M9 18h6"></path><path d="M10 22h4"></path><path d="M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z"></path>`,
  stop: svg`<rect x="6" y="6" width="12" height="12" rx="1.5"></rect>`,
  flip: svg`<path d="M7 4v16"></path><path d="m3 16 4 4 4-4"></path><path d="M17 20V4"></path><path d="m21 8-4-4-4 4"></path>`,
  copy: svg`<rect x="9" y="9" width="12" height="12" rx="2"></rect><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"></path>`,
  load: svg`<path d="M12 3v12"></path><path d="m7 10 5 5 5-5"></path><path d="M5 21h14"></path>`,
};

export function icon(name: keyof typeof icons): TemplateResult {
  return html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icons[name]}</svg>`;
}
