// The "Run" buttons of the headless API page: each runs its snippet (as edited) in this page against the
// built library's engines entry, and prints what it logs.
import { runSnippet, show } from './runner.js';

let engines;
const loadEngines = () => (engines ??= import(new URL('../lib/engines.js', import.meta.url).href));

async function run(section) {
  const button = section.querySelector('[data-run]');
  const output = section.querySelector('.output');
  const code = section.querySelector('pre.code code').textContent;
  button.disabled = true;
  output.classList.remove('failed');
  output.textContent = 'Running…';
  // Let the page paint "Running…" before a long snippet (perft) takes the main thread.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  try {
    const started = performance.now();
    const { lines, error } = await runSnippet(code, await loadEngines());
    const ms = Math.round(performance.now() - started);
    output.textContent = [...lines, ...(error ? [`✖ ${show(error)}`] : []), `(${ms} ms)`].join('\n');
    output.classList.toggle('failed', Boolean(error));
  } catch (error) {
    output.textContent = `✖ ${show(error)}`;
    output.classList.add('failed');
  } finally {
    button.disabled = false;
  }
}

for (const section of document.querySelectorAll('.snippet')) {
  section.querySelector('[data-run]').addEventListener('click', () => run(section));
}
const runAll = document.querySelector('[data-run-all]');
runAll?.addEventListener('click', async () => {
  runAll.disabled = true;
  for (const section of document.querySelectorAll('.snippet')) await run(section);
  runAll.disabled = false;
});
