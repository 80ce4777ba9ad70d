import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { icon } from './icons.js';
import type { Localize } from './localize.js';

/** Which built-in toolbar to show. */
export type ControlsMode = 'none' | 'minimal' | 'full';

/**
 * The toolbar's parts an element may leave out (each shown unless set to false): a one-player
 * game has its own new-game button, no board to flip, no computer opponent to hurry, and no
 * second person to share the board with.
 */
export interface ToolbarParts {
  /** The new-game button. */
  readonly newGame?: boolean;
  /** The flip button. */
  readonly flip?: boolean;
  /** Move now, stop and hint: the computer moves for a side, or suggests a move, when asked. */
  readonly computer?: boolean;
  /** The mode menu's `both` (two people at one board); still offered while `side` is `both`. */
  readonly twoPeople?: boolean;
}

/** What the toolbar shows and does. */
export interface ToolbarView {
  readonly controls: ControlsMode;
  /** Parts left out (see `ToolbarParts`); everything is shown when undefined. */
  readonly parts?: ToolbarParts;
  readonly readonly: boolean;
  readonly ply: number;
  readonly length: number;
  readonly over: boolean;
  readonly thinking: boolean;
  /** The computer plays the side to move (⚡ makes it move now; on the person's turn it has nothing to do). */
  readonly computerToMove: boolean;
  readonly level: number;
  readonly levels: readonly number[];
  readonly side: string;
  readonly sides: readonly string[];
  readonly variant: string;
  readonly variants: readonly string[];
  /** The game's own actions (draw offers, a legend). */
  readonly extra: unknown;
  readonly on: ToolbarActions;
}

/** What the buttons and menus do. */
export interface ToolbarActions {
  readonly newGame: () => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly prev: () => void;
  readonly next: () => void;
  readonly moveNow: () => void;
  readonly stop: () => void;
  readonly hint: () => void;
  readonly flip: () => void;
  readonly level: (level: number) => void;
  readonly side: (side: string) => void;
  readonly rules: (variant: string) => void;
}

/** The element the toolbar works on (its public contract). */
export interface ToolbarHost {
  reset(): void;
  undo(): boolean;
  redo(): boolean;
  goTo(ply: number): void;
  readonly ply: number;
  computerMove(): void;
  stop(): void;
  hint(): Promise<string>;
  flip(): void;
  level: number;
  side: string;
  variant: string;
  position: string;
  moves: string;
}

/** The toolbar's actions on an element, made once per element. */
export function toolbarActions(el: ToolbarHost): ToolbarActions {
  return {
    newGame: () => el.reset(),
    undo: () => el.undo(),
    redo: () => el.redo(),
    // The ply at the click, not at the last render: two quick clicks go back two moves.
    prev: () => el.goTo(el.ply - 1),
    next: () => el.goTo(el.ply + 1),
    moveNow: () => el.computerMove(),
    stop: () => el.stop(),
    // A failed hint is already reported (game-error); the button has nothing to add.
    hint: () => void el.hint().catch(() => {}),
    flip: () => el.flip(),
    level: (level) => (el.level = level),
    side: (side) => (el.side = side),
    // A new game in other rules starts from their own initial position.
    rules: (variant) => {
      el.position = '';
      el.moves = '';
      el.variant = variant;
    },
  };
}

function button(name: Parameters<typeof icon>[0], label: string, onClick: () => void, disabled = false): TemplateResult {
  return html`<button class="btn" type="button" title=${label} aria-label=${label} ?disabled=${disabled} @click=${onClick}>${icon(name)}</button>`;
}

/** The button bar: new game, take back, redo, prev/next, move now, stop, flip; with `full`, the level, mode and rules. `parts` leaves some out. */
export function renderToolbar(v: ToolbarView, l: Localize): unknown {
  if (v.controls === 'none') return nothing;
  const ro = v.readonly;
  const has = (part: keyof ToolbarParts): boolean => v.parts?.[part] !== false;
  const newGame = has('newGame') ? button('newGame', l.t('newGame'), v.on.newGame, ro) : nothing;
  const flip = has('flip') ? button('flip', l.t('flip'), v.on.flip) : nothing;
  const essentials = html`${newGame} ${button('undo', l.t('undo'), v.on.undo, ro || v.ply === 0)}`;
  if (v.controls === 'minimal') {
    return html`<div part="toolbar" class="controls">
      <div class="toolbar" role="toolbar" aria-label=${l.t('toolbar')}>
        <span class="group">${essentials} ${flip}</span>
      </div>
    </div>`;
  }
  const modes: [string, string][] = [
    ...v.sides.map((side): [string, string] => [side, l.tOr(`mode.play.${side}`, l.t('modePlay', { side: l.sideName(side) }))]),
    ...(has('twoPeople') || v.side === 'both' ? [['both', l.t('modeBoth')] as [string, string]] : []),
    ['none', l.t('modeNone')],
  ];
  const select = (label: string, value: string, options: [string, string][], onChange: (v: string) => void, disabled: boolean, why?: string): TemplateResult =>
    html`<label class="field"
      >${label}
      <select .value=${live(value)} ?disabled=${disabled} title=${why ?? nothing} @change=${(e: Event) => onChange((e.target as HTMLSelectElement).value)}>
        ${options.map(([val, text]) => html`<option value=${val} ?selected=${val === value}>${text}</option>`)}
      </select></label
    >`;
  const computer = has('computer')
    ? html`${button('moveNow', l.t('moveNow'), v.on.moveNow, ro || v.over || !(v.thinking || v.computerToMove))} ${button('stop', l.t('stop'), v.on.stop, !v.thinking)}
        ${button('hint', l.t('suggestion'), v.on.hint, ro || v.over || v.thinking || v.computerToMove)}`
    : nothing;
  return html`<div part="toolbar" class="controls">
    <div class="toolbar" role="toolbar" aria-label=${l.t('toolbar')}>
      <span class="group">${essentials} ${button('redo', l.t('redo'), v.on.redo, ro || v.ply >= v.length)}</span>
      <span class="group">
        ${button('prev', l.t('prev'), v.on.prev, v.ply === 0)} ${button('next', l.t('next'), v.on.next, v.ply >= v.length)}
      </span>
      ${computer === nothing && flip === nothing ? nothing : html`<span class="group">${computer} ${flip}</span>`}
      <span class="group">${v.extra}</span>
    </div>
    <div class="settings">
      ${select(l.t('level'), String(v.level), v.levels.map((n) => [String(n), String(n)]), (x) => v.on.level(Number(x)), ro)}
      ${select(l.t('mode'), v.side, modes, v.on.side, ro)}
      ${v.variants.length > 1
        ? // A game under way keeps its rules (an arrow key on the menu would end it); the menu says how to change them.
          select(l.t('rules'), v.variant, v.variants.map((x) => [x, l.variantName(x)]), v.on.rules, ro || v.length > 0, !ro && v.length > 0 ? l.t('rulesLocked') : undefined)
        : nothing}
    </div>
  </div>`;
}
