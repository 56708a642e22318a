import { Outlet } from 'react-router-dom';
import { NoticeSnackbar } from './notice-snackbar';

/** Above every route: the routed page and the hub's notices. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <NoticeSnackbar />
    </>
  );
}
