'use client';
import { useId, useState } from 'react';
import { adjustCredits, banMember, refundOrder, unbanMember } from '@/lib/api-client/ops-members';
import { ActionStatus, useOpsAction } from '../moderation/use-action';

type Props = {
  memberId: string;
  status: string;
  /** Orders a refund may be asked for: paid and not flagged. */
  refundable: { id: string; label: string }[];
};

/** Ban or unban with a reason, a credit adjustment with a reason, a refund through the provider. */
export function MemberActions({ memberId, status, refundable }: Props) {
  const { busy, message, run } = useOpsAction();
  const [banReason, setBanReason] = useState('');
  const [amount, setAmount] = useState('');
  const [creditReason, setCreditReason] = useState('');
  const ids = { ban: useId(), amount: useId(), creditReason: useId() };

  const banned = status === 'banned';
  const parsed = Number(amount);

  return (
    <div className="d-grid gap-4">
      <ActionStatus message={message} />
      {banned ? (
        <div>
          <button
            type="button"
            className="btn btn-outline-success"
            disabled={busy}
            onClick={() => void run(() => unbanMember(memberId), 'Ban lifted. The member logs in again.')}
          >
            Lift the ban
          </button>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => banMember(memberId, banReason),
              'Member banned: every session has ended.',
              () => setBanReason(''),
            );
          }}
        >
          <label className="form-label" htmlFor={ids.ban}>
            Reason for the ban
          </label>
          <input
            id={ids.ban}
            name="ban-reason"
            className="form-control mb-2"
            required
            maxLength={500}
            value={banReason}
            onChange={(event) => setBanReason(event.currentTarget.value)}
          />
          <button type="submit" className="btn btn-danger" disabled={busy || banReason.trim() === ''}>
            Ban member
          </button>
        </form>
      )}
      <form
        className="row g-2 align-items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            () => adjustCredits(memberId, parsed, creditReason),
            'Credits adjusted.',
            () => {
              setAmount('');
              setCreditReason('');
            },
          );
        }}
      >
        <div className="col-sm-4">
          <label className="form-label" htmlFor={ids.amount}>
            Credits (+ or −)
          </label>
          <input
            id={ids.amount}
            type="number"
            step={1}
            className="form-control"
            required
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        </div>
        <div className="col-sm-8">
          <label className="form-label" htmlFor={ids.creditReason}>
            Reason for the adjustment
          </label>
          <input
            id={ids.creditReason}
            className="form-control"
            required
            maxLength={500}
            value={creditReason}
            onChange={(event) => setCreditReason(event.currentTarget.value)}
          />
        </div>
        <div className="col-12">
          <button
            type="submit"
            className="btn btn-outline-primary"
            disabled={busy || !Number.isInteger(parsed) || parsed === 0 || creditReason.trim() === ''}
          >
            Adjust credits
          </button>
        </div>
      </form>
      {refundable.length > 0 ? (
        <div>
          <h3 className="h6">Refund through the payment provider</h3>
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {refundable.map((order) => (
              <li key={order.id}>
                <button
                  type="button"
                  className="btn btn-outline-warning"
                  disabled={busy}
                  onClick={() => void run(() => refundOrder(memberId, order.id), 'Order refunded.')}
                >
                  Refund {order.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
