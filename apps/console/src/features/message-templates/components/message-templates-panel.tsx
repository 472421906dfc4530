import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  isMerchantTemplate,
  MESSAGE_TEMPLATE_KINDS,
  MESSAGE_TEMPLATE_LABELS,
  type MessageTemplate,
  type MessageTemplateKind,
} from '@vitrina/contracts/message-templates';
import { useState } from 'react';
import { WritableWith } from '../../../shared/shop/writable-with';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes/unsaved-changes';
import { useMessageTemplatesQuery } from '../api/message-templates-api';
import { useTemplateDrafts } from '../hooks/use-template-drafts';
import { MESSAGE_TEMPLATES_TEXTS as TEXTS } from '../message-templates-texts';
import { TemplateEditor } from './template-editor';

/**
 * «Шаблоны»: the shop's texts of its order messages (issue 36). Every member reads them; a role
 * with `shop.write` words them, and the page's «Сохранить изменения» saves what changed.
 */
export function MessageTemplatesPanel() {
  const { data: templates, isError, error } = useMessageTemplatesQuery();
  return (
    <>
      <PageHeading>{TEXTS.heading}</PageHeading>
      {isError && <FailureAlert message={TEXTS.loadFailed} error={error} />}
      {templates && <TemplatesForm templates={templates} />}
      {!templates && !isError && <PageLoader />}
    </>
  );
}

const GROUPS = [
  { label: TEXTS.merchantGroup, kinds: MESSAGE_TEMPLATE_KINDS.filter(isMerchantTemplate) },
  {
    label: TEXTS.buyerGroup,
    kinds: MESSAGE_TEMPLATE_KINDS.filter((kind) => !isMerchantTemplate(kind)),
  },
] as const;

/** The templates, one at a time beside their list; the drafts of all kept until saved. */
function TemplatesForm({ templates }: { templates: MessageTemplate[] }) {
  const drafts = useTemplateDrafts(templates);
  useUnsavedChanges(drafts.dirty, drafts.save);
  const [shown, setShown] = useState<MessageTemplateKind>('TELEGRAM_ORDER');
  return (
    <Stack sx={{ gap: 3 }}>
      <Typography sx={{ color: 'text.secondary' }}>{TEXTS.explanation}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
        <Box
          component="nav"
          aria-label={TEXTS.heading}
          sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0 }}
        >
          {GROUPS.map(({ label, kinds }) => (
            <Stack key={label} sx={{ mb: 2 }}>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              {kinds.map((kind) => (
                <Button
                  key={kind}
                  fullWidth
                  aria-current={shown === kind ? 'true' : undefined}
                  onClick={() => setShown(kind)}
                  sx={{
                    justifyContent: 'space-between',
                    textAlign: 'left',
                    gap: 1,
                    bgcolor: shown === kind ? 'action.selected' : undefined,
                  }}
                >
                  {MESSAGE_TEMPLATE_LABELS[kind]}
                  {drafts.isDirty(kind) && (
                    <Typography variant="caption" component="span" sx={{ color: 'warning.dark' }}>
                      {TEXTS.unsaved}
                    </Typography>
                  )}
                </Button>
              ))}
            </Stack>
          ))}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <WritableWith permission="shop.write">
            <TemplateEditor
              key={shown}
              template={drafts.templateOf(shown)}
              draft={drafts.draftOf(shown)}
              error={drafts.errorOf(shown)}
              dirty={drafts.isDirty(shown)}
              onChange={(text) => drafts.change(shown, text)}
              onReset={() => drafts.reset(shown)}
            />
          </WritableWith>
        </Box>
      </Stack>
    </Stack>
  );
}
