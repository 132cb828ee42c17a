import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Logo } from '../Layout/Logo';
import * as styles from './auth.css';

/** The frame of every auth screen: the form on one side, the product on the other (from md). */
export function AuthPage({
  companyName,
  title,
  lead,
  children,
  aside,
}: {
  companyName: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.formSide}>
        <div className={styles.card}>
          <Logo companyName={companyName} />
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        {aside ?? (
          <div className={styles.artText}>
            <p className={styles.artTitle}>{companyName}</p>
            <p>{t('shell.auth.tagline')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

export function Alert({ tone, children }: { tone: 'warn' | 'success'; children: ReactNode }) {
  return (
    <div role={tone === 'warn' ? 'alert' : 'status'} className={tone === 'warn' ? styles.alert : styles.success}>
      <Icon
        name={tone === 'warn' ? 'heroicons_outline:exclamation-circle' : 'heroicons_outline:check-circle'}
        size={20}
      />
      <span>{children}</span>
    </div>
  );
}
