import { useEffect, useState } from 'react';
import { getLoadedIcon, iconsSettled, loadIcon, type IconEntry } from './iconRegistry';
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

function useIcon(name: string): IconEntry | undefined {
  const [entry, setEntry] = useState<{ name: string; entry: IconEntry } | undefined>(() => {
    const ready = getLoadedIcon(name);
    return ready ? { name, entry: ready } : undefined;
  });
  useEffect(() => {
    const ready = getLoadedIcon(name);
    if (ready) return setEntry({ name, entry: ready });
    let live = true;
    // Drawn with the other icons that were loading beside it, in one pass (iconsSettled).
    loadIcon(name)
      .then((loaded) => iconsSettled().then(() => loaded))
      .then(
        (loaded) => live && loaded && setEntry({ name, entry: loaded }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [name]);
  return entry?.name === name ? entry.entry : getLoadedIcon(name);
}

/** An icon from the offline icon sets; it loads (alone, or with its set) the first time it is needed. */
export function Icon({ name, size = 20, title, className }: IconProps) {
  const entry = useIcon(name);
  const [body, width, height] = entry ?? ['', 24, 24];
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
