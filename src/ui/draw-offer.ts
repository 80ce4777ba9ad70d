import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
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

/** What an offer means in a game. */
export interface OfferTerms {
  /** The highest level the computer weighs an offer at (a quick look sees a dead-level position). */
  readonly level: number;
  /** The computer accepts when its own score is at most this (0: level or worse for it). */
  readonly acceptAtMost?: number;
  /** The offer is accepted (or agreed): the game ends, or whatever an agreement does there. */
  accept(): void;
  /** The words: the button for two people, the button against the computer, the refusal. */
  words(): { readonly agree: string; readonly offer: string; readonly declined: string };
}

/**
 * An offer to end the game by agreement (a draw in draughts, "the players agree" in Thud): two
 * people at one board agree at once; the computer is asked through its `ask()` and accepts when
 * its own search says it is not ahead. Its refusal stays on the status line until the next move.
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

  /** The toolbar button (none in a diagram or for a computer playing itself). */
  button(): TemplateResult | typeof nothing {
    const h = this.host;
    if (h.readonly || h.mode === 'computer-both') return nothing;
    const words = this.terms.words();
    return html`<button class="btn text" type="button" ?disabled=${h.result !== null || h.ply === 0 || this.asking} @click=${this.offer}>
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
      if (forComputer <= (this.terms.acceptAtMost ?? 0)) return this.terms.accept();
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
