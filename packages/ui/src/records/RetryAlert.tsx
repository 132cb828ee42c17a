import { useUiTranslation } from '../i18n';
import { Button } from '../primitives/Button/Button';
import { Alert } from '../shell/auth/AuthPage';

/** A page's data could not be fetched: why, and a way to try again (the page keeps what it had). */
export function RetryAlert({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useUiTranslation();
  return (
    <Alert tone="warn">
      {message}{' '}
      {onRetry ? (
        <Button size="sm" variant="secondary" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
