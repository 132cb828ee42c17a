import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css';

export interface FieldTextProps {
  label?: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The error under the control; shown when the field is invalid. */
  errorMessage?: ReactNode;
  isRequired?: boolean;
}

/** Label, hint and error as RAC slots, so the ids and aria attributes wire themselves. */
export function FieldLabel({ label, isRequired }: Pick<FieldTextProps, 'label' | 'isRequired'>) {
  if (!label) return null;
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldFooter({ description, errorMessage }: Pick<FieldTextProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
