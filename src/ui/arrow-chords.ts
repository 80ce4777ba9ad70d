/**
 * Arrow-key chords for elements whose arrows are game controls (the Arsac games): arrows held together combine (Up+Left),
 * and with Shift held they may be pressed one after the other. The chord is played
 * when the last arrow (and Shift) is released, so two keys pressed "at once" but a
 * few milliseconds apart still make one command.
 */
export interface ArrowChord {
  readonly up: boolean;
  readonly down: boolean;
  readonly left: boolean;
  readonly right: boolean;
}

const ARROWS: Readonly<Record<string, keyof ArrowChord>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

export class ArrowChords {
  private held = new Set<string>();
  private chord = new Set<keyof ArrowChord>();

  constructor(private readonly commit: (chord: ArrowChord) => void) {}

  /** Whether `key` is an arrow this helper handles. */
  static isArrow(key: string): boolean {
    return key in ARROWS;
  }

  /** Returns true when the event was an arrow (the caller prevents its default). */
  keyDown(e: KeyboardEvent): boolean {
    const part = ARROWS[e.key];
    if (!part) return false;
    this.held.add(e.key);
    this.chord.add(part);
    return true;
  }

  /** Plays the chord once every arrow, and Shift, is up. */
  keyUp(e: KeyboardEvent): boolean {
    if (ARROWS[e.key]) this.held.delete(e.key);
    else if (e.key !== 'Shift') return false;
    if (this.held.size === 0 && !(e.key !== 'Shift' && e.shiftKey) && this.chord.size > 0) {
      const c = this.chord;
      this.chord = new Set();
      this.commit({ up: c.has('up'), down: c.has('down'), left: c.has('left'), right: c.has('right') });
    }
    return true;
  }

  /** Forgets a chord in progress (focus lost). */
  reset(): void {
    this.held.clear();
    this.chord.clear();
  }
}

/**
 * Whether a key press on an element is for its game: not typed into a form field of
 * the element, and not a browser or system shortcut (Ctrl, Meta or Alt held).
 */
export function isGameKey(e: KeyboardEvent): boolean {
  const tag = (e.composedPath()[0] as HTMLElement | undefined)?.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return false;
  return !(e.ctrlKey || e.metaKey || e.altKey);
}
