'use client';
import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/config/payments';

const TONE: Record<OrderStatus, string> = {
  open: 'text-bg-secondary',
  pending: 'text-bg-warning',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  canceled: 'text-bg-secondary',
  expired: 'text-bg-secondary',
  refunded: 'text-bg-info',
  charged_back: 'text-bg-danger',
};

/** An order's status in words (never by colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('Checkout.status');
  return <span className={`badge ${TONE[status]}`}>{t(status)}</span>;
}
