import { useUiTranslation } from '../i18n';
import { Button, ButtonLink } from '../primitives/Button/Button';
import { EmptyState } from '../primitives/EmptyState/EmptyState';

/**
 * What a list's table says with no rows. Filtered to nothing: says so and offers the way back
 * (`onClear`); nothing at all: says that instead, and offers the first record (`first`) where
 * the user may make one (an empty company's first office).
 */
export function ListEmptyState({
  onClear,
  first,
  nothingYet,
}: {
  onClear?: () => void;
  first?: { href: string; label: string };
  /** The list's own words for having nothing yet ("No parcels yet"); the records' general ones without it. */
  nothingYet?: { title: string; description: string };
}) {
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
    <EmptyState
      title={nothingYet?.title ?? t('records.nothingYet')}
      description={nothingYet?.description ?? t('records.nothingYetHint')}
      action={
        first ? (
          <ButtonLink href={first.href} icon="heroicons_outline:plus">
            {first.label}
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
