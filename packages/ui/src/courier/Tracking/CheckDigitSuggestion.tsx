import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';

/** The number with its check digit put right, offered under a refused one: pressing it puts it in the field. */
export function CheckDigitSuggestion({ number, onUse }: { number: string; onUse: (number: string) => void }) {
  const { t } = useUiTranslation();
  return (
    <Button variant="link" size="sm" icon="heroicons_outline:arrow-uturn-left" onPress={() => onUse(number)}>
      {t('tracking.suggestion', { number })}
    </Button>
  );
}
