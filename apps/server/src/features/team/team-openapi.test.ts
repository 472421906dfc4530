import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/signed-in-app';

const SIGNED_IN = { tags: ['team'], security: [{ bearerAuth: [] }] };

describe('OpenAPI of the team', () => {
  const testApp = useTestApp();

  const documentedPaths = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;

  it('documents the shops, the members, the invitations and the journal, signed in', async () => {
    const paths = await documentedPaths();
    const calls: [string, string][] = [
      ['/api/v1/shops', 'get'],
      ['/api/v1/shop', 'get'],
      ['/api/v1/shop', 'patch'],
      ['/api/v1/shop/members', 'get'],
      ['/api/v1/shop/members/{id}', 'patch'],
      ['/api/v1/shop/members/{id}', 'delete'],
      ['/api/v1/shop/membership', 'delete'],
      ['/api/v1/shop/invitations', 'get'],
      ['/api/v1/shop/invitations', 'post'],
      ['/api/v1/shop/invitations/{id}/resend', 'post'],
      ['/api/v1/shop/invitations/{id}', 'delete'],
      ['/api/v1/shop/actions', 'get'],
      ['/api/v1/invitations/{token}/accept', 'post'],
    ];

    for (const [path, method] of calls) {
      expect([path, method, paths[path]?.[method]]).toEqual([
        path,
        method,
        expect.objectContaining(SIGNED_IN),
      ]);
    }
  });

  it('documents the refusals of the current shop on its calls, and not on the list of shops', async () => {
    const paths = await documentedPaths();

    expect(Object.keys(paths['/api/v1/shop/members'].get.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
    expect(paths['/api/v1/shops'].get.responses).not.toHaveProperty('403');
    expect(
      paths['/api/v1/shop/invitations'].post.requestBody.content['application/json'].schema
        .required,
    ).toEqual(['email', 'role']);
    expect(paths['/api/v1/shop/actions'].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'actor', in: 'query' }),
        expect.objectContaining({ name: 'before', in: 'query' }),
      ]),
    );
  });

  it('documents the invitation’s preview open to anyone, its token a path parameter', async () => {
    const paths = await documentedPaths();
    const preview = paths['/api/v1/invitations/{token}'].get;

    expect(preview.tags).toEqual(['team']);
    expect(preview).not.toHaveProperty('security');
    expect(preview.parameters).toEqual([
      expect.objectContaining({ name: 'token', in: 'path', required: true }),
    ]);
    expect(Object.keys(preview.responses)).toEqual(['200', '404', '409', '422']);
  });
});
