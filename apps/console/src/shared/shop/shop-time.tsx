import { useShopTime, type ShopTimeStyle } from './use-shop-time';

interface ShopTimeProps {
  /** The instant, as the server writes it (ISO 8601). */
  at: string;
  /** A time (the default), or only its day. */
  style?: ShopTimeStyle;
}

/** An instant in the shop's time zone, as `useShopTime` shows it, in an element machines read. */
export function ShopTime({ at, style = 'time' }: ShopTimeProps) {
  const format = useShopTime()[style];
  return <time dateTime={at}>{format(at)}</time>;
}
