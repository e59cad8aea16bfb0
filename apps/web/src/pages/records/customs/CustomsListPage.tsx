import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../api/routes';
import { type DataColumn, type FilterDef, formatDate } from '../../../kit';
import { type CustomsInfo, RECORD_KEYS } from '../api';
import { RecordListPage } from '../components/recordPages';
import { CERTIFICATE_PATHS, CUSTOMS_PATHS, givenCount, MANAGE_CUSTOMS } from './customsShared';

/** /circulationInformation: customs clearance of batches with their review state. */
export function CustomsListPage() {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'port', type: 'select', label: t('customs.port'), dictionary: 'port', width: 160 }],
    [t],
  );
  const columns = useMemo<DataColumn<CustomsInfo>[]>(
    () => [
      {
        key: 'name',
        header: t('customs.name'),
        sortable: true,
        alwaysVisible: true,
        width: 200,
        cell: (row) => (
          <Text size="sm" fw={500}>
            {row.name}
          </Text>
        ),
      },
      { key: 'portName', header: t('customs.port'), width: 120 },
      {
        key: 'importTime',
        header: t('customs.importTime'),
        sortable: true,
        width: 120,
        cell: (row) => formatDate(row.importTime),
        exportValue: (row) => formatDate(row.importTime),
      },
      { key: 'importCorpName', header: t('importer'), width: 180 },
      {
        key: 'certificates',
        header: t('certificates'),
        width: 130,
        cell: (row) => t('customs.given', { count: givenCount(row) }),
        exportValue: (row) => givenCount(row),
      },
    ],
    [t],
  );
  const rowActions = useMemo(
    () => [
      {
        key: 'certificates',
        label: t('certificates'),
        onClick: (row: CustomsInfo) => navigate(`${CERTIFICATE_PATHS.detail}?id=${row.id}`),
      },
    ],
    [t, navigate],
  );
  return (
    <RecordListPage<CustomsInfo>
      title={t('customsClearance')}
      subtitle={t('customs.subtitle')}
      tableId="customs-infos"
      routes={ROUTES.records.customsInfos}
      queryKey={RECORD_KEYS.customs}
      paths={CUSTOMS_PATHS}
      managePermission={MANAGE_CUSTOMS}
      addLabel={t('customs.add')}
      keywordLabel={t('customs.keyword')}
      emptyText={t('customs.empty')}
      columns={columns}
      filters={filters}
      rowActions={rowActions}
      deleteTexts={{
        title: t('customs.deleteTitle'),
        text: (row) => t('customs.deleteText', { batchNo: row.batchNo }),
        done: t('customs.deleted'),
      }}
    />
  );
}
