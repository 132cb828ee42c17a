import { courierFormat } from '../courier/format';
import { numberFormat } from '../primitives/shared/intl';
import { localeOf } from '../UiProvider';
import { storyLanguage } from './t';

/**
 * For play functions: numbers, days and times as the story's language writes them (Turkish:
 * "5.000", "27 Kas 2026"), made by the same formatters the components use, so that a play
 * expects what a reader of that language sees rather than the English writing.
 */
export const storyLocale = () => localeOf[storyLanguage()];
/** The courier modules' formatters (days, times, money, weights) in the story's language. */
export const storyFormat = () => courierFormat(storyLocale());
/** A number in the story's language ("5,000", "5.000"). */
export const storyNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  numberFormat(storyLocale(), options).format(value);
