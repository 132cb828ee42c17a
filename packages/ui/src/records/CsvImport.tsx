import { useState, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useCourierFormat } from '../courier/format';
import { useUiTranslation } from '../i18n';
import { Button } from '../primitives/Button/Button';
import { Card } from '../primitives/Card/Card';
import { Radio, RadioGroup } from '../primitives/Radio/Radio';
import { Select } from '../primitives/Select/Select';
import { TextArea } from '../primitives/TextArea/TextArea';
import * as styles from './CsvImport.css';

export type ImportFileProblem = 'too_large' | 'empty' | 'no_header' | 'too_many_rows' | 'unreadable';
export type ImportMode = 'valid' | 'all';
/** The kinds of import, by the key of their words (title, intro, fields, summary, the button, the outcome). */
export const importWords = ['bookingImport', 'customerImport'] as const;
export type ImportWords = (typeof importWords)[number];

export interface ImportProblem {
  line: number;
  /** The import's field (`receiverPhone`, `email`, …), or `row`. */
  field: string;
  /** A form error code, or the import's own (`formula`, `unknown_office`, `unknown_value`, `duplicate`, …). */
  code: string;
  /** What the row holds in that field, as written ('' for nothing); none for a problem of the whole row. */
  value?: string;
}

export interface CsvImportProps {
  /** Whose words: the kind of import. */
  words: ImportWords;
  /** What every row shares, chosen above the file (the customer of the bookings, a home office). */
  context?: ReactNode;
  /** Why the rows wait to be checked (no customer chosen yet); said in place of the check. */
  waiting?: string | null;
  onFile: (file: File) => void;
  onPaste: (text: string) => void;
  reading?: boolean;
  /** The template's download (the columns, one example row); no button without it. */
  onDownloadTemplate?: () => void;
  /** The file as read; null before one is chosen. */
  file: { name: string; encoding: 'utf-8' | 'windows-1254'; columns: string[]; rows: number } | null;
  fileProblem: ImportFileProblem | null;
  /** The fields a column can fill, the required ones marked. */
  fields: readonly { key: string; required: boolean }[];
  mapping: Record<string, string | null | undefined>;
  onMappingChange: (field: string, column: string | null) => void;
  checking?: boolean;
  summary: { valid: number; invalid: number } | null;
  /** The problems, by line; the first ones are listed. */
  problems: ImportProblem[];
  mode: ImportMode;
  onModeChange: (mode: ImportMode) => void;
  onSubmit: () => void;
  submitting?: boolean;
  /** The server's refusal of the whole import, in words. */
  submitError?: string | null;
  /** What the import wrote, and how many rows it left out. */
  result: { done: number; rejected: number } | null;
  /** Where to go from the result (the labels, the list), before "Import another file". */
  resultActions?: ReactNode;
  onDownloadReport: () => void;
  onReset: () => void;
}

/** A problem in the user's words: the kind's own, the import's, or the record form's for the same code. */
export function importProblemText(
  t: (key: string, options: { defaultValue: string }) => string,
  code: string,
  words: ImportWords,
): string {
  const form = t(`form.errors.${code}`, { defaultValue: t('form.errors.invalid', { defaultValue: 'Not valid' }) });
  return t(`${words}.problems.${code}`, { defaultValue: t(`csvImport.problems.${code}`, { defaultValue: form }) });
}

/** How many problems are listed on the page; the report has them all. */
export const problemsShown = 100;

/**
 * Records from a CSV file: what the rows share and the file (or pasted rows, or first the
 * template), which column holds which field, then the rows checked (how many are ready, each
 * problem by line and field in the user's words, all of them as a CSV report) and sent, all
 * valid ones or none. The kinds (bookings, customers) give their words and their own parts.
 */
export function CsvImport(props: CsvImportProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const [pasted, setPasted] = useState('');
  const { file, summary, result, words } = props;
  const missing = props.fields.filter((f) => f.required && !props.mapping[f.key]);
  const message = (problem: ImportProblem) => importProblemText((key, options) => t(key, options), problem.code, words);
  const columnItems = [
    { id: '', label: t('csvImport.notInFile') },
    ...(file?.columns ?? []).map((c) => ({ id: c, label: c })),
  ];
  const total = summary ? summary.valid + summary.invalid : 0;
  const ready = summary ? (props.mode === 'all' ? (summary.invalid ? 0 : summary.valid) : summary.valid) : 0;

  return (
    <div className={styles.root}>
      <header>
        <h1 className={styles.title}>{t(`${words}.title`)}</h1>
        <p className={styles.intro}>{t(`${words}.intro`)}</p>
      </header>

      <Card as="section" title={t('csvImport.source')}>
        <div className={styles.source}>
          {props.context}
          {props.onDownloadTemplate ? (
            <div className={styles.template}>
              <Button
                variant="ghost"
                size="sm"
                icon="heroicons_outline:arrow-down-tray"
                onPress={props.onDownloadTemplate}
              >
                {t('csvImport.template')}
              </Button>
              <p className={styles.note}>{t('csvImport.templateHint')}</p>
            </div>
          ) : null}
          <div>
            <p className={styles.note} id={`${words}-expected`}>
              {t('csvImport.expected')}
            </p>
            <ul className={styles.expected} aria-labelledby={`${words}-expected`}>
              {props.fields.map((field) => (
                <li key={field.key}>
                  {t(`${words}.fields.${field.key}`)}
                  {field.required ? <span className={styles.required}> ({t('csvImport.required')})</span> : null}
                </li>
              ))}
            </ul>
          </div>
          <div className={styles.fileRow}>
            <FileTrigger
              acceptedFileTypes={['.csv', 'text/csv', 'text/plain']}
              onSelect={(list) => list?.[0] && props.onFile(list[0])}
            >
              <Button variant="secondary" icon="heroicons_outline:document-arrow-up" isPending={props.reading}>
                {t('csvImport.choose')}
              </Button>
            </FileTrigger>
            {file && !props.fileProblem ? (
              <span className={styles.fileName}>
                {t('csvImport.read', { name: file.name, count: file.rows, rows: format.count(file.rows) })}
              </span>
            ) : null}
          </div>
          <TextArea
            label={t('csvImport.paste')}
            description={t('csvImport.pasteHint')}
            value={pasted}
            onChange={setPasted}
            minRows={3}
            maxRows={8}
          />
          <div>
            <Button variant="secondary" size="sm" onPress={() => props.onPaste(pasted)} isDisabled={!pasted.trim()}>
              {t('csvImport.readPasted')}
            </Button>
          </div>
          {props.fileProblem ? (
            <p className={styles.alert} role="alert">
              {props.fileProblem === 'no_header'
                ? t(`${words}.noHeader`)
                : t(`csvImport.fileProblems.${props.fileProblem}`)}
            </p>
          ) : file?.encoding === 'windows-1254' ? (
            <p className={styles.note} role="status">
              {t('csvImport.encoding1254')}
            </p>
          ) : null}
        </div>
      </Card>

      {file && !props.fileProblem ? (
        <Card as="section" title={t('csvImport.columns')}>
          <p className={styles.intro}>{t(`${words}.columnsHint`)}</p>
          <div className={styles.mapping}>
            {props.fields.map((field) => (
              <Select
                key={field.key}
                label={t(`${words}.fields.${field.key}`)}
                isRequired={field.required}
                items={columnItems}
                value={props.mapping[field.key] ?? ''}
                onChange={(key) => props.onMappingChange(field.key, key ? String(key) : null)}
              />
            ))}
          </div>
          {missing.length ? (
            <p className={styles.alert} role="alert">
              {t('csvImport.missing', { count: missing.length })}
            </p>
          ) : null}
        </Card>
      ) : null}

      {file && !props.fileProblem && !missing.length ? (
        <Card as="section" title={t(`${words}.check`)}>
          {props.waiting ? (
            <p role="status">{props.waiting}</p>
          ) : props.checking || !summary ? (
            <p role="status">{t('csvImport.checking')}</p>
          ) : (
            <div className={styles.check}>
              <p role="status" className={styles.summary}>
                {t(`${words}.summary`, {
                  total: format.count(total),
                  valid: format.count(summary.valid),
                  invalid: format.count(summary.invalid),
                })}
              </p>
              {props.problems.length ? (
                <>
                  <table className={styles.problems} aria-label={t('csvImport.problemsTable')}>
                    <thead>
                      <tr>
                        <th scope="col">{t('csvImport.line')}</th>
                        <th scope="col">{t('csvImport.field')}</th>
                        <th scope="col">{t('csvImport.value')}</th>
                        <th scope="col">{t('csvImport.problem')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {props.problems.slice(0, problemsShown).map((problem, i) => (
                        <tr key={`${problem.line}-${problem.field}-${i}`}>
                          <td className={styles.number}>{problem.line}</td>
                          <td>{t(`${words}.fields.${problem.field}`)}</td>
                          <td className={styles.value}>
                            {problem.value === undefined ? (
                              ''
                            ) : problem.value ? (
                              <code>{problem.value}</code>
                            ) : (
                              <span className={styles.note}>{t('csvImport.emptyValue')}</span>
                            )}
                          </td>
                          <td>{message(problem)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {props.problems.length > problemsShown ? (
                    <p className={styles.note}>
                      {t('csvImport.more', { count: props.problems.length - problemsShown })}
                    </p>
                  ) : null}
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon="heroicons_outline:arrow-down-tray"
                      onPress={props.onDownloadReport}
                    >
                      {t('csvImport.report')}
                    </Button>
                  </div>
                  <RadioGroup
                    label={t('csvImport.mode')}
                    value={props.mode}
                    onChange={(value) => props.onModeChange(value as ImportMode)}
                  >
                    <Radio value="valid">{t(`${words}.modeValid`)}</Radio>
                    <Radio value="all">{t(`${words}.modeAll`)}</Radio>
                  </RadioGroup>
                </>
              ) : null}
              {props.submitError ? (
                <p className={styles.alert} role="alert">
                  {props.submitError}
                </p>
              ) : null}
              {result ? (
                <div className={styles.result} role="status">
                  <strong>{t(`${words}.done`, { count: result.done })}</strong>
                  {result.rejected ? <span>{t(`${words}.rejected`, { count: result.rejected })}</span> : null}
                  <div className={styles.actions}>
                    {props.resultActions}
                    <Button variant="ghost" onPress={props.onReset}>
                      {t('csvImport.again')}
                    </Button>
                  </div>
                </div>
              ) : (
                <div>
                  <Button onPress={props.onSubmit} isDisabled={ready === 0} isPending={props.submitting}>
                    {t(`${words}.submit`, { count: ready })}
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
