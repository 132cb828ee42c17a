import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';

/** A 422's field errors as a form's paths: the body's `card.title` is the form's `title`. */
export function formFieldErrors(caught: unknown, field: string): Record<string, string> | undefined {
  if (!(caught instanceof ApiError && caught.status === 422 && caught.fields)) return undefined;
  return Object.fromEntries(
    Object.entries(caught.fields).map(([path, code]) => [path.replace(new RegExp(`^${field}\\.`), ''), code]),
  );
}

/**
 * Saves a record of a sample area whose API makes a new record blank (POST) and takes its values
 * in a PATCH of `{ id, [field]: values }` (a contact, a product). A new record is made only when
 * its form is saved, and a refused one is deleted again, so nothing blank is left behind. The
 * server's 422 field errors (`product.sku`) come back as the form's paths (`sku`), anything else
 * as the form's alert.
 */
export function useSampleSave<T extends { id: string }, V>(
  endpoint: string,
  field: string,
  existingId: string | undefined,
  onSaved: (saved: T) => void,
  /** The POST's body, where the API asks what to make (a task, not a section). */
  createBody?: unknown,
) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: V) => {
      const id = existingId ?? (await request<T>(endpoint, { method: 'POST', body: createBody })).id;
      try {
        return await request<T>(endpoint, { method: 'PATCH', body: { id, [field]: values } });
      } catch (refused) {
        if (!existingId) await request(endpoint, { method: 'DELETE', query: { id } }).catch(() => undefined);
        throw refused;
      }
    },
    onMutate: () => {
      setError(null);
      setServerErrors(undefined);
    },
    onSuccess: onSaved,
    onError: (caught) => {
      setServerErrors(formFieldErrors(caught, field));
      setError(messageOf(caught));
    },
  });
  return { save: mutation.mutateAsync, serverErrors, error };
}
