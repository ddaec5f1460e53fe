import styles from './pause-toggle.module.scss';

/**
 * A "pause the animation" switch without JavaScript (WCAG 2.2.2): a checkbox whose :checked state the
 * design's stylesheet reads with :has() to pause its keyframes.
 */
export function PauseToggle({ id, label, className = '' }: { id: string; label: string; className?: string }) {
  return (
    <div className={`${styles.toggle} ${className}`}>
      <input type="checkbox" id={id} className={`form-check-input ${styles.input} lander-pause`} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </div>
  );
}
