import { useId, type ReactNode } from 'react';
import * as styles from '../shared/field.css';

export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  /** The label is drawn as a disabled field's (the control itself is disabled by the caller). */
  isDisabled?: boolean;
  /** The control, given the id and aria attributes that tie it to the label, hint and error. */
  children: (control: FormFieldControlProps) => ReactNode;
  className?: string;
}

/**
 * Label, hint and error around a control that is not one of the library's fields (a signature
 * pad, a map picker, a file input). The library's own fields carry these themselves.
 */
export function FormField({ label, hint, error, isRequired, isDisabled, children, className }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? '' : undefined}
      data-disabled={isDisabled ? '' : undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
