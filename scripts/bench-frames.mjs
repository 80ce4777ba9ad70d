// `npm run bench -- frames`: does a page with boards on it ever block the main thread? On the production
// demo in headless Chromium, two scenarios, each without throttling and with 4× CPU throttling (Chrome
// DevTools Protocol) at 390×844 as a phone stand-in:
//  - six boards: demo/frames.html, all six elements playing computer against computer (warm-up excluded);
//  - blog page loads: demo/blog.html, from navigation start until a few seconds after `load`.
// Records main-thread tasks over 50 ms (PerformanceObserver 'longtask'), a heartbeat timer's longest stall
// and requestAnimationFrame deltas; prints a table, writes .bench-out/frames.json, and profiles the
// six-board page once (.bench-out/frames-six-boards.cpuprofile, self time mapped to src/ by source maps;
// then a trace, .bench-out/frames-six-boards.trace.json, for style, layout, paint and compositing).
// A benchmark reports: it exits 0 whatever it measures.
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { execSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { launchChromium } from './find-chromium.mjs';

const BENCH = {
  seconds: Number(process.env.BENCH_SECONDS || 30),
  warmupMs: 3000,
  blogAfterLoadMs: 5000,
  /** A task over this blocks input (the 'longtask' threshold; total blocking time counts what is above it). */
  longTaskMs: 50,
  heartbeatMs: 5,
  /** The blog page is responsive from the end of the last long task before this long without one. */
  quietWindowMs: 1000,
  /** Seconds of CPU profile on the six-board page (0: no profile). */
  profileSeconds: Number(process.env.BENCH_PROFILE_SECONDS ?? 10),
  profileSamplingUs: 500,
  /** Seconds of trace (style, layout, paint, compositing on the main thread) after the profile (0: none). */
  traceSeconds: Number(process.env.BENCH_TRACE_SECONDS ?? 5),
  topFunctions: 10,
};
const SETTINGS = [
  { cpu: '1×', rate: 1, viewport: { width: 1280, height: 900 } },
  { cpu: '4×', rate: 4, viewport: { width: 390, height: 844 } },
];
const OUT = resolve('.bench-out');
const DEMO_OUT = resolve(OUT, 'demo');

// Installed before any page script (page.addInitScript), so the page's own loading is observed too.
function installRecorders({ heartbeatMs }) {
  if (window !== window.top) return;
  const rec = { t0: 0, longTasks: [], frames: [], longestGap: 0, longestGapAt: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rec.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let lastFrame = null;
  const onFrame = (t) => {
    if (lastFrame !== null) rec.frames.push({ at: t, dt: t - lastFrame });
    lastFrame = t;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  let lastBeat = performance.now();
  setInterval(() => {
    const now = performance.now();
    const gap = now - lastBeat - heartbeatMs;
    if (gap > rec.longestGap) Object.assign(rec, { longestGap: gap, longestGapAt: now });
    lastBeat = now;
  }, heartbeatMs);
  window.__frames = {
    /** Forgets everything seen so far (the warm-up). */
    restart() {
      Object.assign(rec, { t0: performance.now(), longTasks: [], frames: [], longestGap: 0, longestGapAt: 0 });
    },
    report() {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        t0: rec.t0,
        now: performance.now(),
        longTasks: rec.longTasks.filter((t) => t.start >= rec.t0),
        frames: rec.frames,
        longestGap: rec.longestGap,
        longestGapAt: rec.longestGapAt,
        domReady: nav ? nav.domContentLoadedEventEnd : null,
        loadEnd: nav ? nav.loadEventEnd : null,
      };
    },
  };
}

/** The same fixed loop on every run: its time shows whether the CPU throttling took effect. */
function fixedLoop() {
  const t = performance.now();
  let x = 0;
  for (let i = 0; i < 5e6; i++) x = (x + i * 7) % 1000003;
  return { ms: performance.now() - t, x };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : null);

function summarize(r) {
  const tasks = r.longTasks;
  const dts = r.frames.map((f) => f.dt).sort((a, b) => a - b);
  const lastTaskEnd = tasks.length ? Math.max(...tasks.map((t) => t.start + t.duration)) : null;
  return {
    observedMs: r.now - r.t0,
    longTasks: {
      count: tasks.length,
      longestMs: tasks.length ? Math.max(...tasks.map((t) => t.duration)) : 0,
      totalBlockingMs: tasks.reduce((s, t) => s + Math.max(0, t.duration - BENCH.longTaskMs), 0),
      lastEndMs: lastTaskEnd,
      all: tasks.map((t) => ({ startMs: +t.start.toFixed(1), durationMs: +t.duration.toFixed(1) })),
    },
    heartbeatStallMs: r.longestGap,
    frames: { count: dts.length, medianMs: percentile(dts, 0.5), p95Ms: percentile(dts, 0.95), worstMs: dts.at(-1) ?? null },
  };
}

/**
 * When the loading page answers input: from DOMContentLoaded (the elements are defined), the end of the
 * last long task before a quiet window (as Lighthouse's time to interactive, with a shorter window: the
 * blog page keeps a Robots hall playing by itself, so tasks go on after load). Null when no quiet window
 * came before the observation ended.
 */
function responsiveness(r) {
  const domReady = r.domReady ?? 0;
  const ends = r.longTasks.map((t) => t.start + t.duration).filter((e) => e > domReady).sort((a, b) => a - b);
  const starts = r.longTasks.map((t) => t.start).sort((a, b) => a - b);
  let responsiveAtMs = null;
  for (const from of [domReady, ...ends]) {
    if (r.longTasks.some((t) => t.start < from && t.start + t.duration > from)) continue;
    const next = starts.find((s) => s >= from) ?? r.now;
    if (next - from >= BENCH.quietWindowMs) {
      responsiveAtMs = from;
      break;
    }
  }
  const load = r.loadEnd ?? 0;
  return { responsiveAtMs, domReadyMs: r.domReady, longTasksAfterLoad: r.longTasks.filter((t) => t.start >= load).length };
}

/** Long tasks in which a board made its move (game-move fired inside the task): count and longest per board. */
function longTasksByBoard(tasks, boards) {
  const out = {};
  for (const t of tasks) {
    const owners = Object.keys(boards).filter((tag) => boards[tag].at.some((at) => at >= t.start && at <= t.start + t.duration));
    for (const tag of owners.length ? owners : ['no move']) {
      const o = (out[tag] ??= { count: 0, longestMs: 0 });
      o.count++;
      o.longestMs = Math.max(o.longestMs, t.duration);
    }
  }
  return out;
}

async function openPage(browser, setting) {
  const context = await browser.newContext({ viewport: setting.viewport });
  const page = await context.newPage();
  await page.addInitScript(installRecorders, { heartbeatMs: BENCH.heartbeatMs });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: setting.rate });
  return { context, page, cdp };
}

async function sixBoards(browser, url, setting) {
  const { context, page } = await openPage(browser, setting);
  try {
    await page.goto(`${url}frames.html`);
    await page.waitForFunction(() => window.framesReady === true, null, { timeout: 60_000 });
    const origin = await page.evaluate(() => performance.timeOrigin);
    // Warm-up (module compilation, worker start, first renders) is excluded, as in bench-browser.mjs.
    await page.waitForTimeout(BENCH.warmupMs);
    await page.evaluate(() => (window.__frames.restart(), window.startCounting()));
    await page.waitForTimeout(BENCH.seconds * 1000);
    const raw = await page.evaluate(() => window.__frames.report());
    const { counts: boards, aiMode } = await page.evaluate(() => window.boardCounts());
    if ((await page.evaluate(() => performance.timeOrigin)) !== origin) throw new Error('The page reloaded during the measurement.');
    const loop = await page.evaluate(fixedLoop);
    const moves = Object.values(boards).reduce((s, b) => s + b.moves, 0);
    // A page whose boards never play has nothing to block its frames: its numbers would look perfect (stop 78
    // met a demo build without its elements once, and this bench reported no long task).
    const idle = Object.entries(boards).filter(([, b]) => b.moves === 0).map(([tag]) => tag);
    if (idle.length) {
      const undefinedTags = await page.evaluate((tags) => tags.filter((t) => !customElements.get(t)), idle);
      throw new Error(`No move in ${BENCH.seconds} s at ${setting.cpu} from ${idle.join(', ')}${undefinedTags.length ? ` (not defined on the page: ${undefinedTags.join(', ')})` : ''}: the six-board numbers would mean nothing.`);
    }
    const byBoard = longTasksByBoard(raw.longTasks, boards);
    for (const b of Object.values(boards)) delete b.at;
    return { scenario: 'six boards', cpu: setting.cpu, viewport: setting.viewport, ...summarize(raw), moves, boards, longTasksByBoard: byBoard, aiMode,
      fixedLoopMs: loop.ms };
  } finally {
    await context.close();
  }
}

async function blogLoads(browser, url, setting) {
  const { context, page } = await openPage(browser, setting);
  try {
    // performance.now() on the page counts from navigation start: every time below is from there.
    await page.goto(`${url}blog.html`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(BENCH.blogAfterLoadMs);
    const raw = await page.evaluate(() => window.__frames.report());
    const loop = await page.evaluate(fixedLoop);
    return { scenario: 'blog page loads', cpu: setting.cpu, viewport: setting.viewport, ...summarize(raw), loadMs: raw.loadEnd,
      ...responsiveness(raw), fixedLoopMs: loop.ms };
  } finally {
    await context.close();
  }
}

// --- Source maps, to name profiled functions by their file in src/ ---------------------------------
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes a source map's `mappings` into, per generated line, [column, source, line, column] segments. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0, line = 0, column = 0;
  for (const text of mappings.split(';')) {
    const segments = [];
    let genColumn = 0;
    for (const seg of text ? text.split(',') : []) {
      const v = [];
      let value = 0, shift = 0;
      for (const ch of seg) {
        const digit = B64[ch];
        value += (digit & 31) * 2 ** shift;
        if (digit & 32) shift += 5;
        else {
          v.push(value % 2 ? -(value - 1) / 2 : value / 2);
          value = 0;
          shift = 0;
        }
      }
      genColumn += v[0];
      if (v.length >= 4) {
        source += v[1];
        line += v[2];
        column += v[3];
        segments.push([genColumn, source, line, column]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

const maps = new Map();
/** Where a generated position (0-based) came from: "src/ui/game-element.ts:812" and that line's text. */
function originalPosition(url, line, column) {
  let path;
  try {
    path = resolve(DEMO_OUT, decodeURIComponent(new URL(url).pathname).replace(/^\//, ''));
  } catch {
    return null;
  }
  if (!maps.has(path)) {
    const file = `${path}.map`;
    if (!existsSync(file)) maps.set(path, null);
    else {
      const map = JSON.parse(readFileSync(file, 'utf8'));
      maps.set(path, { map, lines: decodeMappings(map.mappings) });
    }
  }
  const m = maps.get(path);
  const segments = m?.lines[line];
  if (!segments?.length) return null;
  let found = null;
  for (const s of segments) if (s[0] <= column) found = s;
  found ??= segments[0];
  const source = resolve(resolve(path, '..'), m.map.sourceRoot ?? '', m.map.sources[found[1]]);
  const text = m.map.sourcesContent?.[found[1]]?.split('\n')[found[2]]?.trim() ?? '';
  return { file: relative(process.cwd(), source), line: found[2] + 1, text: text.slice(0, 70) };
}

/** Self time per function over a CPU profile of the page's main thread, biggest first, with its main caller. */
function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const self = new Map();
  // A sample's time is the gap to the next sample.
  for (let i = 0; i < profile.samples.length - 1; i++) {
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i + 1] / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const keyOf = (f) => `${f.functionName}|${f.url}|${f.lineNumber}|${f.columnNumber}`;
  const byFunction = new Map();
  for (const [id, ms] of self) {
    const f = byNode.get(id).callFrame;
    const key = keyOf(f);
    const entry = byFunction.get(key) ?? { name: f.functionName || '(anonymous)', url: f.url, line: f.lineNumber, column: f.columnNumber, ms: 0, callers: new Map() };
    entry.ms += ms;
    const parent = byNode.get(parentOf.get(id))?.callFrame;
    if (parent) {
      const caller = entry.callers.get(keyOf(parent)) ?? { frame: parent, ms: 0 };
      caller.ms += ms;
      entry.callers.set(keyOf(parent), caller);
    }
    byFunction.set(key, entry);
  }
  const rows = [...byFunction.values()].sort((a, b) => b.ms - a.ms);
  const idle = rows.filter((r) => r.name === '(idle)').reduce((s, r) => s + r.ms, 0);
  const byFile = new Map();
  for (const r of rows) {
    r.origin = r.url ? originalPosition(r.url, r.line, r.column) : null;
    const file = r.origin?.file ?? (r.url ? 'other script' : r.name.startsWith('(') ? r.name : 'browser (DOM, layout, style)');
    byFile.set(file, (byFile.get(file) ?? 0) + r.ms);
  }
  const top = rows.filter((r) => r.name !== '(idle)').slice(0, BENCH.topFunctions).map(({ callers, ...r }) => {
    // A browser function (getBoundingClientRect, postMessage) is named by the script that called it most.
    const main = [...callers.values()].sort((a, b) => b.ms - a.ms)[0];
    if (r.url || !main?.frame.url) return r;
    const f = main.frame;
    return { ...r, calledFrom: { name: f.functionName || '(anonymous)', ms: main.ms, origin: originalPosition(f.url, f.lineNumber, f.columnNumber) } };
  });
  return {
    totalMs: total,
    busyMs: total - idle,
    top,
    files: [...byFile].filter(([f]) => f !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, BENCH.topFunctions),
  };
}

async function profileSixBoards(browser, url) {
  const { context, page, cdp } = await openPage(browser, SETTINGS[0]);
  try {
    await page.goto(`${url}frames.html`);
    await page.waitForFunction(() => window.framesReady === true, null, { timeout: 60_000 });
    await page.waitForTimeout(BENCH.warmupMs);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: BENCH.profileSamplingUs });
    await cdp.send('Profiler.start');
    await page.waitForTimeout(BENCH.profileSeconds * 1000);
    const { profile } = await cdp.send('Profiler.stop');
    const file = resolve(OUT, 'frames-six-boards.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));
    const result = { file: relative(process.cwd(), file), seconds: BENCH.profileSeconds, ...selfTimes(profile) };
    if (BENCH.traceSeconds > 0) {
      const traceFile = resolve(OUT, 'frames-six-boards.trace.json');
      await browser.startTracing(page, { path: traceFile, categories: TRACE_CATEGORIES });
      await page.waitForTimeout(BENCH.traceSeconds * 1000);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      result.trace = { file: relative(process.cwd(), traceFile), seconds: BENCH.traceSeconds, ...tracePhases(traceEvents) };
    }
    return result;
  } finally {
    await context.close();
  }
}

// --- Trace: where the main thread's time goes besides script ------------------------------------------
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
// DevTools' own grouping of timeline events, by the name of the event that holds the time.
const PHASES = {
  script: ['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'HandlePostMessage', 'RunMicrotasks', 'EventDispatch',
    'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'CompileCode', 'ParseHTML'],
  style: ['UpdateLayoutTree', 'ScheduleStyleRecalculation', 'RecalculateStyles'],
  layout: ['Layout', 'InvalidateLayout', 'HitTest'],
  paint: ['Paint', 'PrePaint', 'PaintImage', 'Decode Image'],
  compositing: ['Layerize', 'Commit', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers'],
};
const phaseOf = new Map(Object.entries(PHASES).flatMap(([phase, names]) => names.map((n) => [n, phase])));
const isScript = (name) => phaseOf.get(name) === 'script';

/** Self time per phase on the renderer's main thread; layout and style run inside script are "forced". */
function tracePhases(traceEvents) {
  const threadNames = new Map(traceEvents.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const main = traceEvents
    .filter((e) => e.ph === 'X' && e.dur !== undefined && threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const selfByName = new Map();
  const add = (name, ms) => selfByName.set(name, (selfByName.get(name) ?? 0) + ms);
  const stack = [];
  let busyMs = 0;
  let forcedMs = 0;
  for (const e of main) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const ms = e.dur / 1000;
    if (stack.length) add(stack.at(-1).name, -ms);
    else busyMs += ms;
    add(e.name, ms);
    if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && stack.some((p) => isScript(p.name))) forcedMs += ms;
    stack.push(e);
  }
  const phases = {};
  for (const [name, ms] of selfByName) {
    const phase = phaseOf.get(name) ?? (name.startsWith('V8.GC') || name.endsWith('GC') ? 'gc' : 'other');
    phases[phase] = (phases[phase] ?? 0) + ms;
  }
  const events = [...selfByName].sort((a, b) => b[1] - a[1]).slice(0, BENCH.topFunctions).map(([name, ms]) => ({ name, ms }));
  return { busyMs, forcedLayoutAndStyleMs: forcedMs, phases, events };
}

// --- Report -------------------------------------------------------------------------------------------
const ms = (v) => (v === null || v === undefined ? '—' : `${Math.round(v)}`);

function printTable(runs) {
  const head = ['scenario', 'CPU', 'long tasks', 'longest ms', 'TBT ms', 'stall ms', 'p95 frame', 'worst frame', 'median frame', 'moves', 'responsive at'];
  const rows = runs.map((r) => [r.scenario, `${r.cpu} ${r.viewport.width}×${r.viewport.height}`, `${r.longTasks.count}`, ms(r.longTasks.longestMs),
    ms(r.longTasks.totalBlockingMs), ms(r.heartbeatStallMs), ms(r.frames.p95Ms), ms(r.frames.worstMs), (r.frames.medianMs ?? 0).toFixed(1),
    r.moves === undefined ? '—' : `${r.moves}`, r.scenario.startsWith('blog') ? `${r.responsiveAtMs === null ? `> ${ms(r.observedMs)}` : ms(r.responsiveAtMs)} (load ${ms(r.loadMs)})` : '—']);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

const started = new Date();
const machine = { cpus: cpus().length, loadAverageAtStart: loadavg().map((l) => +l.toFixed(2)) };
let commit = null;
try {
  commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
} catch {
  // Not a git checkout: the numbers still stand.
}

mkdirSync(OUT, { recursive: true });
await build({ configFile: 'vite.demo.config.ts', logLevel: 'error' });
const server = await preview({ configFile: 'vite.demo.config.ts', logLevel: 'error', preview: { port: 0 } });
const url = server.resolvedUrls.local[0];
const browser = await launchChromium(chromium);
const chromiumVersion = browser.version();
const runs = [];
let profile = null;
try {
  console.log(`Chromium ${chromiumVersion}, ${machine.cpus} cores, load average ${machine.loadAverageAtStart.join(' ')}; `
    + `six boards for ${BENCH.seconds} s after ${BENCH.warmupMs / 1000} s of warm-up, the blog page until ${BENCH.blogAfterLoadMs / 1000} s after load`);
  for (const setting of SETTINGS) {
    runs.push(await sixBoards(browser, url, setting));
    runs.push(await blogLoads(browser, url, setting));
  }
  if (BENCH.profileSeconds > 0) profile = await profileSixBoards(browser, url);
} finally {
  await browser.close();
  await server.close();
}

console.log();
printTable(runs);
console.log('(times in ms; TBT: total blocking time, the sum of each long task\'s time over 50 ms; stall: longest gap of a '
  + `${BENCH.heartbeatMs} ms heartbeat timer; responsive at: end of the last long task before `
  + `${BENCH.quietWindowMs / 1000} s without one, from navigation start)`);
for (const r of runs.filter((r) => r.boards)) {
  console.log(`moves in ${BENCH.seconds} s at ${r.cpu}: ${Object.entries(r.boards).map(([tag, b]) => `${tag} ${b.moves} (${b.games} games over)`).join(', ')}; `
    + `the AI ran in: ${r.aiMode}`);
  const owners = Object.entries(r.longTasksByBoard).sort((a, b) => b[1].longestMs - a[1].longestMs);
  console.log(`  long tasks holding a board's move at ${r.cpu}: ${owners.map(([tag, o]) => `${tag} ${o.count} (longest ${ms(o.longestMs)})`).join(', ') || 'none'}`);
}
for (const r of runs.filter((r) => r.scenario.startsWith('blog'))) {
  console.log(`blog page at ${r.cpu}: ${r.longTasksAfterLoad} of its ${r.longTasks.count} long tasks came after load`);
}
const loops = runs.map((r) => `${r.scenario} ${r.cpu}: ${ms(r.fixedLoopMs)} ms`).join(', ');
console.log(`throttling check, one fixed loop on the page: ${loops}; requestAnimationFrame median delta: `
  + `${runs.map((r) => `${(r.frames.medianMs ?? 0).toFixed(1)} ms`).join(', ')} (16.7 ms is 60 Hz)`);
if (profile) {
  console.log(`\nCPU profile of the six-board page (1×, ${profile.seconds} s, main thread busy ${ms(profile.busyMs)} ms of ${ms(profile.totalMs)}), `
    + `saved as ${profile.file}; top self time:`);
  for (const f of profile.top) {
    const at = (o, url) => (o ? `${o.file}:${o.line}  ${o.text}` : url || 'browser');
    const where = f.calledFrom ? `browser, ${ms(f.calledFrom.ms)} ms of it from ${f.calledFrom.name} at ${at(f.calledFrom.origin)}` : at(f.origin, f.url);
    console.log(`  ${ms(f.ms).padStart(6)} ms  ${f.name.padEnd(24)} ${where}`);
  }
  console.log('by file:');
  for (const [file, t] of profile.files) console.log(`  ${ms(t).padStart(6)} ms  ${file}`);
  const t = profile.trace;
  if (t) {
    const phases = Object.entries(t.phases).sort((a, b) => b[1] - a[1]).map(([p, v]) => `${p} ${ms(v)}`).join(', ');
    console.log(`trace of the same page (${t.seconds} s, ${t.file}): main thread busy ${ms(t.busyMs)} ms: ${phases} `
      + `(ms; layout and style forced by script: ${ms(t.forcedLayoutAndStyleMs)})`);
    console.log(`  by event: ${t.events.map((e) => `${e.name} ${ms(e.ms)}`).join(', ')}`);
  }
}
const report = { started: started.toISOString(), commit, machine, chromium: chromiumVersion, bench: BENCH, runs, profile };
writeFileSync(resolve(OUT, 'frames.json'), `${JSON.stringify(report, null, 1)}\n`);
console.log(`\nnumbers in ${relative(process.cwd(), resolve(OUT, 'frames.json'))}; this machine's load makes them noisy: rerun on a quiet one.`);
