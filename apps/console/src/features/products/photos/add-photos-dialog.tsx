import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { PHOTO_LIMITS } from '@vitrina/contracts/limits';
import type { Product } from '@vitrina/contracts/products';
import { AppDialog } from '../../../shared/ui/dialog/app-dialog';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { PhotoDropZone } from './photo-drop-zone';
import { photoTexts } from './photo-texts';
import { PickNotices } from './pick-notices';
import { PickedPhotos } from './picked-photos';
import { UploadProgress } from './upload-progress';
import { usePhotoUpload } from './use-photo-upload';
import { usePickedPhotos } from './use-picked-photos';

interface AddPhotosDialogProps {
  open: boolean;
  onClose: () => void;
  product: Product;
}

/**
 * 'Добавить изображения' (spec §2.8): files dropped or picked, previewed, then uploaded. Closing
 * it aborts an upload under way and revokes the previews.
 */
export function AddPhotosDialog({ open, onClose, product }: AddPhotosDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={photoTexts.add} maxWidth="sm">
      <AddPhotosBody product={product} onDone={onClose} />
    </AppDialog>
  );
}

function AddPhotosBody({ product, onDone }: { product: Product; onDone: () => void }) {
  const picked = usePickedPhotos(PHOTO_LIMITS.maxPhotosPerProduct - product.photos.length);
  const upload = usePhotoUpload({ productId: product.id });
  const uploading = upload.progress !== null;

  async function save() {
    const { sent, complete } = await upload.send(picked.photos.map(({ file }) => file));
    if (complete) onDone();
    else picked.removeFiles(sent); // what the server took is not offered again
  }

  return (
    <>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <PhotoDropZone onFiles={(files) => void picked.add(files)} disabled={uploading} />
          <PickNotices notices={picked.notices} />
          {picked.photos.length > 0 && (
            <PickedPhotos
              photos={picked.photos}
              onRemove={picked.remove}
              onRemoveAll={picked.removeAll}
              disabled={uploading}
            />
          )}
          {upload.progress !== null && (
            <UploadProgress share={upload.progress} onCancel={upload.cancel} />
          )}
          {upload.failure !== null && (
            <FailureAlert message={photoTexts.uploadFailed} error={upload.failure} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onDone}>{photoTexts.cancel}</Button>
        <Button
          variant="contained"
          loading={uploading}
          disabled={picked.photos.length === 0}
          onClick={() => void save()}
        >
          {photoTexts.save}
        </Button>
      </DialogActions>
    </>
  );
}
