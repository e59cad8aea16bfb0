import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../api/call';
import { ROUTES } from '../../../api/routes';
import { COMPANY_KEYS } from '../api';

export const CERTIFICATE_LIST = '/honorCertificateMessage';
/** The certificate pages; the preview is also where reviewers decide. */
export const CERTIFICATE_PATHS = {
  list: CERTIFICATE_LIST,
  detail: '/previewCertificate',
  audit: '/previewCertificate',
  edit: '/editCertificate',
  add: '/addCertificate',
};
export const MANAGE_CERTIFICATES = 'company.honorCertificateMessage.manage';

export function useCertificate(id: string | null) {
  return useQuery({
    queryKey: [...COMPANY_KEYS.certificates, 'one', id ?? ''],
    queryFn: ({ signal }) => callRoute(ROUTES.certificates.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}
