import { lazy } from 'react';
import { useUiTranslation, type Language } from '../../i18n';
import { iconButton } from '../../primitives/IconButton/IconButton.css';
import { Deferred } from '../deferred';
import { Flag, flagOf } from './Flag';

const loadPopup = () => import('./LanguageMenuPopup');
const LanguageMenuPopup = lazy(loadPopup);

export interface LanguageMenuProps {
  language: Language;
  onChange: (language: Language) => void;
}

/**
 * English or Turkish, each with its flag. The button shows at once; the menu's own code (the
 * popover, its focus handling, the collection, the tooltip: 28 KiB gzipped, the largest part of
 * the public tracking page) is fetched when the button is first pointed at or focused, and takes
 * the button's place when it is pressed (`Deferred`). Until then the button has no tooltip; its
 * name says what it is.
 */
export function LanguageMenu({ language, onChange }: LanguageMenuProps) {
  const { t } = useUiTranslation();
  const label = `${t('shell.language')}: ${t(`shell.languages.${language}`)}`;
  return (
    <Deferred
      load={loadPopup}
      standIn={({ onHoverStart, onFocus, onBlur, onPress }) => (
        <button
          type="button"
          aria-label={label}
          aria-haspopup="true"
          aria-expanded="false"
          className={iconButton({ size: 'md' })}
          onPointerEnter={onHoverStart}
          onFocus={onFocus}
          onBlur={onBlur}
          onClick={onPress}
        >
          <Flag country={flagOf[language]} />
        </button>
      )}
    >
      {(shown) => <LanguageMenuPopup language={language} label={label} onChange={onChange} {...shown} />}
    </Deferred>
  );
}
