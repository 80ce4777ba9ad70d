import type { ReactiveControllerHost } from 'lit';
import type { PieceView } from '../core/board.js';
import type { Outcome } from '../core/game.js';
import { hasLanguage, loadLanguage, normaliseLang, resolveLang, Translator, type BaseKey, type Lang, type OtherLang, type StringTable, type Translations } from './i18n.js';

type Params = Readonly<Record<string, string | number>>;

/**
 * The element's words: its own typed string table over the kit's, in the language of its
 * `lang` option, else the nearest `lang` in the document, else English. Also the game
 * vocabulary every element reads the same way (side, piece, variant and result names).
 *
 * A language other than English is downloaded when first needed (the kit's words and, given
 * `translations`, the element's): `ready()` lets the host hold its render until it is here; a
 * word asked before then comes in English, and the host is asked to update once it arrives.
 */
export class Localize<K extends string = never> {
  private translator: Translator | null = null;
  /** The element's table, its other languages added as they arrive. */
  private readonly table: { -readonly [L in Lang]?: StringTable[L] };
  /** Each language's download, settled (fulfilled even when it failed: English then stands in). */
  private readonly loading = new Map<Lang, Promise<void>>();
  /** The nearest `lang` in the document, while the current job runs (null: not looked up). */
  private inherited: Lang | null = null;

  constructor(
    private readonly host: HTMLElement,
    strings: StringTable,
    private readonly langOption: () => string,
    private readonly translations?: Translations,
  ) {
    this.table = { ...strings };
  }

  /** Null when the words of the language in effect are here; else settles once they are (or failed to come). */
  ready(): Promise<void> | null {
    const lang = this.lang;
    if (this.has(lang)) return null;
    let loading = this.loading.get(lang);
    if (!loading) {
      const own = this.table[lang] || !this.translations ? null : this.translations[lang as OtherLang]().then((m) => void (this.table[lang] = m.default));
      loading = Promise.all([loadLanguage(lang), own]).then(
        () => {},
        (e: unknown) => console.warn(`octarine: the ${lang} words could not be loaded; English stands in.`, e),
      );
      this.loading.set(lang, loading);
    }
    return loading;
  }

  private has(lang: Lang): boolean {
    return hasLanguage(lang) && (this.table[lang] !== undefined || !this.translations);
  }

  /** The UI language in effect. */
  get lang(): Lang {
    const own = this.langOption();
    if (own) return normaliseLang(own);
    if (!this.host.parentNode) return 'en';
    // The document's language, looked up once per job: a render asks for it with every square's label,
    // and each look-up walks up the document.
    if (this.inherited === null) {
      this.inherited = resolveLang(this.host.parentNode as Element);
      queueMicrotask(() => (this.inherited = null));
    }
    return this.inherited;
  }

  /** Translates a key of the element's table or the kit's. */
  t(key: K | BaseKey, params?: Params): string {
    return this.tr().t(key, params);
  }

  /** Translates a key made at run time (`side.${side}`), or gives `fallback` when no table has it. */
  tOr(key: string, fallback: string, params?: Params): string {
    return this.tr().tOr(key, fallback, params);
  }

  /** A side's display name ("White"). */
  sideName(side: string): string {
    return this.tOr(`side.${side}`, side.charAt(0).toUpperCase() + side.slice(1));
  }

  /** What the live region says of a move: "White: 32-28". */
  moveSaid(side: string, move: string): string {
    return this.t('announceMove', { side: this.sideName(side), move });
  }

  /** A variant's display name ("Russian draughts"). */
  variantName(variant: string): string {
    return this.tOr(`variant.${variant}`, variant.charAt(0).toUpperCase() + variant.slice(1));
  }

  /** How a piece reads in a square's label ("white king"). */
  pieceName(p: PieceView): string {
    const adjective = this.tOr(`pieceSide.${p.side}`, this.sideName(p.side).toLowerCase());
    return this.tOr(`piece.${p.side}.${p.kind}`, `${adjective} ${this.tOr(`kind.${p.kind}`, p.kind)}`);
  }

  /** A square's label: "e4, white king, legal target" (`states`: keys such as `selected`; `marks`: a game's own, read as `mark.<name>`). */
  squareLabel(name: string, piece: PieceView | null, playable: boolean, states: readonly string[], marks: readonly string[]): string {
    const parts = [name];
    if (piece) parts.push(this.pieceName(piece));
    else if (playable) parts.push(this.t('empty'));
    for (const s of states) parts.push(this.tOr(s, s));
    for (const m of marks) parts.push(this.tOr(`mark.${m}`, m));
    return parts.join(', ');
  }

  /** Why a game ended ("no moves"). */
  reason(r: Outcome): string {
    return this.tOr(`reason.${r.reason}`, r.reason.replace(/-/g, ' '));
  }

  /** How a result reads: "Black wins: no moves". */
  result(r: Outcome): string {
    const head = r.winner === null ? this.t('draw') : this.t('wins', { side: this.sideName(r.winner) });
    return this.t('resultWithReason', { result: head, reason: this.reason(r) });
  }

  private tr(): Translator {
    const lang = this.lang;
    if (!this.has(lang) && !this.loading.has(lang)) void this.ready()?.then(() => (this.host as Partial<ReactiveControllerHost>).requestUpdate?.());
    if (!this.translator || this.translator.lang !== lang) this.translator = new Translator(lang, this.table);
    return this.translator;
  }
}
