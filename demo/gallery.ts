// The gallery: one live element and a form whose fields set its attributes at runtime.
/// <reference types="vite/client" />
import './kit.js';
import type { Exhibit } from './exhibits/exhibit.js';

// Each game brings its own exhibit file (demo/exhibits/<game>.ts).
const modules = import.meta.glob<{ exhibit: Exhibit }>('./exhibits/*.ts', { eager: true });
const EXHIBITS: Exhibit[] = Object.values(modules)
  .map((m) => m.exhibit)
  .filter((e): e is Exhibit => e !== undefined)
  .sort((a, b) => a.order - b.order);

const stage = document.getElementById('stage')!;
const form = document.getElementById('controls') as HTMLFormElement;
const log = document.getElementById('log')!;
const markup = document.getElementById('markup')!;
let board: HTMLElement;
/** The form follows the element: its own controls (new game, level, side) reflect to attributes. */
const follow = new MutationObserver(() => syncForm());

function showMarkup(): void {
  const attrs = [...board.attributes].map((a) => (a.value === '' ? a.name : `${a.name}="${a.value}"`)).join(' ');
  markup.textContent = `<${board.localName} ${attrs}></${board.localName}>`;
}

function logEvent(e: Event): void {
  const detail = (e as CustomEvent).detail;
  const line = document.createElement('div');
  line.textContent = `${new Date().toLocaleTimeString()}  ${e.type}  ${JSON.stringify(detail)}`;
  log.prepend(line);
}

function mount(exhibit: Exhibit): void {
  stage.replaceChildren();
  // The log tells this element's story only.
  log.replaceChildren();
  board = document.createElement(exhibit.tag);
  for (const [k, v] of Object.entries(exhibit.initial)) board.setAttribute(k, v);
  board.setAttribute('persist', `octarine-gallery-${exhibit.tag}`);
  for (const type of ['game-move', 'game-over', 'game-thinking', 'game-error', 'game-ready']) {
    board.addEventListener(type, logEvent);
  }
  stage.append(board);
  follow.disconnect();
  follow.observe(board, { attributes: true });

  form.replaceChildren();
  const pick = document.createElement('label');
  pick.innerHTML = '<span>game</span>';
  const gameSelect = document.createElement('select');
  for (const ex of EXHIBITS) gameSelect.add(new Option(ex.title, ex.tag, false, ex === exhibit));
  gameSelect.addEventListener('change', () => {
    history.replaceState(null, '', `?game=${gameSelect.value}`);
    mount(EXHIBITS.find((x) => x.tag === gameSelect.value)!);
  });
  pick.append(gameSelect);
  form.append(pick);

  for (const field of exhibit.fields) {
    const label = document.createElement('label');
    const name = document.createElement('span');
    name.textContent = field.label;
    label.append(name);
    let input: HTMLInputElement | HTMLSelectElement;
    if (field.checkbox) {
      input = Object.assign(document.createElement('input'), { type: 'checkbox' });
      input.addEventListener('change', () => board.toggleAttribute(field.attr, (input as HTMLInputElement).checked));
    } else if (field.options) {
      input = document.createElement('select');
      for (const o of field.options) (input as HTMLSelectElement).add(new Option(o || '(default)', o));
      input.addEventListener('change', () => setAttr(field.attr, input.value));
    } else {
      input = Object.assign(document.createElement('input'), { type: 'text', placeholder: field.placeholder ?? '' });
      input.addEventListener('change', () => setAttr(field.attr, input.value.trim()));
    }
    input.name = field.attr;
    label.append(input);
    form.append(label);
  }
  syncForm();
}

/** Form fields and markup from the element's attributes as they are now. */
function syncForm(): void {
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    const value = board.getAttribute(input.name);
    if (input instanceof HTMLInputElement && input.type === 'checkbox') input.checked = value !== null;
    else if (document.activeElement !== input) {
      if (input instanceof HTMLSelectElement && value !== null && ![...input.options].some((o) => o.value === value)) {
        input.add(new Option(value, value));
      }
      input.value = value ?? '';
    }
  }
  showMarkup();
}

function setAttr(name: string, value: string): void {
  if (value === '') board.removeAttribute(name);
  else board.setAttribute(name, value);
  showMarkup();
}

const wanted = new URLSearchParams(location.search).get('game');
mount(EXHIBITS.find((x) => x.tag === wanted) ?? EXHIBITS[0]);
