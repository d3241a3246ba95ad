import '@/app/shell-i18n';
import { ShellProviders } from '@/app/shell-providers';
import { BasicLayout } from '@/layout/basic-layout';

/** The signed-in area's route component, loaded on demand with everything only it uses. */
export function Shell() {
  return (
    <ShellProviders>
      <BasicLayout />
    </ShellProviders>
  );
}
