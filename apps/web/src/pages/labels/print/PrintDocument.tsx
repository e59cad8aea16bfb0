import { SHEET_LABELS } from '@trace/contracts';
import { useTranslation } from 'react-i18next';
import { usePlatformName } from '../../../api/platform';
import { useLanguage } from '../../../i18n';
import { formatDate, formatDateTime, statusLabel } from '../../../kit';
import type { LabelOrder } from '../api';
import { SHEET_GRID } from '../components/SheetTypeField';
import { historyText, useFormatCount } from '../format';
import { ORDER_STATUS, PAYMENT_STATUS, RUN_STATUS } from '../statuses';
import classes from './print.module.css';

export type PrintVariant = 'application' | 'summary';

function Head({ order, title, variant }: { order: LabelOrder; title: string; variant?: string }) {
  const { t } = useTranslation('labels');
  const platform = usePlatformName();
  return (
    <header className={classes.head}>
      <div>
        <div className={classes.platform}>{platform}</div>
        <h1 className={classes.title}>{title}</h1>
        {variant ? <div className={classes.variant}>{variant}</div> : null}
      </div>
      <div className={classes.orderNo}>
        {t('common.orderNo')}
        <strong>{order.orderNo}</strong>
      </div>
    </header>
  );
}

function Foot({ order }: { order: LabelOrder }) {
  const { t } = useTranslation('labels');
  return (
    <footer className={classes.foot}>
      <span>{order.orderNo}</span>
      <span>{t('print.printedOn', { date: formatDateTime(new Date().toISOString()) })}</span>
    </footer>
  );
}

/** A sheet of labels drawn to scale: 3 × 3 on a big sheet, 4 rows of 3 on a small one. */
function SheetDrawing({ order }: { order: LabelOrder }) {
  const { rows, columns } = SHEET_GRID[order.sheetType];
  return (
    <div
      className={classes.sheet}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)`, gridTemplateRows: `repeat(${rows}, 1fr)` }}
    >
      {Array.from({ length: rows * columns }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical cells of a drawing
        <span key={index} className={classes.label}>
          <span className={classes.qr} />
          <span className={classes.serial} />
        </span>
      ))}
    </div>
  );
}

/** The application to sign and stamp, laid out for the order's sheet (big: 9 a sheet, small: 12). */
function ApplicationForm({ order }: { order: LabelOrder }) {
  const { t } = useTranslation('labels');
  const format = useFormatCount();
  const per = SHEET_LABELS[order.sheetType];
  const spec = `${t(`sheet.${order.sheetType}`)} · ${t('sheet.perSheet', { per })}`;
  return (
    <article className={classes.paper} data-testid="print-application" data-sheet={order.sheetType}>
      <Head order={order} title={t('print.applicationTitle')} variant={spec} />
      <table className={classes.table}>
        <tbody>
          <tr>
            <th>{t('print.applicant')}</th>
            <td colSpan={3}>{order.corpName}</td>
          </tr>
          <tr>
            <th>{t('product')}</th>
            <td colSpan={3}>{order.productName}</td>
          </tr>
          <tr>
            <th>{t('print.labelSpec')}</th>
            <td>{spec}</td>
            <th>{t('print.orderDate')}</th>
            <td>{formatDate(order.createTime)}</td>
          </tr>
          <tr>
            <th>{t('print.quantity')}</th>
            <td>{t('common.labels', { count: order.count, shown: format(order.count) })}</td>
            <th>{t('print.plates')}</th>
            <td>{format(order.sheets)}</td>
          </tr>
          <tr>
            <th>{t('receiver')}</th>
            <td>{order.address?.receiver}</td>
            <th>{t('print.phone')}</th>
            <td>{order.address?.phone}</td>
          </tr>
          <tr>
            <th>{t('deliveryAddress')}</th>
            <td colSpan={3}>{order.address ? `${order.address.region} ${order.address.address}` : ''}</td>
          </tr>
        </tbody>
      </table>

      <h2 className={classes.sectionTitle}>{t('print.layout')}</h2>
      <div className={classes.layout}>
        <SheetDrawing order={order} />
        <div className={classes.note}>
          <p>
            {t('sheet.grid', {
              rows: SHEET_GRID[order.sheetType].rows,
              columns: SHEET_GRID[order.sheetType].columns,
            })}
          </p>
          <p>{t('print.layoutNote', { per, sheets: format(order.sheets) })}</p>
        </div>
      </div>

      <p className={classes.declaration}>{t('print.declaration')}</p>

      <div className={classes.signatures}>
        <div className={classes.signature}>{t('print.seal')}</div>
        <div className={classes.signature}>{t('print.signature')}</div>
        <div className={classes.signature}>{t('date')}</div>
      </div>
      <Foot order={order} />
    </article>
  );
}

/** The order at a glance for filing: what was ordered, paid, made and shipped, and its history. */
function OrderSummary({ order }: { order: LabelOrder }) {
  const { t } = useTranslation('labels');
  const language = useLanguage();
  const format = useFormatCount();
  const row = (label: string, value: string | null | undefined, mono = false) => (
    <tr>
      <th>{label}</th>
      <td className={mono ? classes.mono : undefined}>{value || '—'}</td>
    </tr>
  );
  return (
    <article className={classes.paper} data-testid="print-summary">
      <Head
        order={order}
        title={t('print.summaryTitle')}
        variant={statusLabel(ORDER_STATUS, order.status, language)}
      />
      <h2 className={classes.sectionTitle}>{t('print.orderSection')}</h2>
      <table className={classes.table}>
        <tbody>
          {row(t('print.applicant'), order.corpName)}
          {row(t('product'), order.productName)}
          {row(
            t('print.labelSpec'),
            `${t(`sheet.${order.sheetType}`)} · ${t('sheet.perSheet', { per: SHEET_LABELS[order.sheetType] })}`,
          )}
          {row(
            t('print.quantity'),
            `${t('common.labels', { count: order.count, shown: format(order.count) })} · ${t('common.sheetsOf', { sheets: format(order.sheets), per: SHEET_LABELS[order.sheetType] })}`,
          )}
          {row(t('print.orderDate'), formatDateTime(order.createTime))}
          {row(
            t('deliveryAddress'),
            order.address
              ? `${order.address.receiver} ${order.address.phone} · ${order.address.region} ${order.address.address}`
              : null,
          )}
        </tbody>
      </table>
      <h2 className={classes.sectionTitle}>{t('print.paymentSection')}</h2>
      <table className={classes.table}>
        <tbody>
          {row(t('detail.paymentStatus'), statusLabel(PAYMENT_STATUS, order.paymentStatus, language))}
          {row(t('detail.receiptTime'), formatDateTime(order.receiptTime))}
          {row(t('detail.dueDate'), formatDate(order.dueDate))}
          {row(t('detail.paymentRemark'), order.paymentRemark)}
        </tbody>
      </table>
      <h2 className={classes.sectionTitle}>{t('print.productionSection')}</h2>
      <table className={classes.table}>
        <tbody>
          {row(t('printingFactory'), order.printingFactoryName)}
          {row(
            t('detail.generation'),
            order.generationStatus ? statusLabel(RUN_STATUS, order.generationStatus, language) : null,
          )}
          {row(t('detail.carrier'), order.carrier)}
          {row(t('detail.trackingNo'), order.trackingNo, true)}
          {row(t('detail.deliveryDate'), formatDate(order.deliveryDate))}
        </tbody>
      </table>
      <h2 className={classes.sectionTitle}>{t('print.historySection')}</h2>
      <table className={`${classes.table} ${classes.list}`}>
        <thead>
          <tr>
            <th style={{ width: '36mm' }}>{t('time')}</th>
            <th style={{ width: '52mm' }}>{t('print.step')}</th>
            <th style={{ width: '30mm' }}>{t('by')}</th>
            <th>{t('print.remark')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={classes.nowrap}>{formatDateTime(order.createTime)}</td>
            <td>{t('detail.created')}</td>
            <td>{order.corpName}</td>
            <td />
          </tr>
          {order.history.map((entry) => (
            <tr key={`${entry.createTime}-${entry.action}`}>
              <td className={classes.nowrap}>{formatDateTime(entry.createTime)}</td>
              <td>{historyText(t, entry.action)}</td>
              <td>{entry.actorName}</td>
              <td>{entry.remark}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Foot order={order} />
    </article>
  );
}

/** One of the three printable layouts: the application on a big or a small sheet, or the summary. */
export function PrintDocument({ order, variant }: { order: LabelOrder; variant: PrintVariant }) {
  return variant === 'summary' ? <OrderSummary order={order} /> : <ApplicationForm order={order} />;
}
