import { useEffect, useState } from 'react';
import { useUiTranslation } from '../i18n';
import { IconCatalogue, type IconSetList } from '../icons/IconCatalogue';
import { iconNamespaces, loadIconSet, type IconNamespace } from '../icons/iconRegistry';

export interface IconSetsProps {
  initialSet?: IconNamespace;
  /** Called with what an icon's copy gives (its name, or its usage in code); copies to the clipboard by default. */
  onCopy?: (text: string) => void;
}

/**
 * Every icon the library draws, set by set, in the one icon catalogue (the Icons app shows the
 * same): each set's namespace as code writes it, the library's own `courier` icons included.
 */
export function IconSets({
  initialSet = 'heroicons_outline',
  onCopy = (text) => void navigator.clipboard?.writeText(text),
}: IconSetsProps) {
  const { t } = useUiTranslation();
  const [namespace, setNamespace] = useState<IconNamespace>(initialSet);
  const [query, setQuery] = useState('');
  const [icons, setIcons] = useState<IconSetList>();
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setIcons(undefined);
    void loadIconSet(namespace).then(
      (set) =>
        live &&
        setIcons({
          // The two-tone names are written without a namespace.
          namespace: namespace === 'mat_twotone' ? '' : namespace,
          name: namespace,
          list: Object.keys(set.icons),
        }),
    );
    return () => {
      live = false;
    };
  }, [namespace]);

  return (
    <IconCatalogue
      sets={iconNamespaces.map((id) => ({
        id,
        label: id === 'mat_twotone' ? t('icons.bareNames', { set: id }) : id,
      }))}
      set={namespace}
      onSetChange={(next) => setNamespace(next as IconNamespace)}
      icons={icons}
      query={query}
      onQueryChange={setQuery}
      onCopy={(text) => {
        onCopy(text);
        setCopied(text);
      }}
      copied={copied}
    />
  );
}
