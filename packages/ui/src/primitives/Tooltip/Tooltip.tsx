import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (a Button or IconButton) that shows the tooltip on hover and focus. */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  delay?: number;
  isDisabled?: boolean;
}

export function Tooltip({ content, children, placement = 'bottom', delay = 600, isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={100} isDisabled={isDisabled}>
      {children}
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
