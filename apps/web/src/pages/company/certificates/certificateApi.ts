import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { COMPANY_KEYS, type HonourCertificate } from '../api';

export const CERTIFICATE_LIST = '/honorCertificateMessage';
export const MANAGE_CERTIFICATES = 'company.honorCertificateMessage.manage';

export function useCertificate(id: string | null) {
  return useQuery({
    queryKey: [...COMPANY_KEYS.certificates, 'one', id ?? ''],
    queryFn: ({ signal }) => api.get<HonourCertificate>(`/honour-certificates/${id}`, { signal }),
    enabled: Boolean(id),
  });
}
