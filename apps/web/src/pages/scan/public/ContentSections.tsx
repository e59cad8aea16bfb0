import {
  Accordion,
  Anchor,
  Badge,
  Group,
  Image,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { lazy, type ReactNode, Suspense } from 'react';
import { formatDate } from '../../../kit/format';
import type { ScanAnswer } from './api';
import { Facts } from './Facts';
import { GinsengOrigin } from './GinsengOrigin';

type Records = NonNullable<ScanAnswer['records']>;

// Rich-text articles need the HTML cleaner: loaded only when a batch has some.
const Articles = lazy(() => import('./Articles'));

/** Images in a row that scrolls sideways on a phone. */
export function Gallery({ images, alt }: { images: string[]; alt: string }) {
  if (images.length === 0) return null;
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group gap="xs" wrap="nowrap">
        {images.map((src) => (
          <Anchor key={src} href={src} target="_blank" rel="noreferrer">
            <Image src={src} alt={alt} h={96} w={96} radius="sm" fit="cover" loading="lazy" />
          </Anchor>
        ))}
      </Group>
    </ScrollArea>
  );
}

const documentLink = (href: string | null, label: string) =>
  href ? (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
      {label}
    </Anchor>
  ) : null;

/** The product at the top of a valid label's page: its name, pictures and facts. */
export function ProductSummary({ answer, t }: { answer: ScanAnswer; t: TFunction<'scan'> }) {
  const { product, company, batch } = answer;
  if (!product) return null;
  return (
    <Stack gap="sm">
      <Gallery images={product.images} alt={product.name} />
      <Text fw={700} size="xl" lh={1.3} data-testid="product-name">
        {product.name}
      </Text>
      {company ? (
        <Text size="sm" c="dimmed">
          {company.name}
        </Text>
      ) : null}
      <Facts
        items={[
          [t('category'), product.categoryName],
          [t('public.product.specification'), product.specification],
          [t('batchNumber'), batch?.batchNo],
          [t('productionDate'), formatDate(batch?.productionDate)],
          [t('public.batch.expiry'), formatDate(batch?.expiryDate)],
          [t('origin'), batch?.origin],
          [t('public.product.gtin'), product.gtin],
        ]}
      />
      {product.description ? <Text size="sm">{product.description}</Text> : null}
    </Stack>
  );
}

function WholeChain({ chain, t }: { chain: NonNullable<Records['wholeChain']>; t: TFunction<'scan'> }) {
  return (
    <Stack gap="sm">
      <Facts
        items={[
          [t('public.trace.producer'), chain.producer],
          [t('public.trace.place'), chain.place],
        ]}
      />
      {chain.description ? <Text size="sm">{chain.description}</Text> : null}
      <Timeline active={chain.stages.length} bulletSize={14} lineWidth={2} color="teal">
        {chain.stages.map((stage) => (
          <Timeline.Item key={stage.stage} title={stage.name}>
            <Stack gap={8} mt={4}>
              {stage.entries.map((entry) => (
                <Stack key={`${stage.stage}-${entry.date}-${entry.operator}`} gap={4}>
                  <Text size="xs" c="dimmed">
                    {formatDate(entry.date)} · {t('public.trace.operator')}: {entry.operator}
                  </Text>
                  {entry.description ? <Text size="sm">{entry.description}</Text> : null}
                  {entry.inputs.length > 0 ? (
                    <Text size="xs">
                      {t('inputs')}:{' '}
                      {entry.inputs
                        .map(
                          (input) => `${input.name} ${input.quantity}${input.unit ? ` ${input.unit}` : ''}`,
                        )
                        .join('; ')}
                    </Text>
                  ) : null}
                  <Gallery images={entry.images} alt={stage.name} />
                </Stack>
              ))}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

function TestReports({ reports, t }: { reports: Records['testReports']; t: TFunction<'scan'> }) {
  return (
    <Stack gap="md">
      {reports.map((report) => (
        <Stack key={report.id} gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm">
              {report.institution}
            </Text>
            <Badge color={report.result === 'qualified' ? 'teal' : 'red'} variant="light">
              {report.result === 'qualified'
                ? t('public.reports.qualified')
                : t('public.reports.unqualified')}
            </Badge>
          </Group>
          <Facts
            items={[
              [t('reportNumber'), report.reportNo],
              [t('public.reports.date'), formatDate(report.testDate)],
            ]}
          />
          {report.remark ? <Text size="sm">{report.remark}</Text> : null}
          <Group gap="sm">
            {report.files.map((file, index) => (
              <span key={file}>{documentLink(file, `${t('public.reports.file')} ${index + 1}`)}</span>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

function Customs({ customs, t }: { customs: NonNullable<Records['customs']>; t: TFunction<'scan'> }) {
  const validity = { effective: 'teal', invalid: 'red', missing: 'gray' } as const;
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        {customs.name}
      </Text>
      <Facts
        items={[
          [t('public.customs.port'), customs.portName],
          [t('public.customs.importTime'), formatDate(customs.importTime)],
          [t('importer'), customs.importCorpName],
        ]}
      />
      {customs.certificates.map((certificate) => (
        <Stack
          key={certificate.batchCustomsType}
          gap={4}
          pl="sm"
          style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500}>
              {certificate.kindName}
            </Text>
            <Badge size="sm" variant="light" color={validity[certificate.validity]}>
              {t(`public.customs.${certificate.validity}`)}
            </Badge>
          </Group>
          <Facts
            items={[
              [t('public.customs.number'), certificate.num],
              [
                '',
                certificate.startTime && certificate.endTime
                  ? t('public.customs.valid', {
                      from: formatDate(certificate.startTime),
                      to: formatDate(certificate.endTime),
                    })
                  : null,
              ],
            ]}
          />
          {documentLink(certificate.file, t('public.customs.file'))}
          <Gallery images={certificate.images} alt={certificate.kindName} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * What the platform knows about the goods, as folding sections (a phone shows one at a time):
 * whole-chain stages, test reports, customs, certificates, the company, articles.
 */
export function ContentSections({ answer, t }: { answer: ScanAnswer; t: TFunction<'scan'> }) {
  const { records, certificates, company } = answer;
  const sections: { value: string; title: string; body: ReactNode }[] = [];
  if (answer.ginseng)
    sections.push({
      value: 'ginseng',
      title: t('public.ginseng.title'),
      body: <GinsengOrigin ginseng={answer.ginseng} t={t} />,
    });
  if (records) {
    sections.push({
      value: 'traceability',
      title: t('wholeChainTraceability'),
      body: records.wholeChain ? (
        <WholeChain chain={records.wholeChain} t={t} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('public.trace.none')}
        </Text>
      ),
    });
    if (records.testReports.length > 0)
      sections.push({
        value: 'reports',
        title: t('public.reports.title'),
        body: <TestReports reports={records.testReports} t={t} />,
      });
    if (records.customs)
      sections.push({
        value: 'customs',
        title: t('public.customs.title'),
        body: <Customs customs={records.customs} t={t} />,
      });
  }
  if (answer.birdProductMsg) {
    const sheet = answer.birdProductMsg;
    sections.push({
      value: 'birdProductMsg',
      title: t('public.birdProductMsg.title'),
      body: (
        <Stack gap="sm">
          <Facts
            items={[
              [t('public.birdProductMsg.origin'), sheet.origin],
              [t('public.birdProductMsg.processingMethod'), sheet.processingMethod],
              [t('public.birdProductMsg.nestType'), sheet.nestTypeName],
              [t('public.birdProductMsg.contentShare'), `${sheet.contentShare}%`],
              [t('public.birdProductMsg.solidContent'), `${sheet.solidContent}%`],
              [t('public.birdProductMsg.remark'), sheet.remark],
            ]}
          />
          <Gallery images={sheet.images} alt={t('public.birdProductMsg.title')} />
        </Stack>
      ),
    });
  }
  if (certificates.length > 0)
    sections.push({
      value: 'certificates',
      title: t('public.certificates.title'),
      body: (
        <SimpleGrid cols={1} spacing="md">
          {certificates.map((certificate) => (
            <Stack key={`${certificate.name}-${certificate.issueDate}`} gap={6}>
              <Text fw={600} size="sm">
                {certificate.name}
              </Text>
              <Facts
                items={[
                  [t('issuedBy'), certificate.issuer],
                  [t('public.certificates.number'), certificate.number],
                  [
                    t('public.certificates.until'),
                    certificate.expiryDate
                      ? formatDate(certificate.expiryDate)
                      : t('public.certificates.noExpiry'),
                  ],
                ]}
              />
              <Gallery images={certificate.images} alt={certificate.name} />
            </Stack>
          ))}
        </SimpleGrid>
      ),
    });
  const houses = answer.birdHouses ?? [];
  if (houses.length > 0)
    sections.push({
      value: 'birdHouses',
      title: t('public.birdHouses.title'),
      body: (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('public.birdHouses.intro')}
          </Text>
          {houses.map((house) => (
            <Stack key={house.id} gap={6} data-bird-house={house.id}>
              <Text fw={600} size="sm">
                {house.name}
              </Text>
              <Facts
                items={[
                  [
                    t('public.birdHouses.where'),
                    [house.countryName, house.province, house.city].filter(Boolean).join(' · '),
                  ],
                  [t('public.birdHouses.yearBuilt'), String(house.yearBuilt)],
                ]}
              />
              <Gallery images={house.photo ? [house.photo] : []} alt={house.name} />
            </Stack>
          ))}
        </Stack>
      ),
    });
  if (company)
    sections.push({
      value: 'company',
      title: t('public.company.title'),
      body: (
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {company.name}
          </Text>
          <Facts
            items={[
              [t('public.company.country'), company.countryName],
              [t('public.company.address'), company.address],
            ]}
          />
          {company.introduction ? <Text size="sm">{company.introduction}</Text> : null}
        </Stack>
      ),
    });
  if (records && records.ecologicalFeatures.length > 0)
    sections.push({
      value: 'ecological',
      title: t('ecologicalFeatures'),
      body: (
        <Suspense fallback={null}>
          <Articles articles={records.ecologicalFeatures} />
        </Suspense>
      ),
    });
  if (records && records.scienceKnowledge.length > 0)
    sections.push({
      value: 'knowledge',
      title: t('public.knowledge'),
      body: (
        <Suspense fallback={null}>
          <Articles articles={records.scienceKnowledge} />
        </Suspense>
      ),
    });
  if (sections.length === 0) return null;
  const opened = typeof window !== 'undefined' ? window.location.hash.replace('#', '') : '';
  return (
    <Accordion
      multiple
      variant="separated"
      radius="md"
      defaultValue={[sections[0]!.value, ...(opened ? [opened] : [])]}
    >
      {sections.map((section) => (
        <Accordion.Item key={section.value} value={section.value} id={section.value}>
          <Accordion.Control>
            <Text fw={600}>{section.title}</Text>
          </Accordion.Control>
          <Accordion.Panel>{section.body}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
