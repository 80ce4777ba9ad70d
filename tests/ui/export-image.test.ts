import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/draughts-board/index.js';
import '../../src/elements/formula-road/index.js';
import '../../src/elements/kamisado-board/index.js';
import '../../src/elements/robots-hall/index.js';
import '../../src/elements/spock-board/index.js';
import '../../src/elements/thud-board/index.js';
import type { DraughtsBoard } from '../../src/elements/draughts-board/index.js';
import type { ThudBoard } from '../../src/elements/thud-board/index.js';
import type { GameElement } from '../../src/ui/game-element.js';
import { reported } from './fixtures/report.js';

type AnyElement = GameElement<unknown, unknown, string>;

/** The SVG text parsed as an image reader would: fails the test on any XML error. */
function parse(text: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.querySelector('parsererror'), 'XML error').to.equal(null);
  const root = doc.documentElement as unknown as SVGSVGElement;
  expect(root.localName).to.equal('svg');
  expect(root.namespaceURI).to.equal('http://www.w3.org/2000/svg');
  return root;
}

/** Standalone: nothing outside the file, nothing that needs the element's stylesheet. */
function expectStandalone(text: string): void {
  expect(text).to.not.match(/var\(|url\(|foreignObject|<image|<script|<style|@import/i);
  expect(text.replace('http://www.w3.org/2000/svg', '')).to.not.match(/https?:|data:/);
}

const pieces = (svg: SVGSVGElement): Element[] => [...svg.querySelectorAll('use.piece')];
const at = (svg: SVGSVGElement, cell: number): [number, number] => {
  const u = svg.querySelector(`use.piece[data-cell="${cell}"]`)!;
  return [Number(u.getAttribute('x')), Number(u.getAttribute('y'))];
};

describe('exportImage()', () => {
  it('makes standalone SVG of the draughts start: a viewBox, a title with the position, 40 pieces', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
    const text = await el.exportImage();
    expect(typeof text).to.equal('string');
    expectStandalone(text);
    const svg = parse(text);
    expect(svg.getAttribute('viewBox')).to.equal('0 0 1024 1024');
    expect(svg.querySelector('title')!.textContent).to.contain(el.position);
    expect(pieces(svg)).to.have.length(40);
    // Every use names a drawing of the file; the drawings carry their own paint.
    for (const u of pieces(svg)) expect(svg.querySelector(u.getAttribute('href')!)).to.not.equal(null);
    expect(svg.querySelector('symbol circle[fill]')).to.not.equal(null);
    // International draughts: field numbers on the 50 playable squares, as on the board.
    expect(svg.querySelectorAll('.coordinates text')).to.have.length(50);
    expect(svg.querySelectorAll('rect.square')).to.have.length(100);
    // The same with { type: 'svg' }.
    expect(await el.exportImage({ type: 'svg' })).to.equal(text);
  });

  it('writes algebraic edge labels where the board does, in the theme\'s colours', async () => {
    const light = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="both" theme="light"></draughts-board>`);
    const svg = parse(await light.exportImage());
    expect(pieces(svg)).to.have.length(24);
    const labels = [...svg.querySelectorAll('.coordinates text')].map((t) => t.textContent);
    expect(labels).to.have.length(16);
    expect(labels).to.include.members(['1', '8', 'a', 'h']);
    const fill = (s: SVGSVGElement): string => s.querySelector('rect.square.dark')!.getAttribute('fill')!;
    // The light theme's dark squares (#9c6945), as the board computes them.
    expect(fill(svg)).to.equal('rgb(156, 105, 69)');
    const dark = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="both" theme="dark"></draughts-board>`);
    expect(fill(parse(await dark.exportImage()))).to.equal('rgb(124, 82, 54)');
  });

  it('draws the board from the orientation side: flipped, the first square lands last', async () => {
    const white = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="both"></draughts-board>`);
    const black = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="both" orientation="black"></draughts-board>`);
    const a = parse(await white.exportImage());
    const b = parse(await black.exportImage());
    const cell = Number(pieces(a)[0].getAttribute('data-cell'));
    const [x1, y1] = at(a, cell);
    const [x2, y2] = at(b, cell);
    // Rotated by 180° about the board's centre (the frame included).
    expect(x1 + x2).to.equal(y1 + y2);
    expect(y2).to.be.greaterThan(y1);
    expect([...a.querySelectorAll('.coordinates text')].at(0)!.textContent).to.not.equal([...b.querySelectorAll('.coordinates text')].at(0)!.textContent);
    white.flip();
    expect(await white.exportImage()).to.equal(await black.exportImage());
  });

  it('marks the last move: its squares tinted and ringed, the piece on its new square', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="both"></draughts-board>`);
    expect(parse(await el.exportImage()).querySelector('.last-move')).to.equal(null);
    el.play('c3-d4');
    await el.updateComplete;
    const svg = parse(await el.exportImage());
    expect(svg.querySelectorAll('.last-move rect')).to.have.length(2);
    expect(svg.querySelectorAll('.last-move-marks rect')).to.have.length(2);
    expect(svg.querySelector('title')!.textContent).to.contain(el.position);
    expect(pieces(svg)).to.have.length(24);
  });

  it('counts a Thud position\'s pieces, the Thud stone included, and labels the octagon\'s edges', async () => {
    // Dwarfs e3 e4 e5, a troll on e8 and the Thudstone (rules/thud.md §9).
    const el = await fixture<ThudBoard>(html`<thud-board side="both" position="5/7/9/11/13/15/15/4T2X7/15/15/3d9/2d8/1d7/7/5 d 0 0"></thud-board>`);
    const svg = parse(await el.exportImage());
    expect(pieces(svg)).to.have.length(el.shadowRoot!.querySelectorAll('.square svg.piece').length).and.to.have.length(5);
    // The cut corners are not drawn.
    expect(svg.querySelectorAll('rect.square').length).to.equal(el.shadowRoot!.querySelectorAll('.square:not(.cut)').length);
    const labels = [...svg.querySelectorAll('.coordinates text')].map((t) => t.textContent);
    expect(labels).to.have.length(30);
    expect(labels).to.include.members(['1', '15', 'a', 'o']);
  });

  it('draws the marks over the board', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board variant="russian" side="both"></draughts-board>`);
    el.setMarks('arrow:c3-d4:red circle:e3 square:g3:blue');
    await el.updateComplete;
    const svg = parse(await el.exportImage());
    expect(svg.querySelectorAll('.marks polygon')).to.have.length(1);
    expect(svg.querySelectorAll('.marks circle')).to.have.length(1);
    expect(svg.querySelectorAll('.marks rect')).to.have.length(1);
    expect(svg.querySelector('.marks polygon')!.getAttribute('fill')).to.equal('rgb(179, 38, 30)');
  });

  it('exports an element that is on no page, in the light theme', async () => {
    const el = document.createElement('draughts-board') as DraughtsBoard;
    el.setAttribute('variant', 'russian');
    const svg = parse(await el.exportImage());
    expect(pieces(svg)).to.have.length(24);
    expect(svg.querySelector('rect.square.dark')!.getAttribute('fill')).to.equal('rgb(156, 105, 69)');
  });

  it('makes a PNG of the size asked for, through a blob: URL', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
    const png = await el.exportImage({ type: 'png', size: 320 });
    expect(png).to.be.instanceOf(Blob);
    expect(png.type).to.equal('image/png');
    const bitmap = await createImageBitmap(png);
    expect([bitmap.width, bitmap.height]).to.deep.equal([320, 320]);
    // Not square: the height follows the board (Robots' hall is 11 × 18).
    const hall = await fixture<AnyElement>(html`<robots-hall seed="7"></robots-hall>`);
    const wide = await createImageBitmap(await hall.exportImage({ type: 'png', size: 400 }));
    expect(wide.width).to.equal(400);
    expect(wide.height).to.equal(Math.round((400 * (11 * 100 + 24)) / (18 * 100 + 24)));
  });

  it('refuses bad options with a game-error and a rejected promise', async () => {
    const el = await fixture<DraughtsBoard>(html`<draughts-board side="both"></draughts-board>`);
    for (const bad of [{ type: 'gif' }, { type: 'png', size: 0 }, { type: 'png', size: 2.5 }]) {
      let error: unknown = null;
      const { details } = await reported(async () => {
        await el.exportImage(bad as never).catch((e: unknown) => (error = e));
      });
      expect(error, JSON.stringify(bad)).to.be.instanceOf(Error);
      expect(details.map((d) => d.code)).to.deep.equal(['bad-option']);
    }
  });

  for (const [tag, attrs, count] of [
    ['draughts-board', 'variant="brazilian"', 24],
    ['thud-board', '', 41],
    ['kamisado-board', '', 16],
    ['spock-board', '', 20],
    ['robots-hall', 'seed="11"', -1],
    ['formula-road', 'seed="11"', -1],
  ] as const) {
    it(`exports <${tag}> as SVG with the pieces the board shows`, async () => {
      const el = await fixture<AnyElement>(`<${tag} side="${tag === 'robots-hall' || tag === 'formula-road' ? 'player' : 'both'}" ${attrs}></${tag}>`);
      const text = await el.exportImage();
      expectStandalone(text);
      const svg = parse(text);
      expect(svg.getAttribute('viewBox')).to.match(/^0 0 \d+ \d+$/);
      const shown = el.shadowRoot!.querySelectorAll('.square svg.piece').length;
      expect(pieces(svg)).to.have.length(shown);
      if (count > 0) expect(shown).to.equal(count);
      expect(svg.querySelector('title')!.textContent).to.contain(el.position);
    });
  }
});
