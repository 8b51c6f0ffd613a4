/**
 * Where a page's long tasks spend their time, read from a Chrome trace (`bench:first-screen --trace`): every
 * task of the page's main thread over 50 ms until the network was idle, its time split by what the renderer
 * did (self time of each traced event, so nothing is counted twice), and the script's share by file.
 *
 * The kinds: script (compiling, evaluating, calls, microtasks, timers and events), layout, style (style
 * recalculation and style sheets), paint (pre-paint, paint, layers, image decoding), html (parsing and the
 * document loader), gc (the garbage collectors) and other (the task's own bookkeeping, messages).
 */

const KIND_OF = [
  [/^(Layout)$/, 'layout'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation)$/, 'style'],
  [/^(Paint|PrePaint|Layerize|Commit|PaintImage|UpdateLayer|CompositeLayers|Decode.*|ImageDecodeTask|RasterTask|HitTest|IntersectionObserverController::computeIntersections)$/, 'paint'],
  [/^(ParseHTML|DocumentLoader::.*|DecodedDataDocumentParser::.*|HTMLDocumentParser::.*|ResourceFetcher::.*)$/, 'html'],
  [/^(MinorGC|MajorGC|V8\.GC.*|BlinkGC.*|V8\.GCScavenger|V8\.GCFinalizeMC.*|CppGC.*)$/, 'gc'],
  [/^(FunctionCall|EvaluateScript|v8\..*|V8\..*|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|CompileScript|CompileCode|ParseOnBackground|BlinkScheduler_PerformMicrotaskCheckpoint|XHRReadyStateChange|HandlePostMessage)$/, 'script'],
];

const kindOf = (name) => KIND_OF.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';

/** The file an event's script came from (its base name without the build's hash), or null. */
function scriptFileOf(event) {
  const url = event.args?.data?.url || event.args?.fileName || event.args?.data?.stackTrace?.[0]?.url || '';
  if (!url || url.startsWith('chrome') || url === 'about:blank') return null;
  const base = url.split('?')[0].split('/').pop() ?? '';
  // the document's own inline scripts, or an event of a request of it (a fetch's callbacks)
  if (!base.endsWith('.js')) return 'the page';
  return base.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
}

/**
 * @param {Buffer|string} trace the trace's JSON
 * @param {string} url the page's address (its navigation start is the zero of `untilMs`)
 * @param {number} untilMs tasks that start after this (ms after the navigation) are left out
 * @returns {{ tasks: number, ms: Record<string, number>, scripts: [string, number][] }}
 */
export function summariseLongTasks(trace, url, untilMs) {
  const events = JSON.parse(String(trace)).traceEvents ?? [];
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const starts = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url.split('#')[0]));
  const navigation = starts.at(-1);
  if (!navigation) return { tasks: 0, ms: {}, scripts: [] };
  const thread = `${navigation.pid}:${navigation.tid}`;
  if (!mains.has(thread)) return { tasks: 0, ms: {}, scripts: [] };
  const onThread = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const longTasks = onThread.filter((e) => e.name === 'RunTask' && e.dur > 50_000 && e.ts >= navigation.ts && (e.ts - navigation.ts) / 1000 <= untilMs);
  const ms = {};
  const scripts = new Map();
  for (const task of longTasks) {
    const end = task.ts + task.dur;
    const inside = onThread.filter((e) => e.ts >= task.ts && e.ts + e.dur <= end);
    // self time: each event's duration less its children's; the script's file is inherited from the nearest
    // evaluated or called script above it
    const stack = [];
    const nodes = new Map();
    for (const event of inside) {
      while (stack.length && stack.at(-1).end <= event.ts) stack.pop();
      const parent = stack.at(-1);
      const node = { event, end: event.ts + event.dur, self: event.dur, file: scriptFileOf(event) ?? parent?.file ?? null };
      if (parent) parent.self -= event.dur;
      stack.push(node);
      nodes.set(event, node);
    }
    for (const event of inside) {
      const node = nodes.get(event);
      const self = Math.max(0, node.self) / 1000;
      const kind = event === task ? 'other' : kindOf(event.name);
      ms[kind] = (ms[kind] ?? 0) + self;
      if (kind === 'script' && node.file) scripts.set(node.file, (scripts.get(node.file) ?? 0) + self);
    }
  }
  return { tasks: longTasks.length, ms, scripts: [...scripts.entries()].sort((a, b) => b[1] - a[1]) };
}

/** One line: the kinds by time, then the script's first files. */
export function describeLongTasks({ tasks, ms, scripts }) {
  const kinds = Object.entries(ms)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, value]) => `${kind} ${value.toFixed(0)}`)
    .join(', ');
  const files = scripts
    .slice(0, 4)
    .map(([file, value]) => `${file} ${value.toFixed(0)}`)
    .join(', ');
  return `${tasks} long tasks, ms: ${kinds || 'none'}${files ? ` (script by file: ${files})` : ''}`;
}
