import { Fragment, useMemo, useState } from 'react';
import { GridLayout, GridList, GridListItem, Size, Virtualizer } from 'react-aria-components';
import { iconSetNames } from '@courier/domain';
import { useUiTranslation } from '../i18n';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { LoadFailed } from '../primitives/EmptyState/LoadFailed';
import { Radio, RadioGroup } from '../primitives/Radio/Radio';
import { Select } from '../primitives/Select/Select';
import { Skeleton } from '../primitives/Skeleton/Skeleton';
import { TextField } from '../primitives/TextField/TextField';
import { textMatches } from '../data/Highlighted/Highlighted';
import { Icon } from './Icon';
import * as styles from './IconCatalogue.css';

/** One icon set as the API lists it: the namespace its names are written with ('' for two-tone), its display name and its icons. */
export interface IconSetList {
  namespace: string;
  name: string;
  list: string[];
}

/** A set the catalogue offers: its id (what `onSetChange` gets) and its name in the picker. */
export interface IconSetChoice {
  id: string;
  label: string;
}

/** The sets of the icon catalogue's API (`GET api/ui/icons/{set}`), as the app offers them. */
export const apiIconSets: readonly IconSetChoice[] = iconSetNames.map((id) => ({
  id,
  label: {
    feather: 'Feather',
    'heroicons-outline': 'Heroicons Outline',
    'heroicons-solid': 'Heroicons Solid',
    'heroicons-mini': 'Heroicons Mini',
    'material-solid': 'Material Solid',
    'material-outline': 'Material Outline',
    'material-twotone': 'Material Twotone',
  }[id],
}));

export interface IconCatalogueProps {
  /** The sets to choose from; the API's seven by default. */
  sets?: readonly IconSetChoice[];
  set: string;
  onSetChange: (set: string) => void;
  /** The chosen set's icons; undefined while loading. */
  icons: IconSetList | undefined;
  error?: string | null;
  onRetry?: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  /**
   * Called with what choosing an icon copies: its full name as the code writes it
   * (`heroicons_outline:truck`), or, with "Usage in code" chosen, the element (`<Icon name="…" />`).
   */
  onCopy: (text: string) => void;
  /** What was copied last, said in place of the hint (where no toast says it). */
  copied?: string | null;
}

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

/** What copying an icon gives: its name, or the element that draws it. */
const copyForms = ['name', 'usage'] as const;
type CopyForm = (typeof copyForms)[number];
export const iconUsage = (name: string) => `<Icon name="${name}" />`;

/**
 * A name shown whole: it wraps after a hyphen or an underscore (the browser breaks only after a
 * hyphen on its own), and a part longer than the tile wraps anywhere rather than being cut.
 */
const WrappedName = ({ name }: { name: string }) => (
  <>
    {name.split(/(?<=[-_])/).map((part, i) => (
      <Fragment key={i}>
        {i ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </>
);

/**
 * The icon catalogue, the one the Foundations and the Icons app both show: every icon of a set,
 * searched by name ("12 of 327 icons"), in a virtualised grid (thousands of icons, one tab stop,
 * arrow keys between them). Each name is shown whole; choosing an icon copies its name or its
 * usage in code.
 */
export function IconCatalogue({
  sets = apiIconSets,
  set,
  onSetChange,
  icons,
  error,
  onRetry,
  query,
  onQueryChange,
  onCopy,
  copied,
}: IconCatalogueProps) {
  const { t } = useUiTranslation();
  const [copyForm, setCopyForm] = useState<CopyForm>('name');
  const shown = useMemo(
    () =>
      icons
        ? icons.list
            .filter((name) => textMatches(query.replace(/[\s_]+/g, '-'), name.replace(/_/g, '-')))
            .map((name) => iconFullName(icons.namespace, name))
            .map((id) => ({ id, name: shortName(id) }))
        : [],
    [icons, query],
  );

  let body;
  if (error) body = <LoadFailed title={t('icons.error')} description={error} onRetry={onRetry} />;
  else if (!icons)
    body = (
      <div role="status" aria-busy="true" aria-label={t('icons.loading')} className={styles.skeletons}>
        {Array.from({ length: 24 }, (_, i) => (
          <Skeleton key={i} width="100%" height={120} />
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
          // Tall enough for the longest name of every set on four lines (45 letters, material's).
          minItemSize: new Size(136, 120),
          maxItemSize: new Size(176, 120),
          minSpace: new Size(8, 8),
          preserveAspectRatio: false,
        }}
      >
        <GridList
          aria-label={t('icons.grid', { set: icons.name })}
          layout="grid"
          items={shown}
          className={styles.grid}
          onAction={(key) => onCopy(copyForm === 'usage' ? iconUsage(String(key)) : String(key))}
        >
          {(item) => (
            <GridListItem id={item.id} textValue={item.id} className={styles.item}>
              <Icon name={item.id} size={28} />
              <span className={styles.name} data-icon-name>
                <WrappedName name={item.name} />
              </span>
              <span className={styles.copyMark} aria-hidden="true">
                <Icon name="heroicons_outline:clipboard-document" size={14} />
              </span>
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
          <p className={styles.lead} aria-live="polite">
            {icons && !error ? t('icons.count', { count: shown.length, total: icons.list.length }) : t('icons.lead')}
          </p>
        </div>
        <div className={styles.controls}>
          <Select
            label={t('icons.set')}
            selectedKey={set}
            onSelectionChange={(key) => key !== null && onSetChange(String(key))}
            items={sets.map(({ id, label }) => ({ id, label }))}
          />
          <TextField
            type="search"
            label={t('icons.search')}
            icon="heroicons_outline:magnifying-glass"
            value={query}
            onChange={onQueryChange}
          />
          <RadioGroup
            label={t('icons.copyAs')}
            orientation="horizontal"
            value={copyForm}
            onChange={(value) => setCopyForm(value as CopyForm)}
          >
            {copyForms.map((form) => (
              <Radio key={form} value={form}>
                {t(`icons.copyForm.${form}`)}
              </Radio>
            ))}
          </RadioGroup>
        </div>
      </div>
      <p className={styles.hint} role="status">
        {copied ? t('icons.copied', { name: copied }) : t(`icons.hint.${copyForm}`)}
      </p>
      {body}
    </div>
  );
}
