import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processDatabase, type ProcessDatabase } from '../../testing/process-database';
import { createDeliveryService } from './delivery.service';
import { insertShop, outboxRow, testMessage } from '../../testing/outbox';
import { startSink, type Sink } from '../../testing/delivery-sink';

const tsx = fileURLToPath(new URL('../../../../../node_modules/.bin/tsx', import.meta.url));
const workerProcess = fileURLToPath(
  new URL('../../testing/delivery-worker-process.ts', import.meta.url),
);

/** Starts the worker's process; resolves once its worker runs. */
async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(tsx, [workerProcess], {
    env: { ...inherited, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the worker's process exited with ${code}`)));
  });
  expect(line).toBe('started');
  return child;
}

describe('a worker whose process is killed mid-delivery', () => {
  let database: ProcessDatabase;
  let sink: Sink;
  const children: ChildProcess[] = [];

  beforeEach(async () => {
    database = await processDatabase();
    sink = await startSink();
  });

  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    await sink.close();
    await database.remove();
  });

  /** Writes one message to deliver, and closes the database again for the workers' processes. */
  async function enqueueOne() {
    const open = await database.open();
    await open.migrate();
    const message = testMessage(await insertShop(open.db));
    await createDeliveryService({ db: open.db, now: () => new Date() }).enqueue(open.db, message);
    await open.close();
    return message;
  }

  /**
   * Leases are in real seconds, since each process keeps the real time: the killed worker's is
   * short, so the next takes the message soon; the next's is long, so its result is never
   * dropped as late however slowly a busy machine lets it record it.
   */
  const startWorker = async (sender: string, leaseSeconds: number) => {
    const child = await startWorkerProcess({
      ...database.env,
      SINK_URL: sink.url,
      SENDER: sender,
      LEASE_SECONDS: String(leaseSeconds),
    });
    children.push(child);
    return child;
  };

  // A PGlite folder is made and migrated, then opened by three processes in turn: slow when busy.
  it('leaves its message to the next worker once its lease ends: the merchant sees it once', async () => {
    const message = await enqueueOne();
    sink.stopAnswering();
    const killed = await startWorker('killed', 1);

    // The channel has the message; its sender dies before recording that.
    await sink.received(1);
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    sink.answerAgain();
    const next = await startWorker('next', 60);
    await sink.received(2);
    // Stopped, the next worker records the try it made and its process ends by itself.
    next.stdin!.end();
    const [code] = await once(next, 'exit');

    expect(code).toBe(0);
    expect(sink.requests.map((request) => request.sender)).toEqual(['killed', 'next']);
    expect(sink.shown()).toBe(1);
    const open = await database.open();
    expect(await outboxRow(open.db, message.dedupeKey)).toMatchObject({
      status: 'DELIVERED',
      attempts: 2,
    });
    await open.close();
  }, 120_000);
});
