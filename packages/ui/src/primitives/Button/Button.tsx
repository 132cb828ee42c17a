import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /**
   * `primary` for the one main action of a view, `secondary` beside it, `ghost` in toolbars and
   * lists, `danger` for an action that destroys, `link` for a quiet action inside text.
   * @default 'primary'
   */
  variant?: (typeof buttonVariants)[number];
  /**
   * `sm` in dense tables and toolbars, `md` everywhere else, `lg` for a page's single action
   * (sign-in) and touch screens at the counter.
   * @default 'md'
   */
  size?: (typeof buttonSizes)[number];
  /**
   * Fills the width of its container (a dialog's footer on a phone).
   * @default false
   */
  fullWidth?: boolean;
  /** Icon name before the label. */
  icon?: string;
  /** Icon name after the label. */
  iconEnd?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A button starts an action in place: saves, books, scans, opens a dialog. For a way to another
 * page use `ButtonLink` (a link that looks like a button). While the action runs, `isPending`
 * shows a spinner, keeps the button focusable and announces the pending state (React Aria).
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  iconEnd,
  children,
  className,
  isPending,
  ...props
}: ButtonProps) {
  const iconSize = size === 'sm' ? 16 : size === 'lg' ? 22 : 18;
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      // Tests and styles outside the recipe can tell the main action from the others by it.
      data-variant={variant}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {isPending ? (
        <span className={styles.pendingSpinner} role="presentation" />
      ) : icon ? (
        <Icon name={icon} size={iconSize} />
      ) : null}
      {children}
      {iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
    </AriaButton>
  );
}

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  href: string;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  icon?: string;
  children: ReactNode;
  className?: string;
}

/** A link that looks like a button: for a way on to another page ("Go to the start page"). */
export function ButtonLink({ variant = 'primary', size, icon, children, className, ...props }: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      className={[styles.button({ variant, size }), className].filter(Boolean).join(' ')}
    >
      {icon ? <Icon name={icon} size={size === 'sm' ? 16 : size === 'lg' ? 22 : 18} /> : null}
      {children}
    </AriaLink>
  );
}
