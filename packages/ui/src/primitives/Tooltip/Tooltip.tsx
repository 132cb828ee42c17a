import { useContext, useEffect, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  TooltipTriggerStateContext,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (a Button or IconButton) that shows the tooltip on hover and focus. */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  delay?: number;
  isDisabled?: boolean;
  /** Opens with the tooltip shown (until the pointer or the focus leaves). */
  defaultOpen?: boolean;
}

/**
 * A tooltip on hover and keyboard focus. Escape closes it and still does what it would have done:
 * in a panel or dialog the first Escape closes that too (React Aria's tooltip would swallow it,
 * leaving a keyboard user to press Escape twice). The tooltip closes first, synchronously, which
 * takes React Aria's own Escape listener with it before the key reaches the document.
 */
export function Tooltip({
  content,
  children,
  placement = 'bottom',
  delay = 600,
  isDisabled,
  defaultOpen,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={100} isDisabled={isDisabled} defaultOpen={defaultOpen}>
      {children}
      <EscapeGoesOn />
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow}>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

/** While the tooltip shows, an Escape closes it before React Aria's listener sees the key (see Tooltip). */
function EscapeGoesOn() {
  const state = useContext(TooltipTriggerStateContext);
  const isOpen = !!state?.isOpen;
  useEffect(() => {
    if (!isOpen || !state) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') flushSync(() => state.close(true));
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [isOpen, state]);
  return null;
}
