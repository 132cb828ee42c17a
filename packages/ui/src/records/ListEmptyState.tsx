import { useUiTranslation } from '../i18n';
import { Button } from '../primitives/Button/Button';
import { EmptyState } from '../primitives/EmptyState/EmptyState';

/**
 * What a list's table says with no rows. Filtered to nothing: says so and offers the way back
 * (`onClear`); nothing at all: says that instead.
 */
export function ListEmptyState({ onClear }: { onClear?: () => void }) {
  const { t } = useUiTranslation();
  return onClear ? (
    <EmptyState
      title={t('records.noMatch')}
      description={t('records.noMatchHint')}
      action={
        <Button variant="secondary" onPress={onClear}>
          {t('records.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={t('records.nothingYet')} description={t('records.nothingYetHint')} />
  );
}
