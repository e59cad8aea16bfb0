import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  GINSENG_ACTIVITY_NAMES,
  GINSENG_MANAGE,
  GINSENG_SHADE_NAMES,
  GINSENG_SOIL_NAMES,
  type GinsengFarm,
  type GinsengPlot,
  type GinsengRecord,
  ginsengName,
} from '@trace/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  DetailPage,
  formatDateTime,
  MissingRecord,
  RowDeleteButton,
  useActionDialog,
  useApiMutation,
  useCan,
  useIdParam,
} from '../../kit';
import { GINSENG_KEYS, GINSENG_PATHS, useGinsengFarm, useGinsengPlots, useGinsengRecords } from './api';
import { freeArea } from './forms';
import { PlotFormModal } from './PlotFormModal';
import { RecordFormModal } from './RecordFormModal';

const dash = (value: string | null | undefined) => value || '—';

/** The cultivation records of one plot, latest first, with add and delete. */
function PlotRecords({ plot, manage }: { plot: GinsengPlot; manage: boolean }) {
  const { t } = useTranslation('ginseng');
  const language = useLanguage();
  const records = useGinsengRecords(plot.id);
  const [adding, setAdding] = useState(false);
  const [ask, dialog] = useActionDialog();
  const remove = useApiMutation({
    call: (record: GinsengRecord) =>
      callRouteEnvelope(ROUTES.ginseng.removeRecord, { params: { id: record.id } }),
    invalidate: [GINSENG_KEYS.all],
    successMessage: t('done.recordDeleted'),
  });
  const rows = records.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="ginseng-records">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h5">
          {t('record.title', { plot: plot.name })}
        </Title>
        {manage ? (
          <Button size="xs" onClick={() => setAdding(true)}>
            {t('record.addButton')}
          </Button>
        ) : null}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {records.isLoading ? t('loading') : t('record.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('record.date')}</Table.Th>
                <Table.Th>{t('record.activity')}</Table.Th>
                <Table.Th>{t('record.description')}</Table.Th>
                <Table.Th>{t('record.inputs')}</Table.Th>
                <Table.Th>{t('record.operator')}</Table.Th>
                {manage ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Td>{record.date}</Table.Td>
                  <Table.Td>{ginsengName(GINSENG_ACTIVITY_NAMES, record.activity, language)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{record.description}</Table.Td>
                  <Table.Td>{dash(record.inputs)}</Table.Td>
                  <Table.Td>{record.operator}</Table.Td>
                  {manage ? (
                    <Table.Td>
                      <RowDeleteButton
                        ask={ask}
                        label={t('delete')}
                        title={t('ask.deleteRecordTitle')}
                        message={t('ask.deleteRecord', { date: record.date })}
                        onConfirm={() => remove.mutateAsync(record)}
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {manage ? <RecordFormModal opened={adding} plot={plot} onClose={() => setAdding(false)} /> : null}
      {dialog}
    </Card>
  );
}

/** The plots of a farm with add and edit, and the records of the chosen plot. */
function FarmPlots({ farm }: { farm: GinsengFarm }) {
  const { t } = useTranslation('ginseng');
  const language = useLanguage();
  const can = useCan();
  const manage = can(GINSENG_MANAGE);
  const plots = useGinsengPlots(farm.id);
  const [editing, setEditing] = useState<{ plot: GinsengPlot | null } | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [ask, dialog] = useActionDialog();
  const remove = useApiMutation({
    call: (plot: GinsengPlot) => callRouteEnvelope(ROUTES.ginseng.removePlot, { params: { id: plot.id } }),
    invalidate: [GINSENG_KEYS.all],
    successMessage: t('done.plotDeleted'),
  });
  const rows = plots.data ?? [];
  const chosen = rows.find((plot) => plot.id === chosenId) ?? null;
  const free = freeArea(farm.area, rows, editing?.plot?.id);
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" data-testid="ginseng-plots">
        <Group justify="space-between" mb="md">
          <Title order={3} size="h5">
            {t('plot.title')}
          </Title>
          {manage ? (
            <Button size="xs" onClick={() => setEditing({ plot: null })}>
              {t('plot.add')}
            </Button>
          ) : null}
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {plots.isLoading ? t('loading') : t('plot.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plot.name')}</Table.Th>
                  <Table.Th>{t('plot.areaHa')}</Table.Th>
                  <Table.Th>{t('plot.plantingYear')}</Table.Th>
                  <Table.Th>{t('plot.rootAge')}</Table.Th>
                  <Table.Th>{t('plot.soilType')}</Table.Th>
                  <Table.Th>{t('plot.shadeType')}</Table.Th>
                  <Table.Th>{t('plot.records')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((plot) => (
                  <Table.Tr key={plot.id} data-chosen={plot.id === chosenId ? 'true' : undefined}>
                    <Table.Td>{plot.name}</Table.Td>
                    <Table.Td>{plot.area.toFixed(2)}</Table.Td>
                    <Table.Td>{plot.plantingYear}</Table.Td>
                    <Table.Td>
                      {plot.harvestYear === null
                        ? t('plot.age', { count: plot.rootAge })
                        : t('plot.ageHarvested', { count: plot.rootAge, year: plot.harvestYear })}
                    </Table.Td>
                    <Table.Td>
                      {plot.soilType ? ginsengName(GINSENG_SOIL_NAMES, plot.soilType, language) : '—'}
                    </Table.Td>
                    <Table.Td>
                      {plot.shadeType ? ginsengName(GINSENG_SHADE_NAMES, plot.shadeType, language) : '—'}
                    </Table.Td>
                    <Table.Td>{plot.recordCount}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant="light" onClick={() => setChosenId(plot.id)}>
                          {t('plot.showRecords')}
                        </Button>
                        {manage ? (
                          <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ plot })}>
                            {t('edit')}
                          </Button>
                        ) : null}
                        {manage && plot.batchCount === 0 ? (
                          <RowDeleteButton
                            ask={ask}
                            label={t('delete')}
                            title={t('ask.deletePlotTitle')}
                            message={t('ask.deletePlot', { name: plot.name })}
                            onConfirm={() =>
                              remove.mutateAsync(plot).then(() => {
                                if (chosenId === plot.id) setChosenId(null);
                              })
                            }
                          />
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {manage ? (
          <PlotFormModal
            opened={editing !== null}
            farmId={farm.id}
            plot={editing?.plot ?? null}
            free={free}
            onClose={() => setEditing(null)}
          />
        ) : null}
        {dialog}
      </Card>
      {chosen ? <PlotRecords key={chosen.id} plot={chosen} manage={manage} /> : null}
    </Stack>
  );
}

/** /ginsengFarmDetails?id=: a farm, its plots and their cultivation records. */
export default function GinsengFarmDetailPage() {
  const { t } = useTranslation('ginseng');
  const navigate = useNavigate();
  const can = useCan();
  const id = useIdParam();
  const farm = useGinsengFarm(id);
  if (!id) return <MissingRecord title={t('details.title')} back={GINSENG_PATHS.list} />;
  return (
    <DetailPage
      title={(data) => data.name}
      back={GINSENG_PATHS.list}
      query={farm}
      subtitle={(data) => `${data.regionName} · ${data.city}`}
      actions={(data) =>
        can(GINSENG_MANAGE) ? (
          <Button variant="light" onClick={() => navigate(`${GINSENG_PATHS.edit}?id=${data.id}`)}>
            {t('edit')}
          </Button>
        ) : null
      }
      sections={(data) => [
        {
          title: t('form.farm'),
          items: [
            { label: t('farm.company'), value: data.corpName },
            { label: t('farm.areaHa'), value: data.area.toFixed(2) },
            { label: t('farm.plotCount'), value: String(data.plotCount) },
            { label: t('farm.plottedAreaHa'), value: data.plottedArea.toFixed(2) },
            { label: t('farm.remark'), value: data.remark, wide: true },
          ],
        },
        {
          title: t('form.location'),
          items: [
            { label: t('farm.region'), value: data.regionName },
            { label: t('farm.city'), value: data.city },
            { label: t('farm.address'), value: data.address, wide: true },
            {
              label: t('farm.coordinates'),
              value: data.latitude === null ? null : `${data.latitude}, ${data.longitude}`,
            },
            { label: t('details.updated'), value: formatDateTime(data.updateTime) },
          ],
        },
      ]}
    >
      {(data) => <FarmPlots farm={data} />}
    </DetailPage>
  );
}
