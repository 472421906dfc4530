import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '@vitrina/contracts/notifier';
import { ContactBadge } from './contact-badge';
import { ContactTypeIcon } from './contact-type-icon';

interface ContactCardProps {
  contact: Contact;
  /** Opens the contact's edit dialog. */
  onOpen: () => void;
}

export function ContactCard({ contact, onOpen }: ContactCardProps) {
  const headingId = `contact-${contact.id}-title`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <CardActionArea onClick={onOpen} sx={{ p: 2, height: '100%' }}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
          <ContactTypeIcon type={contact.type} color="primary" sx={{ mt: 0.25 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={headingId}
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {contact.title}
            </Typography>
            {contact.description && (
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {contact.description}
              </Typography>
            )}
            <Box sx={{ mt: 1 }}>
              <ContactBadge contact={contact} />
            </Box>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
