import { Button as AriaButton } from 'react-aria-components';
import { useUiTranslation, languages, type Language } from '../../i18n';
import { Menu } from '../../primitives/Menu/Menu';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import { iconButton } from '../../primitives/IconButton/IconButton.css';
import { Flag } from './Flag';

const flagOf: Record<Language, 'us' | 'tr'> = { en: 'us', tr: 'tr' };

export interface LanguageMenuProps {
  language: Language;
  onChange: (language: Language) => void;
}

/** English or Turkish, each with its flag. */
export function LanguageMenu({ language, onChange }: LanguageMenuProps) {
  const { t } = useUiTranslation();
  const label = `${t('shell.language')}: ${t(`shell.languages.${language}`)}`;
  return (
    <Menu
      selectedId={language}
      onAction={(id) => onChange(id as Language)}
      trigger={
        <Tooltip content={label}>
          <AriaButton aria-label={label} className={iconButton({ size: 'md' })}>
            <Flag country={flagOf[language]} />
          </AriaButton>
        </Tooltip>
      }
      items={languages.map((lang) => ({ id: lang, label: t(`shell.languages.${lang}`) }))}
    />
  );
}
