import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth';
import { PageLoader } from './components/PageLoader';

// One chunk per route group, loaded on first visit.
const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const ShellLayout = lazy(() => import('./shell/ShellLayout'));
const HomePage = lazy(() => import('./pages/home/HomePage'));
const ErrorPage = lazy(() => import('./pages/errors/ErrorPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/index" element={<Navigate to="/homeIndex" replace />} />
        <Route
          element={
            <RequireAuth>
              <ShellLayout />
            </RequireAuth>
          }
        >
          <Route path="/homeIndex" element={<HomePage />} />
        </Route>
        <Route path="/403" element={<ErrorPage status={403} />} />
        <Route path="/404" element={<ErrorPage status={404} />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
