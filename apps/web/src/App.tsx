import { usePlatformDocument } from './api/platform';
import { SessionExpiredDialog } from './auth/SessionExpiredDialog';
import { AppRoutes } from './routes';

export function App() {
  usePlatformDocument();
  return (
    <>
      <AppRoutes />
      <SessionExpiredDialog />
    </>
  );
}
