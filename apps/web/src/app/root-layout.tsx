import { Outlet } from 'react-router';
import { NavigationEffects } from '@/app/navigation-effects';

export function RootLayout() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}
