import { FactorySwitcher } from '@/features/auth/components/factory-switcher';
import { OpenDisputesButton } from '@/features/disputes/components/open-disputes-button';
import { Breadcrumbs } from '@/layout/components/navbar/breadcrumbs';
import { DownloadButton } from '@/layout/components/navbar/download-button';
import { FullscreenButton } from '@/layout/components/navbar/fullscreen-button';
import { Hamburger } from '@/layout/components/navbar/hamburger';
import { HeaderSearch } from '@/layout/components/navbar/header-search';
import { LanguageSelect } from '@/layout/components/navbar/language-select';
import styles from '@/layout/components/navbar/navbar.module.css';
import { SettingsButton } from '@/layout/components/navbar/settings-button';
import { SizeSelect } from '@/layout/components/navbar/size-select';
import { UserMenu } from '@/layout/components/navbar/user-menu';
import { useAppStore } from '@/layout/stores/app-store';
import { useMenuStore } from '@/layout/stores/menu-store';

/** The pay questions page (`work/dispute`), where the server's menus put it; none when they do not give it. */
const DISPUTES_PAGE = 'work/dispute';

/**
 * The top bar: the sidebar toggle and breadcrumbs, then the controls; a phone keeps the essential ones, the
 * language menu among them, and the open pay questions' count for who answers them.
 */
export function Navbar() {
  const isDesktop = useAppStore((state) => state.device === 'desktop');
  const disputesPath = useMenuStore(
    (state) => state.routes.find((route) => route.page === DISPUTES_PAGE)?.path,
  );
  return (
    <div className={styles.navbar}>
      <Hamburger />
      <div className={styles.breadcrumbs}>
        <Breadcrumbs />
      </div>
      <div className={styles.controls}>
        {isDesktop && (
          <>
            <HeaderSearch />
            <FullscreenButton />
            <SizeSelect />
          </>
        )}
        {disputesPath && <OpenDisputesButton path={disputesPath} />}
        <FactorySwitcher compact={!isDesktop} />
        <LanguageSelect />
        <DownloadButton />
        <SettingsButton />
        <UserMenu />
      </div>
    </div>
  );
}
