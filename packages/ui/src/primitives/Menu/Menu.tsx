import { Fragment, type ReactElement, type ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
  type PopoverProps,
} from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import * as overlay from '../shared/overlay.css';

export interface MenuAction {
  id: string;
  label: string;
  icon?: string;
  description?: string;
  /** Shown in the warn colour (delete, sign out). */
  isDanger?: boolean;
  isDisabled?: boolean;
  /** Makes the entry a link, navigated through the app's router. */
  href?: string;
}

export interface MenuGroup {
  id: string;
  title?: string;
  items: MenuAction[];
}

export interface MenuProps {
  /** The button that opens the menu (a Button or IconButton). */
  trigger: ReactElement;
  /** Actions, or groups of actions divided by lines. */
  items: (MenuAction | MenuGroup)[];
  onAction?: (id: string) => void;
  /** Content above the actions, such as the signed-in user's name. */
  header?: ReactNode;
  placement?: PopoverProps['placement'];
  /** Marks an entry as chosen (a language menu). */
  selectedId?: string;
  /** Marks one entry per group as chosen (a status and a language in one menu). */
  selectedIds?: string[];
  /** Open state, when the caller keeps it (a menu whose code loads after its button was pressed). */
  isOpen?: boolean;
  /** Opens with the menu shown, the caller not keeping the state. */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const isGroup = (entry: MenuAction | MenuGroup): entry is MenuGroup => 'items' in entry;

function MenuEntry({ item }: { item: MenuAction }) {
  return (
    <MenuItem
      id={item.id}
      href={item.href}
      textValue={item.label}
      isDisabled={item.isDisabled}
      className={overlay.option}
      data-danger={item.isDanger || undefined}
    >
      {({ isSelected }) => (
        <>
          {item.icon ? <Icon name={item.icon} size={18} /> : null}
          <span className={overlay.optionText}>
            <span>{item.label}</span>
            {item.description ? <span className={overlay.optionDescription}>{item.description}</span> : null}
          </span>
          {isSelected ? (
            <span className={overlay.check}>
              <Icon name="heroicons_mini:check" size={16} />
            </span>
          ) : null}
        </>
      )}
    </MenuItem>
  );
}

/** The chosen entry is announced (menuitemradio, aria-checked) within the list or group that holds it. */
const choice = (ids: string[], selected: string[]) => {
  const chosen = selected.find((id) => ids.includes(id));
  return chosen !== undefined
    ? ({ selectionMode: 'single', selectedKeys: [chosen], disallowEmptySelection: true } as const)
    : {};
};

/** A list of actions opened from a button; the menu is named by that button. */
export function Menu({
  trigger,
  items,
  onAction,
  header,
  placement = 'bottom end',
  selectedId,
  selectedIds = [],
  isOpen,
  defaultOpen,
  onOpenChange,
}: MenuProps) {
  const selected = selectedId !== undefined ? [selectedId, ...selectedIds] : selectedIds;
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover placement={placement} offset={6} className={overlay.popover}>
        {header}
        <AriaMenu
          className={overlay.listBox}
          onAction={(key: Key) => onAction?.(String(key))}
          {...choice(
            items.filter((e) => !isGroup(e)).map((e) => e.id),
            selected,
          )}
        >
          {items.map((entry, index) =>
            isGroup(entry) ? (
              <Fragment key={entry.id}>
                {index > 0 ? <Separator className={overlay.separator} /> : null}
                <MenuSection
                  id={entry.id}
                  {...choice(
                    entry.items.map((i) => i.id),
                    selected,
                  )}
                >
                  {entry.title ? <Header className={overlay.sectionHeader}>{entry.title}</Header> : null}
                  {entry.items.map((item) => (
                    <MenuEntry key={item.id} item={item} />
                  ))}
                </MenuSection>
              </Fragment>
            ) : (
              <MenuEntry key={entry.id} item={entry} />
            ),
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
