// The API in-process on 127.0.0.1 with the Cayman catalogue (PGlite, or TEST_DATABASE_URL) and a reseller key that
// is never rate-limited, for the partner benches.
import { createApiKey } from '../../src/server/partners/apiKeys';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { buildBookingTestApp } from '../support/bookingTestApp';

export async function startResellerApp(port: number) {
  const t = await buildBookingTestApp({ now: () => new Date('2027-02-01T12:00:00Z') }, caymanCatalogue);
  try {
    await t.app.listen({ port, host: '127.0.0.1' });
    const { key } = await createApiKey(t.database.db, {
      name: 'Bench',
      ownerName: 'Bench',
      ownerKind: 'reseller',
      scopes: ['availability', 'booking'],
      ratePerMinute: 100_000,
      now: new Date(),
    });
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${key}`,
      'octo-capabilities': 'octo/pricing',
    };
    return { t, headers, base: `http://127.0.0.1:${port}/api/v1` };
  } catch (error) {
    await t.close();
    throw error;
  }
}
