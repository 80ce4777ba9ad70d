import { nothing, type TemplateResult } from 'lit';
import type { ComputerController } from './computer-controller.js';
import type { DrawOffer, OfferHost, OfferTerms } from './draw-offer.js';
import type { Feedback } from './feedback.js';
import { drawWith, Lazy } from './lazy.js';

/** draw-offer.ts: its button shows in the toolbar alone, which loads a turn after the board. */
type OfferModule = typeof import('./draw-offer.js');
const offers = new Lazy<OfferModule>(() => import('./draw-offer.js'));

/**
 * The place of an element's `DrawOffer` (draughts, Thud) until its module is there: the element loads
 * it with its playing parts (`loadOwnParts`), so the toolbar's first drawing has the button. Until then
 * there is no button to press, so no offer and no answer to show.
 */
export class OfferSlot {
  private offer: DrawOffer | null = null;

  constructor(
    private readonly host: OfferHost,
    private readonly computer: Pick<ComputerController, 'ask'>,
    private readonly feedback: Feedback,
    /** The terms, given the module (for `fewPiecesLeft`). */
    private readonly terms: (m: OfferModule) => OfferTerms,
  ) {}

  load(): Promise<unknown> {
    return offers.load();
  }

  /** The toolbar button, once the module is there (asked for before: loaded, then drawn). */
  button(): unknown {
    return drawWith(this.host, offers, (m) => (this.offer ??= new m.DrawOffer(this.host, this.computer, this.feedback, this.terms(m))).button());
  }

  /** The computer's refusal, on the status line until the next move. */
  status(): TemplateResult | typeof nothing {
    return this.offer?.status() ?? nothing;
  }
}
