import PaymentIcon from '@mui/icons-material/PaymentsOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import StoreIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import { Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import { PageLoader } from '../../../shared/ui/page-loader';
import { PageTabs } from '../../../shared/ui/page-tabs';
import { SaveChangesButton } from '../../../shared/ui/unsaved-changes/save-changes-button';
import { UnsavedChangesProvider } from '../../../shared/ui/unsaved-changes/unsaved-changes';
import { useReplaceSearchParam } from '../../../shared/ui/use-search-param';
import { PAYMENT_SETTINGS_TEXTS, SHOP_SETTINGS_TEXTS } from '../form-services-texts';
import { FormServicesSection } from './form-services-section';

// The shop's and the payment's sections come when the browser idles, or at once when an address
// names them: the page opens on the services (decision 0072).
const ShopSettingsSection = lazyWhenIdle(() =>
  import('./shop-settings-section').then((module) => ({ default: module.ShopSettingsSection })),
);
const PaymentSettingsSection = lazyWhenIdle(() =>
  import('./payment-settings-section').then((module) => ({
    default: module.PaymentSettingsSection,
  })),
);

// The tabs of spec §2.9; the app brings the content of those another feature fills.
const SETTINGS_TABS = [
  { value: 'general', label: 'Общее' },
  { value: 'lists', label: 'Списки' },
  { value: 'templates', label: 'Шаблоны' },
  { value: 'integration', label: 'Интеграция' },
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

interface FormServicesScreenProps {
  /** The «Списки» tab's content: the blocked buyers, which the app brings from their feature. */
  lists?: ReactNode;
  /** The «Шаблоны» tab's content: the shop's message templates, brought from their feature. */
  templates?: ReactNode;
  /** The «Интеграция» tab's content: the shop's webhooks, brought from their feature. */
  integration?: ReactNode;
}

/**
 * The settings page (`/settings`): its tabs, and under Общее the form-data services, the shop's
 * own settings (`?section=shop`) and its online payment (`?section=payments`).
 */
export function FormServicesScreen(props: FormServicesScreenProps) {
  return (
    <UnsavedChangesProvider>
      <SettingsTabs {...props} />
    </UnsavedChangesProvider>
  );
}

/** The tabs and the button that saves what the shown tab keeps unsaved (`useUnsavedChanges`). */
function SettingsTabs({ lists, templates, integration }: FormServicesScreenProps) {
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
        <SaveChangesButton />
      </Stack>
      <Box role="tabpanel" aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'general' && <GeneralSettings />}
        {tab === 'lists' && lists}
        {tab === 'templates' && templates}
        {tab === 'integration' && integration}
      </Box>
    </Stack>
  );
}

/** The general tab's sections, each a side button; the services first, as the spec has them. */
const GENERAL_SECTIONS = [
  { value: 'services', label: 'Отправка форм', Icon: SendIcon },
  { value: 'shop', label: SHOP_SETTINGS_TEXTS.navLabel, Icon: StoreIcon },
  { value: 'payments', label: PAYMENT_SETTINGS_TEXTS.navLabel, Icon: PaymentIcon },
] as const;
type GeneralSection = (typeof GENERAL_SECTIONS)[number]['value'];

/** The address's parameter naming a section other than the services: a link may open it. */
const SECTION_PARAM = 'section';

function GeneralSettings() {
  const [params] = useSearchParams();
  const replaceParam = useReplaceSearchParam();
  const named = GENERAL_SECTIONS.find(({ value }) => value === params.get(SECTION_PARAM));
  const section: GeneralSection = named?.value ?? 'services';
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
      <Box
        component="nav"
        aria-label="Разделы общих настроек"
        sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0 }}
      >
        {GENERAL_SECTIONS.map(({ value, label, Icon }) => (
          <Button
            key={value}
            fullWidth
            aria-current={section === value ? 'page' : undefined}
            startIcon={<Icon />}
            onClick={() => replaceParam(SECTION_PARAM, value === 'services' ? null : value)}
            sx={{
              justifyContent: 'flex-start',
              bgcolor: section === value ? 'action.selected' : undefined,
            }}
          >
            {label}
          </Button>
        ))}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        {section === 'services' && <FormServicesSection />}
        <Suspense fallback={<PageLoader />}>
          {section === 'shop' && <ShopSettingsSection />}
          {section === 'payments' && <PaymentSettingsSection />}
        </Suspense>
      </Box>
    </Stack>
  );
}
