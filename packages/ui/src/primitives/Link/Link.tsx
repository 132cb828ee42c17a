import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  href: string;
  /**
   * `app` (default) navigates inside the app through the router the app gives the
   * UiProvider; `document` is a plain link that loads the page (core spec: useRouter false).
   */
  routing?: 'app' | 'document';
  children: ReactNode;
  className?: string;
}

export function Link({ routing = 'app', className, children, ...props }: LinkProps) {
  const classes = [styles.link, className].filter(Boolean).join(' ');
  if (routing === 'document') {
    return (
      <a
        href={props.href}
        target={props.target}
        rel={props.rel}
        className={classes}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
      >
        {children}
      </a>
    );
  }
  return (
    <AriaLink {...props} className={classes}>
      {children}
    </AriaLink>
  );
}
