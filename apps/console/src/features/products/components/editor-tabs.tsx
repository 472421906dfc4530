import Tab from '@mui/material/Tab';
import { PageTabs } from '../../../shared/ui/page-tabs';

export const EDITOR_TABS = [
  { value: 'general', label: 'Общее' },
  { value: 'characteristics', label: 'Характеристики' },
  { value: 'variants', label: 'Варианты' },
] as const;

export type EditorTab = (typeof EDITOR_TABS)[number]['value'];

interface EditorTabsProps {
  value: EditorTab;
  onChange: (tab: EditorTab) => void;
}

export function EditorTabs({ value, onChange }: EditorTabsProps) {
  return (
    <PageTabs
      value={value}
      onChange={(_event, tab: EditorTab) => onChange(tab)}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {EDITOR_TABS.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </PageTabs>
  );
}
