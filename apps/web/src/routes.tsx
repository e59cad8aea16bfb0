import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth';
import { RequirePermission } from './auth/RequirePermission';
import { PageLoader } from './components/PageLoader';
import { withGroupTexts } from './i18n';
import { HOME_PATH, pageRoutes } from './routing/registry';
import { loadLogin, loadShell } from './routing/screens';

// Pages outside the shell, each its own chunk.
const LoginPage = lazy(loadLogin);
const RegisterPage = lazy(() => import('./pages/auth/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const ErrorPage = lazy(() => import('./pages/errors/ErrorPage'));
// The public page a label's QR code opens (short form and GS1 Digital Link), no session needed.
const ScanPage = lazy(withGroupTexts(() => import('./pages/scan/public/ScanPage'), 'scan'));
// The public status page a certificate's QR code opens, no session needed.
const CertStatusPage = lazy(
  withGroupTexts(() => import('./pages/certificates/CertStatusPage'), 'certificates'),
);
// The public news page linked from the scan page, no session needed.
const NewsPublicPage = lazy(withGroupTexts(() => import('./pages/news/public/NewsPublicPage'), 'news'));
const ShellLayout = lazy(loadShell);

// Every page of every group, inside the shell; a page's code loads on its first visit.
const shellPages = pageRoutes.routes.map((route) => ({ route, Page: lazy(route.load) }));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgotPassword" element={<ForgotPasswordPage />} />
        <Route path="/s/:excode" element={<ScanPage />} />
        <Route path="/01/*" element={<ScanPage />} />
        <Route path="/certStatus/:certNo" element={<CertStatusPage />} />
        <Route path="/news" element={<NewsPublicPage />} />
        <Route path="/news/:id" element={<NewsPublicPage />} />
        <Route path="/index" element={<Navigate to={HOME_PATH} replace />} />
        <Route
          element={
            <RequireAuth>
              <ShellLayout />
            </RequireAuth>
          }
        >
          {shellPages.map(({ route, Page }) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RequirePermission permission={route.permission}>
                  <Page />
                </RequirePermission>
              }
            />
          ))}
        </Route>
        <Route path="/403" element={<ErrorPage status={403} />} />
        <Route path="/404" element={<ErrorPage status={404} />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
