import { useId } from 'react';
import type * as pageRegistry from '@/app/page-registry';
import { useCurrentHandle, useTitleText } from '@/lib/route-meta';

/**
 * Stands in for a business page in shell tests (see withStandInPages below): a page
 * under its title with a box that holds what is typed, to see what the shell keeps and what it drops.
 */
export function NotBuiltPage() {
  const titleText = useTitleText();
  const title = useCurrentHandle()?.meta.title;
  const id = useId();
  return (
    <section>
      <h3>{title && titleText(title)}</h3>
      <label htmlFor={id}>Notes</label>
      <textarea id={id} />
    </section>
  );
}

type PageRegistry = typeof pageRegistry;

/** The business areas, whose pages grow with their issues; the shell's tests need a page that stays put. */
const BUSINESS_PAGE = /^(bundle|work|bill)\//;

/**
 * The page registry with every business page replaced by the stand-in above, for tests of the shell:
 * `vi.mock('@/app/page-registry', async (original) => (await import('@/testing/stateful-page')).withStandInPages(await original()))`.
 */
export function withStandInPages(registry: PageRegistry): PageRegistry {
  return {
    ...registry,
    pageModule: (page) => (BUSINESS_PAGE.test(page) ? async () => NotBuiltPage : registry.pageModule(page)),
  };
}
