import { Radio, RadioGroup } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { palettes, schemePreferences, themeNames, type SchemePreference, type ThemeName } from '../../theme/palettes';
import { layoutGroups, type LayoutName } from '../Layout/layouts';
import type { SettingsDrawerProps } from './SettingsDrawer';
import * as styles from './SettingsDrawer.css';

const schemeIcon: Record<SchemePreference, string> = {
  light: 'heroicons_outline:sun',
  dark: 'heroicons_outline:moon',
  auto: 'heroicons_outline:computer-desktop',
};

function LayoutPreview({ layout }: { layout: LayoutName }) {
  const vertical = layoutGroups.vertical.includes(layout);
  const navWidth = layout === 'thin' || layout === 'dense' ? '12%' : layout === 'compact' ? '18%' : '28%';
  return (
    <span className={styles.preview} aria-hidden="true">
      {vertical ? <span className={styles.previewNav} style={{ width: navWidth }} /> : null}
      <span style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {layout !== 'empty' ? (
          <span
            className={styles.previewTop}
            style={layoutGroups.horizontal.includes(layout) ? { height: '1rem' } : undefined}
          />
        ) : null}
      </span>
    </span>
  );
}

/** The drawer itself, loaded by SettingsDrawer when first opened. */
export default function SettingsDrawerView({
  isOpen,
  onOpenChange,
  theme,
  scheme,
  layout,
  onThemeChange,
  onSchemeChange,
  onLayoutChange,
}: Omit<SettingsDrawerProps, 'withTrigger'> & { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useUiTranslation();
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('shell.settings.title')}
      side="right"
      width="min(26rem, 100vw)"
    >
      <div className={styles.body}>
        <RadioGroup
          className={styles.section}
          value={theme}
          onChange={(v) => onThemeChange(v as ThemeName)}
          aria-label={t('shell.settings.theme')}
        >
          <span className={styles.heading}>{t('shell.settings.theme')}</span>
          <div className={styles.options}>
            {themeNames.map((name) => (
              <Radio key={name} value={name} className={styles.option}>
                <span
                  className={styles.swatch}
                  style={{ background: palettes[name].primary[palettes[name].lightFill] }}
                  aria-hidden="true"
                />
                {t(`shell.settings.themes.${name}`)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <RadioGroup
          className={styles.section}
          value={scheme}
          onChange={(v) => onSchemeChange(v as SchemePreference)}
          aria-label={t('shell.settings.scheme')}
        >
          <span className={styles.heading}>{t('shell.settings.scheme')}</span>
          <div className={styles.options}>
            {schemePreferences.map((name) => (
              <Radio key={name} value={name} className={styles.option}>
                <Icon name={schemeIcon[name]} size={18} />
                {t(`shell.settings.schemes.${name}`)}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <RadioGroup
          className={styles.section}
          value={layout}
          onChange={(v) => onLayoutChange(v as LayoutName)}
          aria-label={t('shell.settings.layout')}
        >
          <span className={styles.heading}>{t('shell.settings.layout')}</span>
          {(['vertical', 'horizontal', 'other'] as const).map((group) => (
            <div key={group} className={styles.options} role="presentation">
              {layoutGroups[group].map((name) => (
                <Radio
                  key={name}
                  value={name}
                  className={`${styles.option} ${styles.layoutOption}`}
                  aria-label={`${t(`shell.settings.layouts.${name}`)} (${t(`shell.settings.groups.${group}`)})`}
                >
                  <LayoutPreview layout={name} />
                  {t(`shell.settings.layouts.${name}`)}
                </Radio>
              ))}
            </div>
          ))}
        </RadioGroup>
      </div>
    </Drawer>
  );
}
