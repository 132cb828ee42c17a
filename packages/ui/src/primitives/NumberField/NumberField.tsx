import {
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../shared/FieldParts';
import * as styles from '../shared/field.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** After the number: a unit ("kg", "cm") or a currency sign. */
  unit?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A number typed in the active language's notation (1.234,5 in Turkish), with its unit. Arrow
 * keys step it; the value is a plain number (NaN while empty).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  unit,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <Group className={styles.control} isDisabled={props.isDisabled} isInvalid={props.isInvalid ?? !!errorMessage}>
        <Input className={styles.input} placeholder={placeholder} />
        {unit ? (
          <span className={styles.adornment} aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
