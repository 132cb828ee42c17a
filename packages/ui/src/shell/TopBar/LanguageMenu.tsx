import { lazy, startTransition, Suspense, useState } from 'react';
import { useUiTranslation, type Language } from '../../i18n';
import { iconButton } from '../../primitives/IconButton/IconButton.css';
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
 * the button's place when it is pressed: the menu opens as soon as the code is there (a
 * transition keeps the button as it is meanwhile) and the focus stays on the button. The swap
 * waits for the press, not the pointer, so a press is never split between two buttons. Until then
 * the button has no tooltip; its name says what it is.
 */
export function LanguageMenu({ language, onChange }: LanguageMenuProps) {
  const { t } = useUiTranslation();
  const [wanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const label = `${t('shell.language')}: ${t(`shell.languages.${language}`)}`;
  const standIn = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="true"
      aria-expanded="false"
      className={iconButton({ size: 'md' })}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => {
        setFocused(true);
        void loadPopup();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        startTransition(() => setWanted(true));
      }}
    >
      <Flag country={flagOf[language]} />
    </button>
  );
  return <Suspense fallback={standIn}>{wanted ? <LanguageMenuPopup language={language} label={label} onChange={onChange} isOpen={isOpen} onOpenChange={setOpen} autoFocus={focused} /> : standIn}</Suspense>;
}
