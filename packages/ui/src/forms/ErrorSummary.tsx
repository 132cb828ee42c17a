import type { MouseEvent } from 'react';
import { useUiTranslation } from '../i18n';
import * as styles from './ErrorSummary.css';

export interface FormProblem {
  /** The field's path in the form's values (`receiver.phone`). */
  path: string;
  label: string;
  message: string;
}

/** The control a field's root holds that takes focus: its input, its trigger button or its first segment. */
const focusable = 'input:not([type="hidden"]), textarea, select, button, [tabindex="0"]';

/** Focuses the first control of a field root that is neither hidden nor disabled. */
export function focusWithin(root: Element | null): boolean {
  const target = [...(root?.querySelectorAll<HTMLElement>(focusable) ?? [])].find(
    (el) => !el.closest('[aria-hidden="true"]') && !el.hasAttribute('disabled') && el.tabIndex >= 0,
  );
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
  return !!target;
}

/** Focuses the first invalid field of a form, in the order the fields are shown. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  for (const root of form?.querySelectorAll('[data-invalid]') ?? []) if (focusWithin(root)) return;
}

/**
 * What stops a form from being sent, listed above it once a submit failed (the pattern of the
 * GOV.UK error summary): each problem links to its field, and the list shrinks as fields are mended.
 */
export function ErrorSummary({ problems }: { problems: FormProblem[] }) {
  const { t } = useUiTranslation();
  if (problems.length === 0) return null;
  const pick = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    event.preventDefault();
    focusWithin(event.currentTarget.closest('form')?.querySelector(`[data-field="${CSS.escape(path)}"]`) ?? null);
  };
  return (
    <div role="alert" className={styles.summary} data-error-summary="">
      <h2 className={styles.title}>{t('form.summary', { count: problems.length })}</h2>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem.path}>
            <a href={`#${problem.path}`} className={styles.link} onClick={(event) => pick(event, problem.path)}>
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
