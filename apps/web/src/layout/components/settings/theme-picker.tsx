import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from '@/layout/components/settings/settings.module.css';
import { useSettingsStore } from '@/layout/stores/settings-store';
import { THEME_PRESETS } from '@/layout/utils/settings';

/** The theme colour, one of the 8 presets (docs/specification.md §2, screens and routes): radio buttons drawn as swatches, so arrow keys work. */
export function ThemePicker() {
  const { t } = useTranslation('layout');
  const theme = useSettingsStore((state) => state.settings.theme);
  const changeSetting = useSettingsStore((state) => state.changeSetting);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('settings.theme')}</legend>
      <div className={styles.swatches}>
        {THEME_PRESETS.map((colour) => {
          const checked = colour.toLowerCase() === theme.toLowerCase();
          return (
            <label key={colour} className={styles.swatch} style={{ background: colour }} title={colour}>
              <input
                type="radio"
                name="theme"
                className={styles['visually-hidden']}
                value={colour}
                checked={checked}
                aria-label={t('settings.themeColour', { colour })}
                onChange={() => changeSetting('theme', colour)}
              />
              {checked && <CheckOutlined aria-hidden />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
