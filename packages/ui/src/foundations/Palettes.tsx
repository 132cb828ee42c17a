import type { ParcelStatus } from '@courier/domain';
import { ParcelStatusBadge } from '../courier/ParcelStatusBadge';
import { themeClasses } from '../theme/themes.css';
import { themeNames, schemes } from '../theme/palettes';
import { vars } from '../theme/contract.css';
import * as styles from './Foundations.css';

const roles = ['primary', 'accent', 'warn', 'caution', 'success', 'info'] as const;
/** Statuses that mean different things, side by side: none of them wears the primary. */
const statuses: ParcelStatus[] = ['created', 'in_transit', 'on_hold', 'delivery_failed', 'delivered'];

/**
 * Every palette in light and dark: each colour role's fill with its text, its soft tint, and parcel
 * status badges beside the primary, where a status colour that came near the primary would show.
 */
export function Palettes() {
  return (
    <div className={styles.grid}>
      {themeNames.flatMap((name) =>
        schemes.map((scheme) => (
          <section
            key={`${name}-${scheme}`}
            className={`${themeClasses[name][scheme]} ${styles.paletteCard}`}
            aria-label={`${name} ${scheme}`}
          >
            <h2 className={styles.paletteTitle}>
              {name} · {scheme}
            </h2>
            <div className={styles.swatchRow}>
              {roles.map((role) => (
                <span
                  key={role}
                  className={styles.swatch}
                  style={{ background: vars.color[role].base, color: vars.color[role].on }}
                >
                  {role}
                </span>
              ))}
            </div>
            <div className={styles.swatchRow}>
              {roles.map((role) => (
                <span
                  key={role}
                  className={styles.swatch}
                  style={{ background: vars.color[role].soft, color: vars.color[role].softText }}
                >
                  {role}
                </span>
              ))}
            </div>
            <div className={styles.swatchRow}>
              {statuses.map((status) => (
                <ParcelStatusBadge key={status} status={status} />
              ))}
            </div>
            <div className={styles.sample}>
              <span>Text on the page background</span>
              <span className={styles.muted}>Muted text for hints and times</span>
              <span style={{ color: vars.color.primary.text }}>Primary text for links</span>
            </div>
          </section>
        )),
      )}
    </div>
  );
}
