/** The page kit: lists, forms, uploads, statuses and page templates shared by every module. See README.md. */

export { AddButton } from './AddButton';
export { type ActionRequest, RowDeleteButton, useActionDialog } from './dialog/ActionDialog';
export { saveBlob } from './download';
export { EpcisDownloadButton, useEpcisDownload } from './epcis/EpcisDownloadButton';
export { type EpcisTarget, epcisDocument } from './epcis/epcisDocument';
export { FormErrors } from './form/FormErrors';
export { FormModal, type FormModalProps } from './form/FormModal';
export { type FieldOf, issueMessage, issuesToFieldErrors, serverFieldErrors } from './form/fieldErrors';
export { SubmitBar, type SubmitBarProps } from './form/SubmitBar';
export { type UseApiMutationOptions, useApiMutation } from './form/useApiMutation';
export { type UseZodFormOptions, useZodForm, type ZodForm } from './form/useZodForm';
export { formatBytes, formatCount, formatDate, formatDateTime, localized } from './format';
export { HtmlContent } from './html/HtmlContent';
export { sanitizeHtml } from './html/sanitize';
export * from './icons';
export { followRunning, JOB_POLL_MS } from './jobs/followRunning';
export { JobDrawer, type JobDrawerProps } from './jobs/JobDrawer';
export { JobListPage, type JobListPageProps } from './jobs/JobListPage';
export { AuditPage, type AuditPageProps, type Decision } from './pages/AuditPage';
export { DetailPage, type DetailPageProps } from './pages/DetailPage';
export { type DetailItem, type DetailSection, DetailSections } from './pages/DetailSections';
export { type Figure, FigureCards } from './pages/FigureCards';
export { FormPage, type FormPageProps, FormSection } from './pages/FormPage';
export { ListPage, type ListPageProps } from './pages/ListPage';
export { MissingRecord } from './pages/MissingRecord';
export { PageHeader, useGoBack } from './pages/PageHeader';
export { ReportCard, ReportPage, type ReportPageProps } from './pages/ReportPage';
export { idParam, useIdParam, useOpenedId } from './pages/useOpenedId';
export { useCan, useIsCompanyAccount } from './permissions';
export type { FilterValues, ListQuery, SortState } from './query/params';
export { withFixedQuery, withReaderActions } from './query/readerActions';
export { useDictionary } from './query/useDictionary';
export {
  type FetchPage,
  type PagedQuery,
  type PageExtra,
  type PageResult,
  type PageRow,
  pagedRoute,
  usePagedQuery,
} from './query/usePagedQuery';
export { ReviewedListPage, type ReviewedListPageProps } from './review/ReviewedListPage';
export { ReviewedRecordPage, type ReviewedRecordPageProps } from './review/ReviewedRecordPage';
export {
  callOnRecord,
  type ReviewedColumn,
  type ReviewedFilter,
  type ReviewedPaths,
  type ReviewedRoutes,
  type ReviewedRow,
  recordPath,
} from './review/reviewed';
export { usePlatformNames } from './select/platforms';
export { type SearchOption, SearchSelect, type SearchSelectProps } from './select/SearchSelect';
export { MESSAGE_READ_STATUS } from './status/maps';
export { StatusBadge } from './status/StatusBadge';
export {
  defineStatusMap,
  type StatusMap,
  type StatusStyle,
  statusLabel,
  statusOptions,
} from './status/statusMap';
export { dateTimeColumn } from './table/columns';
export { DataTable, type DataTableProps } from './table/DataTable';
export type { DataColumn, FilterDef, RowAction } from './table/types';
export { UploadField, type UploadFieldProps } from './upload/UploadField';
export { UploadActivity, useUploadActivity } from './upload/uploadActivity';
export { checkUpload, UPLOAD_RULES, type UploadKind } from './upload/uploadRules';
export { useStoredFileUrl } from './upload/useStoredFile';
export { useFormatCount } from './useFormatCount';
