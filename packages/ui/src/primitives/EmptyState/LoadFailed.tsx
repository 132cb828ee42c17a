import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

export interface LoadFailedProps {
  /** What did not load ("The chats could not be loaded"). */
  title: ReactNode;
  /** Why, as the server or the connection said. */
  description?: ReactNode;
  /** Loads again; without it the view offers no Retry. */
  onRetry?: () => void;
}

/** A view whose data did not load: an error (role alert) with its reason, and Retry where the caller can load again. */
export function LoadFailed({ title, description, onRetry }: LoadFailedProps) {
  const { t } = useUiTranslation();
  return (
    <EmptyState
      isError
      icon="heroicons_outline:exclamation-triangle"
      title={title}
      description={description}
      action={
        onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
