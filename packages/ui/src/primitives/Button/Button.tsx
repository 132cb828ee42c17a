import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, type ButtonProps as AriaButtonProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** Icon name before the label. */
  icon?: string;
  /** Icon name after the label. */
  iconEnd?: string;
  children?: ReactNode;
  className?: string;
}

/** RAC's isPending keeps the button focusable and announces the pending state itself. */
export function Button({ variant, size, fullWidth, icon, iconEnd, children, className, isPending, ...props }: ButtonProps) {
  const iconSize = size === 'sm' ? 16 : size === 'lg' ? 22 : 18;
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {isPending ? <span className={styles.pendingSpinner} role="presentation" /> : icon ? <Icon name={icon} size={iconSize} /> : null}
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
export function ButtonLink({ variant, size, icon, children, className, ...props }: ButtonLinkProps) {
  return (
    <AriaLink {...props} className={[styles.button({ variant, size }), className].filter(Boolean).join(' ')}>
      {icon ? <Icon name={icon} size={size === 'sm' ? 16 : size === 'lg' ? 22 : 18} /> : null}
      {children}
    </AriaLink>
  );
}
