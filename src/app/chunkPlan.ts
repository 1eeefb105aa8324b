// The build's plan for modules that several lazily loaded parts share (vite.config.ts, codeSplitting). Left to the
// bundler, each distinct set of sharers becomes its own chunk: 12–50 tiny files per page. Merging them all into one
// chunk makes every page download code it does not use. This plan starts from one chunk per set of sharers and merges,
// for each page over its file budget, the two of its chunks whose merge makes the fewest bytes load for nothing on the
// budgeted pages' first loads (a modal's chunks load later, on intent, and are not counted: counting them made the
// merges put agent and operator code into the guest's builder).

/** What the plan needs to know of a module of the build. */
export interface PlanModule {
  /** Source size in bytes (a proxy for its share of the page's download). */
  size: number;
  /** Modules it imports statically. */
  imports: readonly string[];
}

export interface ChunkPlanInput {
  /** Every module the plan may place, by id. */
  modules: ReadonlyMap<string, PlanModule>;
  /** The lazily loaded parts (pages, modals): each becomes its own chunk with what only it uses. */
  lazyParts: readonly string[];
  /** Parts held to the file budget (the pages a visit can start on). */
  budgeted: (part: string) => boolean;
  /** Shared chunks a budgeted part may load besides its own chunk. */
  maxSharedChunks: number;
  /** Modules loaded with the entry, or put in chunks of their own (heavy libraries): never placed by the plan. */
  placedElsewhere: (id: string) => boolean;
}

interface Group {
  size: number;
  modules: string[];
}

/** The value of `key`, made and kept first if there is none. */
function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/**
 * Visits each id once, depth first from `start` (as a stack pops): `visit` answers the ids to go on to, none to stop.
 */
function walk(start: readonly string[], visit: (id: string) => readonly string[]): void {
  const stack = [...start];
  const seen = new Set<string>();
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...visit(id));
  }
}

/** Which lazy parts need each module (by static imports; not the entry's modules, nor other lazy parts'). */
function usersOfModules(input: ChunkPlanInput): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  const lazy = new Set(input.lazyParts);
  for (const part of input.lazyParts) {
    walk(input.modules.get(part)?.imports ?? [], (id) => {
      const module = input.modules.get(id);
      if (!module || lazy.has(id) || input.placedElsewhere(id)) return [];
      getOrAdd(users, id, () => new Set<string>()).add(part);
      return module.imports;
    });
  }
  return users;
}

/**
 * The chunks a lazy part loads besides its own, as the browser will: the shared chunks of the modules it needs, the
 * chunks of other lazy parts it imports statically (by their names), and, since a chunk imports what any of its modules
 * imports, the chunks those in turn need.
 */
function chunksLoaded(input: ChunkPlanInput, groupOf: Map<string, Group>, part: string): Set<Group | string> {
  const loaded = new Set<Group | string>();
  const lazy = new Set(input.lazyParts);
  walk(input.modules.get(part)?.imports ?? [], (id) => {
    const module = input.modules.get(id);
    if (!module || id === part || input.placedElsewhere(id)) return [];
    if (lazy.has(id)) loaded.add(id);
    const group = groupOf.get(id);
    // A module of no shared chunk is the part's own, or another lazy part's that this one imports statically.
    if (!group || loaded.has(group)) return module.imports;
    loaded.add(group);
    return [...group.modules, ...module.imports];
  });
  return loaded;
}

const bytesOf = (groups: Iterable<Group | string>) =>
  [...groups].reduce((sum, group) => sum + (typeof group === 'string' ? 0 : group.size), 0);

/** The shared chunk of each module shared by two or more lazy parts (module id → chunk name). */
export function planSharedChunks(input: ChunkPlanInput): Map<string, string> {
  const sizeOf = (id: string) => input.modules.get(id)?.size ?? 0;
  const bySharers = new Map<string, Group>();
  const groupOf = new Map<string, Group>();
  for (const [id, users] of usersOfModules(input)) {
    if (users.size < 2) continue;
    const group = getOrAdd(bySharers, [...users].sort().join('|'), (): Group => ({ size: 0, modules: [] }));
    group.size += sizeOf(id);
    group.modules.push(id);
    groupOf.set(id, group);
  }
  const groups = [...bySharers.values()];
  const budgeted = input.lazyParts.filter(input.budgeted);
  const loads = new Map(input.lazyParts.map((part) => [part, chunksLoaded(input, groupOf, part)]));
  // Every lazy part has its entry in `loads`; the empty set only answers for a name that is none.
  const loadsOf = (part: string) => loads.get(part) ?? new Set<Group | string>();
  const reassign = (modules: string[], group: Group) => modules.forEach((id) => groupOf.set(id, group));
  for (;;) {
    const over = budgeted
      .filter((part) => loadsOf(part).size > input.maxSharedChunks)
      .sort((x, y) => loadsOf(y).size - loadsOf(x).size || x.localeCompare(y))[0];
    if (!over) break;
    const candidates = [...loadsOf(over)].filter((group): group is Group => typeof group !== 'string');
    let best: { a: Group; b: Group; cost: number } | undefined;
    for (const [i, a] of candidates.entries()) {
      for (const b of candidates.slice(i + 1)) {
        // Tried for real: merging two chunks can make parts load a third (the merged chunk imports what both did).
        // The first loads of the pages either chunk is part of.
        const affected = budgeted.filter((part) => loadsOf(part).has(a) || loadsOf(part).has(b));
        const before = affected.reduce((sum, part) => sum + bytesOf(loadsOf(part)), 0);
        const merged: Group = { size: a.size + b.size, modules: [...a.modules, ...b.modules] };
        reassign(merged.modules, merged);
        const after = affected.reduce((sum, part) => sum + bytesOf(chunksLoaded(input, groupOf, part)), 0);
        const stillOver = chunksLoaded(input, groupOf, over).size >= loadsOf(over).size;
        reassign(a.modules, a);
        reassign(b.modules, b);
        const cost = stillOver ? Infinity : after - before;
        if (!best || cost < best.cost) best = { a, b, cost };
      }
    }
    if (!best || best.cost === Infinity) break;
    const { a, b } = best;
    a.size += b.size;
    a.modules.push(...b.modules);
    reassign(b.modules, a);
    groups.splice(groups.indexOf(b), 1);
    for (const part of input.lazyParts) loads.set(part, chunksLoaded(input, groupOf, part));
  }
  const plan = new Map<string, string>();
  const names = new Set<string>();
  for (const group of groups) {
    // Named after its largest module, so a chunk's name says what it mostly holds.
    const largest = group.modules.reduce((x, y) => (sizeOf(y) > sizeOf(x) ? y : x));
    const base = `shared-${largest.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '')}`;
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}${n}`;
    names.add(name);
    for (const id of group.modules) plan.set(id, name);
  }
  return plan;
}
