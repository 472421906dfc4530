import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { paths } from '@vitrina/contracts/console-paths';
import { messages } from '@vitrina/contracts/messages';
import { shopCreateSchema, shopUpdateSchema, type CurrentShop } from '@vitrina/contracts/team';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { AppDialog } from '../ui/dialog/app-dialog';
import { DialogForm } from '../ui/dialog/dialog-form';
import { FailureAlert } from '../ui/failure-alert';
import { FormTextField } from '../ui/form/form-text-field';
import { showToast } from '../ui/toasts/show-toast';
import { useCreateShopMutation, useDeleteShopMutation, useUpdateShopMutation } from './shop-api';
import { SHOP_TEXTS } from './shop-texts';
import { useSwitchShop } from './use-switch-shop';

export type ShopDialogKind = 'create' | 'rename' | 'delete';

export interface ShopDialogProps {
  /** The dialog open, or null. */
  kind: ShopDialogKind | null;
  /** The current shop; none for an account without one, which may only create. */
  shop: CurrentShop | undefined;
  onClose: () => void;
}

const TITLES = { create: SHOP_TEXTS.create, rename: SHOP_TEXTS.rename, delete: SHOP_TEXTS.delete };

/** Creating a shop, renaming the current one, deleting it; loaded when first opened. */
export default function ShopDialog({ kind, shop, onClose }: ShopDialogProps) {
  // The dialog shown last: closing keeps it while the dialog fades out.
  const [shown, setShown] = useState(kind);
  if (kind !== null && kind !== shown) setShown(kind);
  return (
    <AppDialog open={kind !== null} onClose={onClose} title={shown ? TITLES[shown] : ''}>
      {shown === 'create' && <CreateShopForm onClose={onClose} />}
      {shown === 'rename' && shop && <RenameShopForm shop={shop} onClose={onClose} />}
      {shown === 'delete' && shop && <DeleteShopForm shop={shop} onClose={onClose} />}
    </AppDialog>
  );
}

/** Leaves the screen first: it would read its rows again in the shop that comes next. */
function useLeaveForShop() {
  const navigate = useNavigate();
  const switchShop = useSwitchShop();
  return async (shopId: number | null) => {
    await navigate(paths.home);
    switchShop(shopId);
  };
}

function CreateShopForm({ onClose }: { onClose: () => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(shopCreateSchema),
    defaultValues: { title: '' },
  });
  const [create, { isLoading, isError, error }] = useCreateShopMutation();
  const leaveFor = useLeaveForShop();

  const submit = handleSubmit(async (fields) => {
    const { data } = await create(fields);
    if (!data) return;
    onClose();
    void showToast(SHOP_TEXTS.created(data.title), { variant: 'success' });
    await leaveFor(data.id);
  });

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={isLoading}
      submitLabel={SHOP_TEXTS.createSubmit}
      failure={isError && <FailureAlert message={SHOP_TEXTS.saveFailed} error={error} />}
    >
      <FormTextField control={control} name="title" label={SHOP_TEXTS.titleLabel} autoFocus />
    </DialogForm>
  );
}

function RenameShopForm({ shop, onClose }: { shop: CurrentShop; onClose: () => void }) {
  const { control, handleSubmit } = useForm({
    // The dialog changes the title alone, which it may not leave empty.
    resolver: zodResolver(shopUpdateSchema.pick({ title: true }).required()),
    defaultValues: { title: shop.title },
  });
  const [rename, { isLoading, isError, error }] = useUpdateShopMutation();

  const submit = handleSubmit(async (fields) => {
    const { data } = await rename(fields);
    if (data) onClose();
  });

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={isLoading}
      failure={isError && <FailureAlert message={SHOP_TEXTS.saveFailed} error={error} />}
    >
      <FormTextField control={control} name="title" label={SHOP_TEXTS.titleLabel} autoFocus />
    </DialogForm>
  );
}

/** The title typed again, exactly, before anything is deleted: the server checks it too. */
function DeleteShopForm({ shop, onClose }: { shop: CurrentShop; onClose: () => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(
      z.object({
        title: z.string().refine((typed) => typed === shop.title, {
          message: messages.team.deleteTitleMismatch,
        }),
      }),
    ),
    defaultValues: { title: '' },
  });
  const [remove, { isLoading, isError, error }] = useDeleteShopMutation();
  const leaveFor = useLeaveForShop();

  const submit = handleSubmit(async (fields) => {
    const { data } = await remove(fields);
    if (!data) return;
    onClose();
    void showToast(data.message, { variant: 'success' });
    // The server goes on in the shop used last of those left.
    await leaveFor(null);
  });

  return (
    <DialogForm
      onSubmit={() => void submit()}
      onCancel={onClose}
      pending={isLoading}
      submitLabel={SHOP_TEXTS.deleteSubmit}
      submitColor="error"
      failure={isError && <FailureAlert message={SHOP_TEXTS.deleteFailed} error={error} />}
    >
      <Alert severity="warning">{SHOP_TEXTS.deleteWarning(shop.title)}</Alert>
      <FormTextField
        control={control}
        name="title"
        label={SHOP_TEXTS.deleteConfirmLabel}
        placeholder={shop.title}
        autoComplete="off"
      />
    </DialogForm>
  );
}
