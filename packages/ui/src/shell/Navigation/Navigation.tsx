import { useState } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import type { NavigationItem } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Badge } from '../../primitives/Badge/Badge';
import { Menu } from '../../primitives/Menu/Menu';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import type { VerticalAppearance } from '../Layout/layouts';
import * as styles from './Navigation.css';

/** An item is active on its own page and on the pages under it. */
export const isActive = (link: string | undefined, path: string) =>
  !!link && (path === link || path.startsWith(`${link}/`));
const hasActive = (item: NavigationItem, path: string): boolean =>
  isActive(item.link, path) || (item.children ?? []).some((c) => hasActive(c, path));

/** An item's title in the active language: its `translation` key (the `nav` section of the ui strings), else its title. */
function useItemLabel() {
  const { t } = useUiTranslation();
  return (item: NavigationItem) => (item.translation ? t(item.translation, { defaultValue: item.title }) : item.title);
}

interface ItemProps {
  item: NavigationItem;
  path: string;
  appearance: VerticalAppearance;
  label: (item: NavigationItem) => string;
  onNavigate?: () => void;
}

function Entry({ item, path, appearance, label, onNavigate }: ItemProps) {
  const [open, setOpen] = useState(() => hasActive(item, path));
  const iconOnly = appearance === 'compact' || appearance === 'thin' || appearance === 'dense';
  const title = label(item);
  if (item.type === 'divider') {
    return (
      <li>
        <hr className={styles.divider} />
      </li>
    );
  }
  if (item.type === 'group') {
    return (
      <li>
        {iconOnly ? null : <div className={styles.groupTitle}>{title}</div>}
        <ul className={styles.list}>
          {item.children?.map((child) => (
            <Entry
              key={child.id}
              item={child}
              path={path}
              appearance={appearance}
              label={label}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </li>
    );
  }
  const badge = item.badge ? (
    <Badge tone={item.badge.tone} className={styles.badge}>
      {item.badge.title}
    </Badge>
  ) : null;
  if (item.type === 'collapsable' && item.children?.length) {
    return (
      <li>
        <AriaButton className={styles.item} aria-expanded={open} onPress={() => setOpen(!open)}>
          {item.icon ? <Icon name={item.icon} size={20} className={styles.itemIcon} /> : null}
          <span className={styles.title}>{title}</span>
          {badge}
          <Icon name="heroicons_mini:chevron-right" size={16} className={styles.chevron} />
        </AriaButton>
        {open ? (
          <ul className={`${styles.list} ${styles.nested}`}>
            {item.children.map((child) => (
              <Entry
                key={child.id}
                item={child}
                path={path}
                appearance={appearance}
                label={label}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        ) : null}
      </li>
    );
  }
  const link = (
    <AriaLink
      href={item.link}
      className={[styles.item, iconOnly ? styles.iconOnly[appearance === 'compact' ? 'compact' : 'thin'] : ''].join(
        ' ',
      )}
      aria-current={isActive(item.link, path) ? 'page' : undefined}
      aria-label={appearance === 'thin' || appearance === 'dense' ? title : undefined}
      onPress={onNavigate}
    >
      {item.icon ? (
        <Icon name={item.icon} size={appearance === 'compact' ? 22 : 20} className={styles.itemIcon} />
      ) : null}
      {appearance === 'thin' || appearance === 'dense' ? null : (
        <span className={appearance === 'compact' ? styles.compactTitle : styles.title}>{title}</span>
      )}
      {iconOnly ? null : badge}
    </AriaLink>
  );
  return (
    <li>
      {appearance === 'thin' || appearance === 'dense' ? (
        <Tooltip content={title} placement="end">
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}

export interface VerticalNavigationProps {
  items: NavigationItem[];
  currentPath: string;
  appearance?: VerticalAppearance;
  /** Above the items: the logo, or the user's card (classy). */
  header?: React.ReactNode;
  /** Called after an item is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
  /** Below the items: the top-bar tools that the mobile drawer carries. */
  footer?: React.ReactNode;
}

/** The side navigation: links with icons and badges, collapsible groups, the active page marked. */
export function VerticalNavigation({
  items,
  currentPath,
  appearance = 'default',
  header,
  onNavigate,
  footer,
}: VerticalNavigationProps) {
  const { t } = useUiTranslation();
  const label = useItemLabel();
  return (
    <nav
      className={[styles.nav, appearance === 'futuristic' ? styles.futuristic : ''].join(' ')}
      aria-label={t('shell.navigation')}
    >
      {header}
      <div className={styles.scroll}>
        <ul className={styles.list}>
          {items.map((item) => (
            <Entry
              key={item.id}
              item={item}
              path={currentPath}
              appearance={appearance}
              label={label}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </div>
      {footer}
    </nav>
  );
}

/** The top navigation of horizontal layouts: top-level links, groups as menus. */
export function HorizontalNavigation({ items, currentPath }: { items: NavigationItem[]; currentPath: string }) {
  const { t } = useUiTranslation();
  const label = useItemLabel();
  return (
    <nav aria-label={t('shell.navigation')}>
      <ul className={styles.horizontal}>
        {items.map((item) =>
          item.children?.length ? (
            <li key={item.id}>
              <Menu
                placement="bottom start"
                trigger={
                  <AriaButton className={styles.horizontalItem} data-active={hasActive(item, currentPath)}>
                    {item.icon ? <Icon name={item.icon} size={18} /> : null}
                    {label(item)}
                    <Icon name="heroicons_mini:chevron-down" size={16} />
                  </AriaButton>
                }
                items={item.children.map((child) => ({
                  id: child.id,
                  label: label(child),
                  icon: child.icon,
                  href: child.link,
                }))}
              />
            </li>
          ) : (
            <li key={item.id}>
              <AriaLink
                href={item.link}
                className={styles.horizontalItem}
                aria-current={isActive(item.link, currentPath) ? 'page' : undefined}
              >
                {item.icon ? <Icon name={item.icon} size={18} /> : null}
                {label(item)}
              </AriaLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
