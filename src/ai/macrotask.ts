// A module of its own: the elements wait on it, and must not load the search to do so.
let channel: MessageChannel | null = null;
const waiting: (() => void)[] = [];

/**
 * Resolves in a fresh macrotask. A MessageChannel avoids the 4 ms clamp of nested
 * setTimeout; Node uses setImmediate (a channel port would need ref bookkeeping).
 */
export function nextMacrotask(): Promise<void> {
  const g = globalThis as { setImmediate?: (f: () => void) => void };
  if (typeof g.setImmediate === 'function') return new Promise((r) => g.setImmediate!(r));
  if (typeof MessageChannel !== 'function') return new Promise((r) => setTimeout(r, 0));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const ch = channel;
  return new Promise((r) => {
    waiting.push(r);
    ch.port2.postMessage(0);
  });
}
