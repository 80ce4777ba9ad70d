/// <reference types="vite/client" />
// Loads every element of the kit for the demo pages (HTML cannot point outside vite's root):
// each folder under src/elements defines its tag in its index.ts.
import.meta.glob('../src/elements/*/index.ts', { eager: true });
// The AI client, for pages that report where the computer thinks (bench.html).
export { defaultAiClient } from '../src/engines/ai.js';
