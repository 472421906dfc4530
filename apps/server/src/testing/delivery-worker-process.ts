// A delivery worker in a process of its own, as a server process runs it, for the test that
// kills one: it delivers `test.sink` messages to SINK_URL as SENDER from the database of
// DATABASE_URL, or from the PGlite in DATA_DIR, leasing each for LEASE_SECONDS. It says
// "started" once running; when its input ends it stops the worker and closes the database, and
// then nothing is left to keep the process alive.
import { createDatabase } from '../db/client';
import { createLogger } from '../logger';
import { createDeliveryService } from '../features/delivery/delivery.service';
import { createDeliveryWorker } from '../features/delivery/delivery-worker';
import { TEST_DELIVERY_SETTINGS, testKinds } from './outbox';
import { sinkHandler } from './delivery-sink';

const logger = createLogger('silent');
const now = () => new Date();
const database = await createDatabase(
  { databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' },
  logger,
);
const worker = createDeliveryWorker({
  db: database.db,
  now,
  logger,
  delivery: createDeliveryService({ db: database.db, now }),
  messages: testKinds({ 'test.sink': sinkHandler(process.env.SINK_URL ?? '', process.env.SENDER) }),
  // The test ends the next worker's process while its try is being recorded: however slowly a
  // busy machine records it, stopping waits for it rather than closing the database under it.
  stopWaitMs: 60_000,
  settings: {
    ...TEST_DELIVERY_SETTINGS,
    // One try at a time: while the killed worker's try hangs it cannot take the message again
    // itself once the lease runs out, however slowly the test gets round to killing it.
    concurrency: 1,
    pollIntervalMs: 50,
    leaseSeconds: Number(process.env.LEASE_SECONDS),
  },
});
worker.start();
process.stdout.write('started\n');
process.stdin.on('end', () => {
  void worker.stop().then(() => database.close());
});
process.stdin.resume();
