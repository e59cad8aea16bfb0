import { SHEET_LABELS } from '@trace/contracts';
import { usePlatformName } from '../../../api/platform';
import { useLanguage } from '../../../i18n';
import { formatDate, formatDateTime, statusLabel, useTexts } from '../../../kit';
import type { LabelOrder } from '../api';
import { SHEET_GRID } from '../components/SheetTypeField';
import { useFormatCount } from '../format';
import { ORDER_STATUS, PAYMENT_STATUS, RUN_STATUS } from '../statuses';
import { texts } from '../texts';
import classes from './print.module.css';

export type PrintVariant = 'application' | 'summary';

function Head({ order, title, variant }: { order: LabelOrder; title: string; variant?: string }) {
  const t = useTexts(texts);
  const platform = usePlatformName();
  return (
    <header className={classes.head}>
      <div>
        <div className={classes.platform}>{platform}</div>
        <h1 className={classes.title}>{title}</h1>
        {variant ? <div className={classes.variant}>{variant}</div> : null}
      </div>
      <div className={classes.orderNo}>
        {t.common.orderNo}
        <strong>{order.orderNo}</strong>
      </div>
    </header>
  );
}

function Foot({ order }: { order: LabelOrder }) {
  const t = useTexts(texts);
  return (
    <footer className={classes.foot}>
      <span>{order.orderNo}</span>
      <span>{t.print.printedOn(formatDateTime(new Date().toISOString()))}</span>
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
  const t = useTexts(texts);
  const p = t.print;
  const format = useFormatCount();
  const per = SHEET_LABELS[order.sheetType];
  const spec = `${t.sheet[order.sheetType]} · ${t.sheet.perSheet(per)}`;
  return (
    <article className={classes.paper} data-testid="print-application" data-sheet={order.sheetType}>
      <Head order={order} title={p.applicationTitle} variant={spec} />
      <table className={classes.table}>
        <tbody>
          <tr>
            <th>{p.applicant}</th>
            <td colSpan={3}>{order.corpName}</td>
          </tr>
          <tr>
            <th>{t.common.product}</th>
            <td colSpan={3}>{order.productName}</td>
          </tr>
          <tr>
            <th>{p.labelSpec}</th>
            <td>{spec}</td>
            <th>{p.orderDate}</th>
            <td>{formatDate(order.createTime)}</td>
          </tr>
          <tr>
            <th>{p.quantity}</th>
            <td>{t.common.labels(format(order.count))}</td>
            <th>{p.plates}</th>
            <td>{format(order.sheets)}</td>
          </tr>
          <tr>
            <th>{p.receiver}</th>
            <td>{order.address?.receiver}</td>
            <th>{p.phone}</th>
            <td>{order.address?.phone}</td>
          </tr>
          <tr>
            <th>{p.address}</th>
            <td colSpan={3}>{order.address ? `${order.address.region} ${order.address.address}` : ''}</td>
          </tr>
        </tbody>
      </table>

      <h2 className={classes.sectionTitle}>{p.layout}</h2>
      <div className={classes.layout}>
        <SheetDrawing order={order} />
        <div className={classes.note}>
          <p>{t.sheet.grid(SHEET_GRID[order.sheetType].rows, SHEET_GRID[order.sheetType].columns)}</p>
          <p>{p.layoutNote(per, format(order.sheets))}</p>
        </div>
      </div>

      <p className={classes.declaration}>{p.declaration}</p>

      <div className={classes.signatures}>
        <div className={classes.signature}>{p.seal}</div>
        <div className={classes.signature}>{p.signature}</div>
        <div className={classes.signature}>{p.date}</div>
      </div>
      <Foot order={order} />
    </article>
  );
}

/** The order at a glance for filing: what was ordered, paid, made and shipped, and its history. */
function OrderSummary({ order }: { order: LabelOrder }) {
  const t = useTexts(texts);
  const p = t.print;
  const d = t.detail;
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
        title={p.summaryTitle}
        variant={statusLabel(ORDER_STATUS, order.status, language)}
      />
      <h2 className={classes.sectionTitle}>{p.orderSection}</h2>
      <table className={classes.table}>
        <tbody>
          {row(p.applicant, order.corpName)}
          {row(t.common.product, order.productName)}
          {row(
            p.labelSpec,
            `${t.sheet[order.sheetType]} · ${t.sheet.perSheet(SHEET_LABELS[order.sheetType])}`,
          )}
          {row(
            p.quantity,
            `${t.common.labels(format(order.count))} · ${t.common.sheetsOf(format(order.sheets), SHEET_LABELS[order.sheetType])}`,
          )}
          {row(p.orderDate, formatDateTime(order.createTime))}
          {row(
            p.address,
            order.address
              ? `${order.address.receiver} ${order.address.phone} · ${order.address.region} ${order.address.address}`
              : null,
          )}
        </tbody>
      </table>
      <h2 className={classes.sectionTitle}>{p.paymentSection}</h2>
      <table className={classes.table}>
        <tbody>
          {row(d.paymentStatus, statusLabel(PAYMENT_STATUS, order.paymentStatus, language))}
          {row(d.receiptTime, formatDateTime(order.receiptTime))}
          {row(d.dueDate, formatDate(order.dueDate))}
          {row(d.paymentRemark, order.paymentRemark)}
        </tbody>
      </table>
      <h2 className={classes.sectionTitle}>{p.productionSection}</h2>
      <table className={classes.table}>
        <tbody>
          {row(d.printingFactory, order.printingFactoryName)}
          {row(
            d.generation,
            order.generationStatus ? statusLabel(RUN_STATUS, order.generationStatus, language) : null,
          )}
          {row(d.carrier, order.carrier)}
          {row(d.trackingNo, order.trackingNo, true)}
          {row(d.deliveryDate, formatDate(order.deliveryDate))}
        </tbody>
      </table>
      <h2 className={classes.sectionTitle}>{p.historySection}</h2>
      <table className={`${classes.table} ${classes.list}`}>
        <thead>
          <tr>
            <th style={{ width: '36mm' }}>{p.time}</th>
            <th style={{ width: '52mm' }}>{p.step}</th>
            <th style={{ width: '30mm' }}>{p.actor}</th>
            <th>{p.remark}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={classes.nowrap}>{formatDateTime(order.createTime)}</td>
            <td>{d.created}</td>
            <td>{order.corpName}</td>
            <td />
          </tr>
          {order.history.map((entry) => (
            <tr key={`${entry.createTime}-${entry.action}`}>
              <td className={classes.nowrap}>{formatDateTime(entry.createTime)}</td>
              <td>{d.history[entry.action] ?? entry.action}</td>
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
