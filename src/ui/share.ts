import type { SaveStore } from './persistence.js';

/**
 * The `share` option's store: a game kept in the page's URL hash, as `#<key>=<data>` where the key
 * is the element's id (or its tag name without one) and the data the save's JSON in base64url.
 * Other `&`-separated entries of the hash are kept, so several elements (by id) share one address.
 * Written with `history.replaceState`: the game's moves add no entries to the browser's history.
 */
export const hashStore: SaveStore = {
  name: "shared game in the page's address",
  get: (key) => {
    const data = entries().find((e) => e.startsWith(prefix(key)))?.slice(prefix(key).length);
    if (data === undefined) return null;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(data.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    } catch {
      // Garbled: handed on as it is, so the restore refuses and reports it.
      return data || '-';
    }
  },
  set: (key, text) => history.replaceState(history.state, '', hashLink(key, text)),
  remove: (key) => history.replaceState(history.state, '', hashLink(key, null)),
};

/**
 * The page's address with `text` (a save's JSON) under `key` in its hash, the other entries kept.
 * @param text - The save, or null to leave the key out.
 */
export function hashLink(key: string, text: string | null): string {
  const rest = entries().filter((e) => !e.startsWith(prefix(key)));
  if (text !== null) rest.push(prefix(key) + btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  return `${location.href.split('#')[0]}${rest.length ? `#${rest.join('&')}` : ''}`;
}

const entries = (): string[] => location.hash.slice(1).split('&').filter(Boolean);
const prefix = (key: string): string => `${encodeURIComponent(key)}=`;
