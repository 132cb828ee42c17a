import type { ReactNode } from 'react';
import { ListBoxItem } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import * as styles from './overlay.css';

/** An entry of a Select or ComboBox. */
export interface OptionItem {
  id: string;
  label: string;
  description?: string;
  icon?: string;
  isDisabled?: boolean;
}

/** `onAction` makes the entry an action rather than a value (a ComboBox's "New customer"). */
export function OptionRow({
  item,
  children,
  onAction,
}: {
  item: OptionItem;
  children?: ReactNode;
  onAction?: () => void;
}) {
  return (
    <ListBoxItem
      id={item.id}
      textValue={item.label}
      isDisabled={item.isDisabled}
      onAction={onAction}
      className={styles.option}
    >
      {({ isSelected }) => (
        <>
          {item.icon ? <Icon name={item.icon} size={18} /> : null}
          <span className={styles.optionText}>
            <span>{item.label}</span>
            {item.description ? <span className={styles.optionDescription}>{item.description}</span> : null}
          </span>
          {children}
          {isSelected ? (
            <span className={styles.check}>
              <Icon name="heroicons_mini:check" size={16} />
            </span>
          ) : null}
        </>
      )}
    </ListBoxItem>
  );
}
