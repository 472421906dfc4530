import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import type { Widget } from '@vitrina/contracts/platform';
import type { ReactNode } from 'react';
import { CodeSnippet } from '../../../shared/ui/code-snippet';

interface IntegrationTabProps {
  siteId: number;
  widget: Widget;
}

/** The two snippets the merchant pastes into their site. */
export function IntegrationTab({ siteId, widget }: IntegrationTabProps) {
  // The server serves the console at its public address, so this page's origin is the one
  // that also serves widget.js.
  const scriptTag = widgetScriptTag(window.location.origin, siteId);
  return (
    <Stack sx={{ gap: 3, maxWidth: 800 }}>
      <IntegrationStep id="integration-script" title="Шаг 1. Вставьте скрипт в раздел head сайта">
        <CodeSnippet code={scriptTag} />
      </IntegrationStep>
      <IntegrationStep
        id="integration-container"
        title="Шаг 2. Вставьте контейнер туда, где должна появиться витрина"
      >
        <CodeSnippet code={widgetContainer(widget.tag_div)} />
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
