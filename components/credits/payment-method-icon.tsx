import Image from 'next/image';
import type { PaymentMethod } from '@/lib/config/payments';

/** The icons of a method under /assets/payment/: a card is shown by the card brands it takes (spec §7). */
const ICONS: Record<PaymentMethod, readonly string[]> = {
  ideal: ['ideal'],
  bancontact: ['bancontact'],
  creditcard: ['mastercard', 'visa'],
  paypal: ['paypal'],
  applepay: ['applepay'],
  banktransfer: ['banktransfer'],
  directdebit: ['directdebit'],
};

/** Decorative: the method's name is always written beside its icons. */
export function PaymentMethodIcons({ method }: { method: PaymentMethod }) {
  return (
    <span className="d-inline-flex gap-1 flex-shrink-0" aria-hidden="true">
      {ICONS[method].map((name) => (
        <Image key={name} src={`/assets/payment/${name}.svg`} alt="" width={40} height={25} unoptimized />
      ))}
    </span>
  );
}
