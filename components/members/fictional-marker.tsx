import { Icon } from '@/components/ui/icon';

/** The fictional-profile marker (fictional_icon): a star with its meaning for screen readers and on hover. */
export function FictionalMarker({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span className={`badge text-bg-secondary fictional-marker ${className}`} title={label}>
      <Icon name="star" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
