import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Widget } from '@vitrina/contracts/platform';
import { useState } from 'react';
import { EmptyState } from '../../../shared/ui/empty-state';
import { tagLabel } from '../content-selection';
import { ChooseContentDialog } from './choose-content-dialog';
import { WidgetContacts } from './widget-contacts';
import { WidgetProductRows } from './widget-product-rows';

interface ContentTabProps {
  siteId: number;
  widget: Widget;
}

/**
 * What the widget shows: its collections and categories as tags, then its products; and where
 * its orders go.
 */
export function ContentTab({ siteId, widget }: ContentTabProps) {
  const [choosing, setChoosing] = useState(false);
  const tags = widget.tags ?? [];

  const chooseButton = (
    <Button
      variant="contained"
      disabled={widget.showcases.length === 0}
      onClick={() => setChoosing(true)}
      sx={{ ml: 'auto' }}
    >
      {tags.length > 0 ? 'Изменить' : 'Добавить каталог'}
    </Button>
  );

  return (
    <Stack sx={{ gap: 2 }}>
      {tags.length > 0 ? (
        <>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Stack component="ul" aria-label="Каталоги виджета" direction="row" sx={listSx}>
              {tags.map((tag) => (
                <Chip
                  component="li"
                  key={`${tag.collection_id}-${tag.category_id ?? 'all'}`}
                  label={tagLabel(tag)}
                />
              ))}
            </Stack>
            {chooseButton}
          </Stack>
          <WidgetProductRows siteId={siteId} widgetId={widget.id} tags={tags} />
        </>
      ) : (
        <EmptyState
          text="Выберите коллекцию или категории, товары которых покажет виджет."
          action={chooseButton}
        />
      )}
      <WidgetContacts widget={widget} />
      <ChooseContentDialog open={choosing} onClose={() => setChoosing(false)} widget={widget} />
    </Stack>
  );
}

const listSx = { gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 } as const;
