import { useState } from 'react';
import { useSearchParams } from 'react-router';

export const EDITOR_TABS = [
  { value: 'content', label: 'Контент' },
  { value: 'style', label: 'Стиль' },
  { value: 'settings', label: 'Настройки' },
  { value: 'integration', label: 'Интеграция' },
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number]['value'];

/** The query parameter that keeps the open tab, so a reload or a shared link opens it again. */
export const TAB_PARAM = 'tab';

const isEditorTab = (value: string | null): value is EditorTab =>
  EDITOR_TABS.some((tab) => tab.value === value);

/**
 * The editor's open tab, kept in the address (`?tab=style`); Контент when the address names none
 * or an unknown one. A switch shows at once and replaces the history entry, so Back leaves the
 * editor rather than stepping through tabs.
 */
export function useEditorTab(): [EditorTab, (tab: EditorTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<EditorTab>(() => {
    const named = searchParams.get(TAB_PARAM);
    return isEditorTab(named) ? named : 'content';
  });
  const open = (next: EditorTab) => {
    setTab(next);
    setSearchParams(
      (params) => {
        params.set(TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );
  };
  return [tab, open];
}
