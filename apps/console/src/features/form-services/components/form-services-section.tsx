import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import type { ContactType } from '@vitrina/contracts/enums';
import { useState } from 'react';
import { VERIFY_MAIL_PARAM } from '@vitrina/contracts/console-paths';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PageTabs } from '../../../shared/ui/page-tabs';
import { useSearchParam } from '../../../shared/ui/use-search-param';
import { useContacts } from '../hooks/use-contacts';
import { AllServices } from './all-services';
import { MyServices } from './my-services';
import { deferUntilOpen } from '../../../shared/ui/deferred-until-open';

// The dialogs' forms load when the browser idles; each shows at its first opening (decision 0072).
const AddTelegramDialog = deferUntilOpen(
  () => import('./add-telegram-dialog').then((module) => ({ default: module.AddTelegramDialog })),
  ({ open }) => open,
);
const AddEmailDialog = deferUntilOpen(
  () => import('./add-email-dialog').then((module) => ({ default: module.AddEmailDialog })),
  ({ open }) => open,
);
const EditContactDialog = deferUntilOpen(
  () => import('./edit-contact-dialog').then((module) => ({ default: module.EditContactDialog })),
  ({ contact }) => contact !== null,
);
const ConfirmEmailDialog = deferUntilOpen(
  () => import('./confirm-email-dialog').then((module) => ({ default: module.ConfirmEmailDialog })),
  ({ token }) => token !== null,
);

const SERVICE_TABS = [
  { value: 'all', label: 'Все сервисы' },
  { value: 'mine', label: 'Мои сервисы' },
] as const;
type ServicesTab = (typeof SERVICE_TABS)[number]['value'];

/** 'Отправка форм': the services that receive form data, and their dialogs (spec §2.9). */
export function FormServicesSection() {
  const contacts = useContacts();
  const [tab, setTab] = useState<ServicesTab>('all');
  const [adding, setAdding] = useState<ContactType | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  // The link of a confirmation letter opens the page with this parameter.
  const [verifyToken, removeVerifyToken] = useSearchParam(VERIFY_MAIL_PARAM);
  const editing = contacts.data?.find((contact) => contact.id === editingId) ?? null;

  const stopAdding = () => setAdding(null);
  // After Понятно the merchant sees the service among theirs.
  const showMine = () => setTab('mine');
  const doneAdding = () => {
    stopAdding();
    showMine();
  };

  return (
    <>
      <PageHeading>Сервисы приёма данных из форм</PageHeading>
      <Typography sx={{ color: 'text.secondary', mt: -2, mb: 2 }}>
        Заявки, которые посетители оставляют в формах ваших виджетов, приходят в подключённые
        сервисы: в чат Telegram или на подтверждённый адрес электронной почты.
      </Typography>
      <PageTabs
        value={tab}
        onChange={(_event, next: ServicesTab) => setTab(next)}
        aria-label="Сервисы"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SERVICE_TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`services-tab-${value}`} />
        ))}
      </PageTabs>
      <Box role="tabpanel" aria-labelledby={`services-tab-${tab}`} sx={{ pt: 3 }}>
        {tab === 'all' && <AllServices onAdd={setAdding} />}
        {tab === 'mine' && (
          <MyServices contacts={contacts} onOpen={setEditingId} onBrowse={() => setTab('all')} />
        )}
      </Box>
      <AddTelegramDialog open={adding === 'TELEGRAM'} onClose={stopAdding} onDone={doneAdding} />
      <AddEmailDialog open={adding === 'EMAIL'} onClose={stopAdding} onDone={doneAdding} />
      <EditContactDialog contact={editing} onClose={() => setEditingId(null)} />
      <ConfirmEmailDialog
        token={verifyToken}
        onClose={() => {
          removeVerifyToken();
          showMine();
        }}
      />
    </>
  );
}
