import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import * as styles from './StatusPage.css';

export interface StatusPageProps {
  icon: string;
  /** A large figure above the title ("404"). */
  code?: string;
  title: string;
  text: string;
  action?: ReactNode;
  tone?: 'neutral' | 'warn';
}

/** A whole page that says where the user is and how to go on: not found, coming soon, an error. */
export function StatusPage({ icon, code, title, text, action, tone = 'neutral' }: StatusPageProps) {
  return (
    <section className={styles.root} aria-labelledby="status-page-title" role={tone === 'warn' ? 'alert' : undefined}>
      <span className={styles.icon({ tone })}>
        <Icon name={icon} size={36} />
      </span>
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="status-page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}

/** A module of the secure area that is not built yet: shown inside the layout, never a blank page. */
export function ComingSoon({ module, homeHref }: { module: string; homeHref: string }) {
  const { t } = useUiTranslation();
  return (
    <StatusPage
      icon="heroicons_outline:wrench-screwdriver"
      title={t('page.comingSoon.title', { module })}
      text={t('page.comingSoon.text')}
      action={
        <ButtonLink variant="secondary" href={homeHref}>
          {t('page.comingSoon.back')}
        </ButtonLink>
      }
    />
  );
}

export function NotFound({ homeHref }: { homeHref: string }) {
  const { t } = useUiTranslation();
  return (
    <StatusPage
      icon="heroicons_outline:map"
      code={t('page.notFound.code')}
      title={t('page.notFound.title')}
      text={t('page.notFound.text')}
      action={<ButtonLink href={homeHref}>{t('page.notFound.home')}</ButtonLink>}
    />
  );
}

export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useUiTranslation();
  return (
    <StatusPage
      icon="heroicons_outline:exclamation-triangle"
      tone="warn"
      title={t('page.error.title')}
      text={t('page.error.text')}
      action={<Button onPress={onRetry}>{t('page.error.retry')}</Button>}
    />
  );
}
