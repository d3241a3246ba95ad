import type { PageComponent } from '@gbo/contracts';
import type { ComponentType } from 'react';

/** Loads a page's code on demand (docs/specification.md §2, screens and routes: pages load on demand). */
export type PageModule = () => Promise<ComponentType>;

/** The business pages arrive in later issues; until then their menus lead to a page that says so. */
const notBuiltYet: PageModule = async () => (await import('@/components/not-built-page')).NotBuiltPage;

/** The shell's own pages, beside the ones the server's menus name. */
type ShellPage = 'dashboard' | 'user/center';

/** Every page id the server may send (`PAGE_COMPONENTS`) has a module: the compiler checks the list. */
const PAGE_MODULES: Record<PageComponent | ShellPage, PageModule> = {
  dashboard: async () => (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
  'user/center': async () => (await import('@/app/pages/user-center-page')).UserCenter,
  'bundle/create': async () => (await import('@/features/cutting/components/cut-orders-page')).CutOrdersPage,
  'bundle/add': async () => (await import('@/features/cutting/components/bundles-page')).BundlesPage,
  'bundle/style': async () => (await import('@/app/pages/styles-page')).Styles,
  'bundle/customer': async () => (await import('@/app/pages/customers-page')).Customers,
  'work/list': async () => (await import('@/features/production/components/production-page')).ProductionPage,
  'work/detail': async () => (await import('@/features/production/components/scans-page')).ScansPage,
  'work/wage': async () => (await import('@/features/wages/components/wages-page')).WagesPage,
  'work/quality': async () => (await import('@/features/quality/components/quality-page')).QualityPage,
  'work/attendance': async () =>
    (await import('@/features/attendance/components/attendance-page')).AttendancePage,
  'work/efficiency': async () =>
    (await import('@/features/efficiency/components/efficiency-page')).EfficiencyPage,
  'work/board': async () => (await import('@/features/board/components/board-links-page')).BoardLinksPage,
  'work/dispute': async () => (await import('@/features/disputes/components/disputes-page')).DisputesPage,
  'bill/out': async () => (await import('@/features/shipments/components/shipments-page')).ShipmentsPage,
  'system/user': async () => (await import('@/app/pages/people-page')).People,
  'system/role': async () => (await import('@/features/roles/components/roles-page')).RolesPage,
  'system/menu': async () => (await import('@/features/menus/components/menus-page')).MenusPage,
  'system/dept': async () => (await import('@/features/depts/components/depts-page')).DeptsPage,
  'system/dict': async () => (await import('@/features/dicts/components/dicts-page')).DictsPage,
  'system/factory': async () => (await import('@/app/pages/factories-page')).Factories,
  'system/printer': async () => (await import('@/features/printers/components/printers-page')).PrintersPage,
  'monitor/log': async () => (await import('@/features/logs/components/logs-page')).LogsPage,
  'monitor/online': async () => (await import('@/features/online/components/online-page')).OnlinePage,
  'monitor/backup': async () => (await import('@/features/backups/components/backups-page')).BackupsPage,
  'monitor/server': async () =>
    (await import('@/features/server-monitor/components/server-monitor-page')).ServerMonitorPage,
};

function isKnownPage(page: string): page is keyof typeof PAGE_MODULES {
  return Object.hasOwn(PAGE_MODULES, page);
}

/** A page's module; a page id this app does not know (a newer server) gets the not-built page, not a crash. */
export function pageModule(page: string): PageModule {
  return isKnownPage(page) ? PAGE_MODULES[page] : notBuiltYet;
}
