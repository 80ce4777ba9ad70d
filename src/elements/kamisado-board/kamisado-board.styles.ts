import { css, unsafeCSS } from 'lit';
import { themed } from '../../ui/styles.js';
import { COLOUR_LETTERS, COLOUR_NAMES } from '../../games/kamisado/geometry.js';

/** The eight Kamisado colours (rules/kamisado.md §1), overridable through `--kamisado-<colour>`. */
export const KAMISADO_PALETTE: Readonly<Record<(typeof COLOUR_NAMES)[number], string>> = {
  orange: '#ee7d1c',
  blue: '#2463c4',
  purple: '#6d3f9e',
  pink: '#ef7fb2',
  yellow: '#f2cf1d',
  red: '#d3302f',
  green: '#2a8441',
  brown: '#7a4a27',
};

/** Colours light enough to carry dark letters and marks (the rest carry light ones). */
export const LIGHT_COLOURS: ReadonlySet<string> = new Set(['orange', 'pink', 'yellow']);

const squareRules = COLOUR_NAMES.map((name, i) => {
  const light = LIGHT_COLOURS.has(name);
  return `
  :host { --_k-${name}: var(--kamisado-${name}, ${KAMISADO_PALETTE[name]}); }
  .square.sq-${name} {
    background-color: var(--_k-${name});
    --_letter: '${COLOUR_LETTERS[i]}';
    --_letter-ink: ${light ? 'rgba(0, 0, 0, 0.72)' : '#ffffff'};
  }
  .piece .k-${name} { fill: var(--_k-${name}); }
  .k-swatch.k-${name} { background: var(--_k-${name}); color: ${light ? '#1b1b1b' : '#fff'}; }`;
}).join('\n');

/** What Kamisado adds to the shared board look. */
export const kamisadoBoardStyles = css`
  ${unsafeCSS(squareRules)}
  ${themed({
    light: css`
      --_t-frame: #2b2522;
      --_t-tower-black: #1e1b19;
      --_t-tower-black-edge: #000000;
      --_t-tower-gold: #d9a532;
      --_t-tower-gold-edge: #7d5a0c;
    `,
    dark: css`
      --_t-frame: #15110f;
      --_t-tower-black: #1a1716;
      --_t-tower-black-edge: #000000;
      --_t-tower-gold: #d9a532;
      --_t-tower-gold-edge: #6f4f08;
    `,
    /* On wood the coloured tiles keep their colours under a lacquered grain, in the kit's wooden frame. */
    wood: css`
      --_t-tower-black: #2a1710;
      --_t-tower-black-edge: #0c0503;
      --_t-tower-gold: #deae4a;
      --_t-tower-gold-edge: #7a5310;
    `,
  })}
  :host {
    --_k-black: var(--kamisado-black-tower, var(--_t-tower-black));
    --_k-black-edge: var(--kamisado-black-tower-edge, var(--_t-tower-black-edge));
    --_k-gold: var(--kamisado-gold-tower, var(--_t-tower-gold));
    --_k-gold-edge: var(--kamisado-gold-tower-edge, var(--_t-tower-gold-edge));
    --_k-must: var(--kamisado-must-move, #ffffff);
    /* Lime between dark lines reads on all eight colours, whatever the theme. */
    --_last-ring: var(--octarine-last-move-ring, #b7ea2a);
  }
  /* Every square carries its colour's letter in its bottom-left corner (colour is never the only
     cue), drawn by whichever of the square's pseudo-elements its coordinates leave free — in CSS,
     not an image, so a strict Content-Security-Policy shows it too. */
  .board .square:not([data-rank]):not(.passed)::before,
  .board .square[data-rank]:not([data-file]):not(.pushed-up):not(.pushed-down)::after {
    content: var(--_letter);
    position: absolute;
    left: 6%;
    right: auto;
    top: auto;
    bottom: 4%;
    font: 700 clamp(7px, calc(100cqw / 8 * 0.19), 22px) / 1 system-ui, -apple-system, 'Segoe UI', sans-serif;
    color: var(--_letter-ink);
    text-shadow: none;
    z-index: 1;
    pointer-events: none;
  }
  /* The corner square (rank and file): its letter shares the file's pseudo-element, at the other end. */
  .board .square[data-rank][data-file]:not(.pushed-up):not(.pushed-down)::after {
    content: var(--_letter) ' ' attr(data-file);
    left: 6%;
    text-align-last: justify;
  }
  .square[class*='sq-'] {
    background-image: var(--_t-grain);
  }
  .swatch.side-0 {
    background: var(--_k-black);
  }
  .swatch.side-1 {
    background: var(--_k-gold);
  }
  /* Thin grout between the coloured tiles. */
  .square {
    box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.18);
  }
  .square.light::after,
  .square.light::before {
    color: #fff;
    text-shadow: 0 0 2px #000, 0 0 1px #000;
  }

  /* Towers: an octagon in the owner's colour, a disc in the tower's colour, sumo rings for the rank. */
  .piece.side-0 {
    --_owner: var(--_k-black);
    --_owner-edge: var(--_k-black-edge);
    --_sumo: #f4efe6;
  }
  .piece.side-1 {
    --_owner: var(--_k-gold);
    --_owner-edge: var(--_k-gold-edge);
    --_sumo: #2a1a00;
  }
  .t-body {
    fill: var(--_owner);
    stroke: var(--_owner-edge);
    stroke-width: 3;
    stroke-linejoin: round;
  }
  .t-rim {
    fill: var(--_owner-edge);
  }
  .t-disc {
    stroke: var(--_owner-edge);
    stroke-width: 2.5;
  }
  .piece.side-0 .p-shine {
    stroke: rgba(255, 255, 255, 0.22);
  }
  .piece.side-1 .p-shine {
    stroke: rgba(255, 250, 220, 0.7);
  }
  .piece .p-shade {
    stroke: rgba(0, 0, 0, 0.25);
  }
  .t-gloss {
    fill: none;
    stroke: rgba(255, 255, 255, 0.55);
    stroke-width: 3;
    stroke-linecap: round;
  }
  .t-sumo {
    fill: none;
    stroke: var(--_sumo);
    stroke-width: 3.2;
  }
  .t-letter {
    display: grid;
    place-items: center;
    height: 100%;
    font: 700 27px / 1 system-ui, -apple-system, 'Segoe UI', sans-serif;
  }
  .t-letter::before {
    content: attr(data-letter);
  }
  .t-letter.on-light {
    color: #1b1b1b;
  }
  .t-letter.on-dark {
    color: #ffffff;
  }
  .t-owner {
    fill: var(--_sumo);
  }

  /* The tower that must move: a double ring, white and black, visible on every colour. */
  .square.must-move {
    box-shadow: inset 0 0 0 3px var(--_k-must), inset 0 0 0 5px rgba(0, 0, 0, 0.75);
  }
  .square.must-move .piece:not(.ghost) {
    animation: kamisado-lift 1.6s ease-in-out infinite alternate;
  }
  @keyframes kamisado-lift {
    to {
      transform: translateY(-4%);
    }
  }
  /* A tower that was blocked and passed. */
  .square.passed::before {
    content: '';
    position: absolute;
    inset: 6%;
    border: 3px dashed #fff;
    outline: 2px dashed rgba(0, 0, 0, 0.7);
    outline-offset: -5px;
    border-radius: 50%;
    z-index: 3;
    pointer-events: none;
  }
  /* Towers the selected tower would push, with the direction they go (up or down as drawn). */
  .square.pushed-up::after,
  .square.pushed-down::after {
    position: absolute;
    top: -2%;
    right: 2%;
    font: 800 clamp(14px, calc(100cqw / 8 * 0.4), 32px) / 1 system-ui, sans-serif;
    color: #fff;
    text-shadow: 0 0 3px #000, 0 0 2px #000;
    z-index: 5;
    pointer-events: none;
  }
  .square.pushed-up::after,
  .board.flipped .square.pushed-down::after {
    content: '⇡';
  }
  .square.pushed-down::after,
  .board.flipped .square.pushed-up::after {
    content: '⇣';
  }
  /* The last move: no tint (a tint changes a square's colour, and colour is the game), a ring
     between two dark lines, which reads on all eight colours; the tower that must move has a white one. */
  .last-move > .hl {
    background: none;
  }
  .last-move > .hl::after {
    --_w: clamp(3px, calc(100cqw / 8 * 0.06), 5px);
    box-shadow: inset 0 0 0 2px rgba(0, 0, 0, 0.8), inset 0 0 0 calc(var(--_w) + 2px) var(--_last-ring),
      inset 0 0 0 calc(var(--_w) + 3.5px) rgba(0, 0, 0, 0.8);
  }
  /* Tinted overlays vanish on some of the eight colours: ring the selection. */
  .selected > .hl,
  .entered > .hl {
    background: rgba(255, 255, 255, 0.22);
    box-shadow: inset 0 0 0 4px var(--_accent), inset 0 0 0 6px #fff;
  }
  /* Legal targets: a dot with a white halo reads on every square colour. */
  .mark .dot {
    stroke: #fff;
    stroke-width: 4;
  }
  .square.target.occupied .mark .dot {
    r: 43;
    fill: none;
    stroke: #fff;
    stroke-width: 6;
    stroke-dasharray: 10 6;
  }

  @media (prefers-reduced-motion: reduce) {
    .square.must-move .piece:not(.ghost) {
      animation: none;
    }
  }
`;
