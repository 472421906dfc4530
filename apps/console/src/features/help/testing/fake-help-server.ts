import type { SetupStep } from '@vitrina/contracts/enums';
import { createFakeApi, reply } from '../../../testing/fake-api';
import { aSetup, setupRoute } from '../../../testing/setup-fixtures';

interface HelpData {
  /** The checklist's steps taken. */
  done?: readonly SetupStep[];
  /** The operator's address for questions; none unless given. */
  supportEmail?: string | null;
}

/** What the help panel reads: the setup checklist and the support address. */
export function fakeHelpServer({ done = [], supportEmail = null }: HelpData = {}) {
  return createFakeApi({
    ...setupRoute(aSetup(done)),
    'GET v1/support/': () => reply(200, { data: { email: supportEmail } }),
  });
}
