import { describe, expect, it } from 'vitest';
import { planSharedChunks, type PlanModule } from '../../../src/app/chunkPlan';

/** Pages A, B, C; each pair shares a module of its own and all three share `common`. */
function graph(): Map<string, PlanModule> {
  return new Map<string, PlanModule>([
    ['A', { size: 10, imports: ['ab', 'ac', 'common', 'onlyA'] }],
    ['B', { size: 10, imports: ['ab', 'bc', 'common'] }],
    ['C', { size: 10, imports: ['ac', 'bc', 'common', 'entryModule'] }],
    ['ab', { size: 100, imports: [] }],
    ['ac', { size: 5, imports: [] }],
    ['bc', { size: 5, imports: [] }],
    ['common', { size: 5, imports: [] }],
    ['onlyA', { size: 50, imports: [] }],
    ['entryModule', { size: 50, imports: [] }],
  ]);
}

const plan = (maxSharedChunks: number) =>
  planSharedChunks({
    modules: graph(),
    lazyParts: ['A', 'B', 'C'],
    budgeted: () => true,
    maxSharedChunks,
    placedElsewhere: (id) => id === 'entryModule',
  });

describe('planSharedChunks', () => {
  it('gives each set of sharers its own chunk when the budget allows, and leaves a single user its module', () => {
    const chunks = plan(3);
    expect(new Set(chunks.values()).size).toBe(4);
    expect(chunks.has('onlyA')).toBe(false);
    expect(chunks.has('entryModule')).toBe(false);
  });

  it('merges the chunks that make the fewest bytes load for nothing until every page is within its budget', () => {
    const chunks = plan(2);
    // The large module two pages share stays apart; the small ones are merged.
    const ab = chunks.get('ab');
    expect(['ac', 'bc', 'common'].every((id) => chunks.get(id) !== ab)).toBe(true);
    for (const page of ['A', 'B', 'C']) {
      const loaded = new Set(graph().get(page)!.imports.filter((id) => chunks.has(id)).map((id) => chunks.get(id)));
      expect(loaded.size).toBeLessThanOrEqual(2);
    }
  });
});
