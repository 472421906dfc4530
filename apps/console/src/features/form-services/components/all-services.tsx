import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactType } from '@vitrina/contracts/enums';
import { messages } from '@vitrina/contracts/messages';
import { useId } from 'react';
import { useTelegramBotQuery } from '../api/form-services-api';
import { CONTACT_TYPE_LABELS } from '../form-services-texts';
import { ContactTypeIcon } from './contact-type-icon';
import { useRefusal } from '../../../shared/shop/use-refusal';

/** The sub-tab 'Все сервисы': one button for each kind of service, opening its add dialog. */
export function AllServices({ onAdd }: { onAdd: (type: ContactType) => void }) {
  const { data: bot } = useTelegramBotQuery();
  const roleNote = useRefusal('services.write') ?? null;
  // Without the provider's bot no chat can be connected; e-mail works all the same.
  const botNote = bot?.configured === false ? messages.notifier.telegramNotConfigured : null;
  const telegramNote = roleNote ?? botNote;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
      <ServiceButton type="TELEGRAM" note={telegramNote} onClick={() => onAdd('TELEGRAM')} />
      <ServiceButton type="EMAIL" note={roleNote} onClick={() => onAdd('EMAIL')} />
    </Stack>
  );
}

interface ServiceButtonProps {
  type: ContactType;
  /** Why the service cannot be added here; the button is disabled while there is one. */
  note: string | null;
  onClick: () => void;
}

function ServiceButton({ type, note, onClick }: ServiceButtonProps) {
  const noteId = useId();
  return (
    <Stack sx={{ gap: 1, width: { xs: '100%', sm: 260 } }}>
      <Button
        variant="outlined"
        size="large"
        startIcon={<ContactTypeIcon type={type} decorative />}
        disabled={note !== null}
        aria-describedby={note === null ? undefined : noteId}
        onClick={onClick}
        sx={{ justifyContent: 'flex-start', py: 2 }}
      >
        {CONTACT_TYPE_LABELS[type]}
      </Button>
      {note !== null && (
        <Typography id={noteId} variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </Stack>
  );
}
