import { css } from 'lit';

/** What Thud adds to the shared board look: an octagon with no frame box and its pieces (the move preview's look is preview.ts's). */
export const thudBoardStyles = css`
  :host {
    --_dwarf: var(--thud-dwarf, #e9d9b4);
    --_dwarf-edge: var(--thud-dwarf-edge, #6b5331);
    --_helmet: var(--thud-helmet, #9aa3ad);
    --_troll: var(--thud-troll, #4f6b3a);
    --_troll-edge: var(--thud-troll-edge, #1f2d16);
    --_stone: var(--thud-stone, #7d7f86);
    --_rock: var(--thud-rock, #8a6f55);
    --_preview: var(--thud-preview, rgba(37, 99, 235, 0.85));
    --_beard: #b5793d;
  }
  /* The octagon itself is the board: no rectangular frame behind the cut corners, and no shadow around it (a
     drop-shadow filter over the whole board cost more main-thread time than anything else on a page of playing
     boards, stop 78; its edge squares' dark rims outline it). */
  .frame {
    background: transparent;
    box-shadow: none;
    padding: 4px;
  }
  .overlay {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    z-index: 5;
    overflow: visible;
  }
  /* Coordinates on the octagon's own edge squares: a grid laid over the board (overlay.ts), each
     mark written from its data attributes like every board's coordinates (rank top left, file bottom right). */
  .coords {
    position: absolute;
    inset: 0;
    display: grid;
    grid-template-columns: repeat(var(--cols), minmax(0, 1fr));
    grid-template-rows: repeat(var(--rows), minmax(0, 1fr));
    container-type: size;
    pointer-events: none;
    z-index: 5;
  }
  .coord {
    position: relative;
    grid-row: var(--r);
    grid-column: var(--c);
  }
  .coord[data-rank]::before,
  .coord[data-file]::after {
    position: absolute;
    font: 600 clamp(8px, calc(100cqw / var(--cols) * 0.24), 13px) / 1 system-ui, sans-serif;
  }
  .coord[data-rank]::before {
    content: attr(data-rank);
    left: 6%;
    top: 8%;
  }
  .coord[data-file]::after {
    content: attr(data-file);
    right: 6%;
    bottom: 5%;
  }
  /* Pieces fill their squares: a halo in the square's own colour keeps a mark readable over one. */
  .coord.on-light {
    color: var(--_coord-on-light);
    text-shadow: 0 0 2px var(--_light), 0 0 1px var(--_light);
  }
  .coord.on-dark {
    color: var(--_coord-on-dark);
    text-shadow: 0 0 2px var(--_dark), 0 0 1px var(--_dark);
  }
  .overlay .outline {
    fill: none;
    stroke: var(--_frame);
    stroke-width: 0.14;
    stroke-linejoin: round;
  }

  /* pieces: a dwarf in a helmet, a troll as a hulking green mass, stones in grey; each fills most of
     its square (on a phone a square is about 25 px). */
  .square > .piece,
  .motion .piece {
    inset: 3%;
    width: 94%;
    height: 94%;
  }
  .piece.kind-troll .p-brow {
    fill: none;
    stroke: var(--_troll-edge);
    stroke-width: 4;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .piece.kind-dwarf .p-body {
    fill: var(--_dwarf);
    stroke: var(--_dwarf-edge);
    stroke-width: 3;
  }
  .piece.kind-dwarf .p-helmet {
    fill: var(--_helmet);
    stroke: var(--_dwarf-edge);
    stroke-width: 3;
    stroke-linejoin: round;
  }
  .piece.kind-dwarf .p-beard {
    fill: var(--_beard);
    stroke: var(--_dwarf-edge);
    stroke-width: 2;
  }
  .piece.kind-troll .p-body {
    fill: var(--_troll);
    stroke: var(--_troll-edge);
    stroke-width: 3;
    stroke-linejoin: round;
  }
  .piece.kind-troll .p-eye {
    fill: #ffd34d;
    stroke: var(--_troll-edge);
    stroke-width: 2;
  }
  .piece.kind-troll .p-tusk {
    fill: #f4efe2;
    stroke: var(--_troll-edge);
    stroke-width: 1.5;
  }
  .piece .p-stone {
    fill: var(--_stone);
    stroke: #3d3f44;
    stroke-width: 3;
    stroke-linejoin: round;
  }
  .piece .p-rock {
    fill: var(--_rock);
    stroke: #3f2f20;
    stroke-width: 3;
    stroke-linejoin: round;
  }
  .piece .p-crack {
    fill: none;
    stroke: rgba(0, 0, 0, 0.35);
    stroke-width: 2.5;
    stroke-linecap: round;
  }
  .piece .p-ball {
    fill: #ffffff;
    stroke: #222;
    stroke-width: 3;
  }
  .piece .p-patch {
    fill: #222;
  }
`;
