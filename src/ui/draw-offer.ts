import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { GridGame } from '../core/board.js';
import type { Outcome } from '../core/game.js';
import type { ComputerController } from './computer-controller.js';
import type { Feedback } from './feedback.js';

/** The element an offer is made on: its public contract. */
export interface OfferHost extends ReactiveControllerHost {
  /** Two people agree at once; the computer is asked; a computer playing both sides gets no button. */
  readonly mode: string;
  /** The person's side (the computer judges for the other). */
  readonly side: string;
  readonly turn: string;
  readonly ply: number;
  readonly result: Outcome | null;
  readonly readonly: boolean;
  readonly level: number;
}

/** What an offer means in a game, and when the computer takes it. */
export interface OfferTerms {
  /** The highest level the computer weighs an offer at (a quick look sees who stands better). */
  readonly level: number;
  /** In a simplified game, the computer accepts when its own score is at most this (0: level or worse for it). */
  readonly levelWithin?: number;
  /** Behind by at least this (its score at most minus this), it accepts at any stage, as a player in trouble would. */
  readonly behindBy: number;
  /** The game has simplified enough for a level position to be a draw; an opening never has. */
  simplified(): boolean;
  /** The offer is accepted (or agreed): the game ends, or whatever an agreement does there. */
  accept(): void;
  /** The words: the button for two people, the button against the computer, the refusal. */
  words(): { readonly agree: string; readonly offer: string; readonly declined: string };
}

const startCounts = new WeakMap<object, Map<string, number>>();

/**
 * Whether at most `share` of the pieces a game of this variant starts with are left: the
 * material measure of "simplified" (draughts: half the men gone).
 */
export function fewPiecesLeft<S>(game: GridGame<S, unknown>, state: S, share: number): boolean {
  const variant = game.variant(state);
  let counts = startCounts.get(game);
  if (!counts) startCounts.set(game, (counts = new Map()));
  let start = counts.get(variant);
  if (start === undefined) counts.set(variant, (start = pieceCount(game.pieces(game.setup({ variant })))));
  return pieceCount(game.pieces(state)) <= share * start;
}

function pieceCount(pieces: readonly unknown[]): number {
  let n = 0;
  for (const p of pieces) if (p) n++;
  return n;
}

/**
 * An offer to end the game by agreement (a draw in draughts, "the players agree" in Thud): two
 * people at one board agree at once; the computer is asked through its `ask()` and, as strong
 * programs do, declines in the opening: it accepts when the game has simplified and its own search
 * says it is not ahead, or at any stage when it stands clearly worse. Its refusal stays on the
 * status line until the next move.
 */
export class DrawOffer {
  private answer: { ply: number; text: string } | null = null;
  private asking = false;

  constructor(
    private readonly host: OfferHost,
    private readonly computer: Pick<ComputerController, 'ask'>,
    private readonly feedback: Feedback,
    private readonly terms: OfferTerms,
  ) {}

  /** The toolbar button (none in a diagram, for a computer playing itself, or once the game is over). */
  button(): TemplateResult | typeof nothing {
    const h = this.host;
    if (h.readonly || h.mode === 'computer-both' || h.result) return nothing;
    const words = this.terms.words();
    return html`<button class="btn text" type="button" ?disabled=${h.ply === 0 || this.asking} @click=${this.offer}>
      ${h.mode === 'two-players' ? words.agree : words.offer}
    </button>`;
  }

  /** The computer's refusal, on the status line until the next move. */
  status(): TemplateResult | typeof nothing {
    return this.answer && this.answer.ply === this.host.ply ? html`<span>${this.answer.text}</span>` : nothing;
  }

  readonly offer = async (): Promise<void> => {
    const h = this.host;
    if (h.result) return;
    if (h.mode === 'two-players') return this.terms.accept();
    const ply = h.ply;
    this.asking = true;
    this.host.requestUpdate();
    try {
      const answer = await this.computer.ask(Math.min(h.level, this.terms.level));
      if (!answer || h.ply !== ply || h.result) return;
      // The score is the side to move's; the computer judges from its own side.
      const forComputer = h.turn === h.side ? -answer.score : answer.score;
      if (takesDraw(forComputer, this.terms)) return this.terms.accept();
      const text = this.terms.words().declined;
      this.answer = { ply, text };
      this.feedback.announce(text);
    } catch {
      // reported (ai-failed) by the computer
    } finally {
      this.asking = false;
      this.host.requestUpdate();
    }
  };
}

/** Whether the computer, with `score` from its own side, takes the offer on these terms. */
export function takesDraw(score: number, terms: Pick<OfferTerms, 'levelWithin' | 'behindBy' | 'simplified'>): boolean {
  return score <= -terms.behindBy || (score <= (terms.levelWithin ?? 0) && terms.simplified());
}
