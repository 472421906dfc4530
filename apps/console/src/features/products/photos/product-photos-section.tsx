import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import type { Product, ProductPhoto } from '@vitrina/contracts/products';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import { FormSection } from '../components/form-section';
import { AddPhotosDialog } from './add-photos-dialog';
import { PhotoGrid } from './photo-grid';
import { photoTexts } from './photo-texts';
import { useProductPhotoList } from './use-product-photo-list';

interface ProductPhotosSectionProps {
  /** The product as the server last answered it; photo changes refetch it. */
  product: Product;
}

/**
 * The photos section of the product editor's general tab: the grid (the first photo is the
 * main one), reordering, deleting, and the add-photo dialog. It saves each change at once,
 * apart from the product form.
 */
export function ProductPhotosSection({ product }: ProductPhotosSectionProps) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ProductPhoto | null>(null);
  const list = useProductPhotoList(product);
  const full = product.photos.length >= PHOTO_LIMITS.maxPhotosPerProduct;

  // The photo asked about last, by its place: closing drops it while the popup fades out.
  const [asked, setAsked] = useState(0);
  const index = deleting ? list.photos.indexOf(deleting) : -1;
  if (index >= 0 && index + 1 !== asked) setAsked(index + 1);
  const place = index >= 0 ? index + 1 : asked;

  async function confirmDelete() {
    if (deleting) await list.remove(deleting);
    setDeleting(null);
  }

  return (
    <FormSection
      title={photoTexts.heading}
      action={
        <Button
          variant="outlined"
          startIcon={<AddPhotoIcon />}
          disabled={full}
          onClick={() => setAdding(true)}
        >
          {photoTexts.add}
        </Button>
      }
    >
      {full && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {photoTexts.full}
        </Typography>
      )}
      {list.photos.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{photoTexts.empty}</Typography>
      ) : (
        <PhotoGrid photos={list.photos} onMove={list.move} onDelete={setDeleting} />
      )}
      <AddPhotosDialog open={adding} onClose={() => setAdding(false)} product={product} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        subject={photoTexts.deleted(place, product.title)}
        pending={list.removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </FormSection>
  );
}
