import SendIcon from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import { useState } from 'react';
import { PageTabs } from '../../../shared/ui/page-tabs';
import { FormServicesSection } from './form-services-section';

// Only the general tab has content yet; the others are there, empty (spec §2.9).
const SETTINGS_TABS = [
  { value: 'general', label: 'Общее' },
  { value: 'lists', label: 'Списки' },
  { value: 'templates', label: 'Шаблоны' },
  { value: 'integration', label: 'Интеграция' },
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

/** The settings page (`/settings`): its tabs, and under Общее the form-data services. */
export function FormServicesScreen() {
  const [tab, setTab] = useState<SettingsTab>('general');
  return (
    <Stack sx={{ gap: 3 }}>
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <PageTabs
          value={tab}
          onChange={(_event, next: SettingsTab) => setTab(next)}
          aria-label="Разделы настроек"
          sx={{ minWidth: 0, maxWidth: '100%' }}
        >
          {SETTINGS_TABS.map(({ value, label }) => (
            <Tab key={value} value={value} label={label} id={`settings-tab-${value}`} />
          ))}
        </PageTabs>
        {/* The services save themselves; the spec keeps this button inert. */}
        <Button variant="contained">Сохранить изменения</Button>
      </Stack>
      <Box role="tabpanel" aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'general' && <GeneralSettings />}
      </Box>
    </Stack>
  );
}

function GeneralSettings() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
      <Box
        component="nav"
        aria-label="Настройки форм"
        sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0 }}
      >
        {/* The tab's one section, so always the current one. */}
        <Button
          fullWidth
          aria-current="page"
          startIcon={<SendIcon />}
          sx={{ justifyContent: 'flex-start', bgcolor: 'action.selected' }}
        >
          Отправка форм
        </Button>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <FormServicesSection />
      </Box>
    </Stack>
  );
}
