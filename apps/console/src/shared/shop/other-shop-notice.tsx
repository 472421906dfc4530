import Button from '@mui/material/Button';
import type { HeldKind } from '@vitrina/contracts/team';
import type { ReactNode } from 'react';
import { DeferredAlert } from '../ui/deferred-alert';
import { FailureAlert } from '../ui/failure-alert';
import { useShopHoldingQuery } from './shop-api';
import { useSwitchShop } from './use-switch-shop';

const NAMES: Record<HeldKind, string> = {
  order: 'Этот заказ',
  product: 'Этот товар',
  collection: 'Эта коллекция',
  site: 'Эта площадка',
  widget: 'Этот виджет',
};

interface OtherShopNoticeProps {
  kind: HeldKind;
  id: number;
  /** What to say when none of the user's other shops holds it either. */
  notFound: ReactNode;
}

/**
 * An address whose row this shop does not hold: when another of the member's shops holds it
 * (a link from that shop's letter or chat), the notice offers to switch there, in place.
 */
export function OtherShopNotice({ kind, id, notFound }: OtherShopNoticeProps) {
  const { data: shop, isLoading } = useShopHoldingQuery({ kind, id });
  const switchShop = useSwitchShop();
  if (isLoading) return null;
  if (!shop) return notFound;
  return (
    <DeferredAlert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => switchShop(shop.id)}>
          Перейти
        </Button>
      }
    >
      {`${NAMES[kind]} — в магазине «${shop.title}».`}
    </DeferredAlert>
  );
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

interface RowLoadFailureProps {
  kind: HeldKind;
  id: number;
  /** What failed, as the screen says it. */
  message: string;
  error: unknown;
}

/**
 * A screen's row that did not load: when it is not found here, perhaps another of the member's
 * shops holds it (the notice offers to switch); any other failure is told as it is.
 */
export function RowLoadFailure({ kind, id, message, error }: RowLoadFailureProps) {
  const failure = <FailureAlert message={message} error={error} />;
  if (!isNotFound(error)) return failure;
  return <OtherShopNotice kind={kind} id={id} notFound={failure} />;
}
