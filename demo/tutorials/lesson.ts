// What every lesson page loads: the kit, and its annotated replays opened on their first position
// (a `moves` replay otherwise opens on its last move), so the reader steps forward through the notes.
import '../kit.ts';

for (const el of document.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown>; goTo(ply: number): void }>('[data-from-start]')) {
  void customElements
    .whenDefined(el.localName)
    .then(() => el.updateComplete)
    .then(() => el.goTo(0));
}
