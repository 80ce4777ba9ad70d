// custom-elements.json must describe what the elements really have: every observed attribute, every
// event they fire, every part they render and every CSS custom property their styles read.
// (Its staleness against the code is checked by `scripts/analyze.mjs --check` in `npm test`.)
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';

interface Named {
  name: string;
}
interface Member extends Named {
  privacy?: string;
  static?: boolean;
}
interface Declaration {
  tagName?: string;
  attributes?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
  members?: Member[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

const EVENTS = ['game-move', 'game-over', 'game-thinking', 'game-error', 'game-ready'];

async function manifest(): Promise<Manifest> {
  const r = await fetch('/custom-elements.json');
  expect(r.ok, 'custom-elements.json is served').to.be.true;
  return r.json();
}

function declarationOf(m: Manifest, tag: string): Declaration {
  for (const mod of m.modules) for (const d of mod.declarations ?? []) if (d.tagName === tag) return d;
  throw new Error(`${tag} is missing from custom-elements.json`);
}

const names = (xs?: Named[]) => new Set((xs ?? []).map((x) => x.name));

// Every element the manifest lists is checked against the element as defined: the game elements
// against the element contract; <puzzle-of-the-day>, which only picks one of its children, on its own.
const DEFINED: string[] = (await manifest()).modules.flatMap((m) =>
  (m.declarations ?? []).flatMap((d) => (d.tagName && customElements.get(d.tagName) ? [d.tagName] : [])),
);
const HELPERS = ['puzzle-of-the-day'];
const ELEMENTS = DEFINED.filter((tag) => !HELPERS.includes(tag));

describe('custom-elements.json lists the kit', () => {
  it('has every element of src/index.ts', () => {
    expect(ELEMENTS).to.include.members(['draughts-board', 'thud-board', 'kamisado-board', 'spock-board', 'robots-hall', 'formula-road']);
    expect(DEFINED).to.include('puzzle-of-the-day');
  });

  it('<puzzle-of-the-day>: its attribute, members, event and slot, each with a line of its own', async () => {
    const d = declarationOf(await manifest(), 'puzzle-of-the-day') as Declaration & { slots?: (Named & { description?: string })[] };
    const observed = (customElements.get('puzzle-of-the-day') as unknown as { observedAttributes: string[] }).observedAttributes;
    expect([...names(d.attributes)]).to.deep.equal(observed);
    expect((d.members ?? []).map((m) => [m.name, m.privacy ?? 'public', Boolean(m.static)])).to.deep.equal([
      ['date', 'public', false],
      ['index', 'public', false],
    ]);
    expect([...names(d.events)]).to.deep.equal(['game-error']);
    expect(d.slots?.map((x) => x.name)).to.deep.equal(['']);
    for (const entry of [...(d.attributes ?? []), ...(d.members ?? []), ...(d.events ?? []), ...(d.slots ?? [])])
      expect((entry as { description?: string }).description, entry.name).to.match(/\w/);
  });
});

for (const tag of ELEMENTS) {
  describe(`custom-elements.json: <${tag}>`, () => {
    it('lists every observed attribute', async () => {
      const d = declarationOf(await manifest(), tag);
      const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
      expect(observed.length).to.be.greaterThan(5);
      const listed = names(d.attributes);
      for (const a of observed) expect(listed.has(a), `attribute ${a}`).to.be.true;
    });
    it('lists the events of the element contract', async () => {
      const listed = names(declarationOf(await manifest(), tag).events);
      for (const e of EVENTS) expect(listed.has(e), `event ${e}`).to.be.true;
    });
    it('lists public members only, and game-hint exactly where the element can give a hint', async () => {
      const d = declarationOf(await manifest(), tag);
      const hidden = (d.members ?? []).filter((m) => (m.privacy ?? 'public') !== 'public' || m.static);
      expect(hidden.map((m) => m.name)).to.deep.equal([]);
      const el = document.createElement(tag) as HTMLElement & { hint?: unknown };
      expect(names(d.events).has('game-hint'), 'game-hint listed').to.equal(typeof el.hint === 'function');
    });
    it('lists every part and CSS custom property the element renders and reads', async () => {
      const d = declarationOf(await manifest(), tag);
      const el = await fixture<HTMLElement>(`<${tag} controls="full" side="both"></${tag}>`);
      await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      const root = el.shadowRoot!;
      const parts = new Set<string>();
      root.querySelectorAll('[part]').forEach((n) => n.getAttribute('part')!.split(/\s+/).forEach((p) => p && parts.add(p)));
      expect(parts.size).to.be.greaterThan(3);
      const listedParts = names(d.cssParts);
      for (const p of parts) expect(listedParts.has(p), `part ${p}`).to.be.true;
      const css = root.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');
      const used = new Set([...css.matchAll(/var\(\s*(--octarine-[\w-]+)/g)].map((x) => x[1]));
      expect(used.size).to.be.greaterThan(3);
      const listedProps = names(d.cssProperties);
      for (const p of used) expect(listedProps.has(p), `CSS property ${p}`).to.be.true;
    });
  });
}

describe('custom-elements.json', () => {
  it('is a manifest of the current schema', async () => {
    const m = (await manifest()) as unknown as { schemaVersion: string };
    expect(m.schemaVersion).to.match(/^\d+\.\d+\.\d+$/);
    void html;
  });
});
