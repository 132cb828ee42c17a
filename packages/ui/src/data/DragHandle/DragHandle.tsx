import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import * as styles from './DragHandle.css';

/**
 * The handle of a row in a reorderable React Aria `GridList` (its `drag` slot): dragged by
 * pointer, or focused and moved by keyboard (Enter, the arrow keys, Enter), each step announced.
 * Its label names what it moves ("Move IST"). Seen in the route editor's stops and the Tasks app.
 */
export function DragHandle({ label }: { label: string }) {
  return (
    <AriaButton slot="drag" className={styles.handle} aria-label={label}>
      <Icon name="heroicons_outline:bars-2" size={18} />
    </AriaButton>
  );
}
