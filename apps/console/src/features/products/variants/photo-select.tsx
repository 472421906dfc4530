import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Product } from '@vitrina/contracts/products';
import { ProductPhoto } from '../../../shared/ui/product-photo';
import { ONE_LINE_HELPER } from './row-fields';
import { variantTexts as texts } from './variant-texts';

interface PhotoSelectProps {
  photos: Product['photos'];
  /** None: the product's main photo. */
  value: number | null;
  onChange: (photoId: number | null) => void;
  problem: string | undefined;
  disabled: boolean;
}

/** The photo of a variant: one of the product's, each shown by its preview. */
export function PhotoSelect({ photos, value, onChange, problem, disabled }: PhotoSelectProps) {
  const place = (photoId: number) => photos.findIndex(({ id }) => id === photoId);
  const named = (photoId: number | '') => {
    const index = photoId === '' ? -1 : place(photoId);
    if (index < 0) return <>{texts.productPhoto}</>;
    return <Thumbnail src={photos[index]!.preview} text={texts.photoNumber(index + 1)} />;
  };
  return (
    <TextField
      select
      size="small"
      label={texts.photo}
      value={value !== null && place(value) >= 0 ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      error={problem !== undefined}
      helperText={problem ?? ' '}
      fullWidth
      slotProps={{
        // None is the product's photo, named as a choice is.
        select: { displayEmpty: true, renderValue: (selected) => named(selected as number | '') },
        inputLabel: { shrink: true },
        formHelperText: ONE_LINE_HELPER,
      }}
    >
      <MenuItem value="">{texts.productPhoto}</MenuItem>
      {photos.map((photo, index) => (
        <MenuItem key={photo.id} value={photo.id}>
          <Thumbnail src={photo.preview} text={texts.photoNumber(index + 1)} />
        </MenuItem>
      ))}
    </TextField>
  );
}

function Thumbnail({ src, text }: { src: string; text: string }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
      <ProductPhoto src={src} size={24} />
      {text}
    </Stack>
  );
}
