import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import type { CustomerDetail } from '@vitrina/contracts/customers';
import { formatPhone } from '@vitrina/contracts/phone';
import { ShopTime } from '../../../shared/shop/shop-time';
import { DetailField, DetailSection } from '../components/detail-section';
import { OrderNoteForm } from '../components/order-note-form';
import { phoneHref } from '../order-format';
import { CustomerOrders } from './customer-orders';
import { EraseCustomerButton } from './erase-customer-button';
import { formatSpent } from './customer-format';
import { useSaveCustomerNote } from './use-save-customer-note';

const { columns } = customerTexts;

interface CustomerDetailViewProps {
  customer: CustomerDetail;
  /** The buyer is gone once their data is erased: the drawer closes. */
  onErasing: () => void;
}

/** Everything the shop knows of a buyer, their orders, the note, and the erasure of their data. */
export function CustomerDetailView({ customer, onErasing }: CustomerDetailViewProps) {
  const { saveNote, saving } = useSaveCustomerNote(customer.id);
  return (
    <Stack sx={{ gap: 2.5 }}>
      <DetailSection title={customerTexts.cardTitle}>
        <DetailField label={columns.name}>{customer.name}</DetailField>
        <DetailField label={columns.phone}>
          <Link href={phoneHref(customer.phone)}>{formatPhone(customer.phone)}</Link>
        </DetailField>
        <DetailField label={columns.email}>
          {customer.email && <Link href={`mailto:${customer.email}`}>{customer.email}</Link>}
        </DetailField>
        <DetailField label={columns.ordersCount}>{customer.orders_count}</DetailField>
        <DetailField label={columns.totalSpent}>{formatSpent(customer)}</DetailField>
        <DetailField label={columns.firstOrder}>
          <ShopTime at={customer.first_order_at} />
        </DetailField>
        <DetailField label={columns.lastOrder}>
          <ShopTime at={customer.last_order_at} />
        </DetailField>
      </DetailSection>
      <CustomerOrders orders={customer.orders} />
      <OrderNoteForm
        key={customer.id}
        note={customer.note}
        onSave={(note) => void saveNote(note)}
        pending={saving}
      />
      <Divider />
      <EraseCustomerButton customer={customer} onErasing={onErasing} />
    </Stack>
  );
}
