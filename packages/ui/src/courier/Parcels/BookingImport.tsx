import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useUiTranslation } from '../../i18n';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import { Radio, RadioGroup } from '../../primitives/Radio/Radio';
import { Select } from '../../primitives/Select/Select';
import type { OptionItem } from '../../primitives/shared/Option';
import { TextArea } from '../../primitives/TextArea/TextArea';
import { useCourierFormat } from '../format';
import * as styles from './BookingImport.css';

export type ImportFileProblem = 'too_large' | 'empty' | 'no_header' | 'too_many_rows' | 'unreadable';
export type ImportMode = 'valid' | 'all';

export interface ImportProblem {
  line: number;
  /** The import field (`receiverPhone`, …), or `row`. */
  field: string;
  /** A form error code, or the import's own (`formula`, `unknown_office`, `unknown_value`). */
  code: string;
}

export interface BookingImportProps {
  /** The customers to import for, found as the user types. */
  searchCustomers: (text: string, signal: AbortSignal) => Promise<OptionItem[]>;
  customerId: string | null;
  onCustomerChange: (id: string | null) => void;
  onFile: (file: File) => void;
  onPaste: (text: string) => void;
  reading?: boolean;
  /** The file as read; null before one is chosen. */
  file: { name: string; encoding: 'utf-8' | 'windows-1254'; columns: string[]; rows: number } | null;
  fileProblem: ImportFileProblem | null;
  /** The fields a column can fill, the required ones marked. */
  fields: readonly { key: string; required: boolean }[];
  mapping: Record<string, string | null | undefined>;
  onMappingChange: (field: string, column: string | null) => void;
  checking?: boolean;
  summary: { valid: number; invalid: number } | null;
  /** The first problems, by line. */
  problems: ImportProblem[];
  mode: ImportMode;
  onModeChange: (mode: ImportMode) => void;
  onBook: () => void;
  booking?: boolean;
  /** The server's refusal of the whole import, in words. */
  bookError?: string | null;
  result: { booked: number; rejected: number; labelsHref: string | null; listHref: string } | null;
  onDownloadReport: () => void;
  onReset: () => void;
}

/** A problem in the user's words: the import's own, or the booking form's for the same code. */
export function importProblemText(t: (key: string, options: { defaultValue: string }) => string, code: string): string {
  return t(`bookingImport.problems.${code}`, {
    defaultValue: t(`form.errors.${code}`, { defaultValue: t('form.errors.invalid', { defaultValue: 'Not valid' }) }),
  });
}

/** How many problems are listed on the page; the report has them all. */
export const problemsShown = 100;

/**
 * Booking many parcels from a CSV: the customer and the file (or pasted rows), which column
 * holds which field, then the rows checked (how many are ready, each problem by line and field
 * in the user's words, all of them as a CSV report) and booked, all valid ones or none.
 */
export function BookingImport(props: BookingImportProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [pasted, setPasted] = useState('');
  const { file, summary, result } = props;
  const missing = props.fields.filter((f) => f.required && !props.mapping[f.key]);
  const message = (problem: ImportProblem) => importProblemText((key, options) => t(key, options), problem.code);
  const columnItems = [
    { id: '', label: t('bookingImport.notInFile') },
    ...(file?.columns ?? []).map((c) => ({ id: c, label: c })),
  ];
  const total = summary ? summary.valid + summary.invalid : 0;
  const bookable = summary ? (props.mode === 'all' ? (summary.invalid ? 0 : summary.valid) : summary.valid) : 0;

  return (
    <div className={styles.root}>
      <header>
        <h1 className={styles.title}>{t('bookingImport.title')}</h1>
        <p className={styles.intro}>{t('bookingImport.intro')}</p>
      </header>

      <Card as="section" title={t('bookingImport.source')}>
        <div className={styles.source}>
          <ComboBox
            label={t('bookingImport.customer')}
            isRequired
            loadOptions={props.searchCustomers}
            value={props.customerId}
            onChange={(key) => props.onCustomerChange(key === null ? null : String(key))}
          />
          <div className={styles.fileRow}>
            <FileTrigger
              acceptedFileTypes={['.csv', 'text/csv', 'text/plain']}
              onSelect={(list) => list?.[0] && props.onFile(list[0])}
            >
              <Button variant="secondary" icon="heroicons_outline:document-arrow-up" isPending={props.reading}>
                {t('bookingImport.choose')}
              </Button>
            </FileTrigger>
            {file && !props.fileProblem ? (
              <span className={styles.fileName}>
                {t('bookingImport.read', { name: file.name, count: file.rows, rows: format.count(file.rows) })}
              </span>
            ) : null}
          </div>
          <TextArea
            label={t('bookingImport.paste')}
            description={t('bookingImport.pasteHint')}
            value={pasted}
            onChange={setPasted}
            minRows={3}
            maxRows={8}
          />
          <div>
            <Button variant="secondary" size="sm" onPress={() => props.onPaste(pasted)} isDisabled={!pasted.trim()}>
              {t('bookingImport.readPasted')}
            </Button>
          </div>
          {props.fileProblem ? (
            <p className={styles.alert} role="alert">
              {t(`bookingImport.fileProblems.${props.fileProblem}`)}
            </p>
          ) : file?.encoding === 'windows-1254' ? (
            <p className={styles.note} role="status">
              {t('bookingImport.encoding1254')}
            </p>
          ) : null}
        </div>
      </Card>

      {file && !props.fileProblem ? (
        <Card as="section" title={t('bookingImport.columns')}>
          <p className={styles.intro}>{t('bookingImport.columnsHint')}</p>
          <div className={styles.mapping}>
            {props.fields.map((field) => (
              <Select
                key={field.key}
                label={t(`bookingImport.fields.${field.key}`)}
                isRequired={field.required}
                items={columnItems}
                value={props.mapping[field.key] ?? ''}
                onChange={(key) => props.onMappingChange(field.key, key ? String(key) : null)}
              />
            ))}
          </div>
          {missing.length ? (
            <p className={styles.alert} role="alert">
              {t('bookingImport.missing', { count: missing.length })}
            </p>
          ) : null}
        </Card>
      ) : null}

      {file && !props.fileProblem && !missing.length ? (
        <Card as="section" title={t('bookingImport.check')}>
          {!props.customerId ? (
            <p role="status">{t('bookingImport.chooseCustomer')}</p>
          ) : props.checking || !summary ? (
            <p role="status">{t('bookingImport.checking')}</p>
          ) : (
            <div className={styles.check}>
              <p role="status" className={styles.summary}>
                {t('bookingImport.summary', {
                  total: format.count(total),
                  valid: format.count(summary.valid),
                  invalid: format.count(summary.invalid),
                })}
              </p>
              {props.problems.length ? (
                <>
                  <table className={styles.problems} aria-label={t('bookingImport.problemsTable')}>
                    <thead>
                      <tr>
                        <th scope="col">{t('bookingImport.line')}</th>
                        <th scope="col">{t('bookingImport.field')}</th>
                        <th scope="col">{t('bookingImport.problem')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {props.problems.slice(0, problemsShown).map((problem, i) => (
                        <tr key={`${problem.line}-${problem.field}-${i}`}>
                          <td className={styles.number}>{problem.line}</td>
                          <td>{t(`bookingImport.fields.${problem.field}`)}</td>
                          <td>{message(problem)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {props.problems.length > problemsShown ? (
                    <p className={styles.note}>
                      {t('bookingImport.more', { count: props.problems.length - problemsShown })}
                    </p>
                  ) : null}
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon="heroicons_outline:arrow-down-tray"
                      onPress={props.onDownloadReport}
                    >
                      {t('bookingImport.report')}
                    </Button>
                  </div>
                  <RadioGroup
                    label={t('bookingImport.mode')}
                    value={props.mode}
                    onChange={(value) => props.onModeChange(value as ImportMode)}
                  >
                    <Radio value="valid">{t('bookingImport.modeValid')}</Radio>
                    <Radio value="all">{t('bookingImport.modeAll')}</Radio>
                  </RadioGroup>
                </>
              ) : null}
              {props.bookError ? (
                <p className={styles.alert} role="alert">
                  {props.bookError}
                </p>
              ) : null}
              {result ? (
                <div className={styles.result} role="status">
                  <strong>{t('bookingImport.booked', { count: result.booked })}</strong>
                  {result.rejected ? <span>{t('bookingImport.rejected', { count: result.rejected })}</span> : null}
                  <div className={styles.actions}>
                    {result.labelsHref ? (
                      <ButtonLink href={result.labelsHref} icon="heroicons_outline:printer">
                        {t('bookingImport.labels')}
                      </ButtonLink>
                    ) : null}
                    <ButtonLink variant="secondary" href={result.listHref}>
                      {t('bookingImport.list')}
                    </ButtonLink>
                    <Button variant="ghost" onPress={props.onReset}>
                      {t('bookingImport.again')}
                    </Button>
                  </div>
                </div>
              ) : (
                <div>
                  <Button
                    onPress={props.onBook}
                    isDisabled={!props.customerId || bookable === 0}
                    isPending={props.booking}
                  >
                    {t('bookingImport.book', { count: bookable })}
                  </Button>
                </div>
              )}
            </div>
          )}
        </Card>
      ) : null}
    </div>
  );
}
