import { courierFormat } from '../courier/format';
import { numberFormat } from '../primitives/shared/intl';
import { localeOf } from '../UiProvider';
import { storyLanguage } from './t';

/** The Intl locale of the story's language (en-GB, tr-TR), as the components format with it. */
export const storyLocale = () => localeOf[storyLanguage()];

/**
 * For play functions: the numbers, kilograms, money, shares and moments of the courier views as
 * they are written in the story's language ("%36", "6.400 kg" in Turkish), by the views' own
 * formatter, so that a play builds the value it expects instead of writing it in English.
 */
export const storyFormat = () => courierFormat(storyLocale());

/** A number in the story's language ("5,000", "5.000"), as a primitive formats it with these options. */
export const storyNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  numberFormat(storyLocale(), options).format(value);
