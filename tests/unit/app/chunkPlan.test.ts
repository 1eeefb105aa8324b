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
      const loaded = new Set(
        graph()
          .get(page)!
          .imports.filter((id) => chunks.has(id))
          .map((id) => chunks.get(id)),
      );
      expect(loaded.size).toBeLessThanOrEqual(2);
    }
  });

  it('weighs what the pages load for nothing, not what a modal loads later', () => {
    // Page A is over its budget of 2 shared chunks; merging the two chunks it shares with its modals costs no page a
    // byte.
    const modules = new Map<string, PlanModule>([
      ['A', { size: 10, imports: ['withB', 'withModal', 'withOtherModal'] }],
      ['B', { size: 10, imports: ['withB'] }],
      ['Modal', { size: 10, imports: ['withModal'] }],
      ['OtherModal', { size: 10, imports: ['withOtherModal'] }],
      ['withB', { size: 10, imports: [] }],
      ['withModal', { size: 10, imports: [] }],
      ['withOtherModal', { size: 50, imports: [] }],
    ]);
    const chunks = planSharedChunks({
      modules,
      lazyParts: ['A', 'B', 'Modal', 'OtherModal'],
      budgeted: (part) => part === 'A' || part === 'B',
      maxSharedChunks: 2,
      placedElsewhere: () => false,
    });
    expect(chunks.get('withModal')).toBe(chunks.get('withOtherModal'));
    expect(chunks.get('withB')).not.toBe(chunks.get('withModal'));
  });
});
