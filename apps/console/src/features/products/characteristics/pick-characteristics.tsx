import AddIcon from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { messages } from '@vitrina/contracts/messages';
import type { Product } from '@vitrina/contracts/products';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { characteristicTexts as texts } from './characteristic-texts';
import { CheckList } from './check-list';
import { useGetCharacteristicsQuery } from './characteristics-api';
import { EmptyState } from './empty-state';
import { useCharacteristicLinks } from './use-characteristic-links';

interface PickCharacteristicsProps {
  product: Product;
  picked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onCreate: () => void;
  onClose: () => void;
}

/** Mode add: the merchant's characteristics not yet on the product; 'Добавить' saves at once. */
export function PickCharacteristics(props: PickCharacteristicsProps) {
  const { product, picked, onToggle, onCreate, onClose } = props;
  const { data: characteristics, isLoading, error } = useGetCharacteristicsQuery();
  const links = useCharacteristicLinks(product);
  const onProduct = new Set(product.characteristics.map(({ id }) => id));
  const available = characteristics?.filter(({ id }) => !onProduct.has(id)) ?? [];
  // In the order ticked; one just created counts once the list has it.
  const adding = [...picked].filter((id) => available.some((option) => option.id === id));

  const add = async () => {
    if (await links.add(adding)) onClose();
  };

  return (
    <>
      <DialogContent>
        {isLoading && <LinearProgress aria-label="Загрузка" />}
        {error && <FailureAlert message={messages.product.loadFailed} error={error} />}
        {characteristics && available.length === 0 && (
          <EmptyState title={texts.noneAvailable} hint={texts.createFirst} />
        )}
        <CheckList
          label={texts.available}
          options={available.map(({ id, title }) => ({ id, label: title }))}
          checked={picked}
          onToggle={onToggle}
          disabled={links.pending}
        />
        <Button startIcon={<AddIcon />} onClick={onCreate} sx={{ mt: 1 }}>
          {texts.createNew}
        </Button>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button
          variant="contained"
          disabled={adding.length === 0}
          loading={links.pending}
          onClick={() => void add()}
        >
          {texts.add}
        </Button>
      </DialogActions>
    </>
  );
}
