import { expect, waitUntil } from '@open-wc/testing';
import type { RecordFormat } from '../../src/core/game.js';
import { GameElement } from '../../src/ui/game-element.js';
import { sessionCode } from '../../src/ui/lazy.js';
import type { ElementRecipe } from '../../src/ui/recipe.js';
import { expectWarned, reported } from './fixtures/report.js';
import { ToyBoard } from './fixtures/toy-board.js';
import { toy } from './fixtures/toy-game.js';

const { exportRecord, importRecord, ...bare } = toy;
const FORMAT: RecordFormat = { exportRecord: exportRecord!, importRecord: importRecord! };

/** A download the test lets through (or fails) when it likes. */
function download(): { load: () => Promise<RecordFormat>; arrive: () => void; fail: () => void; asked: () => number } {
  let asked = 0;
  let settle: { resolve: (f: RecordFormat) => void; reject: (e: unknown) => void } | null = null;
  return {
    load: () => {
      asked++;
      return new Promise<RecordFormat>((resolve, reject) => (settle = { resolve, reject }));
    },
    arrive: () => settle!.resolve(FORMAT),
    fail: () => settle!.reject(new TypeError('Failed to fetch dynamically imported module')),
    asked: () => asked,
  };
}

let defined = 0;
/** The toy board, its game without the record format, which `records` loads. */
function boardWith(records: () => Promise<RecordFormat>): ToyBoard {
  const tag = `octarine-late-records-${++defined}`;
  const recipe: ElementRecipe = { ...ToyBoard.recipe, game: bare as typeof toy, records };
  customElements.define(tag, class extends GameElement<unknown, unknown> {
    static override recipe = recipe;
  });
  const el = document.createElement(tag) as unknown as ToyBoard;
  el.setAttribute('side', 'both');
  return el;
}

const drawn = (el: ToyBoard): boolean => (el.shadowRoot?.querySelectorAll('[role=gridcell]').length ?? 0) > 0;

describe('ui/RecordsSlot: a game whose records load a turn after its board', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('[data-test-board]')) el.remove();
  });
  const add = (el: ToyBoard): ToyBoard => {
    el.setAttribute('data-test-board', '');
    document.body.append(el);
    return el;
  };

  it('draws and plays the board before they arrive; export and import wait for them, saying so', async () => {
    const d = download();
    const el = add(boardWith(d.load));
    await waitUntil(() => drawn(el), 'the board is drawn');
    // Asked for with the panels, as is the code that plays moves, which does not wait for them.
    await waitUntil(() => d.asked() === 1);
    await waitUntil(() => sessionCode.loaded !== null);
    el.play('a1-a2');
    expect(el.history).to.deep.equal(['a1-a2']);
    const r = await reported(() => {
      expect(() => el.exportGame()).to.throw(/exportGame\(\) waits for the board's records/);
      expect(() => el.importGame('[Game "toy"]\n[Variant "standard"]\n\n*')).to.throw(/importGame\(\) waits/);
    });
    expect(r.details.map((x) => x.code)).to.deep.equal(['not-ready', 'not-ready']);
    expectWarned(r, el.localName);
    expect(el.history, 'nothing lost').to.deep.equal(['a1-a2']);
    d.arrive();
    await el.updateComplete;
    expect(el.exportGame()).to.match(/\[Game "toy"\][\s\S]*1\. a1-a2 \*/);
    el.importGame('[Game "toy"]\n[Variant "standard"]\n\n1. b1-b2 *');
    expect(el.history).to.deep.equal(['b1-b2']);
  });

  it('reads `moves` once they arrive: the first drawing shows them played', async () => {
    const d = download();
    const el = boardWith(d.load);
    el.setAttribute('moves', 'a1-a2 {a comment} e5-e4');
    add(el);
    await waitUntil(() => d.asked() === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(drawn(el), 'the board waits for its moves').to.equal(false);
    d.arrive();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['a1-a2', 'e5-e4']);
    expect(el.shadowRoot!.querySelector('[part=comment]')).to.exist;
  });

  it('a page that reads the game before they arrive sees the start, then the moves', async () => {
    const d = download();
    const el = add(boardWith(d.load));
    el.setAttribute('moves', 'a1-a2');
    // Read at once, before any drawing: the records are still on their way.
    expect(el.history).to.deep.equal([]);
    expect(el.ply).to.equal(0);
    await waitUntil(() => d.asked() === 1);
    d.arrive();
    await el.updateComplete;
    expect(el.history).to.deep.equal(['a1-a2']);
  });

  it('a failed download leaves the board playable, says why `moves` were not read, and is tried again', async () => {
    const d = download();
    const el = boardWith(d.load);
    el.setAttribute('moves', 'a1-a2');
    const r = await reported(async () => {
      add(el);
      await waitUntil(() => d.asked() === 1);
      d.fail();
      // Tried again with the panels; that fails too.
      await waitUntil(() => d.asked() === 2);
      d.fail();
      await el.updateComplete;
    });
    expect(r.details.map((x) => x.message).join(' ')).to.match(/moves attribute cannot be read: the part of the board that reads moves did not download/);
    expectWarned(r, el.localName);
    expect(el.history).to.deep.equal([]);
    el.play('a1-a2');
    expect(el.history).to.deep.equal(['a1-a2']);
    // The next render that needs them asks again, without waiting for the answer: a download that never ends holds nothing.
    el.requestUpdate();
    await waitUntil(() => d.asked() === 3);
    await el.updateComplete;
    el.setAttribute('moves', 'b1-b2');
    await el.updateComplete;
    expect(el.history, 'the start, while they are on their way').to.deep.equal([]);
    d.arrive();
    await waitUntil(() => el.history.length === 1);
    expect(el.history).to.deep.equal(['b1-b2']);
  });

  it('another board of the same game finds them loaded and joins them at once', async () => {
    const d = download();
    const first = add(boardWith(d.load));
    const tag = first.localName;
    // Made while they are on their way, put on the page once they are here.
    const early = document.createElement(tag) as unknown as ToyBoard;
    await waitUntil(() => d.asked() === 1);
    d.arrive();
    await first.updateComplete;
    add(early);
    early.setAttribute('side', 'both');
    expect(early.exportGame(), 'a board made before they came').to.match(/\[Game "toy"\]/);
    const second = add(document.createElement(tag) as unknown as ToyBoard);
    second.setAttribute('moves', 'a1-a2');
    expect(second.history, 'read at once').to.deep.equal(['a1-a2']);
    expect(() => second.exportGame()).not.to.throw();
    expect(d.asked()).to.equal(1);
  });
});
