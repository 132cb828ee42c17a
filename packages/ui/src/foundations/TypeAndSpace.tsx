import { tokensOf } from './tokensOf';
import * as styles from './Foundations.css';
import { vars } from '../theme/contract.css';

/** The type scale and the spacing scale of the theme contract. */
export function TypeScale() {
  return (
    <div>
      {tokensOf(vars.fontSize).map(([name, value]) => (
        <div key={name} className={styles.row}>
          <span className={styles.token}>fontSize.{name}</span>
          <span style={{ fontSize: value }}>CP123456785TR is out for delivery — Gönderi dağıtımda</span>
        </div>
      ))}
      {tokensOf(vars.fontWeight).map(([name, value]) => (
        <div key={name} className={styles.row}>
          <span className={styles.token}>fontWeight.{name}</span>
          <span style={{ fontWeight: value }}>İstanbul Avrupa Hub · 1 204 parcels on hand</span>
        </div>
      ))}
    </div>
  );
}

export function SpacingScale() {
  return (
    <div>
      {tokensOf(vars.space).map(([name, value]) => (
        <div key={name} className={styles.row}>
          <span className={styles.token}>space.{name}</span>
          <span className={styles.spaceBar} style={{ width: value }} data-token={name} />
        </div>
      ))}
      {tokensOf(vars.radius).map(([name, value]) => (
        <div key={name} className={styles.row}>
          <span className={styles.token}>radius.{name}</span>
          <span
            style={{
              width: 48,
              height: 32,
              borderRadius: value,
              background: vars.color.primary.soft,
              border: `1px solid ${vars.color.primary.base}`,
            }}
          />
        </div>
      ))}
    </div>
  );
}
