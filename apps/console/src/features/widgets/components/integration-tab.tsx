import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { widgetContainer, widgetHeadSnippet } from '@vitrina/contracts/embedding';
import { feedTexts } from '@vitrina/contracts/feeds';
import type { Widget } from '@vitrina/contracts/platform';
import type { ReactNode } from 'react';
import { CodeSnippet } from '../../../shared/ui/code-snippet';
import { InstallCheck } from './install-check';
import { WidgetFeed } from './widget-feed';

interface IntegrationTabProps {
  siteId: number;
  widget: Widget;
}

/** The widget needs these of a page with a strict Content-Security-Policy: its script, data, photos. */
const cspLines = (origin: string) =>
  ['script-src', 'connect-src', 'img-src'].map((directive) => `${directive} ${origin};`).join('\n');

/**
 * The two snippets the merchant pastes into their site, a check of them, the CSP lines, and the
 * widget's YML feed for marketplaces.
 */
export function IntegrationTab({ siteId, widget }: IntegrationTabProps) {
  // The server serves the console at its public address, so this page's origin is the one
  // that also serves widget.js, the showcases and the photos.
  const origin = window.location.origin;
  // The showcases' preload beside the script: the first card waits for one request, not two.
  const headSnippet = widgetHeadSnippet(origin, siteId);
  return (
    <Stack sx={{ gap: 3, maxWidth: 800 }}>
      <IntegrationStep id="integration-script" title="Шаг 1. Вставьте скрипт в раздел head сайта">
        <CodeSnippet code={headSnippet} />
      </IntegrationStep>
      <IntegrationStep
        id="integration-container"
        title="Шаг 2. Вставьте контейнер туда, где должна появиться витрина"
      >
        <CodeSnippet code={widgetContainer(widget.tag_div)} />
      </IntegrationStep>
      <IntegrationStep id="integration-check" title="Шаг 3. Проверьте установку">
        <InstallCheck widgetId={widget.id} />
      </IntegrationStep>
      <IntegrationStep
        id="integration-csp"
        title="Если на сайте строгая политика Content-Security-Policy, добавьте в неё источники"
      >
        <CodeSnippet code={cspLines(origin)} />
      </IntegrationStep>
      <IntegrationStep id="integration-feed" title={feedTexts.title}>
        <WidgetFeed widget={widget} />
      </IntegrationStep>
    </Stack>
  );
}

function IntegrationStep({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} sx={{ gap: 1 }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
