import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
import type { LineView, SessionView } from '../core/session.js';
import { icon } from './icons.js';
import type { Localize } from './localize.js';

/** The element the panel works on. */
export interface MoveListHost {
  requestUpdate(): void;
  goTo(ply: number, path?: readonly number[]): void;
  exportGame(): string;
  importGame(text: string): void;
}

interface Row {
  readonly num: number;
  /** Per side column: the ply played there, or null for a gap. */
  readonly cells: (number | null)[];
  /** Side lines played instead of one of the row's moves, shown under it. */
  readonly sides: LineView[];
}

/** Where the cursor stands: the line holding the current ply (its path, joined) and the ply. */
interface Here {
  readonly owner: string;
  /** The active line's path, joined: its moves after the cursor are still to come. */
  readonly active: string;
  readonly ply: number;
}

/**
 * The move list (one column per side, each move under its mover; a side that moves twice running,
 * a Kamisado push or a pass, leaves a gap) and the record box. The list is laid out once per line
 * and redrawn only when the line or the current move changes.
 */
export class MoveList {
  private record = '';
  private rows: { revision: number; rows: Row[] } | null = null;

  constructor(
    private readonly host: MoveListHost,
    /** Says "Record copied". */
    private readonly note: (text: string) => void,
  ) {}

  render(s: SessionView<unknown, unknown>, sides: readonly string[], l: Localize, readonly: boolean): TemplateResult {
    const main = s.lines;
    const rows = this.layout(s, sides, main);
    const path = s.linePath.join();
    const list = guard([s.revision, s.ply, path, l.lang], () => {
      const here = whereIs(main, s.linePath, s.ply);
      const text = new Map(main.moves.map((m) => [m.ply, m.text]));
      return main.moves.length === 0
        ? html`<div class="empty-note">${l.t('noMoves')}</div>`
        : html`<ol class="moves">
            ${rows.map(
              (r) => html`<li>
                  <span class="num">${r.num}.</span>
                  ${r.cells.map((ply) => (ply === null ? html`<span></span>` : this.moveButton(main, ply, text.get(ply)!, here)))}
                </li>
                ${r.sides.map((side) => html`<li class="side-line">${this.sideLine(side, s, sides, here)}</li>`)}`,
            )}
          </ol>`;
    });
    return html`<section part="history" class="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">${l.t('history')}</h2>
      ${list}
      <label class="block" for="record">${l.t('record')}</label>
      <textarea id="record" spellcheck="false" .value=${live(this.record)} @input=${this.onInput}></textarea>
      <div class="record-actions">
        <button class="btn text" type="button" @click=${() => this.copy(l.t('copied'))}>${icon('copy')}${l.t('copy')}</button>
        <button class="btn text" type="button" ?disabled=${readonly || !this.record.trim()} @click=${this.load}>${icon('load')}${l.t('load')}</button>
      </div>
    </section>`;
  }

  /** The record goes into the box and, where the page may, to the clipboard. */
  private copy(copied: string): void {
    let text: string;
    try {
      text = this.host.exportGame();
    } catch {
      return; // reported by the element
    }
    this.record = text;
    this.host.requestUpdate();
    navigator.clipboard?.writeText(text).then(
      () => this.note(copied),
      () => {}, // no clipboard permission: the record is in the box to copy by hand
    );
  }

  private readonly load = (): void => {
    try {
      this.host.importGame(this.record);
    } catch {
      // reported on the status line
    }
  };

  private readonly onInput = (e: Event): void => {
    const empty = !this.record.trim();
    this.record = (e.target as HTMLTextAreaElement).value;
    if (empty !== !this.record.trim()) this.host.requestUpdate();
  };

  /** A move of `line`: a click goes there, on that line (back to the main line from a side line). */
  private moveButton(line: LineView, ply: number, text: string, here: Here, label = text): TemplateResult {
    const key = line.path.join();
    return html`<button
      class="move ${key === here.active && ply > here.ply ? 'future' : ''}"
      type="button"
      aria-current=${key === here.owner && ply === here.ply ? 'step' : nothing}
      @click=${() => this.host.goTo(ply, line.path)}
    >
      ${label}
    </button>`;
  }

  /** A side line in parentheses, numbered where a row would start, with its own side lines nested. */
  private sideLine(line: LineView, s: SessionView<unknown, unknown>, sides: readonly string[], here: Here): TemplateResult {
    const startsSecond = s.game.turn(s.startState) !== sides[0] ? 1 : 0;
    return html`<span class="side">(${line.moves.map((m, i) => {
      const num = Math.floor((m.ply - 1 + startsSecond) / sides.length) + 1;
      const label = m.side === sides[0] ? `${num}. ${m.text}` : i === 0 ? `${num}… ${m.text}` : m.text;
      return html`${this.moveButton(line, m.ply, m.text, here, label)}${line.sides
        .filter((v) => v.at === m.ply - 1)
        .map((v) => this.sideLine(v, s, sides, here))}`;
    })})</span>`;
  }

  private layout(s: SessionView<unknown, unknown>, sides: readonly string[], main: LineView): Row[] {
    if (this.rows && this.rows.revision === s.revision) return this.rows.rows;
    const rows: Row[] = [];
    let row: Row | null = null;
    let lastColumn = sides.length;
    for (const m of main.moves) {
      const column = Math.max(0, sides.indexOf(m.side));
      if (!row || column <= lastColumn) {
        row = { num: rows.length + 1, cells: new Array<number | null>(sides.length).fill(null), sides: [] };
        rows.push(row);
      }
      row.cells[column] = m.ply;
      row.sides.push(...main.sides.filter((v) => v.at === m.ply - 1));
      lastColumn = column;
    }
    this.rows = { revision: s.revision, rows };
    return rows;
  }
}

/** The line holding the current ply: the deepest on the active path that branched before it. */
function whereIs(main: LineView, path: readonly number[], ply: number): Here {
  const chain = [main];
  for (const i of path) chain.push(chain[chain.length - 1].sides[i]);
  const active = chain[chain.length - 1].path.join();
  let owner = main;
  for (const l of chain) if (l.at < ply) owner = l;
  return { owner: owner.path.join(), active, ply };
}
