import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sampleNamespace } from '.';

/**
 * Puts a sample text in the phrasebook's language: the whole text, or a message's title after
 * its sender's name, or markup text by text, or a complaint's description sentence by sentence (the first may name its
 * parcel, `about`). What the phrasebook lacks, such as text a person typed, stays as written.
 */
export function phrasebook(book: Record<string, string>, about: (number: string) => string) {
  const say = (text: string): string => {
    if (Object.keys(book).length === 0) return text;
    if (book[text]) return book[text];
    // Markup from the sample (a help guide's body): each text between its tags on its own.
    if (text.startsWith('<')) return text.replace(/>([^<]+)</g, (_, inner: string) => `>${say(inner)}<`);
    const sender = /^([^:<]{1,80}): (.+)$/.exec(text);
    if (sender && book[sender[2]!]) return `${sender[1]}: ${book[sender[2]!]}`;
    return text
      .split(/(?<=\.) /)
      .map((sentence) => {
        const parcel = /^About (\S+)\.$/.exec(sentence);
        return parcel ? about(parcel[1]!) : (book[sentence] ?? sentence);
      })
      .join(' ');
  };
  return say;
}

/**
 * The sample company's texts in the user's language. The sample data (shortcuts, messages,
 * notifications, complaints) is written once, in English; public/i18n/sample.tr.json holds each
 * sentence's Turkish (the namespace `sample`, loaded with the shell), put in place when the page is Turkish.
 */
export function useSampleText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (text: string) => {
      // Read as stored: the sentences are keys with dots and colons, which a translation lookup would take apart.
      const book = (i18n.getResourceBundle(i18n.language, sampleNamespace) ?? {}) as Record<string, string>;
      return phrasebook(book, (number) => t('sampleAbout', { number }))(text);
    },
    [t, i18n],
  );
}
