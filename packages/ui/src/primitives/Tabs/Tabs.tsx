import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  icon?: string;
  content: ReactNode;
  isDisabled?: boolean;
  /** Makes the tab a link (tabs that mirror the URL). */
  href?: string;
}

export interface TabsProps {
  items: TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  'aria-label': string;
  className?: string;
}

export function Tabs({ items, selectedKey, defaultSelectedKey, onSelectionChange, className, ...props }: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={[styles.tabs, className].filter(Boolean).join(' ')}
    >
      <TabList aria-label={props['aria-label']} className={styles.tabList}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={item.href} className={styles.tab}>
            {item.icon ? <Icon name={item.icon} size={18} /> : null}
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
