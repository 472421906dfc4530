import { SETUP_STEPS, type SetupStep } from '@vitrina/contracts/enums';
import type { Setup } from '@vitrina/contracts/setup';
import { reply, type FakeHandler, type FakeRoute } from './fake-api';

/** A checklist with `done` steps taken, the site and the widget to link to. */
export function aSetup(done: readonly SetupStep[] = []): Setup {
  return {
    done: Object.fromEntries(
      SETUP_STEPS.map((step) => [step, done.includes(step)]),
    ) as Setup['done'],
    site_id: done.includes('site') ? 1 : null,
    widget: done.includes('content') ? { id: 31, site_id: 1 } : null,
  };
}

/** The checklist's read, answering `setup`. */
export const setupRoute = (setup: Setup): Partial<Record<FakeRoute, FakeHandler>> => ({
  'GET v1/setup/': () => reply(200, { data: setup }),
});
