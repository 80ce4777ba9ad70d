import type { SaveStore } from './persistence.js';

/** How often the page's address is rewritten at most while a game goes on. */
export const SHARE_TUNING = {
  /**
   * Each `history.replaceState` costs the browser process a few milliseconds (more as the address
   * grows), and Chromium drops the calls past about 200 in 10 s: a game stepped through at key-repeat
   * speed or played by the computer against itself writes once per this many ms, the last state last.
   */
  writeMs: 250,
};

/** Saves not yet in the address, by key; written together by `flushShares()`. */
const pending = new Map<string, string | null>();
let timer: ReturnType<typeof setTimeout> | undefined;
let lastWrite = -Infinity;
let listening = false;

/**
 * The `share` option's store: a game kept in the page's URL hash, as `#<key>=<data>` where the key
 * is the element's id (or its tag name without one) and the data the save's JSON in base64url.
 * Other `&`-separated entries of the hash are kept, so several elements (by id) share one address.
 * Written with `history.replaceState`: the game's moves add no entries to the browser's history. A
 * change is written at once when the address has not been written for `SHARE_TUNING.writeMs`, else
 * with the changes that follow it when that time is up (and at once when the page is hidden or left).
 */
export const hashStore: SaveStore = {
  name: "shared game in the page's address",
  get: (key) => {
    const waiting = pending.get(key);
    if (waiting !== undefined) return waiting;
    const data = entries().find((e) => e.startsWith(prefix(key)))?.slice(prefix(key).length);
    if (data === undefined) return null;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(data.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    } catch {
      // Garbled: handed on as it is, so the restore refuses and reports it.
      return data || '-';
    }
  },
  set: (key, text) => write(key, text),
  remove: (key) => write(key, null),
};

function write(key: string, text: string | null): void {
  pending.set(key, text);
  if (!listening) {
    listening = true;
    // What is still waiting goes into the address before the page is left, reloaded or hidden.
    addEventListener('pagehide', flushShares);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushShares());
  }
  if (timer !== undefined) return;
  const wait = lastWrite + SHARE_TUNING.writeMs - performance.now();
  if (wait <= 0) flushShares();
  else timer = setTimeout(flushShares, wait);
}

/** Writes the shared games still waiting into the page's address, in one `history.replaceState`. */
export function flushShares(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  let link = location.href;
  for (const [key, text] of pending) link = hashLink(key, text, link);
  pending.clear();
  lastWrite = performance.now();
  history.replaceState(history.state, '', link);
}

/**
 * The page's address with `text` (a save's JSON) under `key` in its hash, the other entries kept.
 * @param text - The save, or null to leave the key out.
 * @param href - The address to start from (the page's by default).
 */
export function hashLink(key: string, text: string | null, href = location.href): string {
  const rest = entries(href).filter((e) => !e.startsWith(prefix(key)));
  if (text !== null) rest.push(prefix(key) + btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  return `${href.split('#')[0]}${rest.length ? `#${rest.join('&')}` : ''}`;
}

/** The `&`-separated entries of an address's hash. */
const entries = (href = location.href): string[] => (href.includes('#') ? href.slice(href.indexOf('#') + 1) : '').split('&').filter(Boolean);
const prefix = (key: string): string => `${encodeURIComponent(key)}=`;
