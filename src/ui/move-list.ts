import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
import type { GameSession } from '../core/session.js';
import { icon } from './icons.js';
import type { Localize } from './localize.js';

/** The element the panel works on. */
export interface MoveListHost {
  requestUpdate(): void;
  goTo(ply: number): void;
  exportGame(): string;
  importGame(text: string): void;
}

interface Row {
  readonly num: number;
  /** Per side column: the ply played there, or null for a gap. */
  readonly cells: (number | null)[];
}

/**
 * The move list (one column per side, each move under its mover; a side that moves twice running,
 * a Kamisado push or a pass, leaves a gap) and the record box. The list is laid out once per line
 * and redrawn only when the line or the current move changes.
 */
export class MoveList {
  private record = '';
  private rows: { end: unknown; rows: Row[] } | null = null;

  constructor(
    private readonly host: MoveListHost,
    /** Says "Record copied". */
    private readonly note: (text: string) => void,
  ) {}

  render(s: GameSession<unknown, unknown>, sides: readonly string[], l: Localize, readonly: boolean): TemplateResult {
    const end = s.length > 0 ? s.stateAt(s.length) : null;
    const rows = this.layout(s, sides, end);
    const line = s.fullHistory;
    const list = guard([end, s.ply, l.lang], () =>
      line.length === 0
        ? html`<div class="empty-note">${l.t('noMoves')}</div>`
        : html`<ol class="moves">
            ${rows.map(
              (r) => html`<li>
                <span class="num">${r.num}.</span>
                ${r.cells.map((ply) =>
                  ply === null
                    ? html`<span></span>`
                    : html`<button
                        class="move ${ply > s.ply ? 'future' : ''}"
                        type="button"
                        aria-current=${ply === s.ply ? 'step' : nothing}
                        @click=${() => this.host.goTo(ply)}
                      >
                        ${line[ply - 1]}
                      </button>`,
                )}
              </li>`,
            )}
          </ol>`,
    );
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

  private layout(s: GameSession<unknown, unknown>, sides: readonly string[], end: unknown): Row[] {
    if (this.rows && this.rows.end === end) return this.rows.rows;
    const rows: Row[] = [];
    let row: (number | null)[] | null = null;
    let lastColumn = sides.length;
    for (let ply = 1; ply <= s.length; ply++) {
      const column = Math.max(0, sides.indexOf(s.game.turn(s.stateAt(ply - 1))));
      if (!row || column <= lastColumn) {
        row = new Array<number | null>(sides.length).fill(null);
        rows.push({ num: rows.length + 1, cells: row });
      }
      row[column] = ply;
      lastColumn = column;
    }
    this.rows = { end, rows };
    return rows;
  }
}
