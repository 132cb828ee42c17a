import { useEffect, useState } from 'react';
import { getLoadedIconSet, loadIconSet, parseIconName, type IconSet } from './iconRegistry';
import * as styles from './Icon.css';

export interface IconProps {
  /** As the specifications write it: `heroicons_outline:bell`, `mat_solid:home`, `feather:truck`, `courier:revenue`, or a two-tone name such as `dashboard`. */
  name: string;
  /** Edge length in px. */
  size?: number;
  /** Makes the icon an image with this accessible name; without it the icon is decorative. */
  title?: string;
  className?: string;
}

function useIconSet(name: string): { set: IconSet | undefined; icon: string; known: boolean } {
  const { namespace, icon } = parseIconName(name);
  const [set, setSet] = useState<IconSet | undefined>(() => (namespace ? getLoadedIconSet(namespace) : undefined));
  useEffect(() => {
    if (!namespace) return;
    const ready = getLoadedIconSet(namespace);
    if (ready) {
      setSet(ready);
      return;
    }
    let live = true;
    void loadIconSet(namespace).then((loadedSet) => live && setSet(loadedSet));
    return () => {
      live = false;
    };
  }, [namespace]);
  return { set: namespace && set === getLoadedIconSet(namespace) ? set : undefined, icon, known: namespace !== null };
}

/** An icon from the offline icon sets; its set loads the first time it is needed. */
export function Icon({ name, size = 20, title, className }: IconProps) {
  const { set, icon } = useIconSet(name);
  // Material names are written with underscores (local_shipping); the set spells them with hyphens.
  const entry = set?.icons[icon] ?? set?.icons[icon.replaceAll('_', '-')];
  const [body, width, height] = typeof entry === 'string' ? [entry, set!.width, set!.height] : (entry ?? ['', 24, 24]);
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true as const };
  return (
    <svg
      {...a11y}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${height}`}
      data-icon={name}
      data-loaded={entry ? 'true' : 'false'}
      // The bodies are static SVG from the icon packages, never user data.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
