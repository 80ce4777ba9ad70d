// The kit's look: themes (light by default, dark by the page's colour scheme or by attribute, wood),
// kings drawn unlike men, the last move ringed, and one error banner that moves nothing.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { render } from 'lit';
import { drawDraughtsPiece } from '../../src/ui/pieces.js';
import { expectWarned, reported } from './fixtures/report.js';
import { ToyBoard } from './fixtures/toy-board.js';

const root = (el: ToyBoard): ShadowRoot => el.shadowRoot!;
const style = (e: Element, pseudo?: string): CSSStyleDeclaration => getComputedStyle(e, pseudo);

/** The element once its status line is drawn (panels come a frame after the board). */
async function board(markup = html`<octarine-toy-board side="both" animation="0"></octarine-toy-board>`): Promise<ToyBoard> {
  const el = await fixture<ToyBoard>(markup);
  await waitUntil(() => root(el).querySelector('.status'), 'the status line is drawn');
  return el;
}

/** What a theme decides, as computed. */
function look(el: ToyBoard): { dark: string; light: string; text: string; surface: string; background: string; grain: string } {
  const r = root(el);
  return {
    dark: style(r.querySelector('.square.dark')!).backgroundColor,
    light: style(r.querySelector('.square.light')!).backgroundColor,
    text: style(el).color,
    surface: style(r.querySelector('.status')!).backgroundColor,
    background: style(el).backgroundColor,
    grain: style(r.querySelector('.square.dark')!).backgroundImage,
  };
}

/** WCAG contrast ratio of two computed `rgb()` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string): number => {
    const [r, g, bl] = c.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the kit look', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  describe('themes', () => {
    it('follows a dark colour scheme: squares, text, panels and the background change, text stays readable', async () => {
      await emulateMedia({ colorScheme: 'light' });
      const el = await board();
      const light = look(el);
      expect(light.background, 'the light theme leaves the page background').to.equal('rgba(0, 0, 0, 0)');
      await emulateMedia({ colorScheme: 'dark' });
      const dark = look(el);
      expect(dark.dark).to.not.equal(light.dark);
      expect(dark.light).to.not.equal(light.light);
      expect(dark.text).to.not.equal(light.text);
      expect(dark.surface).to.not.equal(light.surface);
      expect(dark.background, 'the dark theme paints its own background').to.not.equal('rgba(0, 0, 0, 0)');
      for (const [name, t] of Object.entries({ light, dark })) {
        expect(contrast(t.text, t.surface), `${name}: text on panels`).to.be.at.least(4.5);
      }
      expect(contrast(dark.text, dark.background), 'dark: text on the background').to.be.at.least(4.5);
      const muted = style(root(el).querySelector('.status .muted')!).color;
      expect(contrast(muted, dark.surface), 'dark: secondary text on panels').to.be.at.least(4.5);
    });

    it('takes a theme attribute over the colour scheme: light, dark and wood', async () => {
      await emulateMedia({ colorScheme: 'light' });
      const el = await board();
      const light = look(el);
      el.setAttribute('theme', 'dark');
      const dark = look(el);
      expect(dark.dark).to.not.equal(light.dark);
      await emulateMedia({ colorScheme: 'dark' });
      expect(look(el)).to.deep.equal(dark);
      el.setAttribute('theme', 'light');
      expect(look(el), 'theme="light" under a dark scheme').to.deep.equal(light);
      el.setAttribute('theme', 'wood');
      const wood = look(el);
      expect(wood.dark).to.not.equal(light.dark);
      expect(wood.grain, 'wood squares are grained').to.contain('gradient');
      expect(light.grain).to.equal('none');
      expect(contrast(wood.text, wood.surface), 'wood: text on panels').to.be.at.least(4.5);
    });

    it("lets a page's custom property win over every theme", async () => {
      const el = await board(html`<octarine-toy-board side="both" theme="dark" style="--octarine-dark-square: rgb(1, 2, 3)"></octarine-toy-board>`);
      expect(look(el).dark).to.equal('rgb(1, 2, 3)');
      el.setAttribute('theme', 'wood');
      expect(look(el).dark).to.equal('rgb(1, 2, 3)');
    });
  });

  describe('pieces', () => {
    /** Draws a piece into an `<svg>` on the page, as the board does. */
    function drawn(kind: string): SVGSVGElement {
      const host = document.createElement('div');
      document.body.append(host);
      render(html`<svg viewBox="0 0 100 100" width="100" height="100">${drawDraughtsPiece({ side: 'white', kind }, 0)}</svg>`, host);
      return host.querySelector('svg')!;
    }

    it('draws a king unlike a man: two discs stacked (taller) and a crown', () => {
      const man = drawn('man');
      const king = drawn('king');
      expect(man.querySelectorAll('.p-crown').length).to.equal(0);
      expect(king.querySelectorAll('.p-crown').length).to.be.greaterThan(0);
      expect(king.querySelectorAll('.p-body').length).to.equal(2);
      expect(man.querySelectorAll('.p-body').length).to.equal(1);
      const crown = (king.querySelector('.p-king') as SVGGElement).getBBox();
      expect(crown.width, 'the crown spans over half the disc').to.be.greaterThan(50);
      expect(king.getBBox().height, 'a king stands taller than a man').to.be.greaterThan(man.getBBox().height + 5);
      man.parentElement!.remove();
      king.parentElement!.remove();
    });

    it('draws with classes only (no inline style, no id, no data URL), with a light and a shade for depth', () => {
      for (const kind of ['man', 'king', 'x']) {
        const svg = drawn(kind);
        expect(svg.querySelectorAll('[style], [id]').length, kind).to.equal(0);
        expect(svg.innerHTML, kind).to.not.contain('data:');
        expect(svg.querySelector('.p-shine'), kind).to.exist;
        expect(svg.querySelector('.p-shade'), kind).to.exist;
        svg.parentElement!.remove();
      }
    });

    it('keeps the crown visible in the dark theme', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const el = await board(html`<octarine-toy-board side="both" position="....B/...../...../...../W.... w"></octarine-toy-board>`);
      for (const piece of root(el).querySelectorAll('.piece.kind-king')) {
        // On a light disc the crown's dark outline draws it, on a dark disc its gold.
        // The piece's drawing itself, not its shadow (the same drawing, dark, under it).
        const own = (selector: string): Element => [...piece.querySelectorAll(selector)].find((e) => !e.closest('.p-cast'))!;
        const crown = style(own('.p-crown'));
        const body = style(own('.p-body')).fill;
        const best = Math.max(contrast(crown.fill, body), contrast(crown.stroke, body));
        expect(best, 'crown against its disc').to.be.at.least(3);
      }
      expect(root(el).querySelectorAll('.piece.kind-king').length).to.equal(2);
    });
  });

  describe('marks', () => {
    it('rings the last move (an inset outline over the piece), not only a tint', async () => {
      const el = await board();
      el.play(el.legalMoves()[0]);
      await el.updateComplete;
      const marked = root(el).querySelectorAll('.square.last-move');
      expect(marked.length).to.be.at.least(2);
      for (const sq of marked) {
        const ring = style(sq.querySelector('.hl')!, '::after');
        expect(ring.content).to.not.equal('none');
        expect(ring.boxShadow).to.contain('inset');
        expect(ring.boxShadow).to.not.match(/^rgba\(0, 0, 0, 0\)/);
        const piece = sq.querySelector('.piece');
        if (piece) expect(Number(ring.zIndex), 'the ring is drawn over the piece').to.be.greaterThan(Number(style(piece).zIndex));
      }
      expect(root(el).querySelectorAll('.hl').length, 'only the last move is marked').to.equal(marked.length);
    });
  });

  describe('errors', () => {
    it('shows an error as one banner over the status line: nothing below it moves', async () => {
      const el = await board();
      const r = root(el);
      const status = r.querySelector<HTMLElement>('.status')!;
      const toolbar = r.querySelector<HTMLElement>('.toolbar')!;
      const before = { status: status.getBoundingClientRect().height, toolbar: toolbar.getBoundingClientRect().top };
      const told = await reported(async () => {
        expect(() => el.play('zz-zz')).to.throw();
        await el.updateComplete;
      }, el);
      expectWarned(told, el.localName);
      expect(told.details).to.have.length(1);
      const banner = r.querySelector<HTMLElement>('.status .error')!;
      expect(banner.textContent).to.contain('zz-zz');
      expect(style(banner).position).to.equal('absolute');
      expect(banner.querySelector('svg[aria-hidden="true"]'), 'an icon, so colour is not the only cue').to.exist;
      expect(status.getBoundingClientRect().height).to.equal(before.status);
      expect(toolbar.getBoundingClientRect().top).to.equal(before.toolbar);
      const b = banner.getBoundingClientRect();
      const s = status.getBoundingClientRect();
      expect(Math.abs(b.bottom - s.bottom), 'over the status line').to.be.below(2);
      expect(contrast(style(banner).color, style(banner).backgroundColor)).to.be.at.least(4.5);
    });

    it('a long error grows up over the board’s edge, never over the toolbar', async () => {
      const el = await board();
      const r = root(el);
      const toolbar = r.querySelector<HTMLElement>('.toolbar')!;
      const told = await reported(async () => {
        expect(() => el.play(`${'zz-'.repeat(60)}zz`)).to.throw();
        await el.updateComplete;
      }, el);
      expectWarned(told, el.localName);
      expect(told.details).to.have.length(1);
      const b = r.querySelector<HTMLElement>('.status .error')!.getBoundingClientRect();
      expect(b.height, 'several lines').to.be.greaterThan(40);
      expect(b.bottom).to.be.at.most(toolbar.getBoundingClientRect().top);
    });
  });

  it('pieces stand on the board with a shadow drawn in their SVG (no filter), and lie flat in a diagram (readonly)', async () => {
    const play = await board();
    const diagram = await board(html`<octarine-toy-board readonly controls="none" animation="0"></octarine-toy-board>`);
    const piece = (el: ToyBoard): Element => root(el).querySelector('.board .piece')!;
    const shadowShown = (el: ToyBoard): boolean => style(piece(el).querySelector('.p-cast')!).display !== 'none';
    // A filter on every piece made compositing the main thread's largest cost on a page of playing boards.
    expect(style(piece(play)).filter).to.equal('none');
    expect(shadowShown(play)).to.equal(true);
    expect(style(piece(play).querySelector('.p-cast')!).translate, 'the shadow sits lower').to.not.equal('none');
    expect(shadowShown(diagram)).to.equal(false);
    // Made playable, the same board stands its pieces up again.
    diagram.removeAttribute('readonly');
    await diagram.updateComplete;
    expect(shadowShown(diagram)).to.equal(true);
  });
});
