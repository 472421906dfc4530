import type { Domain, Site, SiteCreate, Widget, WidgetCreate } from '@vitrina/contracts/platform';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { aDomain, aSite, aWidget } from '../../../testing/platform-fixtures';

export { aDomain, aSite, aWidget } from '../../../testing/platform-fixtures';

type Routes = Partial<Record<FakeRoute, FakeHandler>>;

/** The platform API of one merchant: sites, domains and widgets, kept as the console changes them. */
export function fakeSitesServer(sites: Site[] = [aSite()], routes: Routes = {}) {
  let nextId = 100;
  const findSite = (id: string) => sites.find((site) => site.id === Number(id));
  const allDomains = () => sites.flatMap((site) => site.domains ?? []);
  const findWidget = (id: string) =>
    sites.flatMap((site) => site.widgets ?? []).find((widget) => widget.id === Number(id));
  const body = async <T>(request: Request) => (await request.json()) as T;
  const notFound = () => reply(404, { detail: 'Не найдено' });

  return createFakeApi({
    'GET v1/platform/sites/': () => reply(200, { data: sites }),
    'GET v1/platform/site/:id/': (_request, { id }) => {
      const site = findSite(id!);
      return site ? reply(200, { data: site }) : notFound();
    },
    'POST v1/platform/site/': async (request) => {
      const { domains = [], ...fields } = await body<SiteCreate>(request);
      const created = aSite({
        ...fields,
        description: fields.description ?? null,
        id: nextId++,
        domains: domains.map(({ link_domain }) => aDomain({ id: nextId++, link_domain })),
      });
      sites.push(created);
      return reply(200, { data: created });
    },
    'PATCH v1/platform/site/:id/': async (request, { id }) => {
      Object.assign(findSite(id!)!, await body(request));
      return reply(200, { data: findSite(id!) });
    },
    'DELETE v1/platform/site/:id/': (_request, { id }) => {
      sites.splice(sites.indexOf(findSite(id!)!), 1);
      return reply(200, { message: 'Площадка удалена' });
    },
    'PATCH v1/platform/domain/:id/': async (request, { id }) => {
      const domain = allDomains().find((candidate) => candidate.id === Number(id))!;
      Object.assign(domain, await body<Partial<Domain>>(request));
      return reply(200, { data: domain });
    },
    'POST v1/platform/domain/:id/verify/': (_request, { id }) => {
      const domain = allDomains().find((candidate) => candidate.id === Number(id))!;
      domain.is_confirmed = true;
      return reply(200, { data: domain });
    },
    'POST v1/platform/widget/': async (request) => {
      const { site_id, ...fields } = await body<WidgetCreate>(request);
      const widget = aWidget({
        ...fields,
        description: fields.description ?? null,
        id: nextId++,
        site_id,
      });
      findSite(String(site_id))!.widgets!.push(widget);
      return reply(200, { data: widget });
    },
    'PATCH v1/platform/widget/:id/': async (request, { id }) => {
      Object.assign(findWidget(id!)!, await body<Partial<Widget>>(request));
      return reply(200, { data: findWidget(id!) });
    },
    'DELETE v1/platform/widget/:id/': (_request, { id }) => {
      for (const site of sites) site.widgets = site.widgets?.filter((w) => w.id !== Number(id));
      return reply(200, { message: 'Виджет удалён' });
    },
    ...routes,
  });
}
