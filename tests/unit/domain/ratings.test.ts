// Issue #57 §4: a boat's rating and review count, as its card and page show them.
import { describe, expect, it } from 'vitest';
import { ratingSummary, ratingsByBoat, reviewCountLabel } from '../../../src/domain/catalogue';

describe('ratings', () => {
  it('average to one decimal and count; none without reviews', () => {
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary([])).toBeNull();
  });

  it('per boat, leaving out the reviews of the company as a whole', () => {
    const byBoat = ratingsByBoat([
      { boatId: 'a', rating: 5 },
      { boatId: 'a', rating: 4 },
      { boatId: 'b', rating: 3 },
      { boatId: null, rating: 1 },
    ]);
    expect([...byBoat]).toEqual([
      ['a', { average: 4.5, count: 2 }],
      ['b', { average: 3, count: 1 }],
    ]);
  });

  it('says review or reviews', () => {
    expect([reviewCountLabel(1), reviewCountLabel(2)]).toEqual(['1 review', '2 reviews']);
  });
});
