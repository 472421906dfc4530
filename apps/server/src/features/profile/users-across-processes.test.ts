import { describe, expect, it } from 'vitest';
import { bearer, getMe, registerAccount } from '../../testing/accounts';
import { testDatabaseUrl } from '../../testing/test-database';
import { useTwoProcesses } from '../../testing/two-processes';

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('a user cached by two server processes', () => {
  const apps = useTwoProcesses();

  it('a profile change through one process is seen by the next GET /me of the other', async () => {
    const account = await registerAccount(apps.writer.app);
    const before = (await getMe(apps.reader.app, account.accessToken)).json().data;
    expect(before.profile.first_name).toBeNull();
    const announced = apps.readerHears('user', before.id);

    await apps.writer.app.inject({
      method: 'PUT',
      url: '/api/user/me/profile',
      headers: bearer(account.accessToken),
      payload: { first_name: 'Анна' },
    });
    await announced;

    const after = await getMe(apps.reader.app, account.accessToken);
    expect(after.json().data.profile.first_name).toBe('Анна');
  });
});
