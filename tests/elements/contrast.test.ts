// Colour contrast and visible labels in every theme (issue 15, item 8), in two halves:
// 1. axe-core itself, on each element in the light theme, the dark one (by attribute and by the
//    page's colour scheme) and wood, after a couple of moves, with a piece selected, with an error
//    shown (and Robots' zap and note): no `color-contrast` or `label-content-name-mismatch`
//    violation, and — stricter than `to.be.accessible()` — none left "for review" (`incomplete`,
//    which is how axe reports text it cannot measure: over an image, a gradient or an `<svg>`, or a
//    lone symbol whose name it cannot match).
// 2. What axe never sees: the board's own marks are written by CSS from data attributes (square
//    coordinates, Thud's edge coordinates, Kamisado's square and tower letters, Spock's piece
//    letters, the pads' arrows), since each square's or button's label already says them. Their
//    colours are checked here against what they are drawn on: at least 4.5:1.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/index.js';
import { expectWarned, reported } from '../ui/fixtures/report.js';

type Board = HTMLElement & { updateComplete: Promise<unknown>; legalMoves(): string[]; play(m: string): unknown };
interface AxeCheck {
  message: string;
  data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
}
interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
  any?: AxeCheck[];
}
interface AxeResult {
  id: string;
  nodes: AxeNode[];
}
interface AxeResults {
  violations: AxeResult[];
  incomplete: AxeResult[];
}
interface Axe {
  run(context: Element, options: object): Promise<AxeResults>;
}

const RULES = ['color-contrast', 'label-content-name-mismatch'];
const BOARDS = ['draughts-board', 'thud-board', 'kamisado-board', 'spock-board'];
const ALL = [...BOARDS, 'robots-hall', 'formula-road'];
/** A theme by attribute, or `scheme` for the dark theme a page's `prefers-color-scheme: dark` picks. */
const THEMES = ['light', 'dark', 'scheme', 'wood'] as const;
type Theme = (typeof THEMES)[number];

let axePromise: Promise<Axe> | undefined;
/** axe-core as chai-a11y-axe loads it: its browser build registers `window.axe`. */
function loadAxe(): Promise<Axe> {
  const w = window as unknown as { axe?: Axe };
  axePromise ??= w.axe ? Promise.resolve(w.axe) : import('axe-core/axe.min.js' as string).then(() => w.axe!);
  return axePromise;
}

const frame = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

async function make(tag: string, theme: Theme): Promise<Board> {
  await emulateMedia({ colorScheme: theme === 'scheme' ? 'dark' : 'light' });
  const two = BOARDS.includes(tag) ? 'side="both"' : '';
  const attr = theme === 'scheme' ? '' : `theme="${theme}"`;
  const el = await fixture<Board>(`<${tag} ${two} seed="1" animation="0" ${attr} controls="full" style="width: 720px"></${tag}>`);
  await waitUntil(() => el.shadowRoot!.querySelector('.status'), 'the status line is drawn');
  await frame();
  return el;
}

async function twoMoves(el: Board): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const moves = el.legalMoves();
    if (!moves.length) break;
    el.play(moves[Math.floor(moves.length / 2)]);
    await el.updateComplete;
  }
  await frame();
}

/** The error banner as it is once it has faded in, at once (its fade is not what is checked). */
const fadedIn = (el: Board): void => q(el, '.status .error')!.getAnimations().forEach((a) => a.finish());

const q = <T extends Element = HTMLElement>(el: Board, sel: string): T | null => el.shadowRoot!.querySelector<T>(sel);

/** The states each element is checked in, one after the other on the same element. */
function states(tag: string): [string, (el: Board) => Promise<unknown>][] {
  const out: [string, (el: Board) => Promise<unknown>][] = [
    ['at the start', async () => {}],
    ['after two moves', twoMoves],
  ];
  if (BOARDS.includes(tag)) out.push(['with a piece selected', async (el) => q(el, '.square.movable')?.click()]);
  if (tag === 'robots-hall') {
    out.push(['with the zap armed', async (el) => q(el, 'button[aria-pressed]')?.click()]);
    out.push(['with a note', async (el) => q(el, '[data-cell="0"]')?.click()]);
  }
  out.push([
    'with an error',
    async (el) => {
      const r = await reported(async () => {
        try {
          el.play('zz-zz');
        } catch {
          // the banner is what is checked (and the console warning, caught)
        }
        await el.updateComplete;
      }, el);
      expect(r.details).to.have.length(1);
      expectWarned(r, tag);
      // As it is once it has faded in.
      fadedIn(el);
    },
  ]);
  return out;
}

function describeNodes(kind: string, results: AxeResult[]): string[] {
  return results.flatMap((r) =>
    r.nodes.map((n) => {
      const d = n.any?.find((a) => a.data && typeof a.data === 'object')?.data;
      const colours = d?.fgColor ? ` (${d.fgColor} on ${d.bgColor}: ${d.contrastRatio}:1)` : '';
      const why = (n.any?.map((a) => a.message).join('; ') ?? n.failureSummary ?? '') + colours;
      return `${kind} ${r.id}: ${JSON.stringify(n.target)} ${n.html.slice(0, 100)}\n      ${why}`;
    }),
  );
}

/**
 * Whether axe's node is the error banner's text or lies under the banner. The banner is laid over
 * the status line's last row and grows up over the board's edge (styles.ts: nothing moves when it
 * comes), so axe can decide neither the text it hides nor, when it wraps over different things,
 * its own: both are left to review here, and the banner's colours are checked as computed below.
 */
function underBanner(el: Board, n: AxeNode): boolean {
  const banner = q(el, '.status .error');
  const node = q(el, String(n.target[n.target.length - 1]));
  if (!banner || !node) return false;
  if (banner.contains(node)) return true;
  const a = banner.getBoundingClientRect();
  const b = node.getBoundingClientRect();
  return b.left < a.right && b.right > a.left && b.top < a.bottom && b.bottom > a.top;
}

/** axe's violations and items for review of the two rules, described. */
async function axeProblems(el: Board): Promise<string[]> {
  const axe = await loadAxe();
  const res = await axe.run(el, { runOnly: { type: 'rule', values: RULES } });
  const review = res.incomplete
    .filter((r) => RULES.includes(r.id))
    .map((r) => ({ ...r, nodes: r.nodes.filter((n) => !underBanner(el, n)) }));
  return [...describeNodes('violation', res.violations), ...describeNodes('review', review)];
}

// ---- colours as computed

type RGBA = [number, number, number, number];
function rgba(c: string): RGBA | null {
  const m = c.match(/rgba?\(([^)]+)\)/);
  if (!m) return null;
  const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
  return [r, g, b, a];
}
/** `top` laid over the opaque `under`. */
const over = (top: RGBA, under: RGBA): RGBA => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1) as RGBA;
function luminance([r, g, b]: RGBA): number {
  const lin = (v: number): number => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function ratio(a: RGBA, b: RGBA): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const WHITE: RGBA = [255, 255, 255, 1];

/** The opaque colour an element paints (its own background over its ancestors' within the shadow root). */
function backdrop(e: Element | null): RGBA {
  const layers: RGBA[] = [];
  for (let n = e; n && n instanceof Element; n = n.parentElement) {
    const bg = rgba(getComputedStyle(n).backgroundColor);
    if (bg && bg[3] > 0) layers.push(bg);
    if (bg && bg[3] === 1) break;
  }
  return layers.reduceRight<RGBA>((under, top) => over(top, under), WHITE);
}

/** The contrast of a pseudo-element's text on `under`; a text-shadow halo counts as its backdrop when it reads better. */
function pseudoRatio(e: Element, pseudo: string, under: RGBA): number {
  const s = getComputedStyle(e, pseudo);
  const fg = over(rgba(s.color)!, under);
  const halo = s.textShadow && s.textShadow !== 'none' ? rgba(s.textShadow) : null;
  return Math.max(ratio(fg, under), halo ? ratio(fg, over(halo, under)) : 0);
}
const written = (e: Element, pseudo: string): boolean => {
  const c = getComputedStyle(e, pseudo).content;
  return !!c && c !== 'none' && c !== 'normal' && c !== '""';
};

/** Every mark CSS writes on the element, with its contrast on what it is drawn on. */
function cssText(el: Board): { what: string; ratio: number }[] {
  const root = el.shadowRoot!;
  const out: { what: string; ratio: number }[] = [];
  for (const sq of root.querySelectorAll('.board .square:not(.cut)')) {
    for (const p of ['::before', '::after']) {
      if (!written(sq, p)) continue;
      out.push({ what: `${sq.getAttribute('aria-label')} ${p} ${getComputedStyle(sq, p).content}`, ratio: pseudoRatio(sq, p, backdrop(sq)) });
    }
  }
  for (const c of root.querySelectorAll('.coord')) {
    const r = c.getBoundingClientRect();
    const sq = root.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2).find((e) => e.classList.contains('square'))!;
    for (const p of ['::before', '::after']) {
      if (written(c, p)) out.push({ what: `coordinate ${getComputedStyle(c, p).content} on ${sq.getAttribute('aria-label')}`, ratio: pseudoRatio(c, p, backdrop(sq)) });
    }
  }
  // Letters on pieces: on the disc (Kamisado) or the tile (Spock) they are centred on. A piece's shadow is its
  // drawing again (.p-cast), its letters not shown: only the piece's own letters and shapes count.
  const own = (e: Element): boolean => !e.closest('.p-cast');
  for (const l of [...root.querySelectorAll('.board .t-letter, .board .sp-letter')].filter(own)) {
    const piece = l.closest('svg')!;
    const shadowLetter = piece.querySelector('.p-cast foreignObject');
    if (shadowLetter) expect(getComputedStyle(shadowLetter).display, 'a shadow shows no letter').to.equal('none');
    const shape = [...piece.querySelectorAll(l.classList.contains('t-letter') ? '.t-disc' : '.p-body')].find(own)!;
    const fill = rgba(getComputedStyle(shape).fill)!;
    out.push({ what: `letter ${l.getAttribute('data-letter')} on ${piece.getAttribute('class')}`, ratio: pseudoRatio(l, '::before', over(fill, WHITE)) });
  }
  for (const g of root.querySelectorAll('.pad button:not(:disabled) .glyph')) {
    out.push({ what: `pad ${g.getAttribute('data-glyph')}`, ratio: pseudoRatio(g, '::before', backdrop(g)) });
  }
  const banner = root.querySelector('.status .error');
  if (banner) out.push({ what: 'the error banner', ratio: ratio(over(rgba(getComputedStyle(banner).color)!, backdrop(banner)), backdrop(banner)) });
  return out;
}

describe('colour contrast and visible labels', () => {
  after(() => emulateMedia({ colorScheme: 'light' }));

  describe('axe decides every item, and each passes', () => {
    for (const tag of ALL) {
      for (const theme of THEMES) {
        it(`<${tag}>, ${theme === 'scheme' ? 'dark by the colour scheme' : `theme="${theme}"`}`, async () => {
          const el = await make(tag, theme);
          const problems: string[] = [];
          for (const [state, act] of states(tag)) {
            await act(el);
            await el.updateComplete;
            await frame();
            problems.push(...(await axeProblems(el)).map((p) => `${state}: ${p}`));
          }
          expect(problems.length, `${problems.length} items:\n${problems.join('\n')}`).to.equal(0);
        });
      }
    }
  });

  describe('marks written by CSS read at 4.5:1 on what they are drawn on', () => {
    for (const tag of ALL) {
      for (const theme of THEMES) {
        it(`<${tag}>, ${theme === 'scheme' ? 'dark by the colour scheme' : `theme="${theme}"`}`, async () => {
          const el = await make(tag, theme);
          const marks = cssText(el);
          await twoMoves(el);
          if (BOARDS.includes(tag)) {
            q(el, '.square.movable')?.click();
            await el.updateComplete;
          }
          marks.push(...cssText(el));
          const r = await reported(async () => {
            try {
              el.play('zz-zz');
            } catch {
              // the banner is checked (and the console warning, caught)
            }
            await el.updateComplete;
          }, el);
          expect(r.details).to.have.length(1);
          expectWarned(r, tag);
          fadedIn(el);
          marks.push(...cssText(el).filter((m) => m.what === 'the error banner'));
          expect(marks.at(-1)?.what).to.equal('the error banner');
          expect(marks.length, 'marks found').to.be.greaterThan(1);
          const low = marks.filter((m) => m.ratio < 4.5).map((m) => `${m.what}: ${m.ratio.toFixed(2)}:1`);
          expect(low, low.join('\n')).to.deep.equal([]);
        });
      }
    }
  });
});
