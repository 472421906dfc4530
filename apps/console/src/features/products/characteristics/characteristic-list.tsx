import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import type { Characteristic } from '@vitrina/contracts/characteristics';
import { SortableArea } from '../sortable/sortable-area';
import { CharacteristicRow } from './characteristic-row';
import { characteristicTexts as texts } from './characteristic-texts';

interface CharacteristicListProps {
  /** In the form's order. */
  characteristics: readonly Characteristic[];
  onMove: (from: number, to: number) => void;
  onOpen: (characteristic: Characteristic) => void;
  onRemove: (characteristic: Characteristic) => void;
}

/** The product's characteristics, one row each, reordered by dragging or with the keyboard. */
export function CharacteristicList(props: CharacteristicListProps) {
  const { characteristics, onMove, onOpen, onRemove } = props;
  const ids = characteristics.map(({ id }) => id);
  const titleOf = (id: number) => characteristics.find((row) => row.id === id)?.title ?? '';

  return (
    <SortableArea
      ids={ids}
      strategy={verticalListSortingStrategy}
      onMove={onMove}
      texts={texts.moves}
      nameOf={titleOf}
    >
      <Stack
        component="ul"
        aria-label={texts.listLabel}
        sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {characteristics.map((characteristic) => (
          <CharacteristicRow
            key={characteristic.id}
            characteristic={characteristic}
            onOpen={() => onOpen(characteristic)}
            onRemove={() => onRemove(characteristic)}
          />
        ))}
      </Stack>
    </SortableArea>
  );
}
