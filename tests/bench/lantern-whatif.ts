// What would bring a page's satellite time to interactive down, asked of Lighthouse's own simulation (lantern) before
// building it. One satellite run of the page is gathered (kept in --artifacts), then lantern's interactive is computed
// again on altered request graphs, one scenario each: the scenarios change what lantern simulates, not the app.
// Pinned to Lighthouse 12.8's lantern (it wraps the Simulator of @paulirish/trace_engine).
// Run: npm run build && node --import tsx tests/bench/lantern-whatif.ts [--page=/cayman-islands/trip-builder]
//      [--artifacts=.tmp/whatif] [--scenarios="base;no-extras;files=4;no-extras+two-files"] [--schedule=base]
// Scenarios (join with +): no-extras (requests no script asks for, such as icons, manifest, images and stylesheets,
// cost nothing), files=N (the N smallest scripts merged into the entry), two-files (every script but vendor merged into
// the entry), entry-first (the other scripts asked for once the entry has arrived), bytes=X (every script X times its
// size), cpu=X (the tasks from the code's arrival on X times as long), early (the code asked for as soon as the
// document has arrived), server=MS (the server's response time lantern assumes for the origin).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { findFreePort, startServer, stopServer } from '../browser/serverProcess';
import { waitForQuietServer } from './settledServer';

const argument = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const PAGE = argument('page') ?? '/cayman-islands/trip-builder';
const ARTIFACTS = resolve(argument('artifacts') ?? join(tmpdir(), 'lantern-whatif'));
const SCENARIOS = (
  argument('scenarios') ??
  'base;no-extras;files=4;two-files;entry-first;bytes=0.5;cpu=0.5;early;server=10;no-extras+two-files+bytes=0.5+cpu=0.5+early'
).split(';');
const SCHEDULE = argument('schedule');
// The satellite profile of tests/bench/lighthouse.ts; the origin is fixed so that the artifacts can be audited again.
const SETTINGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  throttling: { rttMs: 600, throughputKbps: 1024, cpuSlowdownMultiplier: 4 },
};

// lantern's graph classes are not in Lighthouse's public types.
type Node = any;
const Simulator = (Lantern as any).Simulation.Simulator;

/** Copies a network node's request with `changes` (the request objects are shared between the metrics' graphs). */
function change(node: Node, changes: object): void {
  node._request = Object.assign(Object.create(Object.getPrototypeOf(node._request)), node._request, changes);
}
const asked = (node: Node, by: Node) => {
  for (const dependency of [...node.getDependencies()]) node.removeDependency(dependency);
  node.addDependency(by);
};

/** Alters the graph of an interactive simulation as the scenario's parts say. */
function alter(graph: Node, parts: string[]): void {
  const root = graph.getRootNode();
  const nodes: Node[] = [];
  root.traverse((node: Node) => nodes.push(node));
  const scripts = nodes.filter((node) => node.type === 'network' && node.request.resourceType === 'Script');
  const vendor = scripts.find((node) => /\/vendor-/.test(node.request.url));
  const entry = scripts.find((node) => /\/index-/.test(node.request.url));
  if (!vendor || !entry) throw new Error('no vendor or entry script in the graph');
  const value = (name: string) => parts.find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);
  const mergeIntoEntry = (merged: Node[]) => {
    for (const node of merged) change(node, { fromDiskCache: true });
    change(entry, {
      transferSize: entry.request.transferSize + merged.reduce((sum, node) => sum + node.request.transferSize, 0),
    });
  };
  if (parts.includes('no-extras')) {
    for (const node of nodes)
      if (node.type === 'network' && node !== root && !['Script', 'Fetch', 'XHR'].includes(node.request.resourceType))
        change(node, { fromDiskCache: true });
  }
  const bytes = value('bytes');
  if (bytes)
    for (const node of scripts) change(node, { transferSize: Math.round(node.request.transferSize * Number(bytes)) });
  const others = scripts.filter((node) => node !== vendor && node !== entry);
  if (parts.includes('two-files')) mergeIntoEntry(others);
  const files = value('files');
  if (files)
    mergeIntoEntry([...others].sort((a, b) => a.request.transferSize - b.request.transferSize).slice(0, Number(files)));
  if (parts.includes('entry-first')) for (const node of others) asked(node, entry);
  if (parts.includes('early'))
    for (const node of [vendor, entry, ...(parts.includes('entry-first') ? [] : others)]) asked(node, root);
  const cpu = value('cpu');
  if (cpu)
    for (const node of nodes)
      if (node.type === 'cpu' && node.startTime > vendor.startTime)
        node._event = { ...node._event, dur: node._event.dur * Number(cpu) };
}

let scenario: string[] = [];
const simulate = Simulator.prototype.simulate;
Simulator.prototype.simulate = function (graph: Node, options: { label?: string }) {
  if (/Interactive/.test(options?.label ?? '') && scenario.length) alter(graph, scenario);
  return simulate.call(this, graph, options);
};
const createSimulator = Simulator.createSimulator;
Simulator.createSimulator = function (settings: any) {
  const server = scenario.find((part) => part.startsWith('server='));
  const times: Map<string, number> = settings.networkAnalysis.serverResponseTimeByOrigin;
  if (server) for (const origin of times.keys()) times.set(origin, Number(server.slice('server='.length)));
  return createSimulator.call(this, settings);
};

// A CPU node's heaviest events, named by their function or URL where the trace gives one.
function heaviest(node: any): string {
  const named = (e: any) =>
    `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : e.args?.data?.url ? `(${String(e.args.data.url).replace(/.*\//, '')})` : ''}`;
  return [...node.childEvents]
    .filter((e: any) => e.dur > 1000)
    .sort((a: any, b: any) => b.dur - a.dur)
    .slice(0, 4)
    .map((e: any) => `${named(e)} ${(e.dur / 1000).toFixed(1)}`)
    .join(' | ');
}

function printSchedule(label: string, timings: Map<Node, { startTime: number; endTime: number }>): void {
  const rows = [...timings]
    .filter(([node, t]) => node.type === 'network' || t.endTime - t.startTime > 40)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  const first = Math.min(...[...timings.keys()].map((node) => node.startTime));
  console.log(
    `\n${label} (ms; network: type, KiB, cached in this scenario; cpu: simulated task length, then the observed task)`,
  );
  for (const [node, t] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${(node.request.transferSize / 1024).toFixed(0)} KiB${node.fromDiskCache ? ' (cached)' : ''} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')}`
        : `cpu ${Math.round(t.endTime - t.startTime)} ms  (observed at ${Math.round((node.startTime - first) / 1000)} ms, ${(node.duration / 1000).toFixed(1)} ms${node.didPerformLayout() ? ', with layout' : ''}: ${heaviest(node)})`;
    console.log(`${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.endTime)).padStart(6)}  ${what}`);
  }
}

async function gather(base: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    await lighthouse(base + PAGE, { port: chrome.port, ...SETTINGS, gatherMode: ARTIFACTS } as never);
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  if (!existsSync(ARTIFACTS)) {
    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await findFreePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'lantern-whatif-'));
    const stateFile = join(dataDir, 'server-state.json');
    try {
      const server = await startServer({ port, baseURL: `http://127.0.0.1:${port}`, dataDir, pid: null }, stateFile);
      await waitForQuietServer(server.pid); // its start-up work done (tests/bench/settledServer.ts)
      await gather(`http://127.0.0.1:${port}`);
    } finally {
      await stopServer(stateFile);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  // Audits of saved artifacts must name the URL they were gathered from.
  const url = (JSON.parse(readFileSync(join(ARTIFACTS, 'artifacts.json'), 'utf8')) as { URL: { requestedUrl: string } })
    .URL.requestedUrl;
  const rows: Record<string, string | number>[] = [];
  for (const name of SCENARIOS) {
    scenario = name === 'base' ? [] : name.split('+');
    const result = await lighthouse(url, { ...SETTINGS, auditMode: ARTIFACTS } as never);
    const audit = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? Number.NaN);
    const timings = Simulator.allNodeTimings as Map<string, Map<Node, { startTime: number; endTime: number }>>;
    rows.push({
      scenario: name,
      interactive: audit('interactive'),
      FCP: audit('first-contentful-paint'),
    });
    if (SCHEDULE === name)
      for (const label of ['optimisticInteractive', 'pessimisticInteractive'])
        printSchedule(label, timings.get(label)!);
  }
  console.log(`\nLantern's time to interactive and first paint (ms) for ${url}, artifacts in ${ARTIFACTS}:`);
  console.table(rows);
}

await main();
