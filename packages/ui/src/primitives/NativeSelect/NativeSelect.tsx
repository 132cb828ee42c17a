import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import { FormField } from '../FormField/FormField';
import type { OptionItem } from '../shared/Option';
import * as fieldStyles from '../shared/field.css';
import * as styles from './NativeSelect.css';

export interface NativeSelectProps {
  label: ReactNode;
  items: Pick<OptionItem, 'id' | 'label' | 'isDisabled'>[];
  value: string;
  onChange: (id: string) => void;
  /** A hint under the control. */
  description?: ReactNode;
  /** The error under the control; the field is invalid while it is set. */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  /** Shown while the value is none of the items (their list is still loading), instead of the first item. */
  placeholder?: string;
  /** The name it is posted under, in a form. */
  name?: string;
  className?: string;
}

/**
 * Pick one of a list with the browser's own select, in the look of the other fields. For a page
 * that must draw at once (the dashboard's scope): it costs one element and its options, where
 * Select builds a collection, a popover and a second render as it mounts. A phone opens its own
 * picker; a keyboard types to jump, as in any select. Options are plain text, without descriptions
 * or icons: for those, or a searchable list, use Select or ComboBox.
 */
export function NativeSelect({
  label,
  items,
  value,
  onChange,
  description,
  errorMessage,
  isDisabled,
  placeholder,
  name,
  className,
}: NativeSelectProps) {
  return (
    <FormField label={label} hint={description} error={errorMessage} isDisabled={isDisabled} className={className}>
      {(control) => (
        <div className={styles.box}>
          <select
            {...control}
            name={name}
            className={`${fieldStyles.control} ${styles.select}`}
            value={value}
            disabled={isDisabled}
            data-invalid={errorMessage ? true : undefined}
            data-disabled={isDisabled || undefined}
            onChange={(event) => onChange(event.target.value)}
          >
            {items.some((item) => item.id === value) ? null : (
              <option value={value} disabled>
                {placeholder ?? ''}
              </option>
            )}
            {items.map((item) => (
              <option key={item.id} value={item.id} disabled={item.isDisabled}>
                {item.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron}>
            <Icon name="heroicons_mini:chevron-up-down" size={18} />
          </span>
        </div>
      )}
    </FormField>
  );
}
