import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import { Tooltip } from '../Tooltip/Tooltip';
import { CountBadge } from '../Badge/Badge';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  icon: string;
  /** The accessible name; also shown as the tooltip. */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'neutral' | 'primary' | 'danger';
  /** Hide the tooltip (for example inside a toolbar that labels the button otherwise). */
  noTooltip?: boolean;
  /** A count over the icon (unread messages); its label joins the button's name. Hidden at 0. */
  badge?: { count: number; label: string };
  className?: string;
}

export function IconButton({ icon, label, size = 'md', tone, noTooltip, badge, className, ...props }: IconButtonProps) {
  const showBadge = badge && badge.count > 0;
  const button = (
    <AriaButton
      {...props}
      aria-label={showBadge ? `${label}, ${badge.label}` : label}
      className={[styles.iconButton({ size, tone }), className].filter(Boolean).join(' ')}
    >
      <Icon name={icon} size={size === 'sm' ? 18 : size === 'lg' ? 24 : 20} />
      {showBadge ? <CountBadge count={badge.count} className={styles.badge} /> : null}
    </AriaButton>
  );
  return noTooltip ? button : <Tooltip content={label}>{button}</Tooltip>;
}
