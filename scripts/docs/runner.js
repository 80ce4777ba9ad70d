// Runs a snippet of the headless API page: the same code in the page (its "Run" button, against the
// site's lib/engines.js) and in Node (tests/node/docs.test.mjs, against dist/engines.js).
// A snippet is module code that imports from 'octarine/engines' and prints with console.log.
// Plain browser-and-Node JavaScript: no imports, no Node built-ins.

/** One printed value, the way a reader expects to see it: strings bare, everything else as JSON. */
export function show(value) {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (value instanceof Error) return `${value.name}${value.code ? ` (${value.code})` : ''}: ${value.message}`;
  try {
    const json = JSON.stringify(value);
    return json === undefined ? String(value) : json;
  } catch {
    return String(value);
  }
}

/**
 * Turns the snippet's `import { a, b as c } from 'octarine/engines'` lines into a destructuring of
 * the given module, so the code can run as the body of an async function.
 */
export function toFunctionBody(code) {
  return code.replace(/^\s*import\s*\{([^}]*)\}\s*from\s*['"]octarine\/engines['"];?\s*$/gm, (_, names) => {
    const fields = names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => n.replace(/\s+as\s+/, ': '));
    return `const { ${fields.join(', ')} } = __engines;`;
  });
}

/**
 * Runs `code` with `engines` (the imported octarine/engines module) and returns
 * `{ lines, error }`: what it printed, and the error it threw (undefined when none).
 */
export async function runSnippet(code, engines) {
  const lines = [];
  const print = (...values) => lines.push(values.map(show).join(' '));
  const console = { log: print, info: print, warn: print, error: print, table: print };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  try {
    await new AsyncFunction('__engines', 'console', toFunctionBody(code))(engines, console);
    return { lines, error: undefined };
  } catch (error) {
    return { lines, error };
  }
}
