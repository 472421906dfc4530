import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@vitrina/contracts/messages';
import type { Widget } from '@vitrina/contracts/platform';
import { serverDetailOf } from '../../../shared/api/server-detail';
import { usePublishWidgetMutation } from '../api/widgets-api';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { Allowed } from '../../../shared/shop/allowed';
import { useShopTime } from '../../../shared/shop/use-shop-time';

function publicationStatus(widget: Widget, longDate: (isoTime: string) => string) {
  if (widget.published_at === null) return 'Не опубликовано';
  const published = `Опубликовано ${longDate(widget.published_at)}`;
  return widget.has_unpublished_changes
    ? `${published}, есть неопубликованные изменения`
    : published;
}

/** Whether visitors see the widget, and the buttons that publish it or take it down. */
export function PublishControls({ widget }: { widget: Widget }) {
  const [publish, { isLoading }] = usePublishWidgetMutation();
  const { longDate } = useShopTime();

  async function setPublished(published: boolean) {
    const { error } = await publish({ widgetId: widget.id, publish: published });
    if (error) {
      void showToast(serverDetailOf(error) ?? messages.widget.saveFailed, { variant: 'error' });
      return;
    }
    const done = published ? messages.widget.published : messages.widget.unpublished;
    void showToast(done, { variant: 'success' });
  }

  return (
    <Stack
      role="group"
      aria-label="Публикация"
      direction="row"
      sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        {publicationStatus(widget, longDate)}
      </Typography>
      {widget.published_at !== null && (
        <Button disabled={isLoading} onClick={() => setPublished(false)}>
          Снять с публикации
        </Button>
      )}
      <Allowed permission="widgets.write">
        <Button variant="contained" loading={isLoading} onClick={() => setPublished(true)}>
          Опубликовать
        </Button>
      </Allowed>
    </Stack>
  );
}
