import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@trace/contracts';
import { callRoute } from '../../../api/call';
import { COMPANY_KEYS } from '../api';

export const CERTIFICATE_LIST = '/honorCertificateMessage';
export const MANAGE_CERTIFICATES = 'company.honorCertificateMessage.manage';

export function useCertificate(id: string | null) {
  return useQuery({
    queryKey: [...COMPANY_KEYS.certificates, 'one', id ?? ''],
    queryFn: ({ signal }) => callRoute(ROUTES.certificates.get, { params: { id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}
