import CopyIcon from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { feedTexts } from '@vitrina/contracts/feeds';
import type { Widget } from '@vitrina/contracts/platform';
import { useRef } from 'react';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { Allowed } from '../../../shared/shop/allowed';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { useSetWidgetFeedMutation, useWidgetFeedQuery } from '../api/widget-feed-api';

/** «Публиковать фид»: the switch of the widget's YML feed, and its address to copy while it is on. */
export function WidgetFeed({ widget }: { widget: Widget }) {
  const { data: feed, isError } = useWidgetFeedQuery(widget.id);
  const [setFeed, { isLoading }] = useSetWidgetFeedMutation();

  async function toggle(enabled: boolean) {
    const { error } = await setFeed({ widgetId: widget.id, enabled });
    if (error) void showToast(serverDetailOf(error) ?? feedTexts.saveFailed, { variant: 'error' });
  }

  if (isError) return <Alert severity="error">{feedTexts.loadFailed}</Alert>;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {feedTexts.explanation}
      </Typography>
      <Allowed permission="widgets.write">
        <FormControlLabel
          label={feedTexts.switchLabel}
          disabled={!feed || isLoading}
          control={
            <Switch
              checked={feed?.enabled ?? false}
              onChange={(_event, checked) => void toggle(checked)}
            />
          }
        />
      </Allowed>
      {feed?.url && <FeedAddress url={feed.url} />}
      {feed?.enabled && widget.published_at === null && (
        <Alert severity="info">{feedTexts.notPublished}</Alert>
      )}
    </Stack>
  );
}

/** The feed's address, read-only, with a button that copies it. */
function FeedAddress({ url }: { url: string }) {
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void showToast(feedTexts.copied, { variant: 'success' });
    } catch {
      // No clipboard (a page not served over https): select the address to copy by hand.
      field.current?.select();
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
      <TextField
        label={feedTexts.addressLabel}
        value={url}
        inputRef={field}
        slotProps={{ input: { readOnly: true } }}
        onFocus={(event) => event.target.select()}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <Button startIcon={<CopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
        {feedTexts.copy}
      </Button>
    </Stack>
  );
}
