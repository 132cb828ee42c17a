import { courierFormat } from '../courier/format';
import { localeOf } from '../UiProvider';
import { storyLanguage } from './t';

/**
 * For play functions: the numbers, kilograms, money, shares and moments of the courier views as
 * they are written in the story's language ("%36", "6.400 kg" in Turkish), by the views' own
 * formatter, so that a play builds the value it expects instead of writing it in English.
 */
export const storyFormat = () => courierFormat(localeOf[storyLanguage()]);
