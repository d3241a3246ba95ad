import { theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBridge } from '@/app/notification-bridge';
import { useAppStore } from '@/layout/stores/app-store';
import { useSettingsStore } from '@/layout/stores/settings-store';
import { antdSize } from '@/layout/utils/app-preferences';
import { useAppUpdateStore } from '@/lib/app-update';
import { useLanguageStore } from '@/lib/language';
import { useReducedMotion } from '@/lib/use-reduced-motion';

/**
 * Downloaded only once a new version waits: the first page does not carry it. When a newer version has been
 * activated meanwhile, the files this page was built with (the notice's too) are gone from the server and the
 * worker's cache: a plain banner then, whose button reloads.
 */
const UpdateNotice = lazy(async () => {
  try {
    return { default: (await import('@/components/update-notice')).UpdateNotice };
  } catch {
    return { default: ReloadBanner };
  }
});

/** "A new version is available" and Reload, with nothing that needs a download (see UpdateNotice). */
function ReloadBanner() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="gbo-reload-banner">
      {t('update.available')}{' '}
      <button type="button" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </button>
    </div>
  );
}

/** The CSS variable that carries the theme colour to what antd does not draw (the progress bar, the tabs). */
const PRIMARY_COLOR_VARIABLE = '--gbo-color-primary';

/**
 * What every page needs: antd's theme, size and texts, and the notifications. The login page is the first
 * download, so what only the signed-in area uses (queries, antd's App) is in app/shell-providers.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const primaryColor = useSettingsStore((state) => state.settings.theme);
  const { componentSize, compact } = antdSize(useAppStore((state) => state.size));
  const locale = useLanguageStore((state) => state.antdLocale);
  const reducedMotion = useReducedMotion();
  const updateWaiting = useAppUpdateStore((state) => state.waiting);
  const theme = useMemo<ThemeConfig>(
    () => ({
      // Links take the theme colour too (antd derives them from its info blue otherwise): one blue, #1890ff
      // by default, on buttons and links alike.
      // A user who asked their system for less motion gets menus and dialogs that open without sliding or zooming.
      token: { colorPrimary: primaryColor, colorLink: primaryColor, motion: !reducedMotion },
      algorithm: compact ? antdTheme.compactAlgorithm : antdTheme.defaultAlgorithm,
    }),
    [primaryColor, compact, reducedMotion],
  );

  useEffect(() => {
    document.documentElement.style.setProperty(PRIMARY_COLOR_VARIABLE, primaryColor);
  }, [primaryColor]);

  return (
    <ConfigProvider theme={theme} componentSize={componentSize} locale={locale}>
      <NotificationBridge />
      {children}
      {updateWaiting && (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      )}
    </ConfigProvider>
  );
}
