import { Radio, RadioGroup } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Drawer } from '../../primitives/Drawer/Drawer';
import { palettes, schemePreferences, themeNames, type SchemePreference, type ThemeName } from '../../theme/palettes';
import { layoutGroups, layoutSpecs, topBarTone, type LayoutName, type VerticalAppearance } from '../Layout/layouts';
import type { SettingsDrawerProps } from './SettingsDrawer';
import * as styles from './SettingsDrawer.css';

const schemeIcon: Record<SchemePreference, string> = {
  light: 'heroicons_outline:sun',
  dark: 'heroicons_outline:moon',
  auto: 'heroicons_outline:computer-desktop',
};

/** A navigation item in miniature: its label as a line, its icon over its label (compact), or its icon alone. */
function NavItemSketch({ appearance }: { appearance: VerticalAppearance }) {
  if (appearance === 'default' || appearance === 'futuristic') return <span className={styles.sketchLine} />;
  if (appearance === 'compact')
    return (
      <span className={styles.sketchStack}>
        <span className={styles.sketchIcon} />
        <span className={styles.sketchLine} />
      </span>
    );
  return <span className={styles.sketchIcon} />;
}

/**
 * A layout in miniature, drawn from its spec (layouts.ts) so that no two look alike: where the
 * navigation sits and how wide it is (labels as lines, icons over their labels, or icons alone), the user's card at its top,
 * the bar and how many tools it holds (dark in enterprise, the menu inside it in modern), the menu's
 * own row, and the content (boxed in a centred column, or raised on a card in material). Empty has
 * no frame, only its floating menu button.
 */
function LayoutPreview({ layout }: { layout: LayoutName }) {
  const spec = layoutSpecs[layout];
  const menuInBar = layout === 'modern';
  return (
    <span className={styles.preview} aria-hidden="true" data-sketch={layout}>
      {spec.navigation === 'vertical' ? (
        <span
          className={[
            styles.sketchNav,
            styles.sketchNavWidth[spec.appearance],
            spec.appearance === 'futuristic' ? styles.sketchNavGlow : '',
          ].join(' ')}
        >
          {spec.userInNavigation ? <span className={styles.sketchUser} /> : null}
          {[0, 1, 2, 3].map((item) => (
            <NavItemSketch key={item} appearance={spec.appearance} />
          ))}
        </span>
      ) : null}
      <span className={styles.sketchMain}>
        {spec.topBar !== 'none' ? (
          <span className={[styles.sketchBar, topBarTone(layout) === 'dark' ? styles.sketchBarDark : ''].join(' ')}>
            {menuInBar ? <span className={styles.sketchMenu} /> : null}
            <span className={styles.sketchSpacer} />
            {Array.from({ length: spec.topBar === 'full' ? 3 : 1 }, (_, tool) => (
              <span key={tool} className={styles.sketchTool} />
            ))}
          </span>
        ) : null}
        {spec.navigation === 'horizontal' && !menuInBar ? (
          <span className={styles.sketchMenuRow}>
            <span className={styles.sketchMenu} />
          </span>
        ) : null}
        <span
          className={[
            styles.sketchContent,
            spec.boxed ? styles.sketchBoxed : '',
            layout === 'material' ? styles.sketchCard : '',
          ].join(' ')}
        >
          <span className={styles.sketchBlock} />
          <span className={styles.sketchBlock} />
        </span>
        {spec.navigation === 'none' ? <span className={styles.sketchFab} /> : null}
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
