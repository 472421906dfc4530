import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import type { Contact } from '@vitrina/contracts/notifier';
import { CardGrid } from '../../../shared/ui/card-grid';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PageLoader } from '../../../shared/ui/page-loader';
import { ContactCard } from './contact-card';

interface MyServicesProps {
  contacts: { data?: Contact[]; isLoading: boolean; error?: unknown };
  onOpen: (contactId: number) => void;
  /** Shows 'Все сервисы', where a service is added. */
  onBrowse: () => void;
}

/** The sub-tab 'Мои сервисы': a card for each connected contact. */
export function MyServices({ contacts, onOpen, onBrowse }: MyServicesProps) {
  const { data, isLoading, error } = contacts;
  if (isLoading) return <PageLoader />;
  if (!data) return <FailureAlert message={messages.product.loadFailed} error={error} />;
  if (data.length === 0) return <NoServices onBrowse={onBrowse} />;
  return (
    <CardGrid label="Мои сервисы">
      {data.map((contact) => (
        <ContactCard key={contact.id} contact={contact} onOpen={() => onOpen(contact.id)} />
      ))}
    </CardGrid>
  );
}

function NoServices({ onBrowse }: Pick<MyServicesProps, 'onBrowse'>) {
  return (
    <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      <Typography>У вас пока нет подключённых сервисов.</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Подключите Telegram или электронную почту во вкладке «Все сервисы».
      </Typography>
      <Button variant="outlined" onClick={onBrowse}>
        Перейти во «Все сервисы»
      </Button>
    </Stack>
  );
}
