import {
  MESSAGE_TEMPLATE_KINDS,
  templateProblems,
  type MessageTemplate,
  type MessageTemplateKind,
} from '@vitrina/contracts/message-templates';
import { useState } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import {
  useResetMessageTemplateMutation,
  useSaveMessageTemplateMutation,
} from '../api/message-templates-api';
import { MESSAGE_TEMPLATES_TEXTS as TEXTS } from '../message-templates-texts';

type ByKind<Value> = Partial<Record<MessageTemplateKind, Value>>;

/**
 * The texts being edited, kept until the page's «Сохранить изменения» saves them: a template is
 * changed while its draft differs from its text as last read (a save writes the answer there).
 * A draft's refusals show as it is typed, the server's after a save.
 */
export function useTemplateDrafts(templates: MessageTemplate[]) {
  const [edits, setEdits] = useState<ByKind<string>>({});
  const [refusals, setRefusals] = useState<ByKind<string>>({});
  const [saveTemplate] = useSaveMessageTemplateMutation();
  const [resetTemplate] = useResetMessageTemplateMutation();

  const templateOf = (kind: MessageTemplateKind) =>
    templates.find((template) => template.kind === kind)!;
  const draftOf = (kind: MessageTemplateKind) => edits[kind] ?? templateOf(kind).text;
  const isDirty = (kind: MessageTemplateKind) =>
    edits[kind] !== undefined && edits[kind] !== templateOf(kind).text;
  const changed = MESSAGE_TEMPLATE_KINDS.filter(isDirty);

  const change = (kind: MessageTemplateKind, text: string) => {
    setEdits((current) => ({ ...current, [kind]: text }));
    setRefusals((current) => ({ ...current, [kind]: undefined }));
  };

  /** Why the draft may not be saved: what the server said of it, or what it would say. */
  const errorOf = (kind: MessageTemplateKind) =>
    refusals[kind] ?? (isDirty(kind) ? templateProblems(kind, draftOf(kind))[0] : undefined);

  /** Saves each changed template, none while one of them would be refused. */
  async function save() {
    if (changed.some((kind) => templateProblems(kind, draftOf(kind)).length > 0)) {
      void showToast(TEXTS.saveRefused, { variant: 'error' });
      return;
    }
    let failed = false;
    for (const kind of changed) {
      const { error } = await saveTemplate({ kind, text: draftOf(kind) });
      if (error === undefined) continue;
      failed = true;
      setRefusals((current) => ({ ...current, [kind]: serverDetailOf(error) ?? TEXTS.saveFailed }));
    }
    const message = changed.length === 1 ? TEXTS.savedOne : TEXTS.saved;
    if (failed) void showToast(TEXTS.saveRefused, { variant: 'error' });
    else void showToast(message, { variant: 'success' });
  }

  /** Back to the default: the shop's own text is forgotten, a draft of the default dropped. */
  async function reset(kind: MessageTemplateKind) {
    const template = templateOf(kind);
    if (!template.is_default) {
      const { error } = await resetTemplate(template);
      if (error !== undefined) {
        void showToast(serverDetailOf(error) ?? TEXTS.resetFailed, { variant: 'error' });
        return;
      }
    }
    change(kind, template.default_text);
    void showToast(TEXTS.resetDone, { variant: 'success' });
  }

  return { templateOf, draftOf, isDirty, errorOf, change, dirty: changed.length > 0, save, reset };
}

export type TemplateDrafts = ReturnType<typeof useTemplateDrafts>;
