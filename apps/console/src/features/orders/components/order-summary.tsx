import Link from '@mui/material/Link';
import type { OrderDetail } from '@vitrina/contracts/orders';
import { formatPhone } from '@vitrina/contracts/phone';
import { ShopTime } from '../../../shared/shop/shop-time';
import { phoneHref } from '../order-format';
import { DetailField, DetailSection } from './detail-section';
import { OrderLines } from './order-lines';

/** Who ordered what, for how much, and from where. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const { customer } = order;
  return (
    <>
      <DetailSection title="Покупатель">
        <DetailField label="Имя">{customer.name}</DetailField>
        <DetailField label="Телефон">
          {/* An erased buyer's order keeps no phone (decision 61). */}
          {customer.phone && (
            <Link href={phoneHref(customer.phone)}>{formatPhone(customer.phone)}</Link>
          )}
        </DetailField>
        <DetailField label="E-mail">
          {customer.email && <Link href={`mailto:${customer.email}`}>{customer.email}</Link>}
        </DetailField>
        <DetailField label="Комментарий">{order.comment}</DetailField>
      </DetailSection>
      <OrderLines order={order} />
      <DetailSection title="Откуда">
        <DetailField label="Страница">
          {/* The buyer's browser names the page: only one of the site's is a link to follow. */}
          {order.page_on_site ? (
            <Link href={order.page_url} target="_blank" rel="noopener noreferrer">
              {order.page_url}
            </Link>
          ) : (
            order.page_url
          )}
        </DetailField>
        <DetailField label="Виджет">{order.widget_title ?? 'Удалён'}</DetailField>
        <DetailField label="Площадка">{order.site_title ?? 'Удалена'}</DetailField>
        <DetailField label="Создан">
          <ShopTime at={order.created_at} />
        </DetailField>
      </DetailSection>
    </>
  );
}
