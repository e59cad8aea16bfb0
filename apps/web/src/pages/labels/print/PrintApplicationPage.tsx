import { Button, Card, SegmentedControl, Stack } from '@mantine/core';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MissingRecord, PageHeader, useIdParam } from '../../../kit';
import { DetailSkeleton } from '../../../kit/pages/DetailSections';
import { LoadFailed } from '../../../kit/pages/LoadFailed';
import { useOrder } from '../api';
import { PrinterIcon } from '../components/labelIcons';
import { PrintDocument, type PrintVariant } from './PrintDocument';
import classes from './print.module.css';

const LIST = '/applyLabel';

/**
 * /printApplication: an order's application laid out on A4 for its sheet (big: 9 labels a sheet,
 * small: 12) to sign and stamp, or the order summary for filing. The screen shows a preview; printing
 * sends only the document, rendered once more outside the shell.
 */
export default function PrintApplicationPage() {
  const { t } = useTranslation('labels');
  const id = useIdParam();
  const [params, setParams] = useSearchParams();
  const order = useOrder(id);
  if (!id) return <MissingRecord title={t('print.title')} back={LIST} />;
  const variant: PrintVariant = params.get('variant') === 'summary' ? 'summary' : 'application';
  const data = order.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('print.title')}
        back={LIST}
        subtitle={data ? `${data.orderNo} · ${data.corpName}` : undefined}
        actions={
          data ? (
            <>
              <SegmentedControl
                value={variant}
                onChange={(next) =>
                  setParams(
                    (current) => {
                      const updated = new URLSearchParams(current);
                      updated.set('variant', next);
                      return updated;
                    },
                    { replace: true },
                  )
                }
                data={[
                  {
                    value: 'application',
                    label: `${t('print.application')} · ${t(`sheet.${data.sheetType}`)}`,
                  },
                  { value: 'summary', label: t('print.summary') },
                ]}
              />
              <Button leftSection={<PrinterIcon size={16} />} onClick={() => window.print()}>
                {t('print.print')}
              </Button>
            </>
          ) : undefined
        }
      />
      {data ? (
        <>
          <Card withBorder radius="md" padding={0} bg="gray.1">
            <div className={classes.preview}>
              <PrintDocument order={data} variant={variant} />
            </div>
          </Card>
          {createPortal(
            <div className={classes.printRoot}>
              <PrintDocument order={data} variant={variant} />
            </div>,
            document.body,
          )}
        </>
      ) : order.isError ? (
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Stack>
  );
}
