import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import * as overlay from '../shared/overlay.css';
import * as styles from './Popover.css';

export interface PopoverProps {
  /** The button that opens it. */
  trigger: ReactElement;
  /** The content; a function gets `close` to shut the popover from inside. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The accessible name of the overlay. */
  'aria-label': string;
  placement?: AriaPopoverProps['placement'];
  isOpen?: boolean;
  /** Opens with the popover shown, the caller not keeping the state. */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** `panel` is the width of the top bar's panels (24rem, narrower on phones). */
  size?: 'auto' | 'panel';
}

/** Non-modal content anchored to a button: the top bar's messages, notifications and shortcuts open in one. */
export function Popover({
  trigger,
  children,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  size = 'auto',
  ...props
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover
        placement={placement}
        offset={8}
        className={[overlay.popover, size === 'panel' ? styles.panel : ''].join(' ')}
      >
        <Dialog aria-label={props['aria-label']} className={styles.dialog}>
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
