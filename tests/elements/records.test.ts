// Every element refuses text that is no record, keeping the game in progress (issue 15, item 4).
import { expect, fixture } from '@open-wc/testing';
import '../../src/index.js';

interface Board extends HTMLElement {
  history: string[];
  position: string;
  legalMoves(): string[];
  play(move: string): string;
  importGame(text: string): void;
  updateComplete: Promise<boolean>;
}

const TAGS = ['draughts-board', 'thud-board', 'kamisado-board', 'spock-board', 'robots-hall', 'formula-road'];
const NOT_RECORDS = ['', '   ', '{}', '{ just a comment }', '\n\n'];

describe('every element: text that is no record', () => {
  for (const tag of TAGS) {
    it(`<${tag}> refuses ${NOT_RECORDS.map((t) => JSON.stringify(t)).join(', ')} with one game-error each and keeps its game`, async () => {
      const el = await fixture<Board>(`<${tag} side="both" seed="7" animation="0"></${tag}>`);
      el.play(el.legalMoves()[0]);
      await el.updateComplete;
      const history = el.history;
      const position = el.position;
      for (const text of NOT_RECORDS) {
        const codes: string[] = [];
        const on = (e: Event): number => codes.push((e as CustomEvent<{ code: string }>).detail.code);
        el.addEventListener('game-error', on);
        const warn = console.warn;
        console.warn = () => {};
        let threw = false;
        try {
          el.importGame(text);
        } catch {
          threw = true;
        } finally {
          console.warn = warn;
          el.removeEventListener('game-error', on);
        }
        await el.updateComplete;
        const what = `importGame(${JSON.stringify(text)})`;
        expect(threw, `${what} throws`).to.equal(true);
        expect(codes, `${what}: one game-error`).to.deep.equal(['bad-record']);
        expect(el.history, `${what} keeps the moves`).to.deep.equal(history);
        expect(el.position, `${what} keeps the position`).to.equal(position);
      }
    });
  }
});

describe('every element: an attribute set to the value it has keeps the game (issue 15, item 3)', () => {
  for (const tag of TAGS) {
    it(`<${tag}>`, async () => {
      const el = await fixture<Board & { variant: string }>(`<${tag} side="both" level="2" seed="7" animation="0" orientation=""></${tag}>`);
      // The variant as an attribute too (Formula names its variant attribute "mode").
      el.setAttribute(tag === 'formula-road' ? 'mode' : 'variant', el.variant);
      await el.updateComplete;
      el.play(el.legalMoves()[0]);
      await el.updateComplete;
      const { history, position } = el;
      const errors: string[] = [];
      const on = (e: Event): number => errors.push((e as CustomEvent<{ message: string }>).detail.message);
      el.addEventListener('game-error', on);
      for (const name of (el.constructor as unknown as { observedAttributes: string[] }).observedAttributes) {
        const value = el.getAttribute(name);
        if (value === null) continue;
        el.setAttribute(name, value);
        await el.updateComplete;
        expect(el.position, `${name}="${value}" again`).to.equal(position);
        expect(el.history, `${name}="${value}" again`).to.deep.equal(history);
      }
      el.removeEventListener('game-error', on);
      expect(errors).to.deep.equal([]);
      // And the next move still plays.
      el.play(el.legalMoves()[0]);
      expect(el.history).to.have.length(history.length + 1);
    });
  }
});
