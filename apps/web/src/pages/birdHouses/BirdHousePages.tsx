import {
  Button,
  Group,
  NumberInput,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  HARVEST_GRADE_NAMES,
  HARVEST_GRADES,
  WEIGHT_UNIT,
  ZBirdHouseBody,
  ZHarvestBody,
} from '@trace/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { callRouteEnvelope } from '../../api/call';
import { ROUTES } from '../../api/routes';
import { useLanguage } from '../../i18n';
import {
  type DetailSection,
  FormPage,
  FormSection,
  formatDate,
  formatDateTime,
  MissingRecord,
  type ReviewedColumn,
  ReviewedListPage,
  ReviewedRecordPage,
  RowDeleteButton,
  StatusBadge,
  UploadField,
  useActionDialog,
  useApiMutation,
  useDictionary,
  useIdParam,
  useZodForm,
} from '../../kit';
import { DateField } from '../companies/components/DateField';
import { DocumentList, ImageGallery } from '../companies/components/StoredFiles';
import { useStoredFiles } from '../companies/components/storedFiles';
import { profileToEdit } from '../companies/profile/companyForm';
import { type ChangeField, usePendingChangeSection } from '../companies/review/PendingChange';
import { useReviewSection } from '../companies/review/ReviewHistory';
import { ReviewNotice } from '../companies/review/ReviewNotice';
import { REVIEW_STATUS } from '../companies/review/reviewStatus';
import {
  type BirdHouse,
  type Harvest,
  HOUSE_KEYS,
  HOUSE_MANAGE,
  HOUSE_PATHS,
  useBirdHouse,
  useHarvests,
} from './api';
import {
  EMPTY_HARVEST_FORM,
  EMPTY_HOUSE_FORM,
  houseFieldOf,
  houseFormValues,
  toHarvestBody,
  toHouseBody,
} from './houseForm';

const where = (house: Pick<BirdHouse, 'countryName' | 'province' | 'city'>) =>
  [house.countryName, house.province, house.city].filter(Boolean).join(' · ');

/** /yanHouseList: the company's bird houses (all companies' for reviewers) with their review state. */
export function BirdHouseListPage() {
  const { t } = useTranslation('birdHouses');
  const columns = useMemo<ReviewedColumn<BirdHouse>[]>(
    () => [
      {
        key: 'name',
        header: t('houseName'),
        alwaysVisible: true,
        width: 220,
        cell: (row) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.name}
            </Text>
            <Text size="xs" c="dimmed">
              {row.licenceNo}
            </Text>
          </Stack>
        ),
        exportValue: (row) => row.name,
      },
      { key: 'location', header: t('location'), width: 220, cell: (row) => where(row), exportValue: where },
      { key: 'yearBuilt', header: t('yearBuilt'), width: 100, cell: (row) => row.yearBuilt },
      {
        key: 'harvests',
        header: t('harvests.total'),
        width: 160,
        cell: (row) => t('harvests.summary', { count: row.harvestCount, weight: row.harvestWeight }),
        exportValue: (row) => `${row.harvestCount} / ${row.harvestWeight} ${WEIGHT_UNIT}`,
      },
      'company',
      'reviewStatus',
    ],
    [t],
  );
  return (
    <ReviewedListPage<BirdHouse>
      title={t('listTitle')}
      subtitle={t('subtitle')}
      tableId="bird-houses"
      emptyText={t('empty')}
      routes={ROUTES.birdHouses}
      queryKey={[...HOUSE_KEYS.all, 'list']}
      invalidate={HOUSE_KEYS.all}
      paths={HOUSE_PATHS}
      statuses={REVIEW_STATUS}
      manage={HOUSE_MANAGE}
      addLabel={t('add')}
      keywordLabel={t('keyword')}
      filters={['reviewStatus']}
      columns={columns}
      deleteTexts={{
        title: t('deleteTitle'),
        text: (row) => t('deleteText', { name: row.name }),
        done: t('deleted'),
      }}
    />
  );
}

function HarvestSection({ house }: { house: BirdHouse }) {
  const { t } = useTranslation('birdHouses');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const harvests = useHarvests(house.id, page);
  const [confirm, dialog] = useActionDialog();
  const form = useZodForm(ZHarvestBody, EMPTY_HARVEST_FORM, { toInput: toHarvestBody });
  const add = useApiMutation<Harvest, z.output<typeof ZHarvestBody>>({
    call: (body) => callRouteEnvelope(ROUTES.birdHouses.addHarvest, { params: { id: house.id }, body }),
    form,
    invalidate: [HOUSE_KEYS.all],
    successMessage: t('harvests.added'),
    onSuccess: () => form.reset(),
  });
  const remove = useApiMutation<null, Harvest>({
    call: (row) =>
      callRouteEnvelope(ROUTES.birdHouses.removeHarvest, { params: { id: house.id, harvestId: row.id } }),
    invalidate: [HOUSE_KEYS.all],
    successMessage: t('harvests.deleted'),
  });
  const canWrite = house.actions.includes('harvest');
  const data = harvests.data;
  return (
    <Stack gap="md">
      {dialog}
      {canWrite ? (
        <form onSubmit={form.submit((body) => add.mutateAsync(body))}>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <DateField
              label={t('harvests.date')}
              required
              maxDate={new Date().toISOString().slice(0, 10)}
              {...form.getInputProps('harvestDate')}
            />
            <TextInput
              label={t('harvests.weight', { unit: WEIGHT_UNIT })}
              description={t('harvests.weightHint')}
              required
              inputMode="decimal"
              {...form.getInputProps('weight')}
            />
            <Select
              label={t('harvests.grade')}
              required
              data={HARVEST_GRADES.map((grade) => ({
                value: grade,
                label: HARVEST_GRADE_NAMES[grade][language],
              }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('grade')}
            />
            <TextInput label={t('harvests.remark')} maxLength={200} {...form.getInputProps('remark')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button type="submit" loading={add.isPending}>
              {t('harvests.add')}
            </Button>
          </Group>
        </form>
      ) : house.review.reviewStatus === 'unreviewed' || house.review.reviewStatus === 'failed' ? (
        <Text size="sm" c="dimmed">
          {t('harvests.afterReview')}
        </Text>
      ) : null}
      {data && data.list.length > 0 ? (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('harvests.date')}</Table.Th>
              <Table.Th>{t('harvests.weight', { unit: WEIGHT_UNIT })}</Table.Th>
              <Table.Th>{t('harvests.grade')}</Table.Th>
              <Table.Th>{t('harvests.remark')}</Table.Th>
              <Table.Th>{t('harvests.recorded')}</Table.Th>
              {canWrite ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.list.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDate(row.harvestDate)}</Table.Td>
                <Table.Td>{row.weight}</Table.Td>
                <Table.Td>{row.gradeName}</Table.Td>
                <Table.Td>{row.remark ?? '—'}</Table.Td>
                <Table.Td>{formatDateTime(row.createTime)}</Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <RowDeleteButton
                      ask={confirm}
                      label={t('harvests.delete')}
                      title={t('harvests.deleteTitle')}
                      message={t('harvests.deleteText', { date: formatDate(row.harvestDate) })}
                      onConfirm={() => remove.mutateAsync(row)}
                    />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t('harvests.empty')}
        </Text>
      )}
      {data && data.total > 10 ? (
        <Pagination value={page} onChange={setPage} total={Math.ceil(data.total / 10)} size="sm" />
      ) : null}
    </Stack>
  );
}

function BirdHouseView({ mode }: { mode: 'detail' | 'audit' }) {
  const { t } = useTranslation('birdHouses');
  const id = useIdParam();
  const house = useBirdHouse(id);
  const reviewSection = useReviewSection();
  const pendingSection = usePendingChangeSection();
  if (!id) return <MissingRecord title={t('detailTitle')} back={HOUSE_PATHS.list} />;
  const changeFields: ChangeField[] = [
    { key: 'name', label: t('houseName') },
    { key: 'countryId', label: t('country') },
    { key: 'province', label: t('province') },
    { key: 'city', label: t('city') },
    { key: 'address', label: t('address') },
    { key: 'latitude', label: t('latitude') },
    { key: 'longitude', label: t('longitude') },
    { key: 'area', label: t('area') },
    { key: 'yearBuilt', label: t('yearBuilt') },
    { key: 'licenceNo', label: t('licenceNo') },
    {
      key: 'photos',
      label: t('photos'),
      render: (value) => (
        <ImageGallery
          urls={(value as string[]) ?? []}
          label={(index: number) => t('photo', { number: index + 1 })}
          size={80}
        />
      ),
    },
    {
      key: 'licenceFile',
      label: t('licenceFile'),
      render: (value) =>
        value ? <DocumentList urls={[String(value)]} label={() => t('licenceFile')} /> : null,
    },
  ];
  const sections = (data: BirdHouse): DetailSection[] => [
    ...(data.review.pendingChange
      ? [pendingSection({ approved: data, change: data.review.pendingChange, fields: changeFields })]
      : []),
    {
      title: t('section'),
      columns: 3,
      items: [
        { label: t('houseName'), value: data.name },
        { label: t('location'), value: where(data) },
        { label: t('address'), value: data.address },
        { label: t('coordinates'), value: `${data.latitude}, ${data.longitude}` },
        { label: t('area'), value: t('areaValue', { area: data.area }) },
        { label: t('yearBuilt'), value: data.yearBuilt },
        { label: t('licenceNo'), value: data.licenceNo },
        { label: t('company'), value: data.corpName },
        { label: t('createTime'), value: formatDateTime(data.createTime) },
      ],
    },
    {
      title: t('photos'),
      content:
        data.photos.length > 0 ? (
          <ImageGallery
            urls={data.photos}
            label={(index: number) => t('photo', { number: index + 1 })}
            size={120}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('noPhotos')}
          </Text>
        ),
    },
    ...(data.licenceFile
      ? [
          {
            title: t('licenceFile'),
            content: <DocumentList urls={[data.licenceFile]} label={() => t('licenceFile')} />,
          },
        ]
      : []),
    ...(mode === 'detail'
      ? [
          {
            title: t('harvests.title', { count: data.harvestCount, weight: data.harvestWeight }),
            content: <HarvestSection house={data} />,
          },
        ]
      : []),
    reviewSection(data.review, [
      {
        label: t('reviewStatus'),
        value: <StatusBadge map={REVIEW_STATUS} value={data.review.reviewStatus} />,
      },
    ]),
  ];
  return (
    <ReviewedRecordPage<BirdHouse>
      mode={mode}
      title={(data) => (mode === 'audit' ? `${t('auditTitle')}: ${data.name}` : data.name)}
      subtitle={(data) => `${where(data)} · ${data.corpName}`}
      query={house}
      routes={ROUTES.birdHouses}
      paths={HOUSE_PATHS}
      statuses={REVIEW_STATUS}
      invalidate={[HOUSE_KEYS.all]}
      notice={(data) =>
        data.review.reviewStatus === 'passed' ? null : (
          <ReviewNotice
            status={data.review.reviewStatus}
            remark={data.review.lastRemark}
            editPath={data.actions.includes('edit') ? `${HOUSE_PATHS.edit}?id=${data.id}` : undefined}
          />
        )
      }
      sections={sections}
    />
  );
}

/** /yanHouseDetails: a house, its review history and its harvests (with the owner's "add harvest"). */
export const BirdHouseDetailPage = () => <BirdHouseView mode="detail" />;
/** /yanHouseAudit: the administrator (or the configured reviewer) approves or rejects a house or its change. */
export const BirdHouseAuditPage = () => <BirdHouseView mode="audit" />;

function BirdHouseForm({
  house,
  loading,
  loadError,
  onRetry,
}: {
  house?: BirdHouse;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('birdHouses');
  const navigate = useNavigate();
  const editing = loading !== undefined;
  const countries = useDictionary('country');
  const start = useMemo(
    () => (house ? profileToEdit(house, house.review.pendingChange) : undefined),
    [house],
  );
  const urls = useMemo(
    () =>
      start
        ? [...((start.photos as string[]) ?? []), String(start.licenceFile ?? '')].filter(Boolean)
        : undefined,
    [start],
  );
  const files = useStoredFiles(urls, (index: number) => t('photo', { number: index + 1 }));
  const form = useZodForm(ZBirdHouseBody, EMPTY_HOUSE_FORM, { toInput: toHouseBody, fieldOf: houseFieldOf });
  const { initialize } = form;
  useEffect(() => {
    if (start && files) initialize(houseFormValues(start, files));
  }, [start, files, initialize]);
  const save = useApiMutation<BirdHouse, z.output<typeof ZBirdHouseBody>>({
    call: (body) =>
      house
        ? callRouteEnvelope(ROUTES.birdHouses.update, { params: { id: house.id }, body })
        : callRouteEnvelope(ROUTES.birdHouses.create, { body }),
    form,
    invalidate: [HOUSE_KEYS.all],
    successMessage: house ? t('changeSubmitted') : t('submitted'),
    onSuccess: (saved) => navigate(`${HOUSE_PATHS.detail}?id=${saved.id}`, { replace: true }),
  });
  const { values } = form;
  const numberProps = (field: 'latitude' | 'longitude' | 'area' | 'yearBuilt') => {
    const input = form.getInputProps(field);
    return {
      ...input,
      value: values[field],
      onChange: (value: string | number) => form.setFieldValue(field, String(value)),
    };
  };
  return (
    <FormPage
      title={editing ? t('editTitle') : t('addTitle')}
      subtitle={editing ? house?.name : t('addSubtitle')}
      back={HOUSE_PATHS.list}
      onSubmit={form.submit((body) => save.mutateAsync(body))}
      submitting={save.isPending}
      submitLabel={t('submitForReview')}
      formErrors={form.formErrors}
      loading={editing && (loading || !files)}
      loadError={loadError}
      onRetry={onRetry}
    >
      {house ? <ReviewNotice status={house.review.reviewStatus} remark={house.review.lastRemark} /> : null}
      <FormSection title={t('section')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('houseName')} required maxLength={100} {...form.getInputProps('name')} />
          <TextInput label={t('licenceNo')} required maxLength={50} {...form.getInputProps('licenceNo')} />
          <NumberInput
            label={t('area')}
            required
            min={0}
            decimalScale={2}
            hideControls
            {...numberProps('area')}
          />
          <NumberInput
            label={t('yearBuilt')}
            required
            min={1900}
            max={new Date().getFullYear()}
            allowDecimal={false}
            hideControls
            {...numberProps('yearBuilt')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('location')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Select
            label={t('country')}
            required
            searchable
            data={countries.data ?? []}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('countryId')}
          />
          <TextInput label={t('province')} required maxLength={50} {...form.getInputProps('province')} />
          <TextInput label={t('city')} required maxLength={50} {...form.getInputProps('city')} />
        </SimpleGrid>
        <Textarea
          label={t('address')}
          required
          autosize
          minRows={1}
          maxLength={200}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('latitude')}
            required
            min={-90}
            max={90}
            decimalScale={6}
            hideControls
            {...numberProps('latitude')}
          />
          <NumberInput
            label={t('longitude')}
            required
            min={-180}
            max={180}
            decimalScale={6}
            hideControls
            {...numberProps('longitude')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection title={t('photos')} description={t('photosHint')}>
        <UploadField
          kind="image"
          multiple
          maxFiles={9}
          required
          label={t('photos')}
          {...form.getInputProps('photos')}
          value={values.photos}
        />
        <UploadField
          kind="document"
          required
          label={t('licenceFile')}
          {...form.getInputProps('licence')}
          value={values.licence}
        />
      </FormSection>
    </FormPage>
  );
}

/** /addYanHouse: a producer registers a house; it waits for review. */
export function AddBirdHousePage() {
  return <BirdHouseForm />;
}

/** /editYanHouse: a change (or a resubmission) goes through review; a passed house stays as passed until then. */
export function EditBirdHousePage() {
  const { t } = useTranslation('birdHouses');
  const id = useIdParam();
  const house = useBirdHouse(id);
  if (!id) return <MissingRecord title={t('editTitle')} back={HOUSE_PATHS.list} />;
  return (
    <BirdHouseForm
      house={house.data}
      loading={house.isPending}
      loadError={house.error}
      onRetry={() => void house.refetch()}
    />
  );
}
