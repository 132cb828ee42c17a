import { useLocale } from 'react-aria-components';
import { numberFormat } from '../../primitives/shared/intl';
import { useUiTranslation } from '../../i18n';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Select } from '../../primitives/Select/Select';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows in the whole list; undefined while it is not known (loading, or the list could not be loaded). */
  total: number | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  pageSizeOptions?: number[];
  isDisabled?: boolean;
  /** The first page is on its way: the range says so rather than "0 of 0", and the pager waits. */
  isLoading?: boolean;
}

/** Pages of a server-paged list: the range shown, first/previous/next/last and the page size. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 25, 50, 100],
  isDisabled: disabled,
  isLoading,
}: PaginationProps) {
  const { t } = useUiTranslation();
  const { locale } = useLocale();
  const number = numberFormat(locale);
  const isDisabled = disabled || isLoading || total === undefined;
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const start = !total ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(total ?? 0, page * pageSize);
  const go = (target: number) => onPageChange(Math.min(lastPage, Math.max(1, target)));

  return (
    <nav className={styles.root} aria-label={t('pagination.label')}>
      {onPageSizeChange ? (
        <div className={styles.size}>
          <Select
            aria-label={t('pagination.pageSize')}
            label={undefined}
            className={styles.sizeSelect}
            items={pageSizeOptions.map((size) => ({ id: String(size), label: String(size) }))}
            value={String(pageSize)}
            onChange={(key) => key && onPageSizeChange(Number(key))}
            isDisabled={isDisabled}
          />
          <span aria-hidden="true">{t('pagination.pageSize')}</span>
        </div>
      ) : null}
      <span className={styles.range} role="status">
        {isLoading
          ? t('common.loading')
          : total === undefined
            ? null
            : total === 0
              ? t('pagination.rangeEmpty')
              : t('pagination.range', {
                  start: number.format(start),
                  end: number.format(end),
                  total: number.format(total),
                })}
      </span>
      <div className={styles.buttons}>
        <IconButton
          icon="heroicons_mini:chevron-double-left"
          label={t('pagination.first')}
          size="sm"
          isDisabled={isDisabled || page <= 1}
          onPress={() => go(1)}
        />
        <IconButton
          icon="heroicons_mini:chevron-left"
          label={t('pagination.previous')}
          size="sm"
          isDisabled={isDisabled || page <= 1}
          onPress={() => go(page - 1)}
        />
        <IconButton
          icon="heroicons_mini:chevron-right"
          label={t('pagination.next')}
          size="sm"
          isDisabled={isDisabled || page >= lastPage}
          onPress={() => go(page + 1)}
        />
        <IconButton
          icon="heroicons_mini:chevron-double-right"
          label={t('pagination.last')}
          size="sm"
          isDisabled={isDisabled || page >= lastPage}
          onPress={() => go(lastPage)}
        />
      </div>
    </nav>
  );
}
