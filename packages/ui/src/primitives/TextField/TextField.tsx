import type { ReactNode, Ref } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../shared/FieldParts';
import * as styles from '../shared/field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  placeholder?: string;
  /** Icon name shown inside the field, before the text. */
  icon?: string;
  /** Something after the text, such as a unit ("kg") or a button. */
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  endAdornment,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      {/* Invalid as the field is: by its props, or by a Form's validationErrors for its name. */}
      {({ isInvalid }) => (
        <>
          <FieldLabel label={label} isRequired={props.isRequired} />
          <Group className={styles.control} isDisabled={props.isDisabled} isInvalid={isInvalid}>
            {icon ? (
              <span className={styles.adornment}>
                <Icon name={icon} size={18} />
              </span>
            ) : null}
            <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
            {endAdornment ? <span className={styles.adornment}>{endAdornment}</span> : null}
          </Group>
          <FieldFooter description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaTextField>
  );
}
