import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import * as styles from '../shared/choice.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[styles.choice, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.checkbox} aria-hidden="true">
            {isIndeterminate ? <Icon name="heroicons_mini:minus" size={14} /> : isSelected ? <Icon name="heroicons_mini:check" size={14} /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
