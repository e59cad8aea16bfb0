import { Tabs } from '@mantine/core';
import { CERT_PERMISSIONS } from '@trace/contracts';
import { useNavigate } from 'react-router-dom';
import { useHasPermission } from '../../api/session';
import { useLanguage } from '../../i18n';
import { labelText } from '../../i18n/text';
import { pageRoutes } from '../../routing/registry';
import { useCanOpen } from '../../routing/useCanOpen';

/**
 * The pages of company certification (/corpCert and the pages reached from it), in the order a
 * company goes through them. Each page shows this strip above its content; a person sees the pages
 * their permissions open.
 */
export const CERTIFICATION_TABS = [
  '/corpCert',
  '/certProcess',
  '/monitor',
  '/certDecisions',
  '/certModule',
  '/certModuleAnnualOutput',
] as const;
export type CertificationTab = (typeof CERTIFICATION_TABS)[number];

/** Modules and annual output are the company's (and its body's) concern, not an auditor's. */
const TAB_NEEDS: Partial<Record<CertificationTab, string>> = {
  '/certModule': CERT_PERMISSIONS.manageCertification,
  '/certModuleAnnualOutput': CERT_PERMISSIONS.manageCertification,
};

export function CertificationTabs({ active }: { active: CertificationTab }) {
  const canOpen = useCanOpen();
  const has = useHasPermission();
  const navigate = useNavigate();
  const language = useLanguage();
  const tabs = CERTIFICATION_TABS.filter(
    (path) => path === active || (canOpen(path) && (!TAB_NEEDS[path] || has(TAB_NEEDS[path]))),
  );
  return (
    <Tabs value={active} onChange={(path) => path && path !== active && navigate(path)} mb="md">
      <Tabs.List>
        {tabs.map((path) => {
          const route = pageRoutes.find(path);
          return (
            <Tabs.Tab key={path} value={path} data-cert-tab={path}>
              {route ? labelText(route.title, language) : path}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
