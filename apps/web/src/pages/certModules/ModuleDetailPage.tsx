import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n';
import { DetailPage, formatDateTime, localized, MissingRecord, useIdParam } from '../../kit';
import { useCategories } from '../products/api';
import { MODULE_PATHS, useCertModule } from './api';

/** /certModuleDetails?id=: one module, its scope, output and the certificates that cover it. */
export default function ModuleDetailPage() {
  const { t } = useTranslation('certModules');
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useIdParam();
  const module = useCertModule(id);
  const categories = useCategories();
  if (!id) return <MissingRecord title={t('detail.title')} back={MODULE_PATHS.list} />;
  const categoryName = (categoryId: string) => {
    const found = categories.data?.find((c) => c.id === categoryId);
    return found ? localized(found.name, language) : categoryId;
  };
  return (
    <DetailPage
      title={(m) => m.name}
      back={MODULE_PATHS.list}
      query={module}
      subtitle={(m) => `${t(`schemes.${m.scheme}`)} · ${m.corpName}`}
      actions={(m) =>
        m.actions.includes('edit') ? (
          <Button onClick={() => navigate(`${MODULE_PATHS.edit}?id=${m.id}`)}>{t('edit')}</Button>
        ) : null
      }
      sections={(m) => [
        {
          title: t('detail.scopeSection'),
          items: [
            { label: t('fields.scheme'), value: t(`schemes.${m.scheme}`) },
            { label: t('fields.products'), value: m.products.map((p) => p.name).join(', '), wide: true },
            { label: t('fields.categories'), value: m.categoryIds.map(categoryName).join(', '), wide: true },
            {
              label: t('fields.certificates'),
              value: (
                <Group gap={4}>
                  {m.certificates.map((c) => (
                    <Badge key={c.id} variant="light">
                      {c.certNo}
                    </Badge>
                  ))}
                </Group>
              ),
            },
          ],
        },
        {
          title: t('detail.outputSection'),
          items: [
            { label: t('fields.requested'), value: m.requestedAnnualOutput },
            { label: t('fields.certified'), value: m.certifiedAnnualOutput ?? t('fields.notCertified') },
            { label: t('fields.siteAddress'), value: m.siteAddress },
            { label: t('fields.remark'), value: m.remark, wide: true },
            { label: t('fields.updated'), value: formatDateTime(m.updateTime) },
          ],
        },
      ]}
    />
  );
}
