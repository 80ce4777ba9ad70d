/// <reference types="vite/client" />
// Every element of the kit and nothing else (no AI client): what a page of diagrams loads.
import.meta.glob('../src/elements/*/index.ts', { eager: true });
