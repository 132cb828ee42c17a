import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import * as styles from '../shared/choice.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox validationBehavior="aria" {...props} className={[styles.choice, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.checkbox} aria-hidden="true">
            {isIndeterminate ? (
              <Icon name="heroicons_mini:minus" size={14} />
            ) : isSelected ? (
              <Icon name="heroicons_mini:check" size={14} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldTextProps {
  children: ReactNode;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** Several checkboxes that make one value (the weekdays a route runs), with a label and an error. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel label={label} isRequired={props.isRequired} />
      <div className={orientation === 'horizontal' ? styles.groupRow : styles.group}>{children}</div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
