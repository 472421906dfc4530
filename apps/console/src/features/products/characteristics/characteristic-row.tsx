import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIcon from '@mui/icons-material/DragIndicatorRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import { ActionsMenu } from '../../../shared/ui/actions-menu';
import { characteristicTexts as texts } from './characteristic-texts';

interface CharacteristicRowProps {
  characteristic: Characteristic;
  /** Opens the edit dialog. */
  onOpen: () => void;
  /** Asks to remove it from the product. */
  onRemove: () => void;
}

/**
 * One row: the handle that moves it (pointer or keyboard), the title and the product's main
 * values as chips, or 'Значение' while it has none; both open the edit dialog. On a narrow
 * screen the chips wrap under the title.
 */
export function CharacteristicRow({ characteristic, onOpen, onRemove }: CharacteristicRowProps) {
  const { id, title, values } = characteristic;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const mains = values.filter((value) => value.main_value);

  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={title}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        // The moved row rides above the others.
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 8 : 'none',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={texts.move(title)}
        size="small"
        // The browser must not scroll the page while a finger drags the row.
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIcon fontSize="small" />
      </IconButton>
      <Stack
        direction="row"
        sx={{ flex: 1, minWidth: 0, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          onClick={onOpen}
          aria-haspopup="dialog"
          sx={{ fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {title}
        </Button>
        {mains.length > 0 ? (
          <Stack
            component="ul"
            aria-label={texts.mainValues(title)}
            direction="row"
            sx={{ gap: 0.5, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, minWidth: 0 }}
          >
            {mains.map((value) => (
              <li key={value.id}>
                <Chip size="small" label={value.value} />
              </li>
            ))}
          </Stack>
        ) : (
          <Button size="small" variant="outlined" onClick={onOpen} aria-haspopup="dialog">
            {texts.noMainValues}
          </Button>
        )}
      </Stack>
      <ActionsMenu
        label={texts.rowActions(title)}
        actions={[{ label: texts.remove, onSelect: onRemove }]}
      />
    </Box>
  );
}
