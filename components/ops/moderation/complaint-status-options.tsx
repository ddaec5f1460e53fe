import { COMPLAINT_STATUSES } from '@/lib/schemas/ops/moderation';

/** The complaint statuses as the options of a select (the list filter and the complaint's own status). */
export function ComplaintStatusOptions() {
  return COMPLAINT_STATUSES.map((s) => (
    <option key={s} value={s}>
      {s}
    </option>
  ));
}
