import { usePlatformDocument } from './api/platform';
import { SessionExpiredDialog } from './auth/SessionExpiredDialog';
import { AppRoutes } from './routes';
import { useCloseErrorsOnLeave } from './routing/useCloseErrorsOnLeave';

export function App() {
  usePlatformDocument();
  useCloseErrorsOnLeave();
  return (
    <>
      <AppRoutes />
      <SessionExpiredDialog />
    </>
  );
}
