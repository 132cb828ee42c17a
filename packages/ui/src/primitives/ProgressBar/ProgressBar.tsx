import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** 0 to 100; leave out for an indeterminate bar. */
  value?: number;
  label?: string;
  /** Shows the label and the percentage above the bar. */
  showValue?: boolean;
  /** Text instead of the percentage (e.g. "820 / 1 200 kg"). */
  valueLabel?: string;
  size?: 'xs' | 'sm' | 'md';
  tone?: 'primary' | 'success' | 'caution' | 'warn';
  'aria-label'?: string;
  className?: string;
}

/** Determinate (0-100) or indeterminate progress. */
export function ProgressBar({
  value,
  label,
  showValue,
  valueLabel,
  size,
  tone,
  className,
  ...props
}: ProgressBarProps) {
  const isIndeterminate = value === undefined;
  const clamped = isIndeterminate ? 0 : Math.min(100, Math.max(0, value));
  return (
    <AriaProgressBar
      value={clamped}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      aria-label={label ? undefined : props['aria-label']}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {({ percentage, valueText }) => (
        <>
          {label || showValue ? (
            <div className={styles.labels}>
              {label ? <Label className={styles.labelText}>{label}</Label> : <span />}
              {showValue && !isIndeterminate ? <span>{valueLabel ?? valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track({ size })}>
            <div
              className={[styles.fill({ tone }), isIndeterminate ? styles.indeterminate : ''].join(' ')}
              style={isIndeterminate ? undefined : { width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
