// Runs the OCTO project's own supplier validator (its supplier flows, in the order its controller runs them) against
// this API, in-process on 127.0.0.1 with the Cayman catalogue and the real clock, once with a reseller's test key and
// once with a live key, and prints each scenario and the figures both ways (warnings as passes, and as failures).
// The validator is not on npm: OCTO_VALIDATOR_DIR names the `backend` folder of a checkout of its public repository
// with its packages installed (tests/bench/README.md, 'OCTO validator'). Nothing of it is part of this repository.
import { join } from 'node:path';
import { createApiKey } from '../../src/server/partners/apiKeys';
import { caymanCatalogue } from '../../src/server/seed/cayman';
import { buildBookingTestApp } from '../support/bookingTestApp';

const dir = process.env.OCTO_VALIDATOR_DIR;
if (!dir) {
  console.error("Set OCTO_VALIDATOR_DIR to the validator checkout's backend folder (see tests/bench/README.md).");
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 18_753);
const flowFiles = [
  'Supplier/SupplierFlow',
  'Product/ProductFlow',
  'Availability/AvailabilityCalendarFlow',
  'Availability/AvailabilityFlow',
  'Booking/BookingReservationFlow',
  'Booking/BookingExtendFlow',
  'Booking/BookingConfirmationFlow',
  'Booking/BookingUpdateFlow',
  'Booking/BookingCancellationFlow',
  'Booking/BookingGetFlow',
  'Booking/BookingListFlow',
];
const validation = join(dir, 'src/common/validation/supplier/services/validation');

interface Scenario {
  name: string;
  success: boolean;
  validationResult: string;
  errors: Array<{ type: string; message: string }>;
}
interface FlowResult {
  name: string;
  scenarios: Scenario[];
}

async function runFlows(endpoint: string, key: string): Promise<FlowResult[]> {
  const { Context } = await import(join(validation, 'context/Context.ts'));
  const context = new Context();
  context.setSchema({ backend: { endpoint, headers: { Authorization: `Bearer ${key}` } } });
  context.useRequestContext = false;
  const results: FlowResult[] = [];
  for (const file of flowFiles) {
    const module = await import(join(validation, `Flows/${file}.ts`));
    const Flow = Object.values(module)[0] as new () => { validate(c: unknown): Promise<FlowResult> };
    results.push(await new Flow().validate(context));
    if (context.terminateValidation) break;
  }
  return results;
}

function report(label: string, results: FlowResult[]): string {
  const scenarios = results.flatMap((f) => f.scenarios);
  for (const s of scenarios.filter((x) => x.validationResult !== 'SUCCESS')) {
    const messages = [...new Set(s.errors.map((e) => `${e.type}: ${e.message}`))];
    console.log(
      `  [${label}] ${s.validationResult} ${s.name}${messages.length ? `\n      ${messages.join('\n      ')}` : ''}`,
    );
  }
  const passed = scenarios.filter((s) => s.success).length;
  const strict = scenarios.filter((s) => s.validationResult === 'SUCCESS').length;
  return `${label}: ${passed} passed, ${scenarios.length - passed} failed; warnings as failures: ${strict} passed, ${scenarios.length - strict} failed`;
}

const t = await buildBookingTestApp({ now: () => new Date() }, caymanCatalogue);
try {
  await t.app.listen({ port, host: '127.0.0.1' });
  const endpoint = `http://127.0.0.1:${port}/api/v1/octo`;
  const make = async (name: string, testMode: boolean) =>
    (
      await createApiKey(t.database.db, {
        name,
        ownerName: name,
        ownerKind: 'reseller',
        scopes: ['availability', 'booking'],
        ratePerMinute: 100_000,
        testMode,
        now: new Date(),
      })
    ).key;
  const lines = [report('test key', await runFlows(endpoint, await make('Validator (test)', true)))];
  lines.push(report('live key', await runFlows(endpoint, await make('Validator (live)', false))));
  console.log(lines.join('\n'));
} finally {
  await t.close();
}
