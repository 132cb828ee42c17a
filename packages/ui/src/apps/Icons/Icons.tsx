import { useMemo } from 'react';
import { GridLayout, GridList, GridListItem, Size, Virtualizer } from 'react-aria-components';
import { iconSetNames, type IconSetName } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { textMatches } from '../../data/Highlighted/Highlighted';
import * as styles from './Icons.css';

/** One icon set as the API lists it: the namespace its names are written with ('' for two-tone), its display name and its icons. */
export interface IconSetList {
  namespace: string;
  name: string;
  list: string[];
}

export interface IconCatalogueProps {
  set: IconSetName;
  onSetChange: (set: IconSetName) => void;
  /** The chosen set's icons; undefined while loading. */
  icons: IconSetList | undefined;
  error?: string | null;
  onRetry?: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** Copies an icon's full name (`namespace:name`) as the code writes it. */
  onCopy: (name: string) => void;
}

const setTitles: Record<IconSetName, string> = {
  feather: 'Feather',
  'heroicons-outline': 'Heroicons Outline',
  'heroicons-solid': 'Heroicons Solid',
  'heroicons-mini': 'Heroicons Mini',
  'material-solid': 'Material Solid',
  'material-outline': 'Material Outline',
  'material-twotone': 'Material Twotone',
};

/**
 * The name an icon is used by: `namespace:icon`, or the bare name for the two-tone set. Material
 * names are written with underscores (`mat_outline:local_shipping`), as the specifications do,
 * where the set's list spells them with hyphens.
 */
export function iconFullName(namespace: string, icon: string) {
  const name = !namespace || namespace.startsWith('mat_') ? icon.replace(/-/g, '_') : icon;
  return namespace ? `${namespace}:${name}` : name;
}
const shortName = (full: string) => full.slice(full.indexOf(':') + 1);

/**
 * The icon catalogue: every icon of a set, searched by name, in a virtualised grid (thousands of
 * icons, one tab stop, arrow keys between them); choosing one copies its full name.
 */
export function IconCatalogue({
  set,
  onSetChange,
  icons,
  error,
  onRetry,
  query,
  onQueryChange,
  onCopy,
}: IconCatalogueProps) {
  const { t } = useUiTranslation();
  const shown = useMemo(
    () =>
      icons
        ? icons.list
            .filter((name) => textMatches(query.replace(/[\s_]+/g, '-'), name.replace(/_/g, '-')))
            .map((name) => ({ id: iconFullName(icons.namespace, name) }))
            .map(({ id }) => ({ id, name: shortName(id) }))
        : [],
    [icons, query],
  );

  let body;
  if (error)
    body = (
      <EmptyState
        isError
        icon="heroicons_outline:exclamation-triangle"
        title={t('icons.error')}
        description={error}
        action={
          onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  else if (!icons)
    body = (
      <div role="status" aria-busy="true" aria-label={t('icons.loading')} className={styles.skeletons}>
        {Array.from({ length: 24 }, (_, i) => (
          <Skeleton key={i} width="100%" height={88} />
        ))}
      </div>
    );
  else if (!shown.length)
    body = (
      <EmptyState
        icon="heroicons_outline:magnifying-glass"
        title={icons.list.length ? t('icons.noMatch') : t('icons.empty')}
        description={icons.list.length ? t('icons.noMatchHint') : undefined}
      />
    );
  else
    body = (
      <Virtualizer
        layout={GridLayout}
        layoutOptions={{
          minItemSize: new Size(112, 96),
          maxItemSize: new Size(160, 96),
          minSpace: new Size(8, 8),
          preserveAspectRatio: false,
        }}
      >
        <GridList
          aria-label={t('icons.grid', { set: icons.name })}
          layout="grid"
          items={shown}
          className={styles.grid}
          onAction={(key) => onCopy(String(key))}
        >
          {(item) => (
            <GridListItem id={item.id} textValue={item.id} className={styles.item}>
              <Icon name={item.id} size={28} />
              <span className={styles.name}>{item.name}</span>
            </GridListItem>
          )}
        </GridList>
      </Virtualizer>
    );

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('icons.title')}</h1>
          <p className={styles.lead}>
            {icons && !error ? t('icons.count', { count: shown.length, total: icons.list.length }) : t('icons.lead')}
          </p>
        </div>
        <div className={styles.controls}>
          <Select
            label={t('icons.set')}
            selectedKey={set}
            onSelectionChange={(key) => onSetChange(key as IconSetName)}
            items={iconSetNames.map((id) => ({ id, label: setTitles[id] }))}
          />
          <TextField
            type="search"
            label={t('icons.search')}
            icon="heroicons_outline:magnifying-glass"
            value={query}
            onChange={onQueryChange}
          />
        </div>
      </div>
      <p className={styles.hint}>{t('icons.hint')}</p>
      {body}
    </div>
  );
}
