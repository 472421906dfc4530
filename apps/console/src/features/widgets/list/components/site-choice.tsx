import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Site } from '@vitrina/contracts/platform';
import { WRAP_LONG_WORDS } from '../../../../shared/ui/long-words';
import { NEW_WIDGET_TEXTS as TEXTS } from '../new-widget-texts';

interface SiteChoiceProps {
  sites: readonly Site[];
  onChoose: (site: Site) => void;
  onCancel: () => void;
}

const domainsOf = (site: Site) =>
  (site.domains ?? []).map((domain) => domain.link_domain).join(', ') || undefined;

/** The first step of a new widget: the site it goes on, each a button that goes on. */
export function SiteChoice({ sites, onChoose, onCancel }: SiteChoiceProps) {
  return (
    <>
      <DialogContent>
        <DialogContentText id="new-widget-sites">{TEXTS.chooseSite}</DialogContentText>
        <List aria-labelledby="new-widget-sites">
          {sites.map((site) => (
            <li key={site.id}>
              <ListItemButton onClick={() => onChoose(site)}>
                <ListItemText
                  primary={site.title}
                  secondary={domainsOf(site)}
                  sx={WRAP_LONG_WORDS}
                />
              </ListItemButton>
            </li>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Отменить</Button>
      </DialogActions>
    </>
  );
}
