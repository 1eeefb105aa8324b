// Lighthouse's total blocking time is built from each main-thread task's wall-clock length. On a machine with two
// cores shared by the page, the rest of Chromium (its browser and display compositor threads, busiest while Lighthouse
// records screenshots), Lighthouse and the server, a task of 10 ms of the page's own CPU often lasts 40–100 ms of wall
// clock, and is counted so. This reads the same trace with each task's thread (CPU) time instead: what the page itself
// costs, for telling a change of the page from a change of the machine. A diagnostic beside Lighthouse's figure, never
// a goal.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** What Lighthouse's simulation multiplies each observed task by (its mobile CPU slowdown). */
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

interface TraceTask {
  parent?: unknown;
  children: TraceTask[];
  startTime: number;
  event: { name: string; tdur?: number };
}

/**
 * Lighthouse's trace copies every script's source into itself once the scripts are compiled (its `ScriptCatchup`
 * events, the "source rundown" for DevTools): a task of 8–17 ms of CPU on every page that only the instrument runs (a
 * trace of the same load without those two categories has none). Not the page's own.
 */
const isInstrumentOnly = (task: TraceTask) =>
  task.children.length > 0 && task.children.every((child) => child.event.name === 'ScriptCatchup');

/**
 * Σ max(0, 4 × CPU time − 50 ms) over the top-level main-thread tasks after the observed first contentful paint (but
 * the trace's own), or NaN when the trace has no navigation or paint to read.
 */
export function ownBlockingTimeMs(trace: { traceEvents: unknown[] }): number {
  try {
    const processed = TraceProcessor.processTrace(trace as never);
    const navigation = TraceProcessor.processNavigation(processed);
    const origin = processed.timestamps.timeOrigin;
    const firstPaint = (navigation.timestamps.firstContentfulPaint - origin) / 1000;
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      origin,
    ) as TraceTask[];
    return tasks
      .filter((task) => !task.parent && task.startTime > firstPaint && !isInstrumentOnly(task))
      .reduce((sum, task) => sum + Math.max(0, (CPU_SLOWDOWN * (task.event.tdur ?? 0)) / 1000 - BLOCKING_FROM_MS), 0);
  } catch {
    return Number.NaN;
  }
}
