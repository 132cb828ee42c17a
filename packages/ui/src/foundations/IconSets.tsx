import { useEffect, useMemo, useState } from 'react';
import { Icon } from '../icons/Icon';
import { iconNamespaces, loadIconSet, type IconNamespace } from '../icons/iconRegistry';
import { useUiTranslation } from '../i18n';
import { Select } from '../primitives/Select/Select';
import { TextField } from '../primitives/TextField/TextField';
import * as styles from './Foundations.css';

const shownAtOnce = 180;

/** Browse every icon set: pick a set, filter by name; a name is shown as it is written in code. */
export function IconSets({ initialSet = 'heroicons_outline' }: { initialSet?: IconNamespace }) {
  const { t } = useUiTranslation();
  const [namespace, setNamespace] = useState<IconNamespace>(initialSet);
  const [query, setQuery] = useState('');
  const [names, setNames] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    void loadIconSet(namespace).then((set) => live && setNames(Object.keys(set.icons)));
    return () => {
      live = false;
    };
  }, [namespace]);

  const matches = useMemo(() => names.filter((name) => name.includes(query.trim().toLowerCase())), [names, query]);
  const prefix = namespace === 'mat_twotone' ? '' : `${namespace}:`;

  return (
    <div>
      <div className={styles.toolbar}>
        <Select
          label="Icon set"
          items={iconNamespaces.map((id) => ({ id, label: id === 'mat_twotone' ? 'mat_twotone (no namespace)' : id }))}
          value={namespace}
          onChange={(key) => key && setNamespace(key as IconNamespace)}
        />
        <TextField
          label={t('foundations.search')}
          value={query}
          onChange={setQuery}
          icon="heroicons_outline:magnifying-glass"
        />
        <span className={styles.muted} role="status">
          {t('foundations.showing', { shown: Math.min(matches.length, shownAtOnce), total: matches.length })}
        </span>
      </div>
      <div className={styles.iconGrid}>
        {matches.slice(0, shownAtOnce).map((name) => (
          <div key={name} className={styles.iconTile}>
            <Icon name={`${prefix}${name}`} size={24} />
            <code>{`${prefix}${name}`}</code>
          </div>
        ))}
      </div>
    </div>
  );
}
