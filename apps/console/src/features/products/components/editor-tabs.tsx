import Tab from '@mui/material/Tab';
import { PageTabs } from '../../../shared/ui/page-tabs';

export const EDITOR_TABS = [
  { value: 'general', label: 'Общее' },
  { value: 'characteristics', label: 'Характеристики' },
  // Variants are not built: the tab is there, disabled and empty (spec §2.8).
  { value: 'variants', label: 'Варианты', disabled: true },
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
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          disabled={'disabled' in tab && tab.disabled}
        />
      ))}
    </PageTabs>
  );
}
